/**
 * The ERP's e-mail endpoints (transactions.md section 7): each stores one message in the mail
 * outbox and answers 200 { ok, id }, over both transports; bad input and header injection are
 * refused with 400 and nothing is stored; concurrent posts lose nothing.
 */
import { eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { ErpCallError } from "../../app/.server/erp.ts";
import type { EmailPath } from "../../contract/wire.ts";
import { mailOutbox } from "../../erp/mail/schema.ts";
import { DEFAULT_OFFICE } from "../../erp/mail/config.ts";
import { useErp } from "./harness.ts";

const { state, client } = useErp();

async function outboxCount(): Promise<number> {
  const result = await state.db.db.execute(sql`SELECT count(*)::int AS n FROM mail_outbox`);
  return (result.rows[0] as { n: number }).n;
}
const row = async (id: string) => (await state.db.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0];

const quickContact = {
  email: "driver@example.com",
  make: "Toyota",
  model: "Hilux",
  year: 2018,
  engine: "2.8 D-4D",
  drivingStyle: "track" as const,
  typeOfCompetition: "Rally raid",
  part: "DBA4000",
  manufacturer: "DBA",
};
const enquiry = {
  part: "RA-SBDC12",
  email: "fleet@example.com",
  manufacturer: "Redarc",
  text: "When will it be back in stock?\nWe need 4.",
};
const general = {
  firstname: "Anna",
  lastname: "Nowak",
  country: "pl",
  email: "anna@example.com",
  type: "product-unknown-part" as const,
  brand: "DBA",
  make: "Ford",
  model: "Ranger",
  year: "2020",
  engine: "2.0 EcoBlue",
  text: "Which discs fit?",
  privacy: true as const,
};
const dealer = {
  first_name: "Hans",
  last_name: "Becker",
  company: "Becker Offroad GmbH",
  email: "hans@becker.example",
  billing_address_country: "de",
  vat_number: "DE123456789",
  text: "We would like to stock Pedders.",
  privacy: true as const,
  who: "retailer" as const,
  range: "country" as const,
};

beforeEach(async () => {
  await state.db.db.delete(mailOutbox);
});

describe.each(["in-process", "http"] as const)("e-mail endpoints over the %s transport", (transport) => {
  it("quick contact: one message to the office, in English, replying to the shopper", async () => {
    const { ok, id } = await client(transport).quickContactForm(quickContact);
    expect(ok).toBe(true);
    expect(await outboxCount()).toBe(1);
    const message = (await row(id))!;
    expect(message).toMatchObject({
      kind: "quick-contact-form",
      source: "main",
      replyTo: "driver@example.com",
      recipient: DEFAULT_OFFICE.main,
      status: "pending",
      attempts: 0,
    });
    expect(message.subject).toBe("Quick contact: DBA4000 (DBA) for Toyota Hilux 2018");
    expect(message.body).toContain("Driving style: Track use only");
    expect(message.body).toContain("Competition type: Rally raid");
    expect(message.payload).toMatchObject({ ...quickContact, source: "main" });
  });

  it("quick contact drops the competition type unless the driving style is 'Track use only'", async () => {
    const { id } = await client(transport).quickContactForm({ ...quickContact, drivingStyle: "daily-track" });
    const message = (await row(id))!;
    expect(message.body).toContain("Driving style: Daily street use & occasional track days");
    expect(message.body).not.toContain("Competition type");
    expect(message.payload).not.toHaveProperty("typeOfCompetition");
  });

  it("product enquiry, general and dealer enquiries each store one message; the source picks the office", async () => {
    const e = await client(transport, { source: "uk" }).enquiryForm(enquiry);
    const g = await client(transport).contactGeneral(general);
    const d = await client(transport, { source: "parts" }).contactDealer(dealer);
    expect(await outboxCount()).toBe(3);
    expect(await row(e.id)).toMatchObject({
      kind: "enquiry-form",
      source: "uk",
      recipient: DEFAULT_OFFICE.uk,
      replyTo: enquiry.email,
    });
    expect((await row(e.id))!.body).toContain("When will it be back in stock?\nWe need 4.");
    expect(await row(g.id)).toMatchObject({
      kind: "contact-general",
      recipient: DEFAULT_OFFICE.main,
      replyTo: general.email,
    });
    expect((await row(g.id))!.subject).toContain("Product info, I do NOT know the part number");
    expect(await row(d.id)).toMatchObject({ kind: "contact-dealer", source: "parts", recipient: DEFAULT_OFFICE.parts });
    expect((await row(d.id))!.body).toContain("VAT number: DE123456789");
  });

  it("a destination address is accepted only when it is one of the office addresses", async () => {
    const ok = await client(transport).contactGeneral({ ...general, to: DEFAULT_OFFICE.uk });
    expect((await row(ok.id))!.recipient).toBe(DEFAULT_OFFICE.uk);
    const raw = await state.transports[transport].post("/email/contact-general", {
      ...general,
      source: "main",
      to: "victim@example.org",
    });
    expect(raw.status).toBe(400);
    expect(await outboxCount()).toBe(1);
  });

  const refused: [EmailPath, Record<string, unknown>, string][] = [
    ["/email/quick-contact-form", { ...quickContact, email: "not-an-email" }, "email"],
    ["/email/quick-contact-form", { ...quickContact, make: "" }, "make"],
    ["/email/quick-contact-form", { ...quickContact, year: "soon" }, "year"],
    ["/email/quick-contact-form", { ...quickContact, typeOfCompetition: "" }, "typeOfCompetition"],
    ["/email/quick-contact-form", { ...quickContact, drivingStyle: "weekend" }, "drivingStyle"],
    ["/email/enquiry-form", { ...enquiry, text: "   " }, "text"],
    ["/email/contact-general", { ...general, privacy: false }, "privacy"],
    ["/email/contact-general", { ...general, engine: "" }, "engine"],
    ["/email/contact-general", { ...general, type: "product-known-part", part: "" }, "part"],
    ["/email/contact-dealer", { ...dealer, vat_number: "" }, "vat_number"],
  ];
  it.each(refused.map(([path, body, field]) => ({ path, body, field })))(
    "$path refuses a bad $field with 400, field errors and nothing stored",
    async ({ path, body, field }) => {
      const result = await state.transports[transport].post(path, { ...body, source: "main" });
      expect(result.status).toBe(400);
      expect(result.body).toMatchObject({ code: "BAD_REQUEST" });
      expect(Object.keys((result.body as { fields: Record<string, string[]> }).fields)).toContain(field);
      expect(await outboxCount()).toBe(0);
    },
  );

  const injections: [EmailPath, Record<string, unknown>, string][] = [
    [
      "/email/quick-contact-form",
      { ...quickContact, email: "driver@example.com\r\nBcc: everyone@example.org" },
      "email",
    ],
    ["/email/quick-contact-form", { ...quickContact, email: "driver@example.com\n" }, "email"],
    ["/email/quick-contact-form", { ...quickContact, make: "Toyota\r\nBcc: everyone@example.org" }, "make"],
    ["/email/quick-contact-form", { ...quickContact, part: "DBA4000\nSubject: free parts" }, "part"],
    ["/email/enquiry-form", { ...enquiry, manufacturer: "DBA\rX-Spam: yes" }, "manufacturer"],
    ["/email/contact-general", { ...general, lastname: "Nowak\u2028Bcc: x@example.org" }, "lastname"],
    ["/email/contact-dealer", { ...dealer, company: "Becker\nBcc: x@example.org" }, "company"],
  ];
  it.each(injections.map(([path, body, field]) => ({ path, body, field })))(
    "$path refuses a line break in $field: 400, nothing stored",
    async ({ path, body, field }) => {
      const result = await state.transports[transport].post(path, { ...body, source: "main" });
      expect(result.status).toBe(400);
      expect((result.body as { fields: Record<string, string[]> }).fields[field]).toContain("must be a single line");
      expect(await outboxCount()).toBe(0);
    },
  );

  it("the typed client refuses the same input before sending it", async () => {
    const error = await client(transport)
      .quickContactForm({ ...quickContact, make: "Toyota\r\nBcc: x@example.org" })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ErpCallError);
    expect((error as ErpCallError).status).toBe(400);
    expect((error as ErpCallError).fields?.make).toBeDefined();
    expect(await outboxCount()).toBe(0);
  });

  it("20 concurrent posts store 20 messages", async () => {
    const ids = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        client(transport).quickContactForm({ ...quickContact, email: `driver${i}@example.com` }),
      ),
    );
    expect(new Set(ids.map((r) => r.id)).size).toBe(20);
    expect(await outboxCount()).toBe(20);
    const replyTo = (await state.db.db.select({ r: mailOutbox.replyTo }).from(mailOutbox)).map((r) => r.r).sort();
    expect(replyTo).toEqual(Array.from({ length: 20 }, (_, i) => `driver${i}@example.com`).sort());
  });
});
