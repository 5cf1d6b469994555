/**
 * Issue 37 item 6: a form sent sooner than the minimum fill time is told to wait only when it is
 * complete and valid. An empty or half-filled one, however fast it came, gets its field errors (and
 * checkout its "Please check all fields"), so the shopper learns what is missing. Every guarded
 * form: checkout's order placement, the product enquiry, quick contact, the contact page's general
 * enquiry, the account application and the warranty claim.
 */
import type { ActionFunctionArgs } from "@remix-run/node";
import { sql } from "drizzle-orm";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { commitSession, sessionStorage } from "../../app/.server/session.ts";
import { action as basketAction } from "../../app/routes/basket/route.tsx";
import { action as enquiryAction } from "../../app/routes/$id.enquiry.tsx";
import { action as quickContactAction } from "../../app/routes/$id.quick-contact.tsx";
import { action as contactAction } from "../../app/routes/contact.tsx";
import { action as applyAction } from "../../app/routes/apply.tsx";
import { action as warrantyAction } from "../../app/routes/warranty.$brand.tsx";
import { rateLimitHits } from "../../erp/ratelimit/schema.ts";
import { DEMO_FIXTURES } from "../../erp/seed/catalogue.ts";
import { cloneItem, readyCart } from "./fixtures/orders.ts";
import { formPost, GUEST_CHECKOUT, honeypotFields, multipartPost } from "./fixtures/forms.ts";
import { useErp } from "./harness.ts";

const { state, client, load } = useErp();
beforeAll(() => {
  process.env.SESSION_SECRET ??= "test-secret-test-secret-0123456789";
});
beforeEach(async () => {
  state.active = state.erp;
  await state.db.db.delete(rateLimitHits);
  process.env.ENQUIRY_MIN_FILL_SECONDS = "30";
});
afterEach(() => {
  delete process.env.ENQUIRY_MIN_FILL_SECONDS;
});

/** The honeypot fields of a page shown a moment ago: far sooner than the 30 s minimum. */
const justShown = () => honeypotFields(100);

/** Status and every error (form and fields) of an action's answer. */
async function outcome(result: unknown) {
  if (result instanceof Response) return { status: result.status, errors: [] as string[] };
  const { data, init } = result as { data: unknown; init: ResponseInit | null };
  const reply = ((data as { result?: unknown }).result ?? (data as { checkout?: unknown }).checkout) as
    { error?: Record<string, string[] | null> } | undefined;
  return { status: init?.status ?? 200, errors: Object.values(reply?.error ?? {}).flatMap((e) => e ?? []) };
}

const mails = async () =>
  ((await state.db.db.execute(sql`SELECT count(*)::int AS n FROM mail_outbox`)).rows[0] as { n: number }).n;

type Action = (args: ActionFunctionArgs) => Promise<unknown>;
const item = DEMO_FIXTURES.inStock;
const FORMS: [string, Action, string, Record<string, string>, Record<string, string>][] = [
  ["product enquiry", enquiryAction, `/${item}/enquiry`, { id: item }, { email: "anna@example.com" }],
  ["quick contact", quickContactAction, `/${item}/quick-contact`, { id: item }, { make: "Toyota", year: "2018" }],
  ["general enquiry", contactAction, "/contact", {}, { intent: "general", firstname: "Anna" }],
  ["account application", applyAction, "/apply", {}, { company: "Offroad Serwis" }],
  ["warranty claim", warrantyAction, "/warranty/hawk", { brand: "hawk" }, { name: "Anna Nowak" }],
];

describe.each(FORMS)("the %s form sent at once", (_name, action, path, params, half) => {
  it("gets its field errors when empty or half-filled, never 'too fast', and sends nothing", async () => {
    const before = await mails();
    // The claim form has pictures: the browser sends it as multipart, and its action reads only that.
    const post = path.startsWith("/warranty/") ? multipartPost : formPost;
    for (const fields of [{}, half]) {
      const answer = await outcome(
        await action({ request: post(path, { ...fields, ...justShown() }), params, context: load() }),
      );
      expect(answer.status).toBe(400);
      expect(answer.errors.some((e) => /errors\.required$/.test(e))).toBe(true);
      expect(answer.errors.filter((e) => e.includes(":abuse."))).toEqual([]);
    }
    expect(await mails()).toBe(before);
  });
});

describe("checkout's order placement sent at once", () => {
  async function basket() {
    const clone = await cloneItem(state.db.db, DEMO_FIXTURES.inStock, { TORUN: 10 });
    const cartId = await readyCart(client("in-process"), clone.id, 1);
    const session = await sessionStorage().getSession(null);
    session.set("cartId", cartId);
    session.set("basketCount", 1);
    return (await commitSession(session)).split(";")[0]!;
  }
  const submit = async (cookie: string, fields: Record<string, string>) =>
    outcome(await basketAction({ request: formPost("/basket", fields, cookie), params: {}, context: load() }));

  it("empty or half-filled: 'Please check all fields' and the field errors; complete: told to wait", async () => {
    const cookie = await basket();
    const empty = await submit(cookie, { intent: "placeOrder", ...justShown() });
    expect(empty.status).toBe(400);
    expect(empty.errors).toContain("checkout:errors.checkAll");
    expect(empty.errors).toContain("errors.required");
    expect(empty.errors).not.toContain("checkout:abuse.tooFast");
    const half = await submit(cookie, { ...GUEST_CHECKOUT, city: "", terms: "", ...justShown() });
    expect(half.errors).toContain("checkout:errors.checkAll");
    expect(half.errors).not.toContain("checkout:abuse.tooFast");
    const complete = await submit(cookie, { ...GUEST_CHECKOUT, ...justShown() });
    expect(complete).toEqual({ status: 400, errors: ["checkout:abuse.tooFast"] });
  });
});
