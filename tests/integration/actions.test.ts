/**
 * The storefront's form actions with garbage (fast-check): every answer is a 400 with field errors
 * or a 303 redirect, never a 500, and a refused post writes nothing.
 */
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { action as basketAction } from "../../app/routes/basket/route.tsx";
import { action as itemAction } from "../../app/routes/$id/route.tsx";
import { getSession } from "../../app/.server/session.ts";
import { ALL_TYPES, serializeConsent } from "../../app/lib/consent.ts";
import { DEMO_FIXTURES } from "../../erp/seed/catalogue.ts";
import { useErp } from "./harness.ts";

const { state, load } = useErp();
beforeAll(() => {
  process.env.SESSION_SECRET ??= "test-secret-test-secret-0123456789";
  state.active = state.erp;
});

const lines = async () =>
  ((await state.db.db.execute(sql`SELECT count(*)::int AS n FROM cart_lines`)).rows[0] as { n: number }).n;

const garbageValue = fc.oneof(
  fc.string(),
  fc.constantFrom(
    "",
    "0",
    "-1",
    "1e9",
    "NaN",
    "Infinity",
    "1.5",
    "abc",
    "<script>",
    "00000000-0000-4000-8000-000000000000",
    "9".repeat(30),
  ),
  fc.integer().map(String),
);
const garbageForm = fc.dictionary(
  fc.constantFrom("intent", "record", "quantity", "line", "redirectTo", "x"),
  garbageValue,
);

/** A form post; with cookie consent accepted unless told otherwise. */
function post(path: string, fields: Record<string, string>, consent = true) {
  const body = new URLSearchParams(fields);
  const headers: Record<string, string> = { "Content-Type": "application/x-www-form-urlencoded" };
  if (consent) headers.Cookie = serializeConsent(ALL_TYPES, false).split(";")[0]!;
  return new Request(`http://shop.test${path}`, { method: "POST", body, headers });
}

async function status(run: () => Promise<unknown>): Promise<number> {
  try {
    const result = await run();
    if (result instanceof Response) return result.status;
    const init = (result as { init?: { status?: number } | null }).init;
    return init?.status ?? 200;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.status;
    throw thrown;
  }
}

describe("storefront actions with garbage", () => {
  it("the product page's add-to-basket answers 400 or 303 and writes nothing when refused", async () => {
    await fc.assert(
      fc.asyncProperty(garbageForm, async (fields) => {
        const before = await lines();
        const code = await status(() =>
          itemAction({
            request: post(`/${DEMO_FIXTURES.inStock}`, fields),
            params: { id: DEMO_FIXTURES.inStock },
            context: load(),
          }),
        );
        expect([303, 400, 404]).toContain(code);
        if (code !== 303) expect(await lines()).toBe(before);
      }),
      { numRuns: 60 },
    );
  });

  it("the basket's quantity and remove forms answer 400 or 303", async () => {
    await fc.assert(
      fc.asyncProperty(garbageForm, async (fields) => {
        const before = await lines();
        const code = await status(() =>
          basketAction({ request: post("/basket", fields), params: {}, context: load() }),
        );
        expect([303, 400]).toContain(code);
        expect(await lines()).toBe(before);
      }),
      { numRuns: 60 },
    );
  });

  it("a well-formed add of an unknown item is refused with a notice, not an error page", async () => {
    const before = await lines();
    const response = (await itemAction({
      request: post(`/${DEMO_FIXTURES.inStock}`, { intent: "add", record: "999999999", quantity: "1" }),
      params: { id: DEMO_FIXTURES.inStock },
      context: load(),
    })) as Response;
    expect(response.status).toBe(303);
    expect(await lines()).toBe(before);
  });

  it("a valid add redirects back with the basket in the session", async () => {
    const record = (await state.erp.call("POST", "/item", { action: "getItem", urlcomponent: DEMO_FIXTURES.inStock }))
      .body as { item: { id: number } };
    const response = (await itemAction({
      request: post(`/${DEMO_FIXTURES.inStock}`, { intent: "add", record: String(record.item.id), quantity: "2" }),
      params: { id: DEMO_FIXTURES.inStock },
      context: load(),
    })) as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe(`/${DEMO_FIXTURES.inStock}`);
    expect(response.headers.get("Set-Cookie")).toMatch(/__session=/);
  });

  it("an add without any answer to the cookie banner goes into the basket (strictly necessary)", async () => {
    const record = (await state.erp.call("POST", "/item", { action: "getItem", urlcomponent: DEMO_FIXTURES.inStock }))
      .body as { item: { id: number } };
    const before = await lines();
    const response = (await itemAction({
      request: post(
        `/${DEMO_FIXTURES.inStock}`,
        { intent: "add", record: String(record.item.id), quantity: "2" },
        false,
      ),
      params: { id: DEMO_FIXTURES.inStock },
      context: load(),
    })) as Response;
    expect(response.status).toBe(303);
    expect(await lines()).toBe(before + 1);
    const session = await getSession(
      new Request("http://shop.test/", { headers: { Cookie: response.headers.get("Set-Cookie")!.split(";")[0]! } }),
    );
    expect(session.get("cartId")).toEqual(expect.any(String));
  });
});

describe("the cookie banner's answers", () => {
  const answer = async (intent: string) => {
    const { action } = await import("../../app/routes/cookies.settings.tsx");
    const response = (await action({
      request: new Request("http://localhost/cookies/settings", {
        method: "POST",
        body: new URLSearchParams({ intent, redirectTo: "/basket" }),
      }),
      params: {},
      context: load(),
    })) as Response;
    const cookie = response.headers.get("Set-Cookie")!.match(/(?:^|, )consent=([^;]*)/)![1]!;
    return { status: response.status, consent: JSON.parse(decodeURIComponent(cookie)) as unknown };
  };

  it("'Reject all' is an answer: the banner goes, only the mandatory cookies stay", async () => {
    expect(await answer("reject")).toEqual({ status: 303, consent: { accepted: true, types: ["mandatory"] } });
  });

  it("'Accept all' allows every kind", async () => {
    expect(await answer("accept")).toEqual({
      status: 303,
      consent: { accepted: true, types: ["mandatory", "functional", "analytics", "advertisement"] },
    });
  });
});

describe("redirects from a request's redirectTo", () => {
  it("go only to paths of this shop (the cookie settings and the language switch)", async () => {
    const { action: consentAction } = await import("../../app/routes/cookies.settings.tsx");
    const { loader: languageLoader } = await import("../../app/routes/language.tsx");
    for (const target of [
      "/%09/evil.example",
      "/\t/evil.example",
      "//evil.example",
      "/\\evil.example",
      "https://evil.example",
    ]) {
      const body = new URLSearchParams({ intent: "accept", redirectTo: target });
      const response = (await consentAction({
        request: new Request("http://localhost/cookies/settings", { method: "POST", body }),
        params: {},
        context: load(),
      })) as Response;
      expect(response.status, target).toBe(303);
      expect(response.headers.get("Location"), target).toBe("/");
      const language = await languageLoader({
        request: new Request(`http://localhost/language?to=en&redirectTo=${encodeURIComponent(target)}`),
        params: {},
        context: load(),
      }).catch((thrown: unknown) => thrown);
      const location = language instanceof Response ? language.headers.get("Location") : null;
      if (location !== null) expect(location, target).toBe("/");
    }
    const kept = (await consentAction({
      request: new Request("http://localhost/cookies/settings", {
        method: "POST",
        body: new URLSearchParams({ intent: "accept", redirectTo: "/search/dba?lng=de" }),
      }),
      params: {},
      context: load(),
    })) as Response;
    expect(kept.headers.get("Location")).toBe("/search/dba?lng=de");
  });
});
