/**
 * The demo catalogue's seller record (decision 0057): the invented companies and offices, loaded
 * with demo = true, so a production start outside the demo refuses them (erp/ops/demo-guard.ts).
 * A real deployment sets its own in the office (/office/company) or with `npm run company`.
 */
import { DUTCH_COMPANY, OFFICES, POLISH_COMPANY } from "../../contract/seller.ts";
import { seedDemoSellerRecords } from "../company/records.ts";
import type { Database } from "../db/client.ts";

export const DEMO_COMPANIES = [POLISH_COMPANY, DUTCH_COMPANY] as const;
export const DEMO_OFFICES = OFFICES;

/** Writes the demo's records where none is set (a demo database made before migration 0041 gets them too). */
export const loadDemoSellerRecords = (db: Pick<Database, "execute">) =>
  seedDemoSellerRecords(db, DEMO_COMPANIES, DEMO_OFFICES);
