/**
 * The ERP contract's OpenAPI document (erp/openapi.ts): valid OpenAPI 3.1, naming every call of the
 * call table and every e-mail path, describing the bodies the contract accepts, and committed
 * current as docs/erp-openapi.json.
 */
import fs from "node:fs";
import { Validator } from "@seriousme/openapi-schema-validator";
import Ajv2019 from "ajv/dist/2019.js";
import { describe, expect, it } from "vitest";
import { Calls, EMAIL_PATHS, type CallName } from "../contract/wire.ts";
import { erpOpenApiDocument, OPENAPI_COPY, publishedOpenApiDocument } from "../erp/openapi.ts";

const document = erpOpenApiDocument("0.0.0-test");

describe("the ERP contract's OpenAPI document", () => {
  it("is valid OpenAPI 3.1", async () => {
    const result = await new Validator().validate(structuredClone(document));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it("names every call under its path, with its request and response, and every e-mail path", () => {
    for (const name of Object.keys(Calls) as CallName[]) {
      const operation = (document.paths[Calls[name].path] as { post: { "x-calls": Record<string, unknown> } }).post;
      expect(operation["x-calls"][name], name).toBeDefined();
    }
    for (const path of Object.keys(EMAIL_PATHS)) expect(document.paths[path], path).toBeDefined();
  });

  it("describes what the contract accepts and refuses", () => {
    const ajv = new Ajv2019({
      strict: false,
      allErrors: true,
      formats: { email: true, uuid: true, "date-time": true },
    });
    ajv.addSchema({ components: document.components }, "doc");
    const accepts = (schema: string, body: unknown) =>
      ajv.validate({ $ref: `doc#/components/schemas/${schema}` }, body);
    const search = { action: "search", keyword: "dba", offset: 0, limit: 24 };
    expect(Calls.search.request.safeParse(search).success).toBe(true);
    expect(accepts("SearchRequest", search)).toBe(true);
    // The wrong action, and an unknown field: the contract refuses both, and so does the document.
    expect(Calls.search.request.safeParse({ ...search, action: "catalogue" }).success).toBe(false);
    expect(accepts("SearchRequest", { ...search, action: "catalogue" })).toBe(false);
  });

  it("is committed as docs/erp-openapi.json, current (npm run openapi writes it)", () => {
    const committed: unknown = JSON.parse(fs.readFileSync(OPENAPI_COPY, "utf8"));
    expect(committed, "docs/erp-openapi.json is stale: run `npm run openapi`").toEqual(
      JSON.parse(JSON.stringify(publishedOpenApiDocument())),
    );
  });
});
