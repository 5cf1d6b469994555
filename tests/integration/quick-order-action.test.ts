/**
 * The quick order's and reorder's actions against the real ERP: bad input (no lines, too many, a
 * file too large or not text, a tampered add list, a malformed order number) is answered with a
 * translated error and writes nothing, never a 500; a guest is sent to sign in.
 */
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { action as loginAction } from "../../app/routes/login.tsx";
import { action as quickOrderAction } from "../../app/routes/quick-order.tsx";
import { action as reorderAction } from "../../app/routes/account.reorder.tsx";
import { getSession } from "../../app/.server/session.ts";
import type { CheckAnswer } from "../../app/.server/quick-order.ts";
import { QUICK_ORDER_FILE_LIMIT } from "../../app/lib/quick-order-limits.ts";
import { DEMO_CUSTOMERS } from "../../erp/seed/demo-customers.ts";
import { CONSENT_COOKIE } from "./fixtures/forms.ts";
import { useErp } from "./harness.ts";

const { state, load } = useErp();
const [werkstatt] = DEMO_CUSTOMERS as [(typeof DEMO_CUSTOMERS)[0]];
let cookie = "";

beforeAll(async () => {
  process.env.SESSION_SECRET ??= "test-secret-test-secret-0123456789";
  state.active = state.erp;
  const signedIn = (await loginAction({
    request: new Request("http://shop.test/login", {
      method: "POST",
      body: new URLSearchParams({ email: werkstatt.email, password: werkstatt.password!, redirectTo: "/quick-order" }),
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    }),
    params: {},
    context: load(),
  })) as Response;
  cookie = `${signedIn.headers.get("Set-Cookie")!.split(";")[0]}; ${CONSENT_COOKIE}`;
});

const carts = async () =>
  ((await state.db.db.execute(sql`SELECT count(*)::int AS n FROM carts`)).rows[0] as { n: number }).n;

async function post(path: string, form: FormData, as = cookie) {
  const request = new Request(`http://shop.test${path}`, { method: "POST", body: form, headers: { Cookie: as } });
  const run = path === "/quick-order" ? quickOrderAction : reorderAction;
  try {
    return await run({ request, params: {}, context: load() });
  } catch (thrown) {
    return thrown;
  }
}

const formOf = (fields: Record<string, string | File>) => {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  return form;
};
const answerOf = (result: unknown) => result as { data: CheckAnswer; init: ResponseInit | null };
const errorKeys = (result: unknown) => answerOf(result).data.errors.map((e) => e.key);

describe("the quick order's action", () => {
  it("refuses what it cannot read, with a translated error, writing nothing", async () => {
    const before = await carts();
    const cases: [Record<string, string | File>, string][] = [
      [{ intent: "check", lines: "   \n\n" }, "account:quickOrder.errors.empty"],
      [
        { intent: "check", lines: Array.from({ length: 501 }, (_, i) => `P${i};1`).join("\n") },
        "account:quickOrder.errors.tooMany",
      ],
      [{ intent: "check", lines: "x".repeat(70_000) }, "account:quickOrder.errors.textTooLong"],
      [
        { intent: "check", file: new File([new Uint8Array(QUICK_ORDER_FILE_LIMIT + 1).fill(65)], "big.csv") },
        "account:quickOrder.errors.fileTooLarge",
      ],
      [
        { intent: "check", file: new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0, 1])], "list.xlsx") },
        "account:quickOrder.errors.fileNotText",
      ],
      [{ intent: "add", items: "12:1;7:x" }, "account:quickOrder.errors.stale"],
      [{ intent: "add", items: "12:0" }, "account:quickOrder.errors.stale"],
    ];
    for (const [fields, key] of cases) {
      const result = await post("/quick-order", formOf(fields));
      expect(answerOf(result).init?.status, key).toBe(400);
      expect(errorKeys(result)).toEqual([key]);
    }
    expect(await carts()).toBe(before);
  });

  it("answers a line it could not read in the result table, and checks the rest", async () => {
    const result = answerOf(await post("/quick-order", formOf({ intent: "check", lines: "part;qty\nNOPE-1;2\nX;-1" })));
    expect(result.init?.status).toBe(200);
    expect(result.data.header).toBe(true);
    expect(result.data.rows.map((r) => (r.kind === "checked" ? r.status : r.problem))).toEqual(["unknown", "negative"]);
    expect(result.data.items).toBe("");
  });

  it("sends a guest to sign in and back", async () => {
    const result = (await post("/quick-order", formOf({ intent: "check", lines: "DBA4433" }), "")) as Response;
    expect(result.status).toBe(303);
    expect(result.headers.get("Location")).toBe("/login?redirectTo=%2Fquick-order");
  });
});

describe("the reorder action", () => {
  it("a malformed or unknown order number: back to the history with the same notice, nothing written", async () => {
    const before = await carts();
    for (const order of ["", "WEB-2000-999999", "x".repeat(100), "WEB\n1"]) {
      const result = (await post("/account/reorder", formOf({ order }))) as Response;
      expect(result.status).toBe(303);
      expect(result.headers.get("Location")).toBe("/account/orders");
      const session = await getSession(
        new Request("http://shop.test/", { headers: { Cookie: result.headers.get("Set-Cookie")!.split(";")[0]! } }),
      );
      expect(session.get("notice")).toEqual({ key: "account:reorder.notFound", tone: "warning" });
    }
    expect(await carts()).toBe(before);
  });
});
