/**
 * The office's catalogue import (issue 39, contract/office-import.ts) as an office run: erp/calls.ts
 * wraps it with the staff session and the roles of erp/staff/roles.ts (the content role and the
 * owner). The file is read and checked as `npm run import` does (run.ts): CSV and JSON lines from
 * their text, XLSX through readXlsx, and the ZIP of an items file's pictures through
 * gatherPictures; the workbook and the ZIP are written to a work folder of the system's temporary
 * folder, removed whatever happens. The pictures are gathered before the transaction opens. Applied,
 * the file is written in one transaction with its audit entry (who imported which file, with which
 * pictures, whether full, and the counts), so an import is never without its entry nor an entry
 * without its import. A dry run or a refused file writes nothing.
 *
 * "full" (the items an items file does not name become discontinued) is only for an items file
 * (400, fields.full); its dry run is for anyone who may import, but applying it is the owner's: the
 * content role is refused with the office's 403 STAFF_FORBIDDEN (fields.full), nothing written.
 */
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { IMPORT_PROBLEMS_LISTED, importFormatOf } from "../../contract/office-import-constants.ts";
import type { ImportCatalogueResponse } from "../../contract/office-import.ts";
import type { StaffRole } from "../../contract/staff.ts";
import type { OfficeRuns } from "../audit/office-run.ts";
import { recordAudit } from "../audit/audit.ts";
import type { Database } from "../db/client.ts";
import { ErpError } from "../errors.ts";
import { listOf } from "./items.ts";
import { gatherPictures, type GatheredPictures } from "./pictures.ts";
import { kindOf, type ReadResult } from "./read.ts";
import { importFiles, readText } from "./run.ts";
import { readXlsx } from "./xlsx.ts";

/** The audit entries' kind of record. */
export const IMPORT_AUDIT_ENTITY = "import";

/** The role that may apply a full import (discontinue what an items file does not name). */
const FULL_IMPORT_ROLE: StaffRole = "owner";

/** A file's name fit to be a file of the work folder (the ZIP's name is shown in its problems). */
const workName = (name: string, fallback: string) => {
  const base = path.basename(name.replaceAll("\\", "/")).replace(/[^\w.-]/g, "_");
  return base && !base.startsWith(".") ? base : fallback;
};

/** Writes bytes given in base64 to a file of the work folder; its path. */
async function written(folder: string, name: string, base64: string): Promise<string> {
  const file = path.join(folder, name);
  await fs.writeFile(file, Buffer.from(base64, "base64"), { flag: "wx" });
  return file;
}

/** What the ERP refuses before reading further: "full" or pictures with a file that takes neither. */
function refusal(read: ReadResult, body: { full: boolean; pictures?: unknown }): ErpError | null {
  if (!read.ok) return null;
  if (body.full && kindOf(read.columns) !== "items")
    return new ErpError(400, "BAD_REQUEST", "Only an items file discontinues the items it does not name", {
      full: ["Only an items file discontinues the items it does not name"],
    });
  if (body.pictures && !read.columns.includes("image_files"))
    return new ErpError(400, "BAD_REQUEST", "The pictures go with an items file that names them in image_files", {
      pictures: ["The pictures go with an items file that names them in image_files"],
    });
  return null;
}

export const importOfficeRuns: OfficeRuns<"importCatalogue", { db: Database }> = {
  importCatalogue: async (deps, body, office) => {
    // The schema let only a .csv, .jsonl or .xlsx name through.
    const format = importFormatOf(body.filename)!;
    const folder = await fs.mkdtemp(path.join(os.tmpdir(), "office-import-"));
    let pictures: GatheredPictures | undefined;
    try {
      const read =
        format === "xlsx"
          ? await readXlsx(await written(folder, "file.xlsx", body.content))
          : readText(body.content, format);
      const refused = refusal(read, body);
      if (refused) throw refused;
      if (body.full && !body.dryrun && !office.staff.roles.includes(FULL_IMPORT_ROLE))
        throw new ErpError(403, "STAFF_FORBIDDEN", "Only the owner discontinues the items a file does not name", {
          full: ["Only the owner discontinues the items a file does not name"],
        });
      if (read.ok && read.columns.includes("image_files")) {
        const zip = body.pictures
          ? await written(folder, workName(body.pictures.filename, "pictures.zip"), body.pictures.data)
          : null;
        pictures = await gatherPictures(
          read.lines.map((l) => ({ line: l.line, names: listOf(l.fields.image_files) })),
          zip,
          { db: deps.db },
        );
      }
      const answer = await deps.db.transaction(async (tx): Promise<ImportCatalogueResponse> => {
        const outcome = await importFiles(tx, [{ name: body.filename, read, pictures }], {
          dryRun: body.dryrun,
          lang: body.lang,
          full: body.full,
        });
        if (!outcome.ok) {
          const problems = outcome.files.flatMap((f) => f.problems);
          return {
            ok: false,
            dryrun: body.dryrun,
            problems: problems.slice(0, IMPORT_PROBLEMS_LISTED),
            problemcount: problems.length,
          };
        }
        const counts = outcome.files[0]!.counts;
        if (!body.dryrun)
          await recordAudit(tx, office.actor, {
            entity: IMPORT_AUDIT_ENTITY,
            entityId: body.filename,
            action: "importCatalogue",
            before: null,
            after: {
              file: body.filename,
              ...(body.pictures ? { pictures: body.pictures.filename } : {}),
              ...(body.full ? { full: true } : {}),
              ...counts,
            },
          });
        return { ok: true, dryrun: body.dryrun, counts };
      });
      return { status: 200, body: answer };
    } finally {
      await pictures?.discard();
      await fs.rm(folder, { recursive: true, force: true });
    }
  },
};
