/**
 * Reorder (issue 20, the account area): a POST-only action. The order history posts `order`, the
 * number of one of the signed-in customer's orders; the ERP puts its lines (kits as kits) into the
 * basket at today's prices, and the shopper lands on the basket with a notice of what was added
 * and what could not be, and why. Any other number, another customer's too, gets the same answer.
 */
import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { customerShop } from "../.server/customer.ts";
import { ErpCallError } from "../.server/erp.ts";
import { rememberCart, reorderNotice } from "../.server/quick-order.ts";
import { redirectWithSession } from "../.server/shop.ts";
import { ReorderFormSchema } from "../lib/quick-order.ts";

const HISTORY = "/account/orders";

/** Nothing to show here: a GET goes to the order history. */
export const loader = () => redirect(HISTORY, 303);

export async function action({ request, context: load }: ActionFunctionArgs) {
  const { erp, session, context, t } = await customerShop(request, load, HISTORY);
  const parsed = ReorderFormSchema.safeParse({ order: (await request.formData()).get("order") });
  const notFound = () => redirectWithSession(HISTORY, session, { key: "account:reorder.notFound", tone: "warning" });
  if (!parsed.success) return notFound();
  try {
    const result = await erp.reorder(context.cartId, parsed.data.order);
    await rememberCart(erp, session, result.cart_id);
    return redirectWithSession("/basket", session, reorderNotice(result.order, result.lines, t));
  } catch (error) {
    if (error instanceof ErpCallError && (error.code === "NOT_FOUND" || error.code === "BAD_REQUEST"))
      return notFound();
    throw error;
  }
}
