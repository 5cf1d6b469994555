import { describe, expect, it } from "vitest";
import { formMessages, validityMessage, type ControlLike, type FieldMessages } from "./client-validation.ts";

const LINE: FieldMessages = { required: "req", pattern: "single", tooLong: "long", invalid: "bad" };
const YEAR: FieldMessages = { required: "req", number: "year", invalid: "year" };
const BARE: FieldMessages = { required: "req", invalid: "bad" };

const control = (over: Partial<ControlLike> = {}): ControlLike => ({
  type: "text",
  value: "x",
  required: true,
  validity: {},
  ...over,
});

describe("a control's validity as the schema's message", () => {
  it("passes a control whose constraints all hold", () => {
    expect(validityMessage(control(), LINE)).toBeUndefined();
    expect(validityMessage(control({ required: false, value: "" }), LINE)).toBeUndefined();
  });

  it("names each failing constraint with the field's message", () => {
    expect(validityMessage(control({ value: "", validity: { valueMissing: true } }), LINE)).toBe("req");
    expect(validityMessage(control({ validity: { patternMismatch: true } }), LINE)).toBe("single");
    expect(validityMessage(control({ validity: { tooLong: true } }), LINE)).toBe("long");
    expect(validityMessage(control({ validity: { tooShort: true } }), LINE)).toBe("long");
    for (const flag of ["badInput", "rangeUnderflow", "rangeOverflow", "stepMismatch"] as const)
      expect(validityMessage(control({ type: "number", validity: { [flag]: true } }), YEAR), flag).toBe("year");
  });

  it("falls back to the field's general message where it has no particular one", () => {
    expect(validityMessage(control({ validity: { patternMismatch: true } }), BARE)).toBe("bad");
    expect(validityMessage(control({ validity: { tooLong: true } }), BARE)).toBe("bad");
    expect(validityMessage(control({ type: "number", validity: { rangeOverflow: true } }), BARE)).toBe("bad");
  });

  it("counts only spaces as no value in a required text (the schemas trim), not in an optional one", () => {
    for (const type of ["text", "email", "tel", "url", "textarea"])
      expect(validityMessage(control({ type, value: " \t " }), LINE), type).toBe("req");
    expect(validityMessage(control({ value: "  ", required: false }), LINE)).toBeUndefined();
    // A checkbox's or select's value is not typed.
    expect(validityMessage(control({ type: "checkbox", value: " " }), LINE)).toBeUndefined();
  });

  it("checks in the schemas' order: missing, then the pattern, then blank, then length, then the number", () => {
    expect(validityMessage(control({ value: "", validity: { valueMissing: true, badInput: true } }), YEAR)).toBe("req");
    expect(validityMessage(control({ value: " \u2028 ", validity: { patternMismatch: true } }), LINE)).toBe("single");
    expect(validityMessage(control({ validity: { patternMismatch: true, tooLong: true } }), LINE)).toBe("single");
  });

  it("refuses nothing for a type alone: the browser's e-mail and URL checks are not the schemas' rules", () => {
    expect(
      validityMessage(control({ type: "email", value: "müller@example.de", validity: { typeMismatch: true } }), LINE),
    ).toBeUndefined();
    expect(
      validityMessage(control({ type: "url", value: "www.example.pl", validity: { typeMismatch: true } }), LINE),
    ).toBeUndefined();
  });
});

describe("a form's messages", () => {
  const element = (name: string, over: Partial<ControlLike> & { disabled?: boolean } = {}) =>
    ({ name, ...control(over) }) as unknown as Element;

  it("checks the named controls that have messages, once a name, skipping disabled ones", () => {
    const elements = [
      element("intent", { value: "", validity: { valueMissing: true } }),
      element("make", { value: "", validity: { valueMissing: true } }),
      element("model"),
      element("year", { type: "number", validity: { rangeUnderflow: true } }),
      element("year", { type: "number", validity: { valueMissing: true } }),
      element("engine", { value: "", validity: { valueMissing: true }, disabled: true }),
    ];
    expect(formMessages(elements, { make: LINE, model: LINE, year: YEAR, engine: LINE })).toEqual({
      make: "req",
      year: "year",
    });
  });
});
