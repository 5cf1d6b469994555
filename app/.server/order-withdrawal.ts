/** The withdrawal function of the order page (decision 0021): its confirmation's post. */
import { data, redirect } from "@remix-run/node";
import { WITHDRAWAL_REASON_MAX } from "../../contract/orders.ts";
import { ErpCallError, type ErpClient } from "./erp.ts";
import { notFound } from "./not-found.ts";

type WithdrawErrors = { items?: string[]; reason?: string[]; form?: string[] };
export interface WithdrawActionData {
  errors: WithdrawErrors;
  values: { scope: "all" | "some"; lines: string[]; reason: string };
}

const withdrawError = (key: string) => `checkout:order.withdrawal.errors.${key}`;

/**
 * The confirmation of the withdrawal function (decision 0021): the whole order or the lines
 * chosen, an optional reason. Bad input answers the form again with its field errors and writes
 * nothing; a recorded withdrawal (or a repeat of one) goes back to the order page (303), which
 * shows when it was received.
 */
export async function withdrawAction(erp: ErpClient, id: string, form: FormData) {
  const orderPage = `/order/${encodeURIComponent(id)}`;
  const scope = form.get("scope") === "some" ? "some" : "all";
  const lines = form.getAll("line").map(String);
  const reason = String(form.get("reason") ?? "").trim();
  const values = { scope, lines, reason } as const;
  const errors: WithdrawErrors = {};
  const validLines = lines.filter((l) => /^[0-9a-f-]{36}$/i.test(l));
  if (scope === "some" && (validLines.length === 0 || validLines.length !== lines.length))
    errors.items = [withdrawError("items")];
  if (reason.length > WITHDRAWAL_REASON_MAX) errors.reason = [withdrawError("reason")];
  const refuse = (e: WithdrawErrors) =>
    data<WithdrawActionData>({ errors: e, values: { ...values, lines: [...lines] } }, { status: 400 });
  if (Object.keys(errors).length > 0) return refuse(errors);
  try {
    await erp.withdraw(id, scope === "all" ? "all" : validLines, reason || null);
  } catch (error) {
    if (!(error instanceof ErpCallError)) throw error;
    // Not offered (any more): the order page says why.
    if (error.code === "WITHDRAWAL_NOT_OFFERED") return redirect(orderPage, 303);
    if (error.status === 404) throw notFound();
    const fields = Object.keys(error.fields ?? {});
    if (fields.some((f) => f.startsWith("items"))) return refuse({ items: [withdrawError("items")] });
    if (fields.includes("reason")) return refuse({ reason: [withdrawError("reason")] });
    return refuse({ form: [withdrawError("failed")] });
  }
  return redirect(orderPage, 303);
}
