/**
 * The SHAPE of the seller record (storefront.md section 1; issue 38 item 3; decision 0057): the
 * companies behind the shop, one per company id, and the office of each region. Which company sells
 * and which controls the data in a region is the spec's rule (sellerIdFor, controllerIdFor); the
 * companies' data is the ERP's (seller_companies and seller_offices, migration 0041), set in the
 * office (/office/company) or with `npm run company`, and read by the shop through
 * GET /seller/{region}. Bank accounts are ERP data too (bank_accounts, `npm run bank`; decision 0026).
 */
import { z } from "zod";
import { EMAIL_PATTERN } from "./mail-fields.ts";
import { emailLine, requiredLine } from "./text-fields.ts";
import type { Language } from "./languages.ts";

/** Region of a visitor as the ERP's GET /source/{source} answers it (location.name). */
export const REGIONS = ["EU", "UK", "NL"] as const;
export type Region = (typeof REGIONS)[number];
export const DEFAULT_REGION: Region = "EU";

/** The ids of the seller companies (the bank accounts are kept per company and currency). */
export const COMPANY_IDS = ["pl", "nl"] as const;
export type CompanyId = (typeof COMPANY_IDS)[number];
/** Each company's country: decides whether a business customer's reverse charge applies. */
export const COMPANY_COUNTRY = { pl: "PL", nl: "NL" } as const satisfies Record<CompanyId, string>;

/** The seller in the terms and imprint: the Polish company by default, the Dutch B.V. for the NL region. */
export const sellerIdFor = (region: Region): CompanyId => (region === "NL" ? "nl" : "pl");
/** The controller in the privacy notice: the Polish company for the EU region, the Dutch company otherwise (storefront.md section 1). */
export const controllerIdFor = (region: Region): CompanyId => (region === "EU" ? "pl" : "nl");

/** A region the company sells in: its record's seller is the company (GET /seller/{region} names it). */
export const regionSoldBy = (id: CompanyId): Region =>
  REGIONS.find((region) => sellerIdFor(region) === id) ?? DEFAULT_REGION;

/** The longest line of a seller record (a name, a register's description). */
export const SELLER_LINE_MAX = 300;
const field = requiredLine(SELLER_LINE_MAX);
const translated = <T extends z.ZodTypeAny>(value: T) => z.object({ en: value, pl: value, de: value });
const TranslatedSchema = translated(field);

export const SellerAddressSchema = z.object({
  street: field,
  postcode: requiredLine(20),
  city: field,
  country: TranslatedSchema,
});
export type Address = z.infer<typeof SellerAddressSchema>;

export const FactSchema = z.object({ term: requiredLine(100), value: field });
export type Fact = z.infer<typeof FactSchema>;

/** A phone number as printed: digits, spaces, a leading +, brackets and hyphens. */
export const PhoneSchema = requiredLine(40).pipe(z.string().regex(/^\+?[0-9][0-9 ()-]{4,38}$/, "Invalid format"));
export const SellerEmailSchema = emailLine(EMAIL_PATTERN, 254, 3);

/**
 * A seller company's legal identity (one per company id): the seller in the terms, the order page,
 * the order PDF and the mails; the controller in the privacy notice; the imprint. ERP data
 * (seller_companies, migration 0041; decision 0057), set in the office or with `npm run company`.
 */
export const CompanySchema = z.object({
  id: z.enum(COMPANY_IDS),
  /** Country of the company: decides whether a business customer's reverse charge applies. */
  country: z.enum(["PL", "NL"]),
  name: field,
  legalForm: TranslatedSchema,
  registeredOffice: SellerAddressSchema,
  /** Commercial register: court or chamber, and number. */
  register: TranslatedSchema,
  registerNumber: requiredLine(60),
  vatId: requiredLine(20).pipe(z.string().regex(/^[A-Z]{2}[0-9A-Z]{2,13}$/, "Invalid format")),
  /** Further identifiers shown in the imprint (REGON, share capital and the like). */
  extra: translated(z.array(FactSchema).max(10)),
  /** Register of producers placing packaged goods on the market (BDO in Poland, Afvalfonds in NL). */
  packagingRegister: TranslatedSchema,
  packagingRegisterNumber: requiredLine(60),
  managingDirector: field,
  email: SellerEmailSchema,
  privacyEmail: SellerEmailSchema,
  phone: PhoneSchema,
});
export type Company = z.infer<typeof CompanySchema>;

export const OpeningHoursSchema = z.object({ days: TranslatedSchema, time: requiredLine(100) });
export type OpeningHours = z.infer<typeof OpeningHoursSchema>;

/** The office and warehouse shown on the contact page and in the footer, one per region. */
export const SiteSchema = z.object({
  label: TranslatedSchema,
  address: SellerAddressSchema,
  phone: PhoneSchema,
  email: SellerEmailSchema,
  hours: OpeningHoursSchema,
});
export type Site = z.infer<typeof SiteSchema>;

/**
 * The seller record of a region (GET /seller/{region}): the selling company, the controller of the
 * privacy notice (the same company or the other one) and the region's office.
 */
export const SellerRecordSchema = z.object({
  region: z.enum(REGIONS),
  seller: CompanySchema,
  controller: CompanySchema,
  office: SiteSchema,
});
export type SellerRecord = z.infer<typeof SellerRecordSchema>;

/** A region's record from the companies and offices that are set; null while one it needs is missing. */
export function sellerRecordOf(
  region: Region,
  companies: readonly Company[],
  offices: Partial<Record<Region, Site>>,
): SellerRecord | null {
  const seller = companies.find((c) => c.id === sellerIdFor(region));
  const controller = companies.find((c) => c.id === controllerIdFor(region));
  const office = offices[region];
  return seller && controller && office ? { region, seller, controller, office } : null;
}

/** Enquiries are answered within this many hours (transactions.md section 9). */
export const RESPONSE_HOURS = 48;

/** IBAN in groups of four, as it is printed for people to copy. */
export const formatIban = (iban: string) => iban.replace(/(.{4})(?=.)/g, "$1 ");

export const formatAddress = (a: Address, lang: Language) => [a.street, `${a.postcode} ${a.city}`, a.country[lang]];
