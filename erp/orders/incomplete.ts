/** The checks of a basket before addOrder places it (erp/orders/orders.ts). */
import { ukPostcodeProblem } from "../../contract/countries.ts";
import type { BuiltCart } from "../cart/view.ts";
import type { Customer } from "../customers/customers.ts";

const UK_POSTCODE_MESSAGES = {
  format: "Not a UK postcode",
  northernIreland: "A Northern Ireland (BT) postcode is delivered to XI, not GB",
  greatBritain: "Only Northern Ireland (BT) postcodes are delivered to XI",
} as const;

/**
 * What the basket still lacks before it can become an order, as field errors (400
 * CHECKOUT_INCOMPLETE): lines, the shipping address and e-mail, a UK postcode of the entry chosen,
 * the methods, and the purchase-order number a company requires of its orders (issue 41).
 */
export function incomplete(
  built: BuiltCart,
  company: Pick<Customer, "poNumberRequired"> | null,
): Record<string, string[]> {
  const missing: Record<string, string[]> = {};
  const need = (field: string, message: string) => (missing[field] ??= []).push(message);
  const cart = built.cart;
  if (built.lines.filter((l) => !l.view.kitcomponent).length === 0) need("transactionlines", "The basket is empty");
  if (!cart.shippingaddress) need("shippingaddress", "This field is required");
  if (!cart.shipemail) need("shipemail", "This field is required");
  if (!cart.shipcountry) need("shipcountry", "This field is required");
  // Great Britain and Northern Ireland differ in VAT (decision 0034): the postcode must be of the entry chosen.
  const ship = cart.shippingaddress;
  const zipProblem = ship && cart.shipcountry ? ukPostcodeProblem(cart.shipcountry, ship.zip) : null;
  if (zipProblem) need("shipzip", UK_POSTCODE_MESSAGES[zipProblem]);
  if (!cart.shippingmethod) need("shippingmethod", "This field is required");
  else if (!built.shippingRate)
    need("shippingmethod", "The shipping method is not offered for this country and currency");
  if (!cart.paymentmethod) need("paymentmethod", "This field is required");
  else if (!built.paymentMethodName) need("paymentmethod", "The payment method is not offered in this currency");
  if (company?.poNumberRequired && !cart.ponumber) need("ponumber", "Your company requires a purchase-order number");
  return missing;
}
