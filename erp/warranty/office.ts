/**
 * The office's commands for warranty claims (`npm run claims -- ...`), thin callers of the same
 * operations as the office's pages (/office/claims): list, show one with its history, save its
 * pictures to a folder, decide it (mailed to the claimant, as in the office) or set its status.
 * Writes are recorded in the audit log as cliActor("claims"). Each answers one message; a bad
 * argument answers the usage and changes nothing. The pictures leave the ERP only to staff: this
 * command, or the office's picture route behind a staff session (decision 0035).
 */
import { mkdir, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { DecideClaimRequestSchema } from "../../contract/office-claims.ts";
import {
  CLAIM_DECISIONS,
  CLAIM_NUMBER_PATTERN,
  WARRANTY_PICTURE_EXTENSIONS,
  WARRANTY_STATUSES,
  type ClaimDecision,
  type WarrantyStatus,
} from "../../contract/warranty.ts";
import { cliActor } from "../audit/audit.ts";
import type { Database } from "../db/client.ts";
import { ErpError } from "../errors.ts";
import { publicShopUrl } from "../mail/config.ts";
import { claimPicture, findClaim, listClaims } from "./claim-read.ts";
import { brandName, claimLines } from "./claims.ts";
import { decideClaim, setClaimStatus } from "./decisions.ts";
import { parseOfficeArgs, usageAnswer, type OfficeAnswer } from "../office.ts";

/** Claims per page of `list`. */
const LIST_PAGE = 100;

export const CLAIMS_USAGE = `Usage:
  npm run claims -- list [--status ${WARRANTY_STATUSES.join("|")}] [--page N]   (100 a page, newest first)
  npm run claims -- show WC-YYYY-NNNNNN                (the claim, its status and its pictures)
  npm run claims -- pictures WC-YYYY-NNNNNN --out DIR  (saves the pictures as DIR/WC-YYYY-NNNNNN-1.jpg, ...)
  npm run claims -- decide WC-YYYY-NNNNNN ${CLAIM_DECISIONS.join("|")} --message TEXT
                                                       (mailed to the claimant with the link of the claim's page)
  npm run claims -- status WC-YYYY-NNNNNN ${WARRANTY_STATUSES.join("|")} [--note TEXT]
                                                       (no mail; the note is the office's own)`;

const isStatus = (s: string | undefined): s is WarrantyStatus => WARRANTY_STATUSES.includes(s as WarrantyStatus);
const isDecision = (s: string | undefined): s is ClaimDecision => CLAIM_DECISIONS.includes(s as ClaimDecision);

/** A refusal of the ERP's operation as the command's answer (an unknown claim). */
async function orUsage(run: () => Promise<OfficeAnswer>, usage: (why: string) => OfficeAnswer): Promise<OfficeAnswer> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof ErpError && error.status === 404) return usage(error.message);
    throw error;
  }
}

export async function runClaimsCommand(
  db: Database,
  argv: string[],
  opts: { now: () => Date; shopUrl?: string; onMail?: (id: string) => void },
): Promise<OfficeAnswer> {
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
        message: { type: "string" },
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
      const { claims: found } = await listClaims(db, {
        status: o.status,
        limit: LIST_PAGE,
        offset: (page - 1) * LIST_PAGE,
      });
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
          `History: ${c.messages.length ? "" : "none"}`,
          ...c.messages.map(
            (m) =>
              `  ${m.at.toISOString()}  ${m.status}  ${m.author}${m.mailed ? "  (mailed)" : ""}${m.message ? `\n    ${m.message.replace(/\n/g, "\n    ")}` : ""}`,
          ),
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
        const picture = await claimPicture(db, c.id, p.position);
        if (!picture) continue;
        // The file's name is ours (number, position, the type read from its bytes), never the sender's.
        const file = join(dir, `${c.number}-${p.position}.${WARRANTY_PICTURE_EXTENSIONS[p.type]}`);
        await writeFile(file, picture.data);
        written.push(file);
      }
      return { ok: true, message: written.length ? written.join("\n") : "The claim has no pictures." };
    }
    case "decide": {
      if (!ref || !CLAIM_NUMBER_PATTERN.test(ref)) return usage("Name the claim");
      if (!isDecision(extra)) return usage(extra ? `Unknown decision ${extra}` : "Name the decision");
      // The office's own check of the message (required, at most 5,000 characters, no NUL).
      const checked = DecideClaimRequestSchema.shape.message.safeParse(o.message ?? "");
      if (!checked.success) return usage(`The message: ${checked.error.issues[0]?.message ?? "invalid"}`);
      const message = checked.data;
      return orUsage(async () => {
        const done = await decideClaim(
          db,
          cliActor("claims"),
          { number: ref, decision: extra, message },
          { now: opts.now(), shopUrl: opts.shopUrl ?? publicShopUrl() },
        );
        opts.onMail?.(done.mailId);
        return { ok: true, message: `${ref}: ${extra}, mailed to the claimant` };
      }, usage);
    }
    case "status": {
      if (!isStatus(extra)) return usage(extra ? `Unknown status ${extra}` : "Name the status");
      if (!ref || !CLAIM_NUMBER_PATTERN.test(ref)) return usage("Name the claim");
      const note = (o.note ?? "").trim().slice(0, 500);
      return orUsage(async () => {
        await setClaimStatus(db, cliActor("claims"), { number: ref, status: extra, note }, opts.now());
        return { ok: true, message: `${ref}: ${extra}` };
      }, usage);
    }
  }
  return usage(command ? `Unknown command ${command}` : undefined);
}
