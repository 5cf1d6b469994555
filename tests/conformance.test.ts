import { describe, expect, it } from "vitest";
import type { Facts } from "../contract/conformance/probe.ts";
import { PROBES } from "../contract/conformance/probes.ts";
import { judge, report, saysMissing, type Verdict } from "../contract/conformance/verify.ts";
import { Calls, EMAIL_PATHS, type CallName } from "../contract/wire.ts";
import { FEED_PATHS } from "../contract/import.ts";
import { publishedOpenApiDocument } from "../erp/openapi.ts";

/** Facts as the probes learn them from a conforming ERP. */
const FACTS: Facts = {
  item: { id: 42, urlcomponent: "dba-t3-rotor", number: "DBA4650", manufacturer: "DBA" },
  cart: "3b241101-e2bb-4255-8caf-4136c566a962",
  line: "0b5d4d4e-7a4c-4b2c-9a77-2f0c0b6f1d11",
};

describe("the conformance suite's probes", () => {
  it("probe every call of the contract once, and every mail and GET path of the OpenAPI document", () => {
    const named = PROBES.map((p) => p.name);
    const calls = named.filter((name) => Object.hasOwn(Calls, name));
    expect(new Set(calls).size).toBe(calls.length);
    expect([...calls].sort()).toEqual(Object.keys(Calls).sort());
    for (const path of [...Object.keys(EMAIL_PATHS), ...Object.keys(FEED_PATHS)])
      expect(PROBES.some((p) => p.path === path)).toBe(true);
    const gets = Object.entries(publishedOpenApiDocument().paths)
      .filter(([, operations]) => "get" in (operations as object))
      .map(([path]) => new RegExp(`^${path.replace(/\{[^}]+\}/g, "[^/]+")}$`));
    for (const path of gets)
      expect(
        PROBES.some((p) => p.method === "GET" && path.test(p.path)),
        String(path),
      ).toBe(true);
  });

  it("send a body the call's schema accepts, or one lacking just the field it names", () => {
    for (const probe of PROBES) {
      const body = probe.body(structuredClone(FACTS));
      if (probe.method === "GET" || probe.contentType) continue;
      const name = (body as { action?: string }).action as CallName | undefined;
      const schema = name ? Calls[name].request : EMAIL_PATHS[probe.path as keyof typeof EMAIL_PATHS];
      const parsed = schema.safeParse(body);
      if ("field" in probe.expected && probe.expected.field) {
        expect(parsed.success, probe.name).toBe(false);
        const fields = parsed.error?.issues.map((issue) => String(issue.path[0]));
        expect(fields, probe.name).toContain(probe.expected.field);
      } else expect(parsed.error?.issues ?? [], probe.name).toEqual([]);
    }
  });

  it("are skipped while a fact they need is unknown", () => {
    const getItem = PROBES.find((p) => p.name === "getItem")!;
    expect(getItem.body({})).toBeNull();
    expect(getItem.body(structuredClone(FACTS))).toMatchObject({ action: "getItem", urlcomponent: "dba-t3-rotor" });
  });
});

describe("the verdict on an answer", () => {
  const getAccount = PROBES.find((p) => p.name === "getAccount")!;
  const getCarts = PROBES.find((p) => p.name === "getCarts")!;

  it("is missing for 501, 405, a 404 that is not the contract's, and a 400 about the action alone", () => {
    expect(judge(getAccount, 501, "")).toEqual({ kind: "missing" });
    expect(judge(getAccount, 405, "")).toEqual({ kind: "missing" });
    expect(judge(getAccount, 404, "<h1>Not Found</h1>")).toEqual({ kind: "missing" });
    const unknownAction = { errmsg: "Invalid request", code: "BAD_REQUEST", fields: { action: ["Invalid"] } };
    expect(judge(getAccount, 400, unknownAction)).toEqual({ kind: "missing" });
    expect(saysMissing(400, { ...unknownAction, fields: { action: ["x"], email: ["y"] } }, getAccount.expected)).toBe(
      false,
    );
  });

  it("is ok for the refusal the contract names, and wrong for another code or a body that is no error", () => {
    expect(judge(getAccount, 401, { errmsg: "Signed out", code: "AUTH001" })).toEqual({ kind: "ok" });
    expect(judge(getAccount, 401, { errmsg: "No", code: "STAFF_AUTH" })).toMatchObject({
      kind: "wrong",
      detail: "code STAFF_AUTH, the contract says AUTH001",
    });
    expect(judge(getAccount, 401, "Unauthorized")).toMatchObject({ kind: "wrong" });
    expect(judge(getAccount, 200, {})).toMatchObject({
      kind: "wrong",
      detail: "HTTP 200; the contract says 401 (AUTH001)",
    });
  });

  it("checks a 200 against the call's response schema, naming where it differs", () => {
    expect(judge(getCarts, 200, { shoppingcarts: [], summary: { quantity: 0, lines: 0 } })).toEqual({ kind: "ok" });
    expect(judge(getCarts, 200, { shoppingcarts: [], summary: { quantity: "0", lines: 0 } })).toEqual({
      kind: "wrong",
      detail: "the answer does not match: summary.quantity: Expected number, received string",
    });
  });

  it("reports by group, with what the shop lacks without a group's calls", () => {
    const verdicts: Verdict[] = [
      { probe: { name: "catalogue", group: "catalogue", method: "POST", path: "/catalogue" }, kind: "ok" },
      { probe: { name: "signIn", group: "accounts", method: "POST", path: "/account" }, kind: "missing" },
    ];
    expect(report(verdicts)).toBe(
      [
        "catalogue (required): 1 of 1 calls conform",
        "accounts (optional): 0 of 1 calls conform",
        "  missing  signIn (POST /account)",
        "  without these, no customer can sign in; the shop serves guests only",
        "1 conform, 1 missing, 0 wrong, 0 skipped: this ERP can run the shop",
      ].join("\n"),
    );
  });
});
