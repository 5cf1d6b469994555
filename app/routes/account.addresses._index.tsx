/**
 * The customer's address book (issue 20 item 4): every address with its default marks, a link to
 * change each, a button to delete it, and one to add another. The defaults fill the checkout.
 */
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { useTranslation } from "../translation.tsx";
import { countryName } from "../../contract/countries.ts";
import type { AddressBookEntry } from "../../contract/accounts.ts";
import { customerShop } from "../.server/customer.ts";
import { isNotFound, redirectWithSession } from "../.server/shop.ts";
import { AccountNav } from "../components/account-nav.tsx";
import { PageLink } from "../components/page-link.tsx";
import { RouteErrorBoundary } from "../components/server-error.tsx";
import { accountMeta } from "../lib/account-meta.ts";
import type { Language } from "../../contract/languages.ts";

export async function loader({ request, context: load }: LoaderFunctionArgs) {
  const { erp } = await customerShop(request, load);
  return { addresses: await erp.getAddresses() };
}

export async function action({ request, context: load }: ActionFunctionArgs) {
  const { erp, session } = await customerShop(request, load, "/account/addresses");
  const form = await request.formData();
  const id = String(form.get("id") ?? "");
  if (form.get("intent") !== "delete" || !/^[0-9a-f-]{36}$/i.test(id)) {
    return data({ error: "errors.invalid" }, { status: 400 });
  }
  try {
    await erp.deleteAddress(id);
  } catch (error) {
    // Deleted already (another tab) or never the customer's: the list is what counts.
    if (!isNotFound(error)) throw error;
  }
  return redirectWithSession("/account/addresses", session, { key: "account:addresses.deleted", tone: "success" });
}

export const meta = accountMeta("addresses");

/** An address as lines, as on a parcel label. */
export function AddressLines({ address, lang }: { address: AddressBookEntry; lang: Language }) {
  const lines = [
    `${address.firstname} ${address.lastname}`,
    address.company,
    `${address.street} ${address.housenumber}${address.apartment ? ` / ${address.apartment}` : ""}`,
    `${address.zip} ${address.city}`,
    countryName(address.country, lang),
    address.phone,
  ].filter(Boolean);
  return (
    <address>
      {lines.map((line, i) => (
        <span key={i} className="address-line">
          {line}
        </span>
      ))}
    </address>
  );
}

export default function AddressesPage() {
  const { t, i18n } = useTranslation("account");
  const { addresses } = useLoaderData<typeof loader>();
  const lang = i18n.language as Language;
  return (
    <div className="page account-page">
      <h1>{t("addresses.title")}</h1>
      <AccountNav />
      <p>{t("addresses.intro")}</p>
      <p>
        <PageLink to="/account/addresses/new" className="button button-primary">
          {t("addresses.add")}
        </PageLink>
      </p>
      {addresses.length === 0 ? (
        <p>{t("addresses.empty")}</p>
      ) : (
        <ul className="address-cards">
          {addresses.map((address, i) => {
            const name = address.label || `${address.firstname} ${address.lastname}`;
            return (
              <li key={address.id}>
                <article aria-labelledby={`address-${i}`} className="address-card">
                  <h2 id={`address-${i}`}>{name}</h2>
                  {address.defaultshipping || address.defaultbilling ? (
                    <p className="address-defaults">
                      {address.defaultshipping ? <span className="badge">{t("addresses.defaultShipping")}</span> : null}
                      {address.defaultbilling ? <span className="badge">{t("addresses.defaultBilling")}</span> : null}
                    </p>
                  ) : null}
                  <AddressLines address={address} lang={lang} />
                  <div className="address-actions">
                    <PageLink to={`/account/addresses/${address.id}`} className="button">
                      {t("addresses.edit")}
                      <span className="visually-hidden">: {name}</span>
                    </PageLink>
                    <Form method="post">
                      <input type="hidden" name="id" value={address.id} />
                      <button type="submit" name="intent" value="delete" className="button button-quiet">
                        {t("addresses.delete")}
                        <span className="visually-hidden">: {name}</span>
                      </button>
                    </Form>
                  </div>
                </article>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
