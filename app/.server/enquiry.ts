/** The action of a product page's enquiry dialogs (quick contact, enquiry) and their forms' constraints. */
import { parseWithZod } from "@conform-to/zod";
import { data, type ActionFunctionArgs } from "@remix-run/node";
import type { z } from "zod";
import { accountEmail } from "./account.ts";
import { guardEnquiry } from "./form-guard.ts";
import { sendFailure } from "./send-failure.ts";
import type { ErpClient } from "./erp.ts";
import type { ShopSession } from "./session.ts";
import { itemOr404, shop } from "./shop.ts";
import { formConstraint } from "./form-constraint.ts";
import type { Constraint } from "../lib/server-form.ts";

type Item = Awaited<ReturnType<typeof itemOr404>>;

/**
 * The action of a product page's enquiry dialog: validates the form (a guest gives an e-mail; a
 * signed-in shopper's account address is used), sends it about the page's item, and answers the
 * form back (400 invalid, 502 with the failure when the ERP did not take it) or what `sent` says.
 */
export async function productEnquiryAction<Schema extends z.ZodType<{ email?: string }>>(
  { request, params, context: load }: ActionFunctionArgs,
  schemaFor: (options: { guest: boolean }) => Schema,
  send: (erp: ErpClient, item: Item, email: string, value: Omit<z.output<Schema>, "email">) => Promise<unknown>,
  sent: (item: Item, session: ShopSession) => Promise<Response> | Response,
) {
  const { erp, session, t } = await shop(request, load);
  const account = accountEmail(session);
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: schemaFor({ guest: !account }) });
  // The contact page's guard (rate limit first: every post counts; then validation; then the
  // honeypot and minimum fill time), so a bot cannot send the office mail through a product page.
  const guarded = await guardEnquiry({ request, load, erp, formData, submission });
  if (guarded.refused) return guarded.refused;
  const item = await itemOr404(erp, params.id, t);
  const { email, ...value } = guarded.value;
  try {
    await send(erp, item, account ?? email ?? "", value);
  } catch (error) {
    return data({ result: submission.reply(), failure: sendFailure(error) }, { status: 502 });
  }
  return sent(item, session);
}

const enquiryConstraints = new WeakMap<object, Map<boolean, Record<string, Constraint>>>();

/**
 * The constraints of a product enquiry form for a guest (with the e-mail field) or a signed-in
 * shopper (without), for its loader to send (decision 0049); computed once per form and case.
 */
export function enquiryConstraint(
  schemaFor: (options: { guest: boolean }) => z.ZodTypeAny,
  guest: boolean,
): Record<string, Constraint> {
  let byCase = enquiryConstraints.get(schemaFor);
  if (!byCase) enquiryConstraints.set(schemaFor, (byCase = new Map()));
  let constraint = byCase.get(guest);
  if (!constraint) byCase.set(guest, (constraint = formConstraint(schemaFor({ guest }))));
  return constraint;
}
