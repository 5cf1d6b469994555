/**
 * How the office writes times and the audit log's changes (issue 38), in a module without zod so
 * that its pages load none: times as the shop's clock in Warsaw, in the page's language; a change
 * as the fields that differ between before and after, each value in one readable line.
 */
import { LOCALES, type Language } from "../../contract/languages.ts";

const formats = new Map<string, Intl.DateTimeFormat>();
const format = (lang: Language, timeOnly: boolean) => {
  const key = `${lang}:${timeOnly}`;
  let found = formats.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(LOCALES[lang], {
      ...(timeOnly ? {} : { dateStyle: "medium" as const }),
      timeStyle: timeOnly ? "short" : "medium",
      timeZone: "Europe/Warsaw",
    });
    formats.set(key, found);
  }
  return found;
};

/** A moment (ISO timestamp) as the shop's date and time in Warsaw: "29 Nov 2026, 11:30:05". */
export const officeTime = (iso: string, lang: Language) => format(lang, false).format(new Date(iso));
/** A moment as the shop's time of day in Warsaw: "11:30". */
export const officeClock = (iso: string, lang: Language) => format(lang, true).format(new Date(iso));

/**
 * A recorded value in one line: text as it is, a list of plain values joined by commas (roles),
 * anything else as JSON; nothing as an empty string.
 */
export function auditValue(value: unknown): string {
  if (value === undefined || value === null) return "";
  if (typeof value === "string") return value;
  if (Array.isArray(value) && value.every((v) => v === null || typeof v !== "object"))
    return value.map((v) => String(v)).join(", ");
  return JSON.stringify(value);
}

export interface AuditChange {
  field: string;
  before: string;
  after: string;
}

/**
 * The fields a write changed, in the order they were recorded: those of `after` first, then those
 * only `before` had (a deletion). A field with the same value on both sides is left out, unless
 * nothing changed at all, when every field of the record is listed.
 */
export function auditChanges(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): AuditChange[] {
  const fields = [...new Set([...Object.keys(after ?? {}), ...Object.keys(before ?? {})])];
  const all = fields.map((field) => ({
    field,
    before: auditValue(before?.[field]),
    after: auditValue(after?.[field]),
  }));
  const changed = all.filter((c) => c.before !== c.after);
  return changed.length ? changed : all;
}

/** The fields that name a record for a person, first found first: its e-mail, number, name or slug. */
const LABELS = ["email", "number", "name", "slug", "file"] as const;

/** What a person calls the record of an entry (the member's e-mail, the order's number), or "". */
export function auditLabel(before: Record<string, unknown> | null, after: Record<string, unknown> | null): string {
  for (const key of LABELS) {
    const value = after?.[key] ?? before?.[key];
    if (typeof value === "string" && value) return value;
  }
  return "";
}
