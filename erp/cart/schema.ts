/** Carts: the checkout fields, the addresses saved for them and their lines. */
import { sql } from "drizzle-orm";
import { bigint, bigserial, boolean, check, index, integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "../db/columns.ts";
import { itemRef } from "../catalogue/schema.ts";
import { locations } from "../catalogue/schema-trade.ts";

export const carts = pgTable(
  "carts",
  {
    /** Random, unguessable id handed to the storefront as cart_id. */
    id: uuid("id").primaryKey().defaultRandom(),
    customer: text("customer").notNull().default("guest"),
    /**
     * The person of the customer's company whose basket it is (migration 0046); null for a guest's.
     * REFERENCES customer_people in SQL, not declared here: the cart does not depend on customers.
     */
    personId: uuid("person_id"),
    source: text("source").notNull(),
    currency: text("currency").notNull(),
    country: text("country").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** Checkout fields set by updateCart (transactions.md section 7). */
    shipcountry: text("shipcountry"),
    billcountry: text("billcountry"),
    shipzip: text("shipzip"),
    shippingmethod: text("shippingmethod"),
    paymentmethod: text("paymentmethod"),
    promocode: text("promocode"),
    /** VAT number with its country prefix, as last checked. */
    taxnumber: text("taxnumber"),
    validtaxnumber: boolean("validtaxnumber").notNull().default(false),
    /** What VIES said: valid, invalid or unavailable (then VAT is charged and the check runs again at ordering). */
    vatcheck: text("vatcheck"),
    /** VIES consultation number of a confirmed number. */
    viesrequest: text("viesrequest"),
    comment: text("comment").notNull().default(""),
    /** A trade buyer's purchase-order number for the order ("" none; migration 0047). */
    poNumber: text("po_number").notNull().default(""),
    /** The quote this basket was made from (migration 0050; REFERENCES quotes in SQL). */
    quoteId: uuid("quote_id"),
    /** The customer asked for one shipment (forced when a line has a prolonged delivery time). */
    sendtogether: boolean("sendtogether").notNull().default(false),
    reqpayment: boolean("reqpayment").notNull().default(true),
    shipemail: text("shipemail"),
    shipAddressId: uuid("ship_address_id"),
    billAddressId: uuid("bill_address_id"),
    /** Set once the cart became an order: addOrder answers this id again (exactly once). */
    orderId: text("order_id"),
  },
  // Carts that never became an order, by last change: the housekeeping job deletes the old ones (0024).
  (t) => [
    index("carts_abandoned_updated_idx")
      .on(t.updatedAt)
      .where(sql`${t.orderId} IS NULL`),
    index("carts_person_open_idx")
      .on(t.personId, t.updatedAt)
      .where(sql`${t.orderId} IS NULL AND ${t.personId} IS NOT NULL`),
  ],
);

/** Addresses saved by updateAddress, referenced by updateCart shippingaddress / billingaddress. */
export const cartAddresses = pgTable(
  "cart_addresses",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    cartId: uuid("cart_id")
      .notNull()
      .references(() => carts.id, { onDelete: "cascade" }),
    addressee: text("addressee").notNull(),
    /** Company name; a billing address with a company name is a company. */
    name: text("name").notNull().default(""),
    address: text("address").notNull(),
    address2: text("address2").notNull().default(""),
    city: text("city").notNull(),
    zip: text("zip").notNull(),
    country: text("country").notNull(),
    phone: text("phone").notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [index("cart_addresses_cart_idx").on(t.cartId)],
);

export const cartLines = pgTable(
  "cart_lines",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    cartId: uuid("cart_id")
      .notNull()
      .references(() => carts.id, { onDelete: "cascade" }),
    itemId: itemRef(),
    locationId: text("location_id").references(() => locations.id),
    quantity: integer("quantity").notNull(),
    additionalservice: text("additionalservice"),
    memo: text("memo"),
    /** For a kit component line: the kit's line. */
    parentLineId: uuid("parent_line_id"),
    /** A quote's line: its net unit price in cents, as the office quoted it (migration 0050). */
    quotedNetCents: bigint("quoted_net_cents", { mode: "number" }),
    position: bigserial("position", { mode: "number" }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("cart_lines_cart_idx").on(t.cartId), check("cart_lines_quantity_pos", sql`${t.quantity} > 0`)],
);
