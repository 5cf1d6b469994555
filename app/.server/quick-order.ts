/**
 * The quick order's two steps on the server: "check" reads the pasted text or the uploaded file
 * (app/lib/quick-order.ts splits the lines) and asks the ERP to match and judge them; "add" puts
 * the lines the check found into the basket in one ERP call. The checked lines travel in the page's
 * own form between the steps, never in server memory.
 */
import type { CheckedLine } from "../../contract/quick-order.ts";
import type { QuantityRule } from "../../contract/quantity.ts";
import { quantityRuleMessage } from "../lib/quantity-rule.ts";
import type { TFunction } from "../lib/translate.ts";
import {
  decodeItems,
  encodeItems,
  parseQuickOrder,
  QUICK_ORDER_TEXT_LIMIT,
  type LineProblem,
} from "../lib/quick-order.ts";
import { QUICK_ORDER_FILE_LIMIT } from "../lib/quick-order-limits.ts";
import { QUICK_ORDER_MAX_LINES } from "../../contract/quick-order-constants.ts";
import { QUANTITY_LIMIT } from "../../contract/wire-constants.ts";
import { PART_NUMBER_MAX } from "../../contract/quick-order.ts";
import { ErpCallError, type ErpClient } from "./erp.ts";
import type { Notice, ShopSession } from "./session.ts";
import { rememberBasket } from "./shop.ts";

/** A translated message: key and parameters (the page translates it). */
export interface Message {
  key: string;
  params?: Record<string, string | number>;
}

/** A row of the result table: a checked part (ERP), or a line refused before it was sent. */
export type ResultRow =
  | (CheckedLine & {
      kind: "checked";
      /** The rule a quantityRule line breaks, worded (issue 41). */ ruleBroken?: string;
    })
  | { kind: "refused"; lines: number[]; part: string; problem: LineProblem; params: Record<string, number> };

export interface CheckAnswer {
  /** What the text box shows again (the file's text when a file was checked). */
  text: string;
  errors: Message[];
  fileName: string | null;
  header: boolean;
  rows: ResultRow[];
  /** The add step's list ("record:quantity,..."), empty when nothing can be added. */
  items: string;
  addable: number;
}

const KB = (bytes: number) => Math.floor(bytes / 1024);
const empty = (text: string, errors: Message[], fileName: string | null = null): CheckAnswer => ({
  text,
  errors,
  fileName,
  header: false,
  rows: [],
  items: "",
  addable: 0,
});

/** A file's text: UTF-8 (a BOM is read by the parser), else the Windows code page spreadsheets save in; null for a binary file. */
function fileText(bytes: Uint8Array): string | null {
  if (bytes.includes(0)) return null;
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder("windows-1252").decode(bytes);
  }
}

const PROBLEM_PARAMS: Partial<Record<LineProblem, Record<string, number>>> = {
  tooLarge: { max: QUANTITY_LIMIT },
  partTooLong: { max: PART_NUMBER_MAX },
};

/** Step 1: the lines of the text box or of the file, checked by the ERP. Nothing is written. */
export async function checkLines(
  erp: ErpClient,
  form: FormData,
  t: TFunction,
): Promise<{ answer: CheckAnswer; status: number }> {
  const typed = form.get("lines");
  let text = typeof typed === "string" ? typed : "";
  const file = form.get("file");
  let fileName: string | null = null;
  if (file instanceof File && (file.size > 0 || file.name !== "")) {
    fileName = file.name.slice(0, 200);
    if (file.size > QUICK_ORDER_FILE_LIMIT) {
      const error = { key: "account:quickOrder.errors.fileTooLarge", params: { size: KB(QUICK_ORDER_FILE_LIMIT) } };
      return { answer: empty(text, [error], fileName), status: 400 };
    }
    const read = fileText(new Uint8Array(await file.arrayBuffer()));
    if (read === null)
      return { answer: empty(text, [{ key: "account:quickOrder.errors.fileNotText" }], fileName), status: 400 };
    text = read.replace(/^\uFEFF/, "");
  } else if (text.length > QUICK_ORDER_TEXT_LIMIT) {
    const error = { key: "account:quickOrder.errors.textTooLong", params: { size: KB(QUICK_ORDER_TEXT_LIMIT) } };
    return { answer: empty(text.slice(0, QUICK_ORDER_TEXT_LIMIT), [error]), status: 400 };
  }
  const parsed = parseQuickOrder(text);
  if (parsed.tooMany) {
    const error = { key: "account:quickOrder.errors.tooMany", params: { max: QUICK_ORDER_MAX_LINES } };
    return { answer: empty(text, [error], fileName), status: 400 };
  }
  if (parsed.lines.length === 0 && parsed.refused.length === 0)
    return { answer: empty(text, [{ key: "account:quickOrder.errors.empty" }], fileName), status: 400 };
  let checked: CheckedLine[] = [];
  try {
    if (parsed.lines.length) checked = (await erp.checkQuickOrder(parsed.lines)).lines;
  } catch (error) {
    // The parser sends only what the contract takes; should the ERP still refuse, say so, not 500.
    if (!(error instanceof ErpCallError) || error.code !== "BAD_REQUEST") throw error;
    return { answer: empty(text, [{ key: "account:quickOrder.errors.invalid" }], fileName), status: 400 };
  }
  const rows: ResultRow[] = [
    ...checked.map((c) => ({
      ...c,
      kind: "checked" as const,
      // The rule the quantity breaks, named as the product page and the basket name it (issue 41).
      ...(c.status === "quantityRule" && c.rule
        ? { ruleBroken: quantityRuleMessage(t, c.rule, c.quantity) ?? "" }
        : {}),
    })),
    ...parsed.refused.map((r) => ({
      kind: "refused" as const,
      lines: [r.line],
      part: r.text,
      problem: r.problem,
      params: PROBLEM_PARAMS[r.problem] ?? {},
    })),
  ].sort((a, b) => a.lines[0]! - b.lines[0]!);
  const toAdd = checked.filter((c) => c.orderable > 0 && c.item);
  return {
    answer: {
      text,
      errors: [],
      fileName,
      header: parsed.header,
      rows,
      items: encodeItems(toAdd.map((c) => ({ record: c.item!.id, quantity: c.orderable }))),
      addable: toAdd.length,
    },
    status: 200,
  };
}

/** The notice after adding: how many lines went in, of how many, and why the others did not. */
const addedNotice = (added: number, total: number, refused: string): Notice =>
  added === 0
    ? { key: "account:quickOrder.addedNone", params: { refused }, tone: "warning" }
    : added === total
      ? { key: "account:quickOrder.added", params: { count: added }, tone: "success" }
      : { key: "account:quickOrder.addedSome", params: { count: added, total, refused }, tone: "warning" };

/**
 * Step 2: the checked lines into the basket in one ERP call; the session remembers the basket.
 * Null when the form's list is not one the check wrote (nothing is added: check again).
 */
export async function addCheckedLines(
  erp: ErpClient,
  session: ShopSession,
  cartId: string | null,
  form: FormData,
  t: TFunction,
): Promise<{ notice: Notice; added: number } | null> {
  const items = decodeItems(form.get("items"));
  if (!items) return null;
  const result = await erp.addLinesToCart(cartId, items);
  await rememberCart(erp, session, result.cart_id);
  const added = result.lines.filter((l) => l.added > 0).length;
  const refused = refusedReasons(
    result.lines.filter((l) => l.added === 0),
    t,
  );
  return { notice: addedNotice(added, result.lines.length, refused), added };
}

/** The session's basket id and count after a change by the ERP. */
export async function rememberCart(erp: ErpClient, session: ShopSession, cartId: string | null) {
  if (!cartId) return;
  const carts = await erp.getCarts(cartId);
  rememberBasket(session, cartId, carts.summary.quantity);
}

/** Lines named in a reorder notice; the rest are counted ("and 3 more"), so the notice stays small. */
const REFUSED_NAMED = 5;

/** A line put into the basket by the ERP (addLinesToCart, reorder): what was asked, what went in, why not. */
type AddedLineResult = { name: string; requested: number; added: number; status: string; rule?: QuantityRule | null };

/** Why lines were not added, named ("DBA4433 (out of stock); ..."), at most REFUSED_NAMED of them, the rest counted. */
function refusedReasons(short: readonly AddedLineResult[], t: TFunction): string {
  const named = short.slice(0, REFUSED_NAMED).map((l) =>
    t(`account:reorder.reason.${l.status}`, {
      name: l.name,
      added: l.added,
      requested: l.requested,
      // A quantity the item's rule does not take (issue 41): the rule named, as everywhere else.
      ...(l.status === "quantityRule" && l.rule ? { rule: quantityRuleMessage(t, l.rule, l.requested) ?? "" } : {}),
    }),
  );
  if (short.length > REFUSED_NAMED) named.push(t("account:reorder.more", { count: short.length - REFUSED_NAMED }));
  return named.join("; ");
}

/** The notice after a reorder, its reasons translated now (a notice carries only key and parameters). */
export function reorderNotice(order: string, lines: AddedLineResult[], t: TFunction): Notice {
  const short = lines.filter((l) => l.status !== "added");
  if (short.length === 0) return { key: "account:reorder.added", params: { order }, tone: "success" };
  const refused = refusedReasons(short, t);
  const added = lines.filter((l) => l.added > 0).length;
  return added === 0
    ? { key: "account:reorder.none", params: { order, refused }, tone: "warning" }
    : { key: "account:reorder.partly", params: { order, added, total: lines.length, refused }, tone: "warning" };
}
