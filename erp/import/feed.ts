/**
 * POST /feed/{kind} on the ERP's HTTP surface (issue 39): the distributor's own system sends stock
 * as CSV (text/csv) or JSON lines (application/x-ndjson), at most FEED_MAX_LINES lines and
 * FEED_MAX_BYTES a call, with the ERP's credential like every call. A feed with a bad line is refused
 * whole (400 FEED_INVALID, every problem in `lines`); an accepted one is applied in one transaction
 * and shows on every instance's pages at once (the stock triggers move the cache version and the
 * search index's trade facts).
 */
import { FEED_MAX_LINES, FEED_PATHS } from "../../contract/import.ts";
import type { ErpResult } from "../call-result.ts";
import { error } from "../call-result.ts";
import type { Database } from "../db/client.ts";
import { importLines, readText, type ImportFormat } from "./run.ts";

/** The feed's format by its Content-Type; null when it is neither. */
export function feedFormat(contentType: string): ImportFormat | null {
  const type = contentType.split(";")[0]!.trim().toLowerCase();
  if (type === "text/csv") return "csv";
  if (["application/x-ndjson", "application/jsonl", "application/x-jsonlines"].includes(type)) return "jsonl";
  return null;
}

export async function runFeed(db: Database, path: string, format: ImportFormat, text: string): Promise<ErpResult> {
  const kind = FEED_PATHS[path];
  if (!kind) return error(404, "NOT_FOUND", `Unknown feed ${path}`);
  const read = readText(text, format);
  if (read.ok && read.lines.length > FEED_MAX_LINES)
    return error(413, "BAD_REQUEST", `A feed has at most ${FEED_MAX_LINES} lines; this one has ${read.lines.length}`);
  const outcome = await importLines(db, read, { dryRun: false, lang: "en", kind });
  if (outcome.ok) return { status: 200, body: outcome.counts };
  return {
    status: 400,
    body: {
      errmsg: `The feed has ${outcome.problems.length} bad line(s); nothing was applied`,
      code: "FEED_INVALID",
      lines: outcome.problems,
    },
  };
}
