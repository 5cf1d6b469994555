/**
 * The build's precompressed assets: which files `npm run build` writes a .br and .gz beside
 * (scripts/precompress.ts), the Content-Type the server sends them with (server/app.ts), and what
 * one of them costs a client that accepts gzip (the JavaScript budget test and the bench).
 */
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

/** Content types of the assets that are precompressed, by extension. */
export const PRECOMPRESSED_TYPES: Readonly<Record<string, string>> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".json": "application/json",
  ".map": "application/json",
};

/**
 * The bytes of a file of a client build as sent to a client that accepts gzip and not brotli: its
 * .gz file when the build wrote one, else the file itself, or its gzip (level 9) where that is
 * smaller (a build that was not precompressed, such as the bench's bare page).
 */
export function gzipBytesSent(file: string): number {
  if (fs.existsSync(`${file}.gz`)) return fs.statSync(`${file}.gz`).size;
  const data = fs.readFileSync(file);
  return Math.min(data.length, zlib.gzipSync(data, { level: 9 }).length);
}

/** Whether the build precompresses a file of this name. */
export const isPrecompressed = (name: string) => path.extname(name) in PRECOMPRESSED_TYPES;
