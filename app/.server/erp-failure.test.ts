import { describe, expect, it, vi } from "vitest";
import { ErrorCodes } from "../../contract/errors.ts";
import { LANGUAGES } from "../../contract/languages.ts";
import { ErpCallError } from "./erp.ts";
import { erpFailure } from "./erp-failure.ts";
import { resources, translator } from "./i18n.ts";

describe("an ERP failure in the basket or on the order page", () => {
  it("has a message for every code the ERP answers, in every language, each its own", () => {
    for (const lang of LANGUAGES) {
      const messages = resources[lang].common.erpErrors as Record<string, string>;
      for (const code of ErrorCodes) expect(messages[code], `${lang} ${code}`).toMatch(/\S/);
    }
    for (const code of ErrorCodes) {
      expect(resources.pl.common.erpErrors[code]).not.toBe(resources.en.common.erpErrors[code]);
      expect(resources.de.common.erpErrors[code]).not.toBe(resources.en.common.erpErrors[code]);
    }
  });

  it("shows the code's message in the page's language and the code, and logs the ERP's own words", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const failure = erpFailure(
      new ErpCallError(409, "OUT_OF_STOCK", "item 7 has 2 available"),
      await translator("de"),
      "placeOrder",
    );
    expect(failure).toMatchObject({
      message: resources.de.common.erpErrors.OUT_OF_STOCK,
      code: "Fehlercode: OUT_OF_STOCK",
      status: 409,
    });
    expect(log).toHaveBeenCalledWith(expect.stringContaining("item 7 has 2 available"));
    log.mockRestore();
  });

  it("answers 502 when the ERP itself failed, and names an unknown code as it came", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const failure = erpFailure(new ErpCallError(503, "SOMETHING_NEW", "down"), await translator("pl"), "basket");
    expect(failure).toMatchObject({
      message: resources.pl.common.erpErrors.INTERNAL,
      code: "Kod błędu: SOMETHING_NEW",
      status: 502,
    });
    expect(erpFailure(new Error("not the ERP's"), await translator("en"), "basket")).toBeNull();
    log.mockRestore();
  });
});
