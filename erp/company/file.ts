/**
 * The file `npm run company` reads and prints (decision 0057): the seller record as JSON, the
 * companies by id and the offices by region, each in the contract's shape (contract/seller.ts):
 *
 *   { "companies": { "pl": { "id": "pl", "country": "PL", "name": "...", ... }, "nl": { ... } },
 *     "offices": { "EU": { "label": { ... }, "address": { ... }, ... }, "UK": { ... }, "NL": { ... } } }
 *
 * `show` prints the records that are set; `template` prints a file with every field to fill in.
 * `set` checks the whole file first and writes nothing when any field is wrong.
 */
import {
  CompanySchema,
  COMPANY_COUNTRY,
  COMPANY_IDS,
  REGIONS,
  SiteSchema,
  type Company,
  type CompanyId,
  type Region,
  type Site,
} from "../../contract/seller.ts";
import type { StoredCompany, StoredOffice } from "./records.ts";

export interface SellerFile {
  companies: Partial<Record<CompanyId, Company>>;
  offices: Partial<Record<Region, Site>>;
}

export class SellerFileError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join("; "));
    this.name = "SellerFileError";
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const issuesOf = (where: string, issues: { path: (string | number)[]; message: string }[]) =>
  issues.map((i) => `${where}.${i.path.join(".")}: ${i.message}`);

/** The file's records, checked with the contract's schemas; every problem at once, naming its field. */
export function parseSellerFile(json: unknown): SellerFile {
  const problems: string[] = [];
  const file: SellerFile = { companies: {}, offices: {} };
  if (!isObject(json)) throw new SellerFileError(['the file is a JSON object with "companies" and "offices"']);
  const companies = json.companies ?? {};
  const offices = json.offices ?? {};
  if (!isObject(companies)) problems.push('"companies" is an object by company id (pl, nl)');
  else
    for (const [id, record] of Object.entries(companies)) {
      const known = COMPANY_IDS.find((c) => c === id);
      if (!known) {
        problems.push(`companies.${id}: the company ids are ${COMPANY_IDS.join(", ")}`);
        continue;
      }
      const parsed = CompanySchema.safeParse(record);
      if (!parsed.success) problems.push(...issuesOf(`companies.${id}`, parsed.error.issues));
      else if (parsed.data.id !== known) problems.push(`companies.${id}.id: must be "${known}"`);
      else file.companies[known] = parsed.data;
    }
  if (!isObject(offices)) problems.push('"offices" is an object by region (EU, UK, NL)');
  else
    for (const [name, record] of Object.entries(offices)) {
      const region = REGIONS.find((r) => r === name);
      if (!region) {
        problems.push(`offices.${name}: the regions are ${REGIONS.join(", ")}`);
        continue;
      }
      const parsed = SiteSchema.safeParse(record);
      if (!parsed.success) problems.push(...issuesOf(`offices.${name}`, parsed.error.issues));
      else file.offices[region] = parsed.data;
    }
  if (problems.length) throw new SellerFileError(problems);
  if (Object.keys(file.companies).length + Object.keys(file.offices).length === 0)
    throw new SellerFileError(["the file sets no company and no office"]);
  return file;
}

/** The records that are set, as the file has them (what `show` prints, and `set` reads back). */
export function sellerFileOf(companies: StoredCompany[], offices: StoredOffice[]): SellerFile {
  return {
    companies: Object.fromEntries(companies.map((c) => [c.company.id, c.company])),
    offices: Object.fromEntries(offices.map((o) => [o.region, o.office])),
  };
}

const blank = { en: "", pl: "", de: "" };
const blankAddress = { street: "", postcode: "", city: "", country: blank };

/** A file with every field empty (the records that are set filled in), for a fresh install to fill in. */
export function sellerTemplate(set: SellerFile): SellerFile {
  const company = (id: CompanyId): Company => ({
    id,
    country: COMPANY_COUNTRY[id],
    name: "",
    legalForm: blank,
    registeredOffice: blankAddress,
    register: blank,
    registerNumber: "",
    vatId: "",
    extra: { en: [], pl: [], de: [] },
    packagingRegister: blank,
    packagingRegisterNumber: "",
    managingDirector: "",
    email: "",
    privacyEmail: "",
    phone: "",
  });
  const office: Site = {
    label: blank,
    address: blankAddress,
    phone: "",
    email: "",
    hours: { days: blank, time: "" },
  };
  return {
    companies: Object.fromEntries(COMPANY_IDS.map((id) => [id, set.companies[id] ?? company(id)])),
    offices: Object.fromEntries(REGIONS.map((region) => [region, set.offices[region] ?? office])),
  };
}
