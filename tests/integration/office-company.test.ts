/**
 * The company's own data in the office (issue 38 item 3, decision 0057) against the real ERP: a
 * fresh database has no seller record (GET /seller/{region} says so, a production start refuses);
 * the owner sets each company and office, each write audited in its transaction with the record
 * before and after; GET /seller/{region} then answers the region's seller, controller and office.
 * Bad input is refused field by field and writes nothing; every other role is refused.
 */
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { SellerRecordSchema, type Company, type Site } from "../../contract/seller.ts";
import { DemoSettingsError, refuseDemoSettingsInProduction } from "../../erp/ops/demo-guard.ts";
import { DEMO_COMPANIES, DEMO_OFFICES } from "../../erp/seed/demo-seller.ts";
import { useStaffDatabase, type Answer } from "./staff-harness.ts";

const { db, erp, office, enrolled } = useStaffDatabase({ seller: false });

const getSeller = async (region: string): Promise<Answer> => (await erp().call("GET", `/seller/${region}`)) as Answer;
const polish: Company = { ...DEMO_COMPANIES[0], name: "Real Parts sp. z o.o.", phone: "+48 56 111 22 33" };
const dutch: Company = { ...DEMO_COMPANIES[1], name: "Real Parts Europe B.V." };

const sellerAudit = async () =>
  (
    await db().execute<{ actor: string; entity_id: string; action: string; before: unknown; after: unknown }>(
      sql`SELECT actor, entity_id, action, before, after FROM audit_log WHERE entity = 'seller' ORDER BY id`,
    )
  ).rows;

describe("the seller record in the office", () => {
  it("is missing on a fresh database: GET /seller says so and a production start refuses, naming page and command", async () => {
    expect(await getSeller("EU")).toMatchObject({ status: 404, body: { code: "SELLER_RECORD_MISSING" } });
    expect((await getSeller("XX")).status).toBe(404);
    const error = await refuseDemoSettingsInProduction(db(), { embedded: false }, { NODE_ENV: "production" }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(DemoSettingsError);
    expect((error as Error).message).toContain(
      "the seller record is not set (company nl, company pl, office EU, office NL, office UK)",
    );
    expect((error as Error).message).toContain("/office/company");
    expect((error as Error).message).toContain("npm run company -- set --file FILE.json");
  });

  it("is set by the owner, company by company and office by office, each write audited with before and after", async () => {
    const owner = await enrolled(["owner"]);
    const empty = await office({ action: "getCompanyData", staff: owner.session });
    expect(empty).toMatchObject({ status: 200, body: { companies: [], offices: [] } });
    for (const company of [polish, dutch]) {
      const set = await office({ action: "setSellerCompany", staff: owner.session, company });
      expect(set.status, JSON.stringify(set.body)).toBe(200);
      expect(set.body.company).toMatchObject({ company: { name: company.name }, demo: false });
    }
    // A region's office is checked against its own field rules; the demo's stand in for real ones here.
    for (const region of ["EU", "UK", "NL"] as const) {
      const set = await office({
        action: "setSellerOffice",
        staff: owner.session,
        region,
        office: DEMO_OFFICES[region],
      });
      expect(set.status, JSON.stringify(set.body)).toBe(200);
    }
    // The UK: sold by the Polish company, the Dutch one controls the data, the Birmingham office.
    const uk = await getSeller("UK");
    expect(uk.status).toBe(200);
    const record = SellerRecordSchema.parse(uk.body);
    expect([record.seller.name, record.controller.name, record.office.address.city]).toEqual([
      "Real Parts sp. z o.o.",
      "Real Parts Europe B.V.",
      "Birmingham",
    ]);
    expect(SellerRecordSchema.parse((await getSeller("NL")).body).seller.name).toBe("Real Parts Europe B.V.");
    // A change of the phone: the next answer has it, the audit the old and the new.
    const changed = await office({
      action: "setSellerCompany",
      staff: owner.session,
      company: { ...polish, phone: "+48 56 999 88 77" },
    });
    expect(changed.status).toBe(200);
    expect(SellerRecordSchema.parse((await getSeller("EU")).body).seller.phone).toBe("+48 56 999 88 77");
    const audit = await sellerAudit();
    expect(audit.map((a) => [a.actor, a.entity_id, a.action])).toEqual([
      [owner.email, "company pl", "setSellerCompany"],
      [owner.email, "company nl", "setSellerCompany"],
      [owner.email, "office EU", "setSellerOffice"],
      [owner.email, "office UK", "setSellerOffice"],
      [owner.email, "office NL", "setSellerOffice"],
      [owner.email, "company pl", "setSellerCompany"],
    ]);
    expect(audit[0]!.before).toBeNull();
    expect(audit[5]).toMatchObject({ before: { phone: "+48 56 111 22 33" }, after: { phone: "+48 56 999 88 77" } });
    // Through the owner's audit page too.
    const log = await office({ action: "getAuditLog", staff: owner.session, entity: "seller", entityid: "company pl" });
    expect((log.body.entries as unknown[]).length).toBe(2);
    // Now set (and no demo data), a production start goes ahead.
    await refuseDemoSettingsInProduction(db(), { embedded: false }, { NODE_ENV: "production" });
  });

  it("refuses bad input field by field and writes nothing", async () => {
    const owner = await enrolled(["owner"]);
    const before = await sellerAudit();
    const bad = await office({
      action: "setSellerCompany",
      staff: owner.session,
      company: { ...polish, name: "  ", phone: "call us", vatId: "pl 123", email: "nobody" },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe("BAD_REQUEST");
    expect(Object.keys(bad.body.fields as object).sort()).toEqual(
      ["company.email", "company.name", "company.phone", "company.vatId"].sort(),
    );
    const badOffice: Site = { ...DEMO_OFFICES.EU, hours: { ...DEMO_OFFICES.EU.hours, time: "" } };
    const refused = await office({ action: "setSellerOffice", staff: owner.session, region: "EU", office: badOffice });
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.fields as object)).toEqual(["office.hours.time"]);
    const wrongRegion = await office({
      action: "setSellerOffice",
      staff: owner.session,
      region: "US",
      office: DEMO_OFFICES.EU,
    });
    expect(wrongRegion.status).toBe(400);
    expect(await sellerAudit()).toEqual(before);
    expect(SellerRecordSchema.parse((await getSeller("EU")).body).seller.name).toBe("Real Parts sp. z o.o.");
  });

  it("is the owner's only: every other role is refused and writes nothing", async () => {
    const before = await sellerAudit();
    for (const role of ["sales", "warehouse", "content"] as const) {
      const member = await enrolled([role]);
      expect(await office({ action: "getCompanyData", staff: member.session })).toMatchObject({
        status: 403,
        body: { code: "STAFF_FORBIDDEN" },
      });
      expect(
        await office({ action: "setSellerCompany", staff: member.session, company: { ...polish, name: "Taken" } }),
      ).toMatchObject({ status: 403, body: { code: "STAFF_FORBIDDEN" } });
    }
    expect(await sellerAudit()).toEqual(before);
  });
});

describe("bank accounts and VAT registrations in the office", () => {
  const audit = async (entity: string) =>
    (
      await db().execute<{ entity_id: string; action: string; before: unknown; after: unknown }>(
        sql`SELECT entity_id, action, before, after FROM audit_log WHERE entity = ${entity} ORDER BY id`,
      )
    ).rows;

  it("sets and removes an account, the IBAN checked as `npm run bank` does, each write audited", async () => {
    const owner = await enrolled(["owner"]);
    const account = {
      seller: "pl",
      currency: "EUR",
      iban: "PL61 1090 1014 0000 0712 1981 2874",
      bic: "WBKPPLPP",
      bankname: "Santander Bank Polska",
    };
    const bad = await office({
      action: "setBankAccount",
      staff: owner.session,
      ...account,
      iban: "PL61 1090 1014 0000 0712 1981 2875",
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields as object)).toEqual(["iban"]);
    expect(await audit("bankAccount")).toEqual([]);
    const set = await office({ action: "setBankAccount", staff: owner.session, ...account });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    // The holder defaults to the company's name.
    expect(set.body.account).toMatchObject({ iban: "PL61109010140000071219812874", demo: false });
    const data = await office({ action: "getCompanyData", staff: owner.session });
    expect(data.body.accounts).toEqual([expect.objectContaining({ seller: "pl", currency: "EUR", bic: "WBKPPLPP" })]);
    expect((await erp().call("GET", "/bank-accounts/pl")) as Answer).toMatchObject({
      status: 200,
      body: { accounts: [expect.objectContaining({ iban: "PL61109010140000071219812874" })] },
    });
    const removed = await office({ action: "removeBankAccount", staff: owner.session, seller: "pl", currency: "EUR" });
    expect(removed.body).toEqual({ removed: true });
    expect(
      (await office({ action: "removeBankAccount", staff: owner.session, seller: "pl", currency: "EUR" })).body,
    ).toEqual({
      removed: false,
    });
    expect(
      (await audit("bankAccount")).map((a) => [a.entity_id, a.action, a.before === null, a.after === null]),
    ).toEqual([
      ["pl EUR", "setBankAccount", true, false],
      ["pl EUR", "removeBankAccount", false, true],
    ]);
  });

  it("records and ends a VAT registration as `npm run tax` does, refusing a wrong number, each write audited", async () => {
    const owner = await enrolled(["owner"]);
    const bad = await office({
      action: "setVatRegistration",
      staff: owner.session,
      seller: "PL",
      country: "GB",
      vatnumber: "GB12",
      validfrom: "2026-01-01",
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields as object)).toEqual(["vatnumber"]);
    const set = await office({
      action: "setVatRegistration",
      staff: owner.session,
      seller: "PL",
      country: "GB",
      vatnumber: "GB 123 4567 89",
      validfrom: "2026-01-01",
    });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body.registration).toMatchObject({ vatnumber: "GB123456789", validfrom: "2026-01-01", validto: null });
    const ended = await office({
      action: "endVatRegistration",
      staff: owner.session,
      seller: "PL",
      country: "GB",
      lastday: "2026-12-31",
    });
    expect(ended.body).toEqual({ removed: true });
    const data = await office({ action: "getCompanyData", staff: owner.session });
    expect(data.body.registrations).toEqual([expect.objectContaining({ country: "GB", validto: "2026-12-31" })]);
    expect((await audit("vatRegistration")).map((a) => [a.entity_id, a.action])).toEqual([
      ["PL GB", "setVatRegistration"],
      ["PL GB", "endVatRegistration"],
    ]);
  });
});
