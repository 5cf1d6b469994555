/**
 * The office's company data (issue 38 item 3, decision 0057): the seller record (each company's
 * legal identity and each region's office), read and set by the owner. The record's shape is
 * contract/seller.ts; the ERP checks it again and writes it with its audit entry. Every call is
 * made in a staff session (officeCommon) and allowed to the owner only (erp/staff/roles.ts).
 */
import { z } from "zod";
import { CompanySchema, REGIONS, SiteSchema } from "./seller.ts";
import { officeCommon } from "./staff.ts";

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
export const GetCompanyDataResponseSchema = z.object({
  /** The companies that are set, by id (a fresh install has none). */
  companies: z.array(StoredCompanySchema),
  /** The regions' offices that are set, EU, UK, NL. */
  offices: z.array(StoredOfficeSchema),
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
