/** A customer's page, what it shows: the account's facts, then addresses, recent orders and applications. */
import { useTranslation } from "../../translation.tsx";
import type { OfficeCustomer } from "../../../contract/office-customers.ts";
import type { Language } from "../../../contract/languages.ts";
import { formatPrice, fromCents } from "../../../contract/money.ts";
import { DataTable } from "../../components/data-table.tsx";
import { PageLink } from "../../components/page-link.tsx";
import { officeTime } from "../../lib/office-format.ts";
import { ApplicationDetailsList } from "../../components/office-application.tsx";

export function CustomerFacts({ customer: c, lang }: { customer: OfficeCustomer; lang: Language }) {
  const { t } = useTranslation("office");
  const money = (cents: number) => formatPrice(fromCents(cents), c.currency, lang);
  const over = c.creditlimit !== null && c.openbalance > c.creditlimit;
  return (
    <dl className="office-facts">
      <dt>{t("customers.status")}</dt>
      <dd data-testid="customer-status">{t(`customers.statuses.${c.status}`)}</dd>
      <dt>{t("customers.email")}</dt>
      <dd>{c.email}</dd>
      <dt>{t("customer.contact")}</dt>
      <dd>{c.contactname}</dd>
      <dt>{t("customer.phone")}</dt>
      <dd>{c.phone || "—"}</dd>
      <dt>{t("customer.vat")}</dt>
      <dd>{c.vatnumber || "—"}</dd>
      <dt>{t("customers.country")}</dt>
      <dd>{c.country}</dd>
      <dt>{t("customer.language")}</dt>
      <dd>{c.lang}</dd>
      <dt>{t("customer.priceList")}</dt>
      <dd>
        {c.pricelist} ({c.currency})
      </dd>
      <dt>{t("customers.terms")}</dt>
      <dd data-testid="customer-terms">
        {c.creditterms === "prepaid" ? t("customers.prepaid") : t("customers.invoiceDays", { count: c.duedays })}
      </dd>
      <dt>{t("customers.creditLimit")}</dt>
      <dd data-testid="customer-limit">{c.creditlimit === null ? t("customers.noLimit") : money(c.creditlimit)}</dd>
      <dt>{t("customer.openBalance")}</dt>
      <dd>
        {money(c.openbalance)}
        {over ? <strong className="office-warning"> {t("customer.overLimit")}</strong> : null}
      </dd>
      <dt>{t("customer.password")}</dt>
      <dd>{t(c.haspassword ? "customer.passwordSet" : "customer.passwordNone")}</dd>
      <dt>{t("customer.created")}</dt>
      <dd>{officeTime(c.created, lang)}</dd>
    </dl>
  );
}

export function CustomerHistory({ customer: c, lang }: { customer: OfficeCustomer; lang: Language }) {
  const { t } = useTranslation("office");
  return (
    <>
      <section aria-labelledby="customer-addresses">
        <h2 id="customer-addresses">{t("customer.addresses")}</h2>
        {c.addresses.length === 0 ? (
          <p>{t("customer.noAddresses")}</p>
        ) : (
          <ul className="office-cards">
            {c.addresses.map((a, i) => (
              <li key={i}>
                <address>
                  {a.label ? <strong>{a.label}: </strong> : null}
                  {[a.name, a.company, a.street, `${a.zip} ${a.city}`, a.country, a.phone].filter(Boolean).join(", ")}
                </address>
                {a.defaultshipping || a.defaultbilling ? (
                  <p className="muted">
                    {[
                      a.defaultshipping ? t("customer.defaultShipping") : "",
                      a.defaultbilling ? t("customer.defaultBilling") : "",
                    ]
                      .filter(Boolean)
                      .join(", ")}
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="customer-people">
        <h2 id="customer-people">{t("customer.people")}</h2>
        <DataTable
          items={c.people}
          none={t("customer.noPeople")}
          caption={t("customer.peopleCaption")}
          rowKey={(p) => p.email}
          columns={[
            { label: t("customer.personName"), rowHeader: true, cell: (p) => p.name },
            { label: t("customers.email"), cell: (p) => p.email },
            { label: t("customer.personRole"), cell: (p) => t(`customer.roles.${p.role}`) },
            {
              label: t("customer.password"),
              cell: (p) => t(p.active ? "customer.passwordSet" : "customer.passwordNone"),
            },
          ]}
        />
      </section>
      <section aria-labelledby="customer-orders">
        <h2 id="customer-orders">{t("customer.orders")}</h2>
        <DataTable
          items={c.orders}
          none={t("customer.noOrders")}
          caption={t("customer.ordersCaption")}
          rowKey={(o) => o.number}
          columns={[
            { label: t("customer.order"), cell: (o) => o.number },
            { label: t("customer.date"), cell: (o) => officeTime(o.date, lang) },
            { label: t("customer.total"), cell: (o) => formatPrice(fromCents(o.total), o.currency, lang) },
            { label: t("customer.orderStatus"), cell: (o) => `${o.status} / ${o.paymentstatus}` },
          ]}
        />
      </section>
      <section aria-labelledby="customer-applications">
        <h2 id="customer-applications">{t("customer.applications")}</h2>
        {c.status === "applicant" ? (
          <p>
            <PageLink to="/office/applications">{t("customer.decide")}</PageLink>
          </p>
        ) : null}
        {c.applications.length === 0 ? (
          <p>{t("customer.noApplications")}</p>
        ) : (
          c.applications.map((a) => (
            <article key={a.date} className="office-card">
              <h3>{t("customer.appliedAt", { date: officeTime(a.date, lang) })}</h3>
              <ApplicationDetailsList details={a.details} />
            </article>
          ))
        )}
      </section>
    </>
  );
}
