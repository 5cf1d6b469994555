/**
 * The office's company forms (issue 38 item 3; decision 0057): the seller record's shape is the
 * contract's (contract/seller.ts), checked here by the action and again by the ERP. The extra facts
 * of the imprint are typed one a line, "REGON: 340512873". Error messages become translation keys.
 */
import { z } from "zod";
import { CompanySchema, FactSchema, REGIONS, SiteSchema, type Company, type Fact } from "../../contract/seller.ts";
import { LANGUAGES, type Language } from "../../contract/languages.ts";

/** "term: value" lines as facts (a line without a colon is a term without a value, refused). */
export const factsOfText = (text: unknown): unknown =>
  typeof text !== "string"
    ? []
    : text
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter(Boolean)
        .map((line) => {
          const colon = line.indexOf(":");
          return colon < 0
            ? { term: line, value: "" }
            : { term: line.slice(0, colon).trim(), value: line.slice(colon + 1).trim() };
        });

export const textOfFacts = (facts: readonly Fact[]) => facts.map((f) => `${f.term}: ${f.value}`).join("\n");

const factLines = z.preprocess(factsOfText, z.array(FactSchema).max(10));

export const CompanyFormSchema = CompanySchema.extend({
  intent: z.literal("company"),
  extra: z.object({ en: factLines, pl: factLines, de: factLines }),
});
export const OfficeFormSchema = SiteSchema.extend({ intent: z.literal("office"), region: z.enum(REGIONS) });
export const CompanyPageFormSchema = z.discriminatedUnion("intent", [CompanyFormSchema, OfficeFormSchema]);

/** A company as its form starts: the extra facts as lines. */
export const companyFormValue = (company: Company) => ({
  ...company,
  extra: Object.fromEntries(LANGUAGES.map((lang: Language) => [lang, textOfFacts(company.extra[lang])])),
});

/**
 * The form's field for an error's path: a fact's error is its language's textarea ("extra.en"),
 * every other the field itself ("registeredOffice.city").
 */
export const fieldOfPath = (path: string) => (path.startsWith("extra.") ? path.split(".").slice(0, 2).join(".") : path);

/** A schema's message as the translation key the form shows. */
export function messageKey(message: string): string {
  if (/required/i.test(message)) return "errors.required";
  if (/at most/i.test(message)) return "office:errors.tooLong";
  return "errors.invalid";
}

/** The errors of a conform reply, by field, as translation keys (each key once). */
export function translatedErrors(errors: Record<string, string[] | null> | undefined | null) {
  const out: Record<string, string[]> = {};
  for (const [path, messages] of Object.entries(errors ?? {})) {
    if (!messages?.length) continue;
    const field = fieldOfPath(path);
    out[field] = [...new Set([...(out[field] ?? []), ...messages.map(messageKey)])];
  }
  return out;
}
