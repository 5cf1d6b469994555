import type { Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { passes, report, verifyErp, type Verdict } from "../../contract/conformance/verify.ts";
import { requireSecret } from "../../erp/http-auth.ts";
import { serveFetch } from "../../server/node-http.ts";
import { ERP_TEST_SECRET, serverUrl, useErp } from "./harness.ts";

const { state } = useErp();
const notOk = (verdicts: Verdict[]) => verdicts.filter((v) => v.kind !== "ok");

describe("the conformance suite (npm run contract:verify)", () => {
  it("passes against the reference ERP over HTTP, every call conforming", async () => {
    const verdicts = await verifyErp({ erpUrl: serverUrl(state.server), secret: ERP_TEST_SECRET });
    expect(notOk(verdicts), report(verdicts)).toEqual([]);
    expect(passes(verdicts)).toBe(true);
  });

  it("fails every call with the wrong secret", async () => {
    const verdicts = await verifyErp({ erpUrl: serverUrl(state.server), secret: "not-the-secret-at-all" });
    expect(verdicts.filter((v) => v.kind === "ok").map((v) => v.probe.name)).toEqual([
      "GET /source/main without the credential",
    ]);
    expect(passes(verdicts)).toBe(false);
  });

  describe("against an ERP that has only the catalogue calls", () => {
    // A foreign ERP's HTTP surface: the catalogue's paths (answered by ours), a plain 404 page for the rest.
    const CATALOGUE_PATHS = ["/item", "/search", "/catalogue"];
    let partial: Server;
    beforeAll(async () => {
      partial = await serveFetch(
        requireSecret(async (request) => {
          const { pathname } = new URL(request.url);
          if (CATALOGUE_PATHS.includes(pathname)) return state.erp.handle(request);
          return new Response("<h1>Not Found</h1>", { status: 404, headers: { "Content-Type": "text/html" } });
        }, ERP_TEST_SECRET),
        0,
      );
    });
    afterAll(() => new Promise((resolve) => partial.close(resolve)));

    it("names each missing call, by group, and says the shop cannot run", async () => {
      const verdicts = await verifyErp({ erpUrl: serverUrl(partial), secret: ERP_TEST_SECRET });
      const byGroup = (group: string) => verdicts.filter((v) => v.probe.group === group);
      expect(notOk(byGroup("catalogue"))).toEqual([]);
      expect(byGroup("basket").find((v) => v.probe.name === "addToCart")).toMatchObject({ kind: "missing" });
      // The basket's probes after addToCart need the basket it did not make.
      expect(byGroup("basket").find((v) => v.probe.name === "getCarts")).toMatchObject({ kind: "skipped" });
      for (const group of ["accounts", "trade", "warranty", "office"])
        expect(byGroup(group).filter((v) => v.kind !== "missing")).toEqual([]);
      expect(passes(verdicts)).toBe(false);
      const text = report(verdicts);
      expect(text).toContain("catalogue (required): 13 of 13 calls conform");
      expect(text).toMatch(/missing +addToCart \(POST \/cart\)/);
      expect(text).toMatch(/missing +signIn \(POST \/account\)/);
      expect(text).toContain("without these, no customer can sign in; the shop serves guests only");
      expect(text).toContain("this ERP cannot run the shop as it is");
    });
  });

  it("reports an answer that does not match the call's response schema, with its path", async () => {
    const wrong = await serveFetch(
      requireSecret(async (request) => {
        const answer = await state.erp.handle(request);
        if (new URL(request.url).pathname !== "/catalogue" || answer.status !== 200) return answer;
        const body = (await answer.json()) as { total: unknown };
        return Response.json({ ...body, total: "many" });
      }, ERP_TEST_SECRET),
      0,
    );
    try {
      const verdicts = await verifyErp({ erpUrl: serverUrl(wrong), secret: ERP_TEST_SECRET });
      expect(verdicts.find((v) => v.probe.name === "catalogue")).toMatchObject({
        kind: "wrong",
        detail: expect.stringContaining("total: Expected number, received string"),
      });
    } finally {
      await new Promise((resolve) => wrong.close(resolve));
    }
  });
});
