/**
 * The office's company data (issue 38 item 3, decision 0057): the seller record (each company's
 * legal identity and each region's office), read and set by the owner. The record's shape is
 * contract/seller.ts; the ERP checks it again and writes it with its audit entry. Every call is
 * made in a staff session (officeCommon) and allowed to the owner only (erp/staff/roles.ts).
 */
import { z } from "zod";
import { CurrencySchema } from "./common.ts";
import { CompanySchema, COMPANY_IDS, REGIONS, SiteSchema } from "./seller.ts";
import { officeCommon } from "./staff.ts";
import { line, requiredLine } from "./text-fields.ts";

export const RegionSchema = z.enum(REGIONS);

export const GetCompanyDataRequestSchema = z.object({ action: z.literal("getCompanyData"), ...officeCommon });

export const StoredCompanySchema = z.object({
  company: CompanySchema,
  /** The demo catalogue's invented company: a production start refuses it. */
  demo: z.boolean(),
  /** ISO timestamp of the last change. */
  updatedat: z.string(),
});
export const StoredOfficeSchema = z.object({
  region: RegionSchema,
  office: SiteSchema,
  demo: z.boolean(),
  updatedat: z.string(),
});
/** A seller company's account for bank transfers in a currency (erp/bank, decision 0026). */
export const OfficeBankAccountSchema = z.object({
  seller: z.enum(COMPANY_IDS),
  currency: CurrencySchema,
  accountholder: z.string(),
  bankname: z.string(),
  iban: z.string(),
  bic: z.string(),
  demo: z.boolean(),
});
/** A seller's VAT registration outside the EU (erp/tax/registrations.ts, decision 0039); days as YYYY-MM-DD. */
export const OfficeVatRegistrationSchema = z.object({
  seller: z.string(),
  country: z.string(),
  vatnumber: z.string(),
  validfrom: z.string(),
  validto: z.string().nullable(),
  demo: z.boolean(),
});
export const GetCompanyDataResponseSchema = z.object({
  /** The companies that are set, by id (a fresh install has none). */
  companies: z.array(StoredCompanySchema),
  /** The regions' offices that are set, EU, UK, NL. */
  offices: z.array(StoredOfficeSchema),
  /** The bank accounts, by seller and currency. */
  accounts: z.array(OfficeBankAccountSchema),
  /** The VAT registrations outside the EU, by seller, country and first day. */
  registrations: z.array(OfficeVatRegistrationSchema),
});
export type CompanyData = z.infer<typeof GetCompanyDataResponseSchema>;

/** Sets (adds or replaces) a company's record: the whole record, as the office's form sends it. */
export const SetSellerCompanyRequestSchema = z.object({
  action: z.literal("setSellerCompany"),
  ...officeCommon,
  company: CompanySchema,
});
export const SetSellerCompanyResponseSchema = z.object({ company: StoredCompanySchema });

/** Sets a region's office (contact page, footer, opening hours). */
export const SetSellerOfficeRequestSchema = z.object({
  action: z.literal("setSellerOffice"),
  ...officeCommon,
  region: RegionSchema,
  office: SiteSchema,
});
export const SetSellerOfficeResponseSchema = z.object({ office: StoredOfficeSchema });

/** Sets (adds or replaces) a seller's account in a currency; the IBAN is checked as `npm run bank` checks it. */
export const SetBankAccountRequestSchema = z.object({
  action: z.literal("setBankAccount"),
  ...officeCommon,
  seller: z.enum(COMPANY_IDS),
  currency: CurrencySchema,
  iban: requiredLine(60),
  bic: requiredLine(20),
  bankname: requiredLine(200),
  /** The company's name when empty. */
  holder: line(200).default(""),
});
export const BankAccountResponseSchema = z.object({ account: OfficeBankAccountSchema });

/** Removes a seller's account in a currency: bank transfer is then not offered in it. */
export const RemoveBankAccountRequestSchema = z.object({
  action: z.literal("removeBankAccount"),
  ...officeCommon,
  seller: z.enum(COMPANY_IDS),
  currency: CurrencySchema,
});
export const RemovedResponseSchema = z.object({ removed: z.boolean() });

const DaySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Invalid format");

/** Records a VAT registration from a day on, as `npm run tax -- register` does. */
export const SetVatRegistrationRequestSchema = z.object({
  action: z.literal("setVatRegistration"),
  ...officeCommon,
  seller: z.enum(["PL", "NL"]),
  country: z.string().length(2),
  vatnumber: requiredLine(30),
  validfrom: DaySchema,
});
export const VatRegistrationResponseSchema = z.object({ registration: OfficeVatRegistrationSchema });

/**
 * Ends a registration on its last day (as `npm run tax -- end`): orders after it are exports at 0%
 * again; the registration stays on record for the orders made under it.
 */
export const EndVatRegistrationRequestSchema = z.object({
  action: z.literal("endVatRegistration"),
  ...officeCommon,
  seller: z.enum(["PL", "NL"]),
  country: z.string().length(2),
  lastday: DaySchema,
});
