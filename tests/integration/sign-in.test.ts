/**
 * The storefront's sign-in (issue 20) against the real ERP: a demo customer signs in and gets a
 * new session cookie holding the ERP's token (never the old cookie), goes back only to a path of
 * this shop, sees their own account; a wrong password and an unknown address get the same answer;
 * a token the ERP no longer knows (AUTH001) signs the shopper out and sends them to sign in; two
 * customers side by side each see only their own account.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { action as loginAction } from "../../app/routes/login.tsx";
import { action as logoutAction } from "../../app/routes/logout.tsx";
import { loader as accountLoader } from "../../app/routes/account._index.tsx";
import { getSession } from "../../app/.server/session.ts";
import { DEMO_CUSTOMERS } from "../../erp/seed/demo-customers.ts";
import { useErp } from "./harness.ts";

const { state, load } = useErp();
beforeAll(() => {
  process.env.SESSION_SECRET ??= "test-secret-test-secret-0123456789";
  state.active = state.erp;
});

const [werkstatt, serwis] = DEMO_CUSTOMERS as [(typeof DEMO_CUSTOMERS)[0], (typeof DEMO_CUSTOMERS)[0]];
const cookieOf = (response: Response) => response.headers.get("Set-Cookie")?.split(";")[0] ?? "";
const sessionOf = (cookie: string) => getSession(new Request("http://shop.test/", { headers: { Cookie: cookie } }));

async function signIn(email: string, password: string, redirectTo = "/account", cookie = "") {
  const result = await loginAction({
    request: new Request("http://shop.test/login", {
      method: "POST",
      body: new URLSearchParams({ email, password, redirectTo }),
      headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie },
    }),
    params: {},
    context: load(),
  });
  return result as Response | { data: { result: { error?: Record<string, string[]> } }; init: ResponseInit | null };
}

async function accountFor(cookie: string) {
  try {
    return await accountLoader({
      request: new Request("http://shop.test/account", { headers: { Cookie: cookie } }),
      params: {},
      context: load(),
    });
  } catch (thrown) {
    return thrown;
  }
}

describe("signing in and out in the storefront", () => {
  it("a right password: a new session with the ERP's token, back to the page asked for", async () => {
    const answer = (await signIn(werkstatt.email, werkstatt.password!, "/basket")) as Response;
    expect(answer.status).toBe(303);
    expect(answer.headers.get("Location")).toBe("/basket");
    const session = await sessionOf(cookieOf(answer));
    expect(session.get("user")).toMatchObject({ email: werkstatt.email });
    expect(session.get("user")!.token).toMatch(/^[\w-]{43}$/);
  });

  it("never goes back to another site", async () => {
    for (const target of ["//evil.example", "https://evil.example/", "/\\evil.example"]) {
      const answer = (await signIn(werkstatt.email, werkstatt.password!, target)) as Response;
      expect(answer.headers.get("Location"), target).toBe("/account");
    }
  });

  it("a wrong password and an unknown address get the same answer, and no cookie", async () => {
    const wrong = await signIn(werkstatt.email, "not the password at all");
    const unknown = await signIn("nobody@nowhere.example", "not the password at all");
    for (const answer of [wrong, unknown]) {
      expect(answer).not.toBeInstanceOf(Response);
      const refused = answer as Exclude<typeof answer, Response>;
      expect(refused.init?.status).toBe(401);
      expect(refused.data.result.error?.[""]).toEqual(["account:login.failed"]);
      expect(new Headers(refused.init?.headers).get("Set-Cookie")).toBeNull();
    }
  });

  it("two customers side by side each see their own account only", async () => {
    const a = cookieOf((await signIn(werkstatt.email, werkstatt.password!)) as Response);
    const b = cookieOf((await signIn(serwis.email, serwis.password!)) as Response);
    const mine = (await accountFor(a)) as { account: { email: string; company: string } };
    const theirs = (await accountFor(b)) as { account: { email: string; company: string } };
    expect(mine.account).toMatchObject({ email: werkstatt.email, company: werkstatt.company });
    expect(theirs.account).toMatchObject({ email: serwis.email, company: serwis.company });
  });

  it("a guest asking for the account is sent to sign in, and comes back after", async () => {
    const answer = (await accountFor("")) as Response;
    expect(answer.status).toBe(303);
    expect(answer.headers.get("Location")).toBe("/login?redirectTo=%2Faccount");
  });

  it("signing out ends the ERP's session; the old cookie then meets AUTH001 and is signed out", async () => {
    const cookie = cookieOf((await signIn(werkstatt.email, werkstatt.password!)) as Response);
    const out = (await logoutAction({
      request: new Request("http://shop.test/logout", { method: "POST", headers: { Cookie: cookie } }),
      params: {},
      context: load(),
    })) as Response;
    expect(out.headers.get("Location")).toBe("/");
    expect((await sessionOf(cookieOf(out))).get("user")).toBeUndefined();

    // A copy of the old cookie: the ERP says AUTH001, the shopper is signed out and sent to sign in.
    const stale = (await accountFor(cookie)) as Response;
    expect(stale.status).toBe(303);
    expect(stale.headers.get("Location")).toBe("/login?redirectTo=%2Faccount");
    const after = await sessionOf(cookieOf(stale));
    expect(after.get("user")).toBeUndefined();
    expect(after.get("notice")).toMatchObject({ key: "account:login.expired" });
  });
});
