/**
 * The office's commands for warranty claims (`npm run claims -- ...`; the shop has no admin pages):
 * list, show one, save its pictures to a folder, set its status. Each answers one message; a bad
 * argument answers the usage and changes nothing. The pictures leave the ERP only this way: the
 * shop never serves them (decision 0035).
 */
import { mkdir, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import {
  CLAIM_NUMBER_PATTERN,
  WARRANTY_PICTURE_EXTENSIONS,
  WARRANTY_STATUSES,
  type WarrantyStatus,
} from "../../contract/warranty.ts";
import type { Database } from "../db/client.ts";
import { brandName, claimLines, claimPicture, findClaim, listClaims, setClaimStatus } from "./claims.ts";
import { parseOfficeArgs, usageAnswer, type OfficeAnswer } from "../office.ts";

/** Claims per page of `list`. */
const LIST_PAGE = 100;

export const CLAIMS_USAGE = `Usage:
  npm run claims -- list [--status ${WARRANTY_STATUSES.join("|")}] [--page N]   (100 a page, newest first)
  npm run claims -- show WC-YYYY-NNNNNN                (the claim, its status and its pictures)
  npm run claims -- pictures WC-YYYY-NNNNNN --out DIR  (saves the pictures as DIR/WC-YYYY-NNNNNN-1.jpg, ...)
  npm run claims -- status WC-YYYY-NNNNNN ${WARRANTY_STATUSES.join("|")} [--note TEXT]`;

const isStatus = (s: string | undefined): s is WarrantyStatus => WARRANTY_STATUSES.includes(s as WarrantyStatus);

export async function runClaimsCommand(db: Database, argv: string[], opts: { now: () => Date }): Promise<OfficeAnswer> {
  const usage = (why?: string) => usageAnswer(CLAIMS_USAGE, why);
  const parsed = parseOfficeArgs(
    {
      args: argv,
      allowPositionals: true,
      options: {
        status: { type: "string" },
        page: { type: "string" },
        out: { type: "string" },
        note: { type: "string" },
      },
    },
    CLAIMS_USAGE,
  );
  if ("message" in parsed) return parsed;
  const [command, ref, extra] = parsed.positionals;
  const o = parsed.values;
  const claim = async () => (ref && CLAIM_NUMBER_PATTERN.test(ref) ? await findClaim(db, ref) : null);

  switch (command) {
    case "list": {
      if (o.status !== undefined && !isStatus(o.status)) return usage(`Unknown status ${o.status}`);
      const page = Math.max(1, Number.parseInt(o.page ?? "1", 10) || 1);
      const found = await listClaims(db, { status: o.status, limit: LIST_PAGE, offset: (page - 1) * LIST_PAGE });
      if (!found.length) return { ok: true, message: "No claims." };
      return {
        ok: true,
        message: found
          .map(
            (c) =>
              `${c.number}  ${c.status.padEnd(11)}  ${c.createdAt.toISOString().slice(0, 10)}  ${brandName(c.brand)} ${c.partNumber}` +
              `  ${c.name} <${c.email}>  ${c.pictures} picture${c.pictures === 1 ? "" : "s"}`,
          )
          .join("\n"),
      };
    }
    case "show": {
      const c = await claim();
      if (!c) return usage(ref ? `No claim ${ref}` : "Name the claim");
      return {
        ok: true,
        message: [
          `Status: ${c.status}${c.statusNote ? ` (${c.statusNote})` : ""}`,
          `Received: ${c.createdAt.toISOString()} (${c.source}, ${c.lang})`,
          ...claimLines(c.number, c.claim, c.pictures),
          "",
          `Save the pictures with: npm run claims -- pictures ${c.number} --out <folder>`,
        ].join("\n"),
      };
    }
    case "pictures": {
      const c = await claim();
      if (!c) return usage(ref ? `No claim ${ref}` : "Name the claim");
      if (!o.out) return usage("Name the folder: --out DIR");
      const dir = resolve(o.out);
      await mkdir(dir, { recursive: true });
      const written: string[] = [];
      for (const p of c.pictures) {
        const data = await claimPicture(db, c.id, p.position);
        if (!data) continue;
        // The file's name is ours (number, position, the type read from its bytes), never the sender's.
        const file = join(dir, `${c.number}-${p.position}.${WARRANTY_PICTURE_EXTENSIONS[p.type]}`);
        await writeFile(file, data);
        written.push(file);
      }
      return { ok: true, message: written.length ? written.join("\n") : "The claim has no pictures." };
    }
    case "status": {
      if (!isStatus(extra)) return usage(extra ? `Unknown status ${extra}` : "Name the status");
      if (!ref || !CLAIM_NUMBER_PATTERN.test(ref)) return usage("Name the claim");
      const done = await setClaimStatus(db, ref, extra, o.note ?? "", opts.now());
      return done ? { ok: true, message: `${ref}: ${extra}` } : usage(`No claim ${ref}`);
    }
  }
  return usage(command ? `Unknown command ${command}` : undefined);
}
