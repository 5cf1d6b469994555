/**
 * Availability of an item for a requested quantity, in the order of transactions.md section 4:
 * in stock, dropshipping, alternative warehouse, in transit within 28 days, airfreight from the
 * manufacturer, in transit later than 28 days, out of stock; and the delivery text of each case.
 */
import type { Stock } from "./item.ts";
import { STOCK_LABEL_CASES, type StockLabelCase } from "./stock-labels.ts";

export const IN_TRANSIT_SPLIT_DAYS = 28;

export type AvailabilityCase =
  "inStock" | "dropship" | "alternative" | "inTransit" | "airfreight" | "inTransitLate" | "outOfStock";

/** Translation key and parameters of a text; the component translates it. */
export interface Text {
  key: string;
  params?: Record<string, string | number>;
}

export interface Availability {
  case: AvailabilityCase;
  /** 'In stock', 'In transit', 'Available from the manufacturer', 'Temporarily out of stock'. */
  label: Text;
  delivery: Text;
  /** The item can be put in the basket (otherwise the page offers an enquiry). */
  orderable: boolean;
  /** Delivery takes longer than from stock: the order ships complete (send-together). */
  prolonged: boolean;
}

const DAY = 86_400_000;
const startOfDay = (d: Date) => Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
export const daysUntil = (eta: string, today: Date) =>
  Math.round((Date.parse(`${eta}T00:00:00Z`) - startOfDay(today)) / DAY);

const label: Record<StockLabelCase, Text> = {
  inStock: { key: "availability.inStock" },
  inTransit: { key: "availability.inTransit" },
  manufacturer: { key: "availability.manufacturer" },
  outOfStock: { key: "availability.outOfStock" },
};

/** The first incoming delivery at which stock plus deliveries so far cover the quantity. */
function coveringDelivery(stock: Stock, have: number, quantity: number) {
  let total = have;
  for (const delivery of stock.deliveries) {
    total += delivery.quantity;
    if (total >= quantity) return delivery;
  }
  return null;
}

/**
 * The airfreight wording (decision 0044): the brand's lead time where the ERP has one ("14-21 days
 * by air freight", "within 4 weeks by air freight", "free air freight"), else the specification's
 * "3-4 weeks by airfreight, extra costs possible"; always from payment.
 */
export function airfreightText(terms: Stock["airfreightterms"]): Text {
  if (terms === null) return { key: "delivery.airfreight" };
  const free = terms.free ? "Free" : "";
  if (terms.min !== null && terms.min < terms.max)
    return { key: `delivery.airfreightDays${free}`, params: { from: terms.min, to: terms.max } };
  if (terms.max % 7 === 0) return { key: `delivery.airfreightWeeks${free}`, params: { count: terms.max / 7 } };
  return { key: `delivery.airfreightWithin${free}`, params: { count: terms.max } };
}

function transitText(eta: string | null, today: Date): Text {
  if (eta === null) return { key: "delivery.fewDays" };
  const days = Math.max(daysUntil(eta, today), 0);
  return { key: "delivery.transit", params: { from: days + 5, to: days + 7 } };
}

export function availabilityFor(stock: Stock, quantity: number, today: Date): Availability {
  const q = Math.max(1, Math.floor(quantity));
  const at = (pick: (a: Stock["availability"][number]) => boolean) =>
    stock.availability.filter(pick).reduce((sum, a) => sum + a.quantityavailable, 0);
  const orderable = stock.maxquantity >= 1;
  const result = (c: AvailabilityCase, l: Text, delivery: Text, prolonged: boolean): Availability => ({
    case: c,
    label: l,
    delivery,
    orderable,
    prolonged,
  });

  const inDefault = at((a) => a.default);
  if (inDefault >= q)
    return result("inStock", label.inStock, { key: "delivery.days", params: { from: 2, to: 5 } }, false);
  if (at((a) => a.dropship) >= q)
    return result("dropship", label.inStock, { key: "delivery.days", params: { from: 2, to: 5 } }, false);
  if (at((a) => a.alternative) >= q)
    return result("alternative", label.inStock, { key: "delivery.days", params: { from: 5, to: 10 } }, true);

  const haveNow = at(() => true);
  const delivery = coveringDelivery(stock, inDefault, q);
  const soon = delivery && (delivery.eta === null || daysUntil(delivery.eta, today) <= IN_TRANSIT_SPLIT_DAYS);
  if (delivery && soon) return result("inTransit", label.inTransit, transitText(delivery.eta, today), true);
  if (
    stock.airfreight &&
    stock.specialbackorder &&
    haveNow + stock.manufacturerstock >= q &&
    stock.manufacturerstock > 0
  ) {
    return result("airfreight", label.manufacturer, airfreightText(stock.airfreightterms), true);
  }
  if (delivery) return result("inTransitLate", label.inTransit, transitText(delivery.eta, today), true);
  return result("outOfStock", label.outOfStock, { key: "delivery.none" }, true);
}

/**
 * An item card's stock label: the product page's label for one piece (availabilityFor), so the list
 * and the page say the same (issue 43): in stock, in transit, available from the manufacturer, or
 * temporarily out of stock, never "ready to order" for a part the page offers only an enquiry for.
 */
export function stockLabelCase(stock: Stock, today: Date): StockLabelCase {
  const shown = availabilityFor(stock, 1, today).label.key;
  return STOCK_LABEL_CASES.find((c) => label[c].key === shown)!;
}
