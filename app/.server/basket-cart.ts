/**
 * The basket as its page draws it (issue 40 item 1): the cart the ERP answers carries what the
 * checkout needs on the server (addresses, stock by location, deliveries, VAT facts); the page's
 * components read a few of its fields. Only those go into the loader's data, which is serialised
 * into every basket page for hydration: a line keeps its name, link, first photo, quantity rule and
 * prices, the cart its methods, codes and flags. The type is what the components are given, so a
 * field one of them starts to read fails the typecheck until it is added here.
 */
import type { CartLine, ShoppingCart } from "../../contract/cart.ts";

function basketLine(line: CartLine) {
  const { item } = line;
  return {
    _id: line._id,
    displayname: line.displayname,
    quantity: line.quantity,
    price: line.price,
    baseprice: line.baseprice,
    amount: line.amount,
    init: line.init,
    kitcomponent: line.kitcomponent,
    quoted: line.quoted,
    item: {
      urlcomponent: item.urlcomponent,
      name: item.name,
      photos: item.photos.slice(0, 1),
      available: item.available,
      quantityrule: item.quantityrule,
    },
  };
}

export function basketCart(cart: ShoppingCart) {
  return {
    _id: cart._id,
    currency: cart.currency,
    transactionlines: cart.transactionlines.map(basketLine),
    taxrate: cart.taxrate,
    shippingmethod: cart.shippingmethod,
    paymentmethod: cart.paymentmethod,
    promocode: cart.promocode,
    promocodestatus: cart.promocodestatus,
    sendtogetherrequired: cart.sendtogetherrequired,
    ponumberrequired: cart.ponumberrequired,
    quote: cart.quote,
    approvalreasons: cart.approvalreasons,
    vatcheck: cart.vatcheck,
    options: cart.options,
  };
}

export type BasketCart = ReturnType<typeof basketCart>;
export type BasketLine = BasketCart["transactionlines"][number];
