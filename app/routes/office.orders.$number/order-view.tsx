/**
 * What the office's order page shows of an order (issue 38): the facts, the money, the VAT decision
 * with its evidence, the lines, the addresses, and what happened to it (payments, shipments,
 * ledger entries, the withdrawal, the mails sent).
 */
import { useTranslation } from "../../translation.tsx";
import type { OfficeOrder } from "../../../contract/office-orders.ts";
import type { Language } from "../../../contract/languages.ts";
import { formatPrice, formatTaxRate, fromCents } from "../../../contract/money.ts";
import { AddressLines } from "../../components/address-lines.tsx";
import { DataTable, type DataTableProps } from "../../components/data-table.tsx";
import { OrderLinesTable } from "../../components/order-lines-table.tsx";
import { officeTime } from "../../lib/office-format.ts";

type Order = Omit<OfficeOrder, "token">;

/** The order's amounts in its currency, in the page's language. */
export const useMoney = (order: Pick<Order, "currency">, lang: Language) => (cents: number) =>
  formatPrice(fromCents(cents), order.currency, lang);

/** A term and its description, when there is one. */
function Fact({ term, children }: { term: string; children: React.ReactNode }) {
  if (children === null || children === undefined || children === "") return null;
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

export function OrderFacts({ order, lang }: { order: Order; lang: Language }) {
  const { t } = useTranslation("office");
  return (
    <dl className="facts office-order-facts">
      <Fact term={t("order.date")}>{officeTime(order.date, lang)}</Fact>
      <Fact term={t("orders.status")}>{t(`orders.statuses.${order.status}`)}</Fact>
      <Fact term={t("orders.paymentstatus")}>{t(`orders.paymentStatuses.${order.paymentstatus}`)}</Fact>
      <Fact term={t("orders.paymentmethod")}>{order.paymentmethod.name}</Fact>
      <Fact term={t("order.due")}>{order.paymentdue}</Fact>
      <Fact term={t("order.shippingmethod")}>{order.shippingmethod.name}</Fact>
      <Fact term={t("order.email")}>{order.email}</Fact>
      <Fact term={t("order.poNumber")}>{order.ponumber}</Fact>
      <Fact term={t("orders.customer")}>{order.customer ?? t("order.guest")}</Fact>
      <Fact term={t("order.language")}>{order.lang}</Fact>
      <Fact term={t("order.source")}>{`${order.source} · ${order.region}`}</Fact>
      <Fact term={t("order.comment")}>{order.comment}</Fact>
    </dl>
  );
}

export function OrderMoney({ order, lang }: { order: Order; lang: Language }) {
  const { t } = useTranslation("office");
  const money = useMoney(order, lang);
  const rows: [string, number][] = [
    [t("order.items"), order.itemsamount],
    ...(order.discountamount
      ? ([[t("order.discount", { code: order.promocode ?? "" }), -order.discountamount]] as [string, number][])
      : []),
    [t("order.shipping"), order.shippingcost],
    [t("order.tax"), order.taxamount],
    [t("orders.total"), order.total],
    [t("order.received"), order.received],
    [t("order.refunded"), order.refunded],
    [t("order.outstanding"), order.outstanding],
  ];
  return (
    <section aria-labelledby="order-money">
      <h2 id="order-money">{t("order.money")}</h2>
      <dl className="facts office-money">
        {rows.map(([term, cents]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd className="numeric">{money(cents)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export function OrderVat({ order, lang }: { order: Order; lang: Language }) {
  const { t } = useTranslation("office");
  const vat = order.vat;
  return (
    <section aria-labelledby="order-vat">
      <h2 id="order-vat">{t("order.vat")}</h2>
      <dl className="facts">
        <Fact term={t("order.treatment")}>
          {t(`order.treatments.${vat.treatment}`, { defaultValue: vat.treatment })}
        </Fact>
        <Fact term={t("order.rate")}>{formatTaxRate(vat.rate, lang)}</Fact>
        <Fact term={t("order.taxCountry")}>{vat.country}</Fact>
        <Fact term={t("order.taxClass")}>{vat.taxclass}</Fact>
        <Fact term={t("order.registration")}>{vat.registration}</Fact>
        <Fact term={t("order.buyerVat")}>{vat.buyervatnumber}</Fact>
        <Fact term={t("order.vies")}>{vat.viesrequest}</Fact>
      </dl>
    </section>
  );
}

export function OrderLines({ order, lang }: { order: Order; lang: Language }) {
  const { t } = useTranslation("office");
  const money = useMoney(order, lang);
  return (
    <OrderLinesTable
      t={t}
      lines={order.lines}
      money={money}
      className="content-table stack-table"
      backorder={(l) => l.backorder}
    />
  );
}

type Address = Order["billing"];
const addressLines = (a: Address, country: string) =>
  [a.company, a.addressee, a.address, a.address2, `${a.zip} ${a.city}`, country, a.phone].filter(
    (line) => line.trim() !== "",
  );

export function OrderAddresses({
  order,
  countries,
}: {
  order: Order;
  countries: { billing: string; shipping: string };
}) {
  const { t } = useTranslation("office");
  return (
    <div className="order-addresses">
      <section className="order-address">
        <h2>{t("order.billing")}</h2>
        <AddressLines lines={addressLines(order.billing, countries.billing)} />
      </section>
      <section className="order-address">
        <h2>{t("order.delivery")}</h2>
        <AddressLines lines={addressLines(order.shipping, countries.shipping)} />
      </section>
    </div>
  );
}

/** A list of what happened to the order under its heading, as a table or the sentence that there is none. */
function History<T>({ id, title, ...table }: { id: string; title: string } & DataTableProps<T>) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <DataTable {...table} />
    </section>
  );
}

export function OrderHistory({ order, lang }: { order: Order; lang: Language }) {
  const { t } = useTranslation("office");
  const money = useMoney(order, lang);
  const at = (iso: string) => officeTime(iso, lang);
  return (
    <>
      <History
        id="order-payments"
        title={t("order.payments")}
        none={t("order.noPayments")}
        items={order.payments}
        columns={[
          { label: t("order.at"), cell: (p) => at(p.date) },
          { label: t("order.kind"), cell: (p) => t(`order.paymentKinds.${p.kind}`) },
          { label: t("orders.paymentmethod"), cell: (p) => p.method },
          { label: t("order.amount"), numeric: true, cell: (p) => money(p.amount) },
          { label: t("order.reference"), cell: (p) => p.reference },
          { label: t("order.state"), cell: (p) => p.state },
          { label: t("order.by"), cell: (p) => p.by },
        ]}
      />
      <History
        id="order-shipments"
        title={t("order.shipments")}
        none={t("order.noShipments")}
        items={order.shipments}
        columns={[
          { label: t("order.at"), cell: (s) => at(s.date) },
          {
            label: t("order.tracking"),
            cell: (s) =>
              s.tracking ? (
                <a href={s.tracking.trackingurl} rel="noopener noreferrer">
                  {s.tracking.carriername} {s.tracking.trackingnumber}
                </a>
              ) : (
                t("order.noTracking")
              ),
          },
          { label: t("order.parcel"), cell: (s) => s.lines.map((l) => `${l.quantity} × ${l.part}`).join(", ") },
        ]}
      />
      <History
        id="order-ledger"
        title={t("order.ledger")}
        none={t("order.noLedger")}
        items={order.ledger}
        columns={[
          { label: t("order.at"), cell: (e) => at(e.date) },
          { label: t("order.kind"), cell: (e) => t(`order.ledgerKinds.${e.kind}`) },
          { label: t("order.due"), cell: (e) => e.due ?? "" },
          { label: t("order.amount"), numeric: true, cell: (e) => money(e.amount) },
        ]}
      />
      <section aria-labelledby="order-withdrawal">
        <h2 id="order-withdrawal">{t("order.withdrawal")}</h2>
        {order.withdrawal ? (
          <p>
            {t("order.withdrawalReceived", { date: at(order.withdrawal.receivedat) })}{" "}
            {order.withdrawal.items === "all"
              ? t("order.withdrawalAll")
              : order.withdrawal.items.map((i) => `${i.quantity} × ${i.name}`).join(", ")}
            {order.withdrawal.reason ? ` (${order.withdrawal.reason})` : ""}
          </p>
        ) : (
          <p>{t("order.noWithdrawal")}</p>
        )}
      </section>
      <History
        id="order-mails"
        title={t("order.mails")}
        none={t("order.noMails")}
        items={order.mails}
        columns={[
          { label: t("order.at"), cell: (m) => at(m.date) },
          { label: t("order.mailKind"), cell: (m) => m.kind },
          { label: t("order.to"), cell: (m) => m.to },
          { label: t("order.subject"), cell: (m) => m.subject },
          {
            label: t("order.state"),
            cell: (m) =>
              `${t(`order.mailStates.${m.status}`, { defaultValue: m.status })}${m.sent ? ` (${at(m.sent)})` : ""}`,
          },
        ]}
      />
    </>
  );
}
