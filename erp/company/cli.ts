/**
 * `npm run company -- show`, `npm run company -- template`, `npm run company -- set --file FILE.json`:
 * the seller record (decision 0057), the same operations as the office's company page
 * (/office/company), each write with its audit entry (actor "company (os user)"). A fresh production
 * install sets its record here before the first start: `template` prints the file to fill in.
 * Uses DATABASE_URL, else the embedded server the running shop holds under DATA_DIR, else starts
 * the embedded server for the command.
 */
import { readFile } from "node:fs/promises";
import { REGIONS, COMPANY_IDS } from "../../contract/seller.ts";
import { cliActor } from "../audit/audit.ts";
import { commandLineOrExit, runOnDatabase, terminalSafe } from "../db/command-line.ts";
import { ErpError } from "../errors.ts";
import { parseSellerFile, SellerFileError, sellerFileOf, sellerTemplate } from "./file.ts";
import { listCompanies, listOffices, missingSellerRecords, setCompany, setOffice } from "./records.ts";

const USAGE = `Usage:
  npm run company -- show        the seller record that is set, as JSON
  npm run company -- template    a file to fill in: every company (${COMPANY_IDS.join(", ")}) and region (${REGIONS.join(", ")})
  npm run company -- set --file FILE.json   sets the companies and offices the file holds`;

const { command, values: o } = commandLineOrExit(USAGE, { show: [], template: [], set: ["file"] });

const readJson = async (path: string): Promise<unknown> => {
  try {
    return JSON.parse(await readFile(path, "utf8"));
  } catch (error) {
    throw new SellerFileError([`${path}: ${error instanceof Error ? error.message : String(error)}`]);
  }
};

await runOnDatabase(
  async (db) => {
    const current = async () => sellerFileOf(await listCompanies(db), await listOffices(db));
    if (command === "show" || command === "template") {
      const file = command === "show" ? await current() : sellerTemplate(await current());
      console.log(terminalSafe(JSON.stringify(file, null, 2)));
      if (command === "show") {
        const missing = await missingSellerRecords(db);
        if (missing.length) console.error(`Not set: ${missing.join(", ")} (a production start refuses)`);
      }
      return;
    }
    const file = parseSellerFile(await readJson(o.file!));
    const actor = cliActor("company");
    try {
      for (const company of Object.values(file.companies)) {
        await setCompany(db, actor, company);
        console.log(`Set: company ${company.id} (${terminalSafe(company.name)})`);
      }
      for (const region of REGIONS) {
        const office = file.offices[region];
        if (!office) continue;
        await setOffice(db, actor, region, office);
        console.log(`Set: office ${region}`);
      }
    } catch (error) {
      if (error instanceof ErpError && error.fields)
        throw new SellerFileError(Object.entries(error.fields).map(([k, v]) => `${k}: ${v.join(", ")}`));
      throw error;
    }
    const missing = await missingSellerRecords(db);
    if (missing.length) console.log(`Still not set: ${missing.join(", ")}`);
  },
  (error) => error instanceof SellerFileError,
);
