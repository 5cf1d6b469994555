/**
 * When the units of an order line still to ship are expected (the order status report): an
 * estimate from what the ERP knows, never a promise, and it says what it rests on.
 *
 * Units the order took from a warehouse ship first, within the item's stated delivery time of
 * that warehouse (the product page's 2-5 days, 5-10 from the alternative one) counted from the
 * day the order could ship (paid, or placed on invoice terms). Units on backorder from the
 * manufacturer come with the first incoming delivery of the part the ERP knows of (its arrival
 * plus the in-transit days), else by airfreight within the brand's stated lead time (decision 0044),
 * or the specification's 3-4 weeks, from that same day.
 * A line is expected when its last unit is; an estimate already past is moved to today plus the
 * shortest delivery time, since the units have evidently not left yet.
 */
import type { ExpectedBasis } from "../../contract/account-orders.ts";

/** The stated delivery times, in days (the upper ends of the product page's texts). */
export const DELIVERY_DAYS = { home: 5, alternative: 10, transit: 7, manufacturer: 28, overdue: 2 } as const;

export interface LineToShip {
  /** Units still to ship. */
  outstanding: number;
  /** Of the units the order took: from the manufacturer (airfreight backorder), and from the alternative warehouse. */
  backorder: number;
  alternative: number;
  /** Arrival dates (YYYY-MM-DD) of the part's incoming deliveries, any order. */
  deliveries: readonly string[];
  /** The upper end of the brand's airfreight lead time in days; null or absent: 28 (3-4 weeks). */
  airfreightDays?: number | null;
}

const DAY = 86_400_000;
const day = (d: Date) => d.toISOString().slice(0, 10);
const plus = (date: string, days: number) => day(new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY));

export function expectedFor(
  line: LineToShip,
  /** The day the order could ship: paid, or placed on credit. */
  from: Date,
  today: Date,
): { expected: string; basis: ExpectedBasis } {
  const start = day(from);
  const now = day(today);
  // Backordered units are the last to come: they are outstanding while any unit is.
  const backordered = Math.min(line.outstanding, line.backorder);
  const fromWarehouse = line.outstanding - backordered;
  let expected = start;
  let basis: ExpectedBasis = "stock";
  if (fromWarehouse > 0) {
    expected = plus(start, line.alternative > 0 ? DELIVERY_DAYS.alternative : DELIVERY_DAYS.home);
  }
  if (backordered > 0) {
    const incoming = [...line.deliveries].filter((eta) => eta >= now).sort()[0];
    const [date, why]: [string, ExpectedBasis] = incoming
      ? [plus(incoming, DELIVERY_DAYS.transit), "delivery"]
      : [plus(start, line.airfreightDays ?? DELIVERY_DAYS.manufacturer), "manufacturer"];
    if (fromWarehouse === 0 || date > expected) {
      expected = date;
      basis = why;
    }
  }
  if (expected < now) expected = plus(now, DELIVERY_DAYS.overdue);
  return { expected, basis };
}
