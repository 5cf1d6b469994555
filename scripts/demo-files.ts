/**
 * `npm run seed:demo-files`: writes the demo catalogue's import files (erp/seed/demo/*.csv) from
 * buildDemoCatalogue (erp/seed/demo-files.ts). Run it after changing the demo catalogue; a unit test
 * fails while the committed files differ from what this writes.
 */
import fs from "node:fs";
import path from "node:path";
import { readCsv } from "../erp/import/read.ts";
import { buildDemoCatalogue } from "../erp/seed/catalogue.ts";
import { DEMO_FILES_DIR, demoImportFiles } from "../erp/seed/demo-files.ts";

fs.mkdirSync(DEMO_FILES_DIR, { recursive: true });
for (const [name, text] of Object.entries(demoImportFiles(buildDemoCatalogue().items))) {
  const read = readCsv(text);
  if (!read.ok) throw new Error(`${name}: line ${read.line} ${read.problem} ${read.reason}`);
  fs.writeFileSync(path.join(DEMO_FILES_DIR, name), text);
  console.log(`${path.relative(process.cwd(), path.join(DEMO_FILES_DIR, name))}: ${read.lines.length} lines`);
}
