/**
 * The office's company page (POST /office, contract/office-company.ts): the companies and offices
 * (erp/company), the bank accounts (erp/bank) and the VAT registrations (erp/tax) read in one call,
 * and the company and office writes. Its own module, since the bank module reads the companies (an
 * account's holder by default) and so may not be read by them. As office runs:
 * erp/calls.ts wraps them with the staff session and the roles of erp/staff/roles.ts (the owner
 * only). The writes are the same operations `npm run company` makes (erp/company/records.ts), audited in their
 * transaction.
 */
import type { OfficeRuns } from "../audit/office-run.ts";
import type { Database } from "../db/client.ts";
import { listBankAccounts } from "../bank/accounts.ts";
import { wireRegistration } from "../tax/office-calls.ts";
import { listRegistrations } from "../tax/registrations.ts";
import {
  listCompanies,
  listOffices,
  setCompany,
  setOffice,
  type StoredCompany,
  type StoredOffice,
} from "../company/records.ts";

export interface CompanyOfficeDeps {
  db: Database;
}

const wireCompany = (c: StoredCompany) => ({ company: c.company, demo: c.demo, updatedat: c.updatedAt });
const wireOffice = (o: StoredOffice) => ({ region: o.region, office: o.office, demo: o.demo, updatedat: o.updatedAt });

export const companyOfficeRuns: OfficeRuns<
  "getCompanyData" | "setSellerCompany" | "setSellerOffice",
  CompanyOfficeDeps
> = {
  getCompanyData: async (deps) => {
    const [companies, offices, accounts, registrations] = await Promise.all([
      listCompanies(deps.db),
      listOffices(deps.db),
      listBankAccounts(deps.db),
      listRegistrations(deps.db),
    ]);
    return {
      status: 200,
      body: {
        companies: companies.map(wireCompany),
        offices: offices.map(wireOffice),
        accounts,
        registrations: registrations.map(wireRegistration),
      },
    };
  },
  setSellerCompany: async (deps, body, office) => ({
    status: 200,
    body: { company: wireCompany(await setCompany(deps.db, office.actor, body.company)) },
  }),
  setSellerOffice: async (deps, body, office) => ({
    status: 200,
    body: { office: wireOffice(await setOffice(deps.db, office.actor, body.region, body.office)) },
  }),
};
