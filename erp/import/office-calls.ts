/**
 * The office's catalogue import (issue 39, contract/office-import.ts) as an office run: erp/calls.ts
 * wraps it with the staff session and the roles of erp/staff/roles.ts (the content role and the
 * owner). The file is read and checked as `npm run import` does (run.ts); applied, it is written in
 * one transaction with its audit entry (who imported which file, and the counts), so an import is
 * never without its entry nor an entry without its import. A dry run or a refused file writes nothing.
 */
import { IMPORT_PROBLEMS_LISTED, importFormatOf } from "../../contract/office-import-constants.ts";
import type { ImportCatalogueResponse } from "../../contract/office-import.ts";
import type { OfficeRuns } from "../audit/office-run.ts";
import { recordAudit } from "../audit/audit.ts";
import type { Database } from "../db/client.ts";
import { importLines, readText } from "./run.ts";

/** The audit entries' kind of record. */
export const IMPORT_AUDIT_ENTITY = "import";

export const importOfficeRuns: OfficeRuns<"importCatalogue", { db: Database }> = {
  importCatalogue: async (deps, body, office) => {
    // The schema let only a .csv or .jsonl name through.
    const read = readText(body.content, importFormatOf(body.filename)!);
    const answer = await deps.db.transaction(async (tx): Promise<ImportCatalogueResponse> => {
      const outcome = await importLines(tx, read, { dryRun: body.dryrun, lang: body.lang });
      if (!outcome.ok)
        return {
          ok: false,
          dryrun: body.dryrun,
          problems: outcome.problems.slice(0, IMPORT_PROBLEMS_LISTED),
          problemcount: outcome.problems.length,
        };
      if (!body.dryrun)
        await recordAudit(tx, office.actor, {
          entity: IMPORT_AUDIT_ENTITY,
          entityId: body.filename,
          action: "importCatalogue",
          before: null,
          after: { file: body.filename, ...outcome.counts },
        });
      return { ok: true, dryrun: body.dryrun, counts: outcome.counts };
    });
    return { status: 200, body: answer };
  },
};
