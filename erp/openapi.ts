/**
 * The ERP contract as an OpenAPI 3.1 document, for an integrator who connects an ERP of their own
 * (README, "Connect your own ERP"). Every schema in it is generated from the contract's zod schemas
 * by zod-to-json-schema; this module only says where each one goes. `npm run erp` serves it at
 * GET /openapi.json, and docs/erp-openapi.json is the committed copy (`npm run openapi` writes it;
 * tests/openapi.test.ts fails when it is stale or invalid).
 *
 * The POST calls share paths: a call is named by the `action` of its body (storefront.md and
 * transactions.md, section 7). So each path has one operation whose body is one of its calls'
 * requests, told apart by `action`, and `x-calls` maps each action to its request and response.
 */
import type { z } from "zod";
import { zodToJsonSchema } from "zod-to-json-schema";
import { CacheVersionResponseSchema, CACHE_VERSION_PATH } from "../contract/cache-version.ts";
import { MarqueeResponseSchema, SliderResponseSchema } from "../contract/content.ts";
import { EmailResponseSchema } from "../contract/enquiries.ts";
import { ErrorResponseSchema } from "../contract/errors.ts";
import { FEED_MAX_LINES, FEED_PATHS, FeedRefusalSchema, FeedResponseSchema, RECORD_KINDS } from "../contract/import.ts";
import { BankAccountsResponseSchema, RegionResponseSchema } from "../contract/region.ts";
import { SellerRecordSchema } from "../contract/seller.ts";
import { Calls, EMAIL_PATHS, type CallName } from "../contract/wire.ts";
import { ERP_AUTHORIZATION } from "../contract/transport.ts";
import packageJson from "../package.json" with { type: "json" };

/** Where the document is served by the ERP's HTTP surface. */
export const OPENAPI_PATH = "/openapi.json";
/** The committed copy, in the repository. */
export const OPENAPI_COPY = "docs/erp-openapi.json";

type JsonSchema = Record<string, unknown>;

/** A schema as JSON Schema 2020-12 (OpenAPI 3.1's dialect), of what is sent (`input`) or answered (`output`). */
function jsonSchema(schema: z.ZodTypeAny, io: "input" | "output", name: string): JsonSchema {
  const { $schema: _dialect, ...converted } = zodToJsonSchema(schema, {
    target: "jsonSchema2019-09",
    // A schema used twice in one is a reference to its first place, written from the document's root.
    $refStrategy: "root",
    basePath: ["#", "components", "schemas", name],
    // What a transform answers cannot be described: any value, then.
    effectStrategy: io === "input" ? "input" : "any",
    pipeStrategy: io,
    removeAdditionalStrategy: "strict",
  }) as JsonSchema;
  return converted;
}

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const upperFirst = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

const json = (schema: JsonSchema) => ({ "application/json": { schema } });

/** The error answer every call may give (400 bad input, 401 credential, 404, 409, 413, 429, 503). */
const ERROR_RESPONSES = Object.fromEntries(
  [
    ["400", "The request does not match the call's schema, or the ERP refuses it (code and field in the body)"],
    ["401", "The ERP_SECRET is missing or wrong"],
    ["404", "Nothing of that name"],
    ["413", "The body is larger than the call allows"],
    ["429", "Too many requests of this kind"],
    ["503", "The ERP cannot answer now (a seller record missing, the database down)"],
  ].map(([status, description]) => [status, { description, content: json(ref("ErrorResponse")) }]),
);

/** GET calls outside the call table: path, what its parameters are and the schema of its answer. */
const GET_CALLS: { path: string; summary: string; parameters: string[]; response: z.ZodTypeAny; name: string }[] = [
  {
    path: "/source/{source}",
    summary: "A source's region, currency and price list (query: country, default PL)",
    parameters: ["source"],
    response: RegionResponseSchema,
    name: "Region",
  },
  {
    path: "/bank-accounts/{seller}",
    summary: "A seller company's bank accounts",
    parameters: ["seller"],
    response: BankAccountsResponseSchema,
    name: "BankAccounts",
  },
  {
    path: "/seller/{region}",
    summary: "A region's seller record: the company, its offices and its sites",
    parameters: ["region"],
    response: SellerRecordSchema,
    name: "SellerRecord",
  },
  {
    path: "/marquee/{source}",
    summary: "A site's marquee",
    parameters: ["source"],
    response: MarqueeResponseSchema,
    name: "Marquee",
  },
  {
    path: "/slider/{source}",
    summary: "A site's slides",
    parameters: ["source"],
    response: SliderResponseSchema,
    name: "Slider",
  },
  {
    path: CACHE_VERSION_PATH,
    summary: "The version the storefront's cache of guests' answers follows",
    parameters: [],
    response: CacheVersionResponseSchema,
    name: "CacheVersion",
  },
];

/** The OpenAPI 3.1 document of the ERP's HTTP surface. */
export function erpOpenApiDocument(version: string) {
  const schemas: Record<string, JsonSchema> = {};
  const add = (name: string, schema: z.ZodTypeAny, io: "input" | "output") => {
    schemas[name] = jsonSchema(schema, io, name);
  };
  add("ErrorResponse", ErrorResponseSchema, "output");
  const byPath = new Map<string, CallName[]>();
  for (const name of Object.keys(Calls) as CallName[]) {
    const { path, request, response } = Calls[name];
    add(`${upperFirst(name)}Request`, request, "input");
    add(`${upperFirst(name)}Response`, response, "output");
    byPath.set(path, [...(byPath.get(path) ?? []), name]);
  }
  const paths: Record<string, unknown> = {};
  for (const [path, names] of byPath) {
    const requests = names.map((name) => ref(`${upperFirst(name)}Request`));
    const responses = [...new Set(names.map((name) => `${upperFirst(name)}Response`))].map(ref);
    paths[path] = {
      post: {
        operationId: `post${path.replace(/[^A-Za-z0-9]+(.)?/g, (_, c: string | undefined) => (c ?? "").toUpperCase())}`,
        summary: `Calls ${names.join(", ")}`,
        requestBody: {
          required: true,
          content: json(requests.length === 1 ? requests[0]! : { oneOf: requests }),
        },
        responses: {
          "200": {
            description: "The call's answer (x-calls names the response of each action)",
            content: json(responses.length === 1 ? responses[0]! : { oneOf: responses }),
          },
          ...ERROR_RESPONSES,
        },
        "x-calls": Object.fromEntries(
          names.map((name) => [
            name,
            { request: ref(`${upperFirst(name)}Request`).$ref, response: ref(`${upperFirst(name)}Response`).$ref },
          ]),
        ),
      },
    };
  }
  add("EmailResponse", EmailResponseSchema, "output");
  for (const [path, request] of Object.entries(EMAIL_PATHS)) {
    const mail = path.slice(path.lastIndexOf("/") + 1);
    const name = `Email${mail.split("-").map(upperFirst).join("")}Request`;
    add(name, request, "input");
    paths[path] = {
      post: {
        operationId: `post${name.replace(/Request$/, "")}`,
        summary: `Sends the ${mail} mail`,
        requestBody: { required: true, content: json(ref(name)) },
        responses: { "200": { description: "Queued", content: json(ref("EmailResponse")) }, ...ERROR_RESPONSES },
      },
    };
  }
  add("FeedResponse", FeedResponseSchema, "output");
  add("FeedRefusal", FeedRefusalSchema, "output");
  for (const [path, kind] of Object.entries(FEED_PATHS)) {
    const { required, optional } = RECORD_KINDS[kind];
    const text = { type: "string", description: `Columns ${required.join(", ")}; optional ${optional.join(", ")}` };
    paths[path] = {
      post: {
        operationId: `postFeed${upperFirst(kind)}`,
        summary: `The distributor's ${kind}, at most ${FEED_MAX_LINES} lines: applied whole, or refused whole with every bad line`,
        requestBody: {
          required: true,
          content: { "text/csv": { schema: text }, "application/x-ndjson": { schema: text } },
        },
        responses: {
          ...ERROR_RESPONSES,
          "200": { description: "Applied", content: json(ref("FeedResponse")) },
          "400": { description: "A bad line: nothing applied", content: json(ref("FeedRefusal")) },
          "415": { description: "Neither text/csv nor application/x-ndjson", content: json(ref("ErrorResponse")) },
        },
      },
    };
  }
  for (const get of GET_CALLS) {
    add(get.name, get.response, "output");
    paths[get.path] = {
      get: {
        operationId: `get${get.name}`,
        summary: get.summary,
        parameters: get.parameters.map((name) => ({ name, in: "path", required: true, schema: { type: "string" } })),
        responses: { "200": { description: get.summary, content: json(ref(get.name)) }, ...ERROR_RESPONSES },
      },
    };
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Parts shop ERP contract",
      version,
      description:
        "The calls the storefront makes to its ERP (contract/wire.ts). Every request carries the shared " +
        `secret in the ${ERP_AUTHORIZATION} header as \`Bearer <ERP_SECRET>\`. POST calls that share a path ` +
        "are told apart by the body's `action`; `x-calls` names each action's request and response.",
    },
    security: [{ erpSecret: [] }],
    paths,
    components: {
      securitySchemes: { erpSecret: { type: "http", scheme: "bearer", description: "ERP_SECRET" } },
      schemas,
    },
  };
}

let published: ReturnType<typeof erpOpenApiDocument> | null = null;

/** The document of this version of the shop, made on first use (it is the same for every request). */
export function publishedOpenApiDocument() {
  published ??= erpOpenApiDocument(packageJson.version);
  return published;
}
