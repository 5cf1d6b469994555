import { describe, expect, it } from "vitest";
import { marqueeMessage, type MarqueeData } from "./marquee.ts";

const base: MarqueeData = {
  show: false,
  show_error: false,
  text_pl: "Wysyłka dziś",
  text_en: "Same-day dispatch",
  text_de: "Versand heute",
  error_msg_pl: "Awaria",
  error_msg_en: "Outage",
  error_msg_de: "Störung",
};

describe("marqueeMessage", () => {
  it("shows nothing unless show or show_error", () => {
    expect(marqueeMessage(base, "en")).toBeNull();
  });
  it("shows the text in the shopper's language when show is set", () => {
    expect(marqueeMessage({ ...base, show: true }, "pl")).toEqual({ text: "Wysyłka dziś", error: false });
    expect(marqueeMessage({ ...base, show: true }, "de")).toEqual({ text: "Versand heute", error: false });
  });
  it("lets the error text win over the normal text", () => {
    expect(marqueeMessage({ ...base, show: true, show_error: true }, "en")).toEqual({ text: "Outage", error: true });
    expect(marqueeMessage({ ...base, show_error: true }, "de")).toEqual({ text: "Störung", error: true });
  });
  it("falls back to the default message when the text is empty", () => {
    expect(marqueeMessage({ ...base, show: true, text_en: "  " }, "en")).toEqual({ text: null, error: false });
    expect(marqueeMessage({ ...base, show_error: true, error_msg_pl: "" }, "pl")).toEqual({ text: null, error: true });
  });
  it("fills the ERP's delivery facts into {{placeholders}}, and shows the default message when one is missing", () => {
    const shown = { ...base, show: true, text_en: "Paid by {{cutoff}}: {{carrier}} to {{ country }} in {{days}}." };
    const words = { cutoff: "1:00 pm", carrier: "DPD", country: "Poland", days: "1 working day" };
    expect(marqueeMessage(shown, "en", words)).toEqual({
      text: "Paid by 1:00 pm: DPD to Poland in 1 working day.",
      error: false,
    });
    expect(marqueeMessage(shown, "en", { cutoff: "1:00 pm" })).toEqual({ text: null, error: false });
    expect(marqueeMessage(shown, "en")).toEqual({ text: null, error: false });
  });
});
