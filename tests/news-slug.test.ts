/**
 * /news/{slug} with a NUL in the slug (app/routes/news.$slug.tsx): the 404 page, without asking the
 * ERP, whose database cannot hold the character (the fuzzing suite found a 500).
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { ErpTransport } from "../contract/transport.ts";
import { loader } from "../app/routes/news.$slug.tsx";

beforeAll(() => {
  process.env.SESSION_SECRET ??= "test-secret-test-secret-0123456789";
});

describe("a news post's page", () => {
  it("answers 404 to a slug with NUL and does not ask the ERP", async () => {
    const asked: string[] = [];
    const erp: ErpTransport = {
      post: (path) => {
        asked.push(path);
        return Promise.reject(new Error("the ERP cannot take NUL"));
      },
      get: (path) => {
        asked.push(path);
        return Promise.reject(new Error("the ERP cannot take NUL"));
      },
      webhook: () => Promise.reject(new Error("not used")),
    };
    const thrown = await Promise.resolve(
      loader({
        request: new Request("http://shop.test/news/a%00b"),
        params: { slug: "a\u0000b" },
        context: { erp, cspNonce: "", clientAddress: "" },
      }),
    ).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(404);
    expect(asked).toEqual([]);
  });
});
