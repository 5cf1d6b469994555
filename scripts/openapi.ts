/**
 * `npm run openapi`: writes docs/erp-openapi.json, the committed copy of the ERP contract's OpenAPI
 * document (erp/openapi.ts), which tests/openapi.test.ts compares with the contract.
 */
import fs from "node:fs";
import { OPENAPI_COPY, publishedOpenApiDocument } from "../erp/openapi.ts";

fs.writeFileSync(OPENAPI_COPY, `${JSON.stringify(publishedOpenApiDocument(), null, 2)}\n`);
console.log(`[openapi] ${OPENAPI_COPY} written`);
