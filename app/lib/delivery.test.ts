import { describe, expect, it } from "vitest";
import { countryName } from "../../contract/countries.ts";
import { checkoutTranslator } from "../.server/i18n.ts";
import { FACTS } from "./delivery.fixture.ts";
import { clockTime, deliveryDays, deliverySentences, deliverySummary } from "./delivery.ts";

/** The country names of a language, as the loaders name them. */
const names = (lang: "en" | "pl" | "de") => (code: string) => countryName(code, lang);

const translator = checkoutTranslator;

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

describe("clockTime", () => {
  it("writes the cut-off as each language writes a time of day", () => {
    expect(clockTime("13:00", "en")).toBe("1:00 pm");
    expect(clockTime("09:30", "en")).toBe("9:30 am");
    expect(clockTime("12:15", "en")).toBe("12:15 pm");
    expect(clockTime("13:00", "pl")).toBe("13:00");
    expect(clockTime("08:05", "de")).toBe("08:05 Uhr");
  });
});

describe("delivery summary and sentences", () => {
  it("quote the cut-off and the first method serving the country, with its carrier and days", async () => {
    expect(deliverySummary(FACTS, "de", names("pl"))).toEqual({
      cutoff: "13:00",
      country: "DE",
      countryName: "Niemcy",
      standard: { carrier: "DPD", days: { min: 2, max: 2 } },
    });
    expect(deliverySentences(await translator("en"), "en", deliverySummary(FACTS, "DE", names("en")))).toEqual({
      cutoff: "Orders paid by 1:00 pm on a working day leave our warehouse the same day.",
      delivery: "Delivery to Germany: DPD, 2 working days.",
    });
    expect(deliverySentences(await translator("de"), "de", deliverySummary(FACTS, "PL", names("de")))).toEqual({
      cutoff: "Bestellungen, die an einem Werktag bis 13:00 Uhr bezahlt sind, verlassen unser Lager am selben Tag.",
      delivery: "Lieferung (Polen): DPD, 1 Werktag.",
    });
    expect(deliverySentences(await translator("pl"), "pl", deliverySummary(FACTS, "PL", names("pl"))).delivery).toBe(
      "Dostawa (Polska): DPD, 1 dzień roboczy.",
    );
  });
  it("say nothing they were not given: no method for the country, no cut-off", async () => {
    const en = await translator("en");
    expect(deliverySentences(en, "en", deliverySummary(FACTS, "US", names("en")))).toEqual({
      cutoff: "Orders paid by 1:00 pm on a working day leave our warehouse the same day.",
      delivery: null,
    });
    expect(
      deliverySentences(en, "en", deliverySummary({ ...FACTS, cutoff: null }, "DE", names("en"))).cutoff,
    ).toBeNull();
  });
});
