/**
 * The basket's "Ask for a quote" (issue 41 item 4): the message checked, the ERP asked to quote the
 * basket's lines, and the person taken to the new quote's page. A guest is asked to sign in; an
 * empty basket or one of too many lines is refused at the form, and nothing is written.
 */
import { parseWithZod } from "@conform-to/zod";
import { data } from "@remix-run/node";
import { quoteUrl } from "../lib/account-orders-format.ts";
import { RequestQuoteFormSchema } from "../lib/quote-forms.ts";
import { ErpCallError, type ErpClient } from "./erp.ts";
import type { ShopSession } from "./session.ts";
import { redirectWithSession } from "./shop.ts";
import { sessionUser } from "./user.ts";

export async function requestQuoteAction(formData: FormData, erp: ErpClient, session: ShopSession, cartId: string) {
  const submission = parseWithZod(formData, { schema: RequestQuoteFormSchema });
  const refuse = (status: number, key: string) => data({ quote: submission.reply({ formErrors: [key] }) }, { status });
  if (submission.status !== "success") return data({ quote: submission.reply() }, { status: 400 });
  if (!sessionUser(session)) return refuse(401, "account:quotes.signIn");
  try {
    const { number } = await erp.call("requestQuote", { cart_id: cartId, message: submission.value.message });
    return redirectWithSession(quoteUrl(number), session, {
      key: "account:quotes.requested",
      params: { number },
      tone: "success",
    });
  } catch (error) {
    if (!(error instanceof ErpCallError)) throw error;
    if (error.code === "AUTH001" || error.status === 401) return refuse(401, "account:quotes.signIn");
    const why = error.fields?.cart_id?.[0];
    if (why === "empty") return refuse(400, "account:quotes.empty");
    if (why === "tooMany") return refuse(400, "account:quotes.tooMany");
    throw error;
  }
}
