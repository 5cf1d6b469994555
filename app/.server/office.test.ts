import { beforeAll, describe, expect, it, vi } from "vitest";
import type { ErpTransport } from "../../contract/transport.ts";
import type { AppLoadContext } from "./load-context.ts";
import { isOfficeMissing, officeNext, officeRequest, signInPath } from "./office.ts";
import { ErpCallError } from "./erp.ts";
import { commitSession, getSession, sessionStorage } from "./session.ts";

beforeAll(() => {
  process.env.SESSION_SECRET ??= "test-secret-test-secret-0123456789";
});

/** What erp/calls.ts answers for a path it has no calls on, and erp/call-result.ts for an unknown action. */
const UNKNOWN_PATH = { status: 404, body: { errmsg: "Unknown call /office", code: "NOT_FOUND" } };
const UNKNOWN_ACTION = {
  status: 400,
  body: {
    errmsg: "Invalid request: action: Invalid discriminator value",
    code: "BAD_REQUEST",
    fields: { action: ["Invalid discriminator value. Expected 'getStaffInvite' | 'enrolStaff'"] },
  },
};

function transport(answer: { status: number; body: unknown }) {
  const post = vi.fn(async () => answer);
  const via: ErpTransport = {
    post,
    get: async () => ({ status: 404, body: null }),
    webhook: async () => ({ status: 404, body: null }),
  };
  return { post, load: { erp: via, cspNonce: "n", clientAddress: "127.0.0.1" } as AppLoadContext };
}

/** A request of `path` from a browser whose cookie holds this staff session (and a customer's). */
async function staffRequest(path: string, method = "GET") {
  const session = await getSession(new Request("http://shop.test/"));
  session.set("staff", { token: "staff-token", email: "owner@example.com", recoveryLeft: 10 });
  session.set("user", { token: "customer-token", email: "buyer@example.com" });
  const cookie = (await commitSession(session)).split(";")[0]!;
  return new Request(`http://shop.test${path}`, { method, headers: { Cookie: cookie } });
}

const caught = async (run: () => Promise<unknown>) => {
  try {
    await run();
  } catch (thrown) {
    return thrown;
  }
  throw new Error("nothing was thrown");
};

describe("the next page after the office's sign-in", () => {
  it("is a page of the office, query kept", () => {
    expect(officeNext("/office/staff")).toBe("/office/staff");
    expect(officeNext("/office/audit?actor=a%40b.c&before=12")).toBe("/office/audit?actor=a%40b.c&before=12");
    expect(officeNext("/office")).toBe("/office");
  });

  it("is the office's home for anything else", () => {
    for (const bad of [
      null,
      "",
      "https://evil.example/office",
      "//evil.example/office",
      "/\\evil.example",
      "/%2F%2Fevil.example",
      "/\t/evil.example",
      "/account",
      "/officer",
      "/office/sign-in",
      "/office/sign-out",
      "/office/enrol/abc",
      "/office/staff.data",
      "javascript:alert(1)",
    ])
      expect(officeNext(bad), String(bad)).toBe("/office");
  });

  it("rides on the sign-in page's address only when it is not the home", () => {
    expect(signInPath("/office")).toBe("/office/sign-in");
    expect(signInPath("/office/audit?entity=staff")).toBe("/office/sign-in?next=%2Foffice%2Faudit%3Fentity%3Dstaff");
    expect(signInPath("https://evil.example")).toBe("/office/sign-in");
  });
});

describe("an ERP without the office", () => {
  it("is told by its answer to the office's path or actions", () => {
    expect(isOfficeMissing(new ErpCallError(404, "NOT_FOUND", "Unknown call /office"))).toBe(true);
    // Another server's 404 page (no contract error body: erp.ts reads it as INTERNAL).
    expect(isOfficeMissing(new ErpCallError(404, "INTERNAL", "<html>Not Found</html>"))).toBe(true);
    expect(isOfficeMissing(new ErpCallError(400, "BAD_REQUEST", "Invalid request", { action: ["x"] }))).toBe(true);
    expect(isOfficeMissing(new ErpCallError(501, "NOT_IMPLEMENTED", "No office"))).toBe(true);
  });

  it("is not a call that found no record, bad input, or any other refusal", () => {
    expect(isOfficeMissing(new ErpCallError(404, "NOT_FOUND", "No such staff member"))).toBe(false);
    expect(isOfficeMissing(new ErpCallError(400, "BAD_REQUEST", "Invalid request", { email: ["x"] }))).toBe(false);
    expect(isOfficeMissing(new ErpCallError(401, "STAFF_AUTH", "Signed out"))).toBe(false);
    expect(isOfficeMissing(new ErpCallError(500, "INTERNAL", "Failed"))).toBe(false);
    expect(isOfficeMissing(new Error("Unknown call /office"))).toBe(false);
  });

  it.each([
    ["an unknown path", UNKNOWN_PATH],
    ["an unknown action", UNKNOWN_ACTION],
  ])("gets the office's 501 page for %s, not the error dialog", async (_, answer) => {
    const { load } = transport(answer);
    const { call } = await officeRequest(await staffRequest("/office/staff"), load);
    const thrown = await caught(() => call("listStaff", {}));
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(501);
    expect(await (thrown as Response).text()).toBe("office:missing");
  });
});

describe("a staff call", () => {
  it("carries the staff token, never standing in for the customer's", async () => {
    const { post, load } = transport({ status: 200, body: { staff: [] } });
    const { call } = await officeRequest(await staffRequest("/office/staff"), load);
    await call("listStaff", {});
    const body = (post.mock.calls[0] as unknown[])[1] as Record<string, unknown>;
    expect(body).toMatchObject({ action: "listStaff", staff: "staff-token" });
    expect(post.mock.calls[0]![0]).toBe("/office");
  });

  it("signs the staff member out of the cookie and back to sign-in on STAFF_AUTH", async () => {
    const { load } = transport({ status: 401, body: { errmsg: "ended", code: "STAFF_AUTH" } });
    const { call } = await officeRequest(await staffRequest("/office/audit?entity=staff"), load);
    const thrown = (await caught(() => call("getAuditLog", {}))) as Response;
    expect(thrown.status).toBe(303);
    expect(thrown.headers.get("Location")).toBe("/office/sign-in?next=%2Foffice%2Faudit%3Fentity%3Dstaff");
    const after = await sessionStorage().getSession(thrown.headers.get("Set-Cookie"));
    expect(after.get("staff")).toBeUndefined();
    // The customer signed in on the same browser stays.
    expect(after.get("user")).toMatchObject({ token: "customer-token" });
    expect(after.get("notice")).toMatchObject({ key: "office:signIn.expired" });
  });

  it("answers the office's 403 page on STAFF_FORBIDDEN", async () => {
    const { load } = transport({ status: 403, body: { errmsg: "no", code: "STAFF_FORBIDDEN" } });
    const { call } = await officeRequest(await staffRequest("/office/staff"), load);
    const thrown = (await caught(() => call("listStaff", {}))) as Response;
    expect(thrown.status).toBe(403);
  });

  it("is not made without a staff session: the sign-in page, then back", async () => {
    const { post, load } = transport({ status: 200, body: {} });
    const thrown = (await caught(() => officeRequest(new Request("http://shop.test/office/staff"), load))) as Response;
    expect(thrown.status).toBe(303);
    expect(thrown.headers.get("Location")).toBe("/office/sign-in?next=%2Foffice%2Fstaff");
    expect(post).not.toHaveBeenCalled();
  });
});

describe("the sign-in page's question whether the ERP has an office", () => {
  it("passes when the ERP refuses the probe as bad input, and is the 501 page when it knows no office", async () => {
    const { officeGuest, requireOffice } = await import("./office.ts");
    const offered = transport({
      status: 400,
      body: { errmsg: "Invalid request: token", code: "BAD_REQUEST", fields: { token: ["too short"] } },
    });
    const guest = await officeGuest(new Request("http://shop.test/office/sign-in"), offered.load);
    await expect(requireOffice(guest.call)).resolves.toBeUndefined();
    expect(offered.post.mock.calls[0]![0]).toBe("/office");
    for (const answer of [UNKNOWN_PATH, UNKNOWN_ACTION]) {
      const missing = transport(answer);
      const other = await officeGuest(new Request("http://shop.test/office/sign-in"), missing.load);
      const thrown = (await caught(() => requireOffice(other.call))) as Response;
      expect(thrown.status).toBe(501);
    }
  });
});
