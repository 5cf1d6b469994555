/**
 * The office's warranty claims (issue 38 item 3) against the real ERP: a claim made in the shop is
 * listed and shown with its pictures to the sales desk, decided with a message that is mailed to
 * the claimant in the claim's language with the link of the claim's page, kept in its history and
 * recorded in the audit log, all in one transaction. The claim's page answers only its number with
 * a token that was mailed (anything else is the same 404); the account lists the customer's claims.
 * Bad input writes nothing; a role without claims is refused; `npm run claims` decides alike.
 */
import { readFile } from "node:fs/promises";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { OfficeClaim } from "../../contract/office-claims.ts";
import type { PublicClaim } from "../../contract/claim-status.ts";
import { WARRANTY_PATH, type WarrantyClaimFields } from "../../contract/warranty.ts";
import { createCustomer, defaultPriceList } from "../../erp/customers/customers.ts";
import { firstAdminOf } from "../../erp/customers/people.ts";
import { startSession } from "../../erp/customers/tokens.ts";
import { runClaimsCommand } from "../../erp/warranty/office.ts";
import { useStaffDatabase, type Answer } from "./staff-harness.ts";

const { state, db, erp, office, enrolled, newEmail } = useStaffDatabase();

const fixture = (name: string) => readFile(new URL(`../fixtures/warranty/${name}`, import.meta.url));
const claimant = (email: string): WarrantyClaimFields => ({
  brand: "dba",
  name: "Jan Kowalski",
  email,
  phone: "+48 600 100 200",
  invoice: "FV/2026/0412",
  purchase_date: "2026-03-14",
  part_number: "DBA4285XS",
  make: "Toyota",
  model: "Hilux",
  vehicle_year: 2019,
  mileage: 18500,
  fault: "The front discs cracked after 18,000 km.",
  privacy: true,
});

/** A call of the claimant's side (POST /warranty-claims), as the storefront makes it. */
const shopCall = async (body: Record<string, unknown>): Promise<Answer> =>
  (await erp().call("POST", WARRANTY_PATH, { source: "main", lang: "en", ...body })) as Answer;

/** A claim made in the shop in `lang`, with two pictures; answers its number. */
async function makeClaim(email: string, lang: "en" | "pl" | "de", customer = "guest"): Promise<string> {
  const answer = await shopCall({
    action: "submitWarrantyClaim",
    lang,
    customer,
    ...claimant(email),
    pictures: [
      { filename: "disc.jpg", data: (await fixture("worn-disc.jpg")).toString("base64") },
      { filename: "pad.png", data: (await fixture("cracked-pad.png")).toString("base64") },
    ],
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.claim as string;
}

const decisionMails = async (number: string) =>
  (
    await db().execute<{ recipient: string; subject: string; body: string; source: string }>(
      sql`SELECT recipient, subject, body, source FROM mail_outbox
        WHERE kind = 'warranty-claim-decision' AND payload ->> 'number' = ${number} ORDER BY created_at, id`,
    )
  ).rows;
const auditOf = async (number: string) =>
  (
    await db().execute<{ actor_kind: string; actor: string; action: string; before: unknown; after: unknown }>(
      sql`SELECT actor_kind, actor, action, before, after FROM audit_log
        WHERE entity = 'warrantyClaim' AND entity_id = ${number} ORDER BY id`,
    )
  ).rows;
/** The number and token of the claim page's link in a mail. */
const linkIn = (body: string) => {
  const match = /\/claim\/(WC-\d{4}-\d{6})\?token=([A-Za-z0-9_-]{43})&lng=(\w\w)/.exec(body);
  expect(match, body).not.toBeNull();
  return { number: match![1]!, token: match![2]!, lng: match![3]! };
};

describe("a claim decided in the office", () => {
  it("is listed and shown with its pictures, decided, mailed in the claim's language and audited", async () => {
    const sales = await enrolled(["sales"]);
    const email = newEmail();
    const number = await makeClaim(email, "pl");

    const listed = await office({ action: "listOfficeClaims", staff: sales.session, status: "received" });
    expect(listed.status).toBe(200);
    expect(listed.body.claims).toEqual(
      expect.arrayContaining([expect.objectContaining({ number, status: "received", email, pictures: 2 })]),
    );
    const shown = await office({ action: "getOfficeClaim", staff: sales.session, number });
    const claim = shown.body.claim as OfficeClaim;
    expect(claim).toMatchObject({ number, lang: "pl", status: "received", partnumber: "DBA4285XS", messages: [] });
    expect(claim.pictures.map((p) => p.contenttype)).toEqual(["image/jpeg", "image/png"]);
    const picture = await office({ action: "getClaimPicture", staff: sales.session, number, position: 2 });
    expect(picture.body.contenttype).toBe("image/png");
    expect(Buffer.from(picture.body.data as string, "base64").equals(await fixture("cracked-pad.png"))).toBe(true);
    expect((await office({ action: "getClaimPicture", staff: sales.session, number, position: 3 })).status).toBe(404);

    state.clock = new Date(state.clock.getTime() + 60_000);
    const decided = await office({
      action: "decideClaim",
      staff: sales.session,
      number,
      decision: "more_info",
      message: "Prosimy o zdjęcie faktury.\nDziękujemy.",
    });
    expect(decided).toMatchObject({ status: 200, body: { number, status: "more_info" } });

    const [mail, ...more] = await decisionMails(number);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ recipient: email, subject: `Twoja reklamacja gwarancyjna ${number}: nasza decyzja` });
    expect(mail!.body).toContain("potrzebujemy od Ciebie więcej informacji");
    expect(mail!.body).toContain("Prosimy o zdjęcie faktury.\nDziękujemy.");
    expect(linkIn(mail!.body)).toMatchObject({ number, lng: "pl" });

    const [entry, ...others] = await auditOf(number);
    expect(others).toEqual([]);
    expect(entry).toMatchObject({
      actor_kind: "staff",
      actor: sales.email,
      action: "decideClaim",
      before: { status: "received" },
      after: { status: "more_info", message: "Prosimy o zdjęcie faktury.\nDziękujemy." },
    });
    const history = (
      (await office({ action: "getOfficeClaim", staff: sales.session, number })).body.claim as OfficeClaim
    ).messages;
    expect(history).toEqual([
      expect.objectContaining({ status: "more_info", author: sales.email, mailed: true, message: expect.any(String) }),
    ]);
    // The token is kept only as its hash.
    const { token } = linkIn(mail!.body);
    const kept = await db().execute(sql`SELECT 1 FROM warranty_claim_links WHERE token_hash = ${token}`);
    expect(kept.rows).toEqual([]);
  });

  it("refuses bad input with field errors and writes nothing", async () => {
    const sales = await enrolled(["sales"]);
    const number = await makeClaim(newEmail(), "de");
    const tries: Record<string, unknown>[] = [
      { number, decision: "accepted", message: "   " },
      { number, decision: "accepted", message: "a\u0000b" },
      { number, decision: "accepted", message: "x".repeat(5001) },
      { number, decision: "credit_note", message: "ok" },
      { number: "WC-26-1", decision: "accepted", message: "ok" },
    ];
    for (const body of tries) {
      const answer = await office({ action: "decideClaim", staff: sales.session, ...body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.code).toBe("BAD_REQUEST");
      expect(Object.keys((answer.body as { fields: object }).fields).length).toBeGreaterThan(0);
    }
    const unknown = await office({
      action: "decideClaim",
      staff: sales.session,
      number: "WC-1999-000001",
      decision: "accepted",
      message: "ok",
    });
    expect(unknown).toMatchObject({ status: 404, body: { code: "NOT_FOUND" } });
    expect(await decisionMails(number)).toEqual([]);
    expect(await auditOf(number)).toEqual([]);
    expect(await auditOf("WC-1999-000001")).toEqual([]);
    const shown = (await office({ action: "getOfficeClaim", staff: sales.session, number })).body.claim as OfficeClaim;
    expect(shown).toMatchObject({ status: "received", messages: [] });
  });

  it("is refused to the warehouse and content roles, and writes nothing then", async () => {
    const number = await makeClaim(newEmail(), "en");
    for (const role of ["warehouse", "content"] as const) {
      const member = await enrolled([role]);
      const answer = await office({
        action: "decideClaim",
        staff: member.session,
        number,
        decision: "accepted",
        message: "ok",
      });
      expect(answer).toMatchObject({ status: 403, body: { code: "STAFF_FORBIDDEN" } });
      expect((await office({ action: "listOfficeClaims", staff: member.session })).status).toBe(403);
    }
    const owner = await enrolled(["owner"]);
    expect((await office({ action: "listOfficeClaims", staff: owner.session })).status).toBe(200);
    expect(await decisionMails(number)).toEqual([]);
  });
});

describe("the claimant's page and account", () => {
  it("shows the claim for its number and a mailed token only, without the claim's own text", async () => {
    const sales = await enrolled(["sales"]);
    const number = await makeClaim(newEmail(), "de");
    const other = await makeClaim(newEmail(), "de");
    await office({
      action: "decideClaim",
      staff: sales.session,
      number,
      decision: "accepted",
      message: "Ersatz folgt.",
    });
    const { token } = linkIn((await decisionMails(number))[0]!.body);

    const shown = await shopCall({ action: "getClaimStatus", number, token });
    expect(shown.status).toBe(200);
    const claim = shown.body.claim as PublicClaim;
    expect(claim).toMatchObject({ number, status: "accepted", partnumber: "DBA4285XS" });
    expect(claim.messages).toEqual([expect.objectContaining({ status: "accepted", message: "Ersatz folgt." })]);
    expect(JSON.stringify(claim)).not.toContain("cracked");

    const wrong = `${token.slice(0, 42)}${token.endsWith("A") ? "B" : "A"}`;
    expect(await shopCall({ action: "getClaimStatus", number, token: wrong })).toMatchObject({
      status: 404,
      body: { code: "NOT_FOUND" },
    });
    expect(await shopCall({ action: "getClaimStatus", number: other, token })).toMatchObject({ status: 404 });
    expect(await shopCall({ action: "getClaimStatus", number: "WC-1999-000001", token })).toMatchObject({
      status: 404,
    });
    expect((await shopCall({ action: "getClaimStatus", number, token: "short" })).status).toBe(400);

    // A second decision mails a new link; the first one keeps working.
    await office({ action: "decideClaim", staff: sales.session, number, decision: "rejected", message: "Doch nicht." });
    const again = await shopCall({ action: "getClaimStatus", number, token });
    expect((again.body.claim as PublicClaim).messages.map((m) => m.status)).toEqual(["accepted", "rejected"]);
  });

  it("lists a signed-in customer's claims: made signed in, or with the account's e-mail", async () => {
    await db().execute(
      sql`INSERT INTO price_lists (id, name) VALUES (${defaultPriceList("DE")}, 'Test') ON CONFLICT DO NOTHING`,
    );
    const email = newEmail();
    const customer = await createCustomer(db(), {
      email,
      company: "Trade Ltd",
      contactName: "Kim Lee",
      country: "DE",
      status: "active",
    });
    const session = await startSession(db(), (await firstAdminOf(db(), customer.id))!, state.clock, false);
    const byEmail = await makeClaim(email.toUpperCase(), "en");
    const signedIn = await makeClaim(newEmail(), "de", session);
    const strangers = await makeClaim(newEmail(), "en");

    const listed = await shopCall({ action: "getAccountClaims", customer: session });
    expect(listed.status).toBe(200);
    const numbers = (listed.body.claims as PublicClaim[]).map((c) => c.number);
    expect(numbers.sort()).toEqual([byEmail, signedIn].sort());
    expect(numbers).not.toContain(strangers);
    expect(listed.body.total).toBe(2);
    expect(await shopCall({ action: "getAccountClaims" })).toMatchObject({ status: 401, body: { code: "AUTH001" } });
  });
});

describe("npm run claims", () => {
  it("decides and sets the status through the same operations, audited as the command line", async () => {
    const number = await makeClaim(newEmail(), "de");
    const run = (...argv: string[]) =>
      runClaimsCommand(db(), argv, { now: () => state.clock, shopUrl: "https://shop.example" });
    expect((await run("decide", number, "accepted")).ok).toBe(false);
    expect((await run("decide", number, "maybe", "--message", "x")).ok).toBe(false);
    expect((await run("decide", "WC-1999-000001", "accepted", "--message", "x")).ok).toBe(false);
    expect(await auditOf(number)).toEqual([]);

    const done = await run("decide", number, "accepted", "--message", "Neue Scheiben sind unterwegs.");
    expect(done).toMatchObject({ ok: true });
    const [mail] = await decisionMails(number);
    expect(mail!.subject).toBe(`Ihr Garantieanspruch ${number}: unsere Entscheidung`);
    expect(linkIn(mail!.body)).toMatchObject({ number, lng: "de" });
    expect(mail!.body).toContain("https://shop.example/claim/");

    expect((await run("status", number, "replacement", "--note", "sent 2 discs")).ok).toBe(true);
    const entries = await auditOf(number);
    expect(entries.map((e) => [e.actor_kind, e.action])).toEqual([
      ["cli", "decideClaim"],
      ["cli", "setClaimStatus"],
    ]);
    expect(entries[0]!.actor).toMatch(/^claims \(/);
    expect(entries[1]).toMatchObject({
      before: { status: "accepted" },
      after: { status: "replacement", note: "sent 2 discs" },
    });
    expect((await run("show", number)).message).toContain("Neue Scheiben sind unterwegs.");
  });
});
