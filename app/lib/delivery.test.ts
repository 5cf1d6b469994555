import i18next from "i18next";
import { describe, expect, it } from "vitest";
import { resources } from "../locales.ts";
import { deliveryDays } from "./delivery.ts";

async function translator(lng: "en" | "pl" | "de") {
  const i18n = i18next.createInstance();
  await i18n.init({ lng, resources, ns: ["checkout"], defaultNS: "checkout", interpolation: { escapeValue: false } });
  return i18n.getFixedT(lng, "checkout");
}

describe("deliveryDays", () => {
  it("writes one number once, with the language's plural", async () => {
    const en = await translator("en");
    expect(deliveryDays(en, { min: 1, max: 1 })).toBe("1 working day");
    expect(deliveryDays(en, { min: 2, max: 2 })).toBe("2 working days");
    const pl = await translator("pl");
    expect(deliveryDays(pl, { min: 1, max: 1 })).toBe("1 dzień roboczy");
    expect(deliveryDays(pl, { min: 2, max: 2 })).toBe("2 dni robocze");
    expect(deliveryDays(pl, { min: 5, max: 5 })).toBe("5 dni roboczych");
    const de = await translator("de");
    expect(deliveryDays(de, { min: 1, max: 1 })).toBe("1 Werktag");
    expect(deliveryDays(de, { min: 3, max: 3 })).toBe("3 Werktage");
  });
  it("writes a range as a range", async () => {
    expect(deliveryDays(await translator("en"), { min: 1, max: 3 })).toBe("1–3 working days");
    expect(deliveryDays(await translator("pl"), { min: 1, max: 2 })).toBe("1–2 dni roboczych");
  });
});
