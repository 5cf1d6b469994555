/**
 * Writes .br and .gz beside every text asset of the client build (the types of
 * server/precompressed.ts), so the server never compresses them per request (server/app.ts sends
 * them as the client accepts, with those types).
 *
 * The .gz files are made with Zopfli (@gfx/zopfli): standard gzip that every client decodes, about
 * 3% smaller than zlib's level 9 because the encoder searches harder, once, at build time
 * (figures in docs/perf/2026-11-27-js-budget.md). A compressed file is written only when it is
 * smaller than the file itself; a small file without one is sent as it is.
 */
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { gzipAsync } from "@gfx/zopfli";
import { isPrecompressed } from "../server/precompressed.ts";

const root = path.resolve("build/client");

function textAssets(dir: string, into: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) textAssets(full, into);
    else if (isPrecompressed(entry.name)) into.push(full);
  }
  return into;
}

function writeIfSmaller(file: string, data: Buffer, compressed: Uint8Array): boolean {
  if (compressed.length >= data.length) return false;
  fs.writeFileSync(file, compressed);
  return true;
}

async function main() {
  if (!fs.existsSync(root)) return;
  let count = 0;
  for (const file of textAssets(root)) {
    const data = fs.readFileSync(file);
    const br = zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } });
    const gz = await gzipAsync(data, { numiterations: 15 });
    const wroteBr = writeIfSmaller(`${file}.br`, data, br);
    const wroteGz = writeIfSmaller(`${file}.gz`, data, gz);
    if (wroteBr || wroteGz) count++;
  }
  console.log(`[precompress] ${count} assets compressed`);
}

await main();
