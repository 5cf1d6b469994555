/**
 * The office's company forms (issue 38 item 3; decision 0057): the seller record's shape is the
 * contract's (contract/seller.ts), checked here by the action and again by the ERP. The extra facts
 * of the imprint are typed one a line, "REGON: 340512873". Error messages become translation keys.
 */
import { z } from "zod";
import { CURRENCIES } from "../../contract/money.ts";
import {
  CompanySchema,
  COMPANY_IDS,
  FactSchema,
  REGIONS,
  SiteSchema,
  type Company,
  type Fact,
} from "../../contract/seller.ts";
import { LANGUAGES, type Language } from "../../contract/languages.ts";
import { day } from "./office-forms.ts";

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

const REQUIRED = "errors.required";
const choice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values as unknown as [T[number], ...T[number][]], { errorMap: () => ({ message: "office:errors.choice" }) });
const text = (max: number) =>
  z.string({ required_error: REQUIRED }).trim().min(1, REQUIRED).max(max, "office:errors.tooLong");
const requiredDay = day.pipe(z.string({ required_error: REQUIRED }));

/** A seller's bank account: the ERP checks the IBAN (mod 97) and the BIC as `npm run bank` does. */
export const AccountFormSchema = z.object({
  intent: z.literal("account"),
  seller: choice(COMPANY_IDS),
  currency: choice(CURRENCIES),
  iban: text(60),
  bic: text(20),
  bankname: text(200),
  holder: z.string().trim().max(200, "office:errors.tooLong").optional().default(""),
});
export const RemoveAccountFormSchema = z.object({
  intent: z.literal("removeAccount"),
  seller: choice(COMPANY_IDS),
  currency: choice(CURRENCIES),
});
/** A VAT registration outside the EU: the ERP checks the country, the number's format and the rate. */
export const RegistrationFormSchema = z.object({
  intent: z.literal("registration"),
  seller: choice(["PL", "NL"]),
  country: z
    .string({ required_error: REQUIRED })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, "office:company.errors.country"),
  vatnumber: text(30),
  validfrom: requiredDay,
});
export const EndRegistrationFormSchema = z.object({
  intent: z.literal("endRegistration"),
  seller: choice(["PL", "NL"]),
  country: z.string().regex(/^[A-Z]{2}$/, "office:company.errors.country"),
  lastday: requiredDay,
});

export const CompanyPageFormSchema = z.discriminatedUnion("intent", [
  CompanyFormSchema,
  OfficeFormSchema,
  AccountFormSchema,
  RemoveAccountFormSchema,
  RegistrationFormSchema,
  EndRegistrationFormSchema,
]);

/** The form an answer is about: a company's, a region's office, an account's or a registration's. */
export function answerForm(payload: Record<string, unknown>): string {
  const at = (key: string) => String(payload[key] ?? "");
  switch (payload.intent) {
    case "office":
      return `office-${at("region")}`;
    case "company":
      return `company-${at("id")}`;
    case "removeAccount":
      return `removeAccount-${at("seller")}-${at("currency")}`;
    case "endRegistration":
      return `endRegistration-${at("seller")}-${at("country")}`;
    case "registration":
      return "registration";
    default:
      return "account";
  }
}

/** The ERP's refusal of an account or a registration, by field, as the form's translation keys. */
export const ERP_FIELD_KEYS: Record<string, string> = {
  iban: "office:company.errors.iban",
  bic: "office:company.errors.bic",
  vatnumber: "office:company.errors.vatnumber",
  country: "office:company.errors.country",
  validfrom: "office:company.errors.rate",
};

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

/** A schema's message as the translation key the form shows (one already a key stays as it is). */
export function messageKey(message: string): string {
  if (/^(errors|office:)[\w.:]*$/.test(message)) return message;
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
