/**
 * The product page's quick contact and product enquiry actions against the real ERP: garbage gets
 * 400 (never a 500) and stores nothing; a valid post stores one message and redirects; a line break
 * smuggled into a field is refused; when the ERP cannot take the message the shopper gets the
 * 'Server error' answer with its message and the values back.
 */
import { eq, sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { action as enquiryAction } from "../../app/routes/$id.enquiry.tsx";
import { action as quickContactAction } from "../../app/routes/$id.quick-contact.tsx";
import { mailOutbox } from "../../erp/mail/schema.ts";
import { DEMO_FIXTURES } from "../../erp/seed/catalogue.ts";
import { honeypotFields } from "./fixtures/forms.ts";
import { useErp } from "./harness.ts";

const { state, load } = useErp();
beforeAll(() => {
  process.env.SESSION_SECRET ??= "test-secret-test-secret-0123456789";
  // These tests post many times from one address; the guard itself is tested in form-guard.test.ts.
  process.env.ENQUIRY_RATE_LIMIT = "100000";
});
afterAll(() => {
  delete process.env.ENQUIRY_RATE_LIMIT;
});
beforeEach(async () => {
  state.active = state.erp;
  await state.db.db.delete(mailOutbox);
});
afterEach(() => (state.active = state.erp));

const messages = async () =>
  ((await state.db.db.execute(sql`SELECT count(*)::int AS n FROM mail_outbox`)).rows[0] as { n: number }).n;

/** A form post as the page shown a while ago sends it: with its honeypot fields (enquiry-guard.ts). */
function post(path: string, fields: Record<string, string>) {
  return new Request(`http://shop.test${path}`, {
    method: "POST",
    body: new URLSearchParams({ ...honeypotFields(), ...fields }),
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
  });
}

/** Status of an action's answer: a Response, Remix's data() (init.status), or a thrown Response. */
async function answer(
  run: () => Promise<unknown>,
): Promise<{ status: number; body: unknown; location: string | null }> {
  try {
    const result = await run();
    if (result instanceof Response)
      return { status: result.status, body: null, location: result.headers.get("Location") };
    const single = result as { init?: { status?: number } | null; data?: unknown };
    return { status: single.init?.status ?? 200, body: single.data, location: null };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, body: null, location: null };
    throw thrown;
  }
}

const id = DEMO_FIXTURES.inStock;
const quick = (fields: Record<string, string>) => () =>
  quickContactAction({ request: post(`/${id}/quick-contact`, fields), params: { id }, context: load() });
const enquiry = (fields: Record<string, string>) => () =>
  enquiryAction({
    request: post(`/${DEMO_FIXTURES.outOfStock}/enquiry`, fields),
    params: { id: DEMO_FIXTURES.outOfStock },
    context: load(),
  });
const valid = {
  email: "driver@example.com",
  make: "Toyota",
  model: "Hilux",
  year: "2018",
  engine: "2.8 D-4D",
  drivingStyle: "track",
  typeOfCompetition: "Hillclimb",
};

const garbageValue = fc.oneof(
  fc.string(),
  fc.constantFrom("", " ", "track", "daily", "a@b", "x\r\nBcc: y@z", "1899", "2018", "<script>", "9".repeat(300)),
);
const garbageForm = fc.dictionary(
  fc.constantFrom("email", "make", "model", "year", "engine", "drivingStyle", "typeOfCompetition", "text", "x"),
  garbageValue,
);

describe("quick contact and product enquiry actions", () => {
  it("answer garbage with 400 or a 303 after a real send, never a 500; a refusal stores nothing", async () => {
    await fc.assert(
      fc.asyncProperty(garbageForm, fc.boolean(), async (fields, toQuick) => {
        const before = await messages();
        const { status } = await answer(toQuick ? quick(fields) : enquiry(fields));
        expect([303, 400]).toContain(status);
        expect(await messages()).toBe(status === 303 ? before + 1 : before);
      }),
      { numRuns: 60 },
    );
  });

  it("a valid quick contact stores one message for the item and redirects to the success dialog", async () => {
    const result = await answer(quick(valid));
    expect(result.status).toBe(303);
    expect(result.location).toBe(`/${id}/quick-contact?sent=1`);
    const rows = await state.db.db.select().from(mailOutbox);
    expect(rows).toHaveLength(1);
    const item = (await state.erp.call("POST", "/item", { action: "getItem", urlcomponent: id })).body as {
      item: { name: string; manufacturer: string };
    };
    expect(rows[0]!.payload).toMatchObject({
      part: item.item.name,
      manufacturer: item.item.manufacturer,
      make: "Toyota",
      year: 2018,
      typeOfCompetition: "Hillclimb",
    });
  });

  it("drops the competition type for street use and refuses line breaks", async () => {
    expect((await answer(quick({ ...valid, drivingStyle: "daily" }))).status).toBe(303);
    const [row] = await state.db.db.select().from(mailOutbox);
    expect(row!.payload).not.toHaveProperty("typeOfCompetition");
    await state.db.db.delete(mailOutbox).where(eq(mailOutbox.id, row!.id));
    for (const field of ["email", "make", "engine", "typeOfCompetition"] as const) {
      const result = await answer(quick({ ...valid, [field]: `${valid[field]}\r\nBcc: everyone@example.org` }));
      expect(result.status).toBe(400);
    }
    expect(await messages()).toBe(0);
  });

  it("a product enquiry stores one message and redirects to the product page with a notice", async () => {
    const result = await answer(enquiry({ email: "fleet@example.com", text: "When can you deliver?" }));
    expect(result.status).toBe(303);
    expect(result.location).toBe(`/${DEMO_FIXTURES.outOfStock}`);
    expect(await messages()).toBe(1);
  });

  it("when the ERP cannot take the message: 'Server error' with its message, the values kept, nothing stored", async () => {
    state.active = {
      ...state.erp,
      call: async (method, path, body, query) =>
        path.startsWith("/email/")
          ? { status: 503, body: { errmsg: "The mail store is unavailable", code: "INTERNAL" } }
          : state.erp.call(method, path, body, query),
    };
    const result = await answer(quick(valid));
    expect(result.status).toBe(502);
    const body = result.body as { failure: { message: string }; result: { initialValue: Record<string, string> } };
    expect(body.failure.message).toBe("The mail store is unavailable");
    expect(body.result.initialValue).toMatchObject({ make: "Toyota", email: "driver@example.com" });
    const refused = await answer(enquiry({ email: "fleet@example.com", text: "When?" }));
    expect(refused.status).toBe(502);
    expect(await messages()).toBe(0);
  });
});
