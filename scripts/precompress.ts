/** Writes .br and .gz beside every text asset of the client build, so the server never compresses them per request. */
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

const root = path.resolve("build/client");
let count = 0;
function walk(dir: string) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full);
    else if (/\.(js|css|svg|json|txt)$/.test(entry.name) && fs.statSync(full).size > 1024) {
      const data = fs.readFileSync(full);
      fs.writeFileSync(
        `${full}.br`,
        zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
      );
      fs.writeFileSync(`${full}.gz`, zlib.gzipSync(data, { level: 9 }));
      count++;
    }
  }
}
if (fs.existsSync(root)) walk(root);
console.log(`[precompress] ${count} assets compressed`);
