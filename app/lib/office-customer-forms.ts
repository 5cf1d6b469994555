/**
 * The office's customer forms (issue 38 item 3), validated by their actions (decision 0046):
 * messages are translation keys; the ERP checks everything again. Amounts are typed as a person
 * writes them (5000, 5000.50, 5 000,50) and sent as cents; percentages likewise with a comma or a
 * point.
 */
import { z } from "zod";
import { SINGLE_LINE } from "../../contract/mail-fields.ts";
import {
  CREDIT_LIMIT_MAX,
  CUSTOMER_STATUSES,
  DISCOUNT_MAX_PCT,
  DUE_DAYS_MAX,
  DUE_DAYS_MIN,
} from "../../contract/office-customers.ts";
import { QUANTITY_RULE_LIMITS } from "../../contract/quantity.ts";
import { amountCents } from "./amount.ts";
import { TIER_ROWS } from "./office-level-tiers.ts";

const REQUIRED = "errors.required";
const INVALID = "errors.invalid";

const lineOf = (max: number) =>
  z.string().regex(SINGLE_LINE, INVALID).trim().max(max, "office:errors.tooLong").optional().default("");
/** A customer number as the office's pages post it. */
const customerNumber = z
  .string({ required_error: REQUIRED })
  .trim()
  .regex(/^[A-Za-z0-9][A-Za-z0-9-]{0,39}$/, INVALID);

/** The list's filters (a GET form: every filter and the page in the URL). */
export const CustomerFilterSchema = z.object({
  q: z.string().regex(SINGLE_LINE, INVALID).trim().max(200, "office:errors.tooLong").optional(),
  status: z.enum(CUSTOMER_STATUSES, { errorMap: () => ({ message: INVALID }) }).optional(),
  page: z
    .string()
    .regex(/^[1-9]\d{0,4}$/, INVALID)
    .transform(Number)
    .optional(),
});

/** A credit limit: an amount, or empty for no limit. */
const creditLimit = z
  .string()
  .optional()
  .transform((text, ctx) => {
    if (!text?.trim()) return null;
    const cents = amountCents(text);
    if (cents === null || cents > CREDIT_LIMIT_MAX) {
      ctx.addIssue({ code: "custom", message: "office:errors.amount" });
      return z.NEVER;
    }
    return cents;
  });

/** A discount in percent typed with a comma or a point: above 0, at most 90, two decimals at most; else null. */
function percentOf(text: string): number | null {
  const plain = text.trim().replace(",", ".");
  const pct = Number(plain);
  return /^\d{1,2}(?:\.\d{1,2})?$/.test(plain) && pct > 0 && pct <= DISCOUNT_MAX_PCT ? pct : null;
}

/** A discount in percent, above 0, at most 90, two decimals at most. */
const discount = z.string({ required_error: REQUIRED }).transform((text, ctx) => {
  const pct = percentOf(text);
  if (pct === null) {
    ctx.addIssue({ code: "custom", message: "office:errors.discount" });
    return z.NEVER;
  }
  return pct;
});

const scope = {
  brand: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]{0,40}$/, INVALID)
    .optional()
    .default(""),
  pricegroup: lineOf(40),
};

/** A volume tier's quantity: empty (no tier in this row), or a whole number from 2. */
const tierFrom = z
  .string()
  .optional()
  .transform((text, ctx) => {
    const plain = text?.trim() ?? "";
    if (!plain) return null;
    const n = Number(plain);
    if (!/^\d{1,6}$/.test(plain) || n < 2 || n > QUANTITY_RULE_LIMITS.max) {
      ctx.addIssue({ code: "custom", message: "office:errors.tierFrom" });
      return z.NEVER;
    }
    return n;
  });
/** A volume tier's discount: empty (no tier in this row), or a discount as the level's. */
const tierDiscount = z
  .string()
  .optional()
  .transform((text, ctx) => {
    if (!text?.trim()) return null;
    const pct = percentOf(text);
    if (pct === null) {
      ctx.addIssue({ code: "custom", message: "office:errors.discount" });
      return z.NEVER;
    }
    return pct;
  });

/**
 * A level's volume tiers from the form's rows: an empty row is ignored, a half-filled one needs
 * its other field; each tier's discount above the level's and above every smaller tier's, no
 * quantity twice. Errors name the row's field.
 */
function levelTiers(
  level: { discount: number } & Record<(typeof TIER_ROWS)[number]["from" | "discount"], number | null>,
  ctx: z.RefinementCtx,
): { from: number; discountpct: number }[] {
  const rows: { from: number; discountpct: number; field: string }[] = [];
  for (const row of TIER_ROWS) {
    const from = level[row.from];
    const pct = level[row.discount];
    if (from === null && pct === null) continue;
    if (from === null) ctx.addIssue({ code: "custom", path: [row.from], message: REQUIRED });
    else if (pct === null) ctx.addIssue({ code: "custom", path: [row.discount], message: REQUIRED });
    else rows.push({ from, discountpct: pct, field: row.from });
  }
  rows.sort((a, b) => a.from - b.from);
  let previous = level.discount;
  for (const [i, row] of rows.entries()) {
    if (i > 0 && rows[i - 1]!.from === row.from) {
      ctx.addIssue({ code: "custom", path: [row.field], message: "office:errors.tierRepeated" });
      continue;
    }
    if (Math.round(row.discountpct * 100) <= Math.round(previous * 100))
      ctx.addIssue({
        code: "custom",
        path: [row.field.replace("from", "discount")],
        message: "office:errors.tierDiscount",
      });
    previous = Math.max(previous, row.discountpct);
  }
  return rows.map(({ from, discountpct }) => ({ from, discountpct }));
}

export const LevelFormSchema = z
  .object({
    intent: z.literal("level"),
    name: z
      .string({ required_error: REQUIRED })
      .regex(SINGLE_LINE, INVALID)
      .trim()
      .min(1, REQUIRED)
      .max(60, "office:errors.tooLong"),
    discount,
    ...scope,
    tier1from: tierFrom,
    tier1discount: tierDiscount,
    tier2from: tierFrom,
    tier2discount: tierDiscount,
    tier3from: tierFrom,
    tier3discount: tierDiscount,
  })
  .refine((l) => !(l.brand && l.pricegroup), { path: ["pricegroup"], message: "office:errors.oneScope" })
  .transform((l, ctx) => ({ ...l, tiers: levelTiers(l, ctx) }));
export const UnlevelFormSchema = z.object({ intent: z.literal("unlevel"), ...scope });

export const TermsFormSchema = z
  .object({
    intent: z.literal("terms"),
    creditterms: z.enum(["prepaid", "invoice"], { errorMap: () => ({ message: REQUIRED }) }),
    duedays: z
      .string()
      .optional()
      .transform((text, ctx) => {
        if (!text?.trim()) return undefined;
        const days = Number(text.trim());
        if (!/^\d{1,3}$/.test(text.trim()) || days < DUE_DAYS_MIN || days > DUE_DAYS_MAX) {
          ctx.addIssue({ code: "custom", message: "office:errors.dueDays" });
          return z.NEVER;
        }
        return days;
      }),
    creditlimit: creditLimit,
  })
  .refine((t) => t.creditterms === "prepaid" || t.duedays !== undefined, {
    path: ["duedays"],
    message: "office:errors.dueDays",
  });

export const StatusFormSchema = z.object({
  intent: z.literal("status"),
  status: z.enum(["active", "on_hold", "closed"], { errorMap: () => ({ message: INVALID }) }),
  reason: lineOf(500),
});
export const PasswordLinkFormSchema = z.object({ intent: z.literal("password") });

/** Every form of a customer's page by its `intent`. */
export const CUSTOMER_FORMS = {
  level: LevelFormSchema,
  unlevel: UnlevelFormSchema,
  terms: TermsFormSchema,
  status: StatusFormSchema,
  password: PasswordLinkFormSchema,
} as const;
export type CustomerIntent = keyof typeof CUSTOMER_FORMS;

/** The schema of a posted intent; an unknown one is checked as the status form (which refuses it). */
export const customerFormFor = (intent: unknown) =>
  typeof intent === "string" && Object.hasOwn(CUSTOMER_FORMS, intent)
    ? CUSTOMER_FORMS[intent as CustomerIntent]
    : StatusFormSchema;

/** An applicant's decision on the applications page. */
export const DecisionFormSchema = z.object({
  number: customerNumber,
  decision: z.enum(["approve", "decline"], { errorMap: () => ({ message: INVALID }) }),
});
