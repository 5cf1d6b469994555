/**
 * The price-list export (issue 20 item 4): the signed-in customer picks every part or one brand
 * and CSV or XLSX; a plain GET form to the download route (/account/price-list/download), so the
 * browser saves the file with or without JavaScript. A query the download route refused comes
 * back here with its field errors.
 */
import { PricesNote } from "../components/prices-note.tsx";
import { type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "../translation.tsx";
import { customerShop } from "../.server/customer.ts";
import { AccountNav } from "../components/account-nav.tsx";
import { ErrorList } from "../components/forms.tsx";
import { RouteErrorBoundary } from "../components/server-error.tsx";
import { accountMeta } from "../lib/account-meta.ts";
import { exportBrands, readPriceListQuery } from "../lib/price-list.ts";
import type { PriceListFormat } from "../../contract/price-list.ts";

/** The spreadsheet first: it is the file for people; the CSV is for imports. */
const FORMATS_SHOWN: readonly PriceListFormat[] = ["xlsx", "csv"];

export async function loader({ request, context: load }: LoaderFunctionArgs) {
  const { context, erp } = await customerShop(request, load);
  const query = readPriceListQuery(new URL(request.url).searchParams, context.source);
  const account = await erp.getAccount();
  return {
    brands: exportBrands(context.source),
    currency: context.currency,
    levels: account.pricelevels.length,
    brand: query.value?.brand ?? new URL(request.url).searchParams.get("brand") ?? "",
    format: query.value?.format ?? "xlsx",
    errors: query.errors,
  };
}

export const meta = accountMeta("priceList");

export default function PriceListPage() {
  const { t } = useTranslation("account");
  const { brands, currency, levels, brand, format, errors } = useLoaderData<typeof loader>();
  const brandError = errors.brand?.length ? "price-list-brand-error" : undefined;
  const formatError = errors.format?.length ? "price-list-format-error" : undefined;
  return (
    <div className="page account-page">
      <h1>{t("priceList.title")}</h1>
      <AccountNav />
      <p>{t("priceList.intro", { currency })}</p>
      <p className="muted">{levels ? t("priceList.levels") : t("priceList.noLevels")}</p>
      <PricesNote basis="trade" />
      {/* A native form on purpose: the answer is a file the browser saves, not a page. */}
      <form method="get" action="/account/price-list/download" className="stack narrow price-list-form">
        <div className="field">
          <label htmlFor="price-list-brand">{t("priceList.brand")}</label>
          <select
            id="price-list-brand"
            name="brand"
            defaultValue={brand}
            aria-invalid={brandError ? true : undefined}
            aria-describedby={brandError}
          >
            <option value="">{t("priceList.allBrands")}</option>
            {brands.map((b) => (
              <option key={b.id} value={b.id}>
                {b.name}
              </option>
            ))}
          </select>
          <ErrorList id="price-list-brand-error" errors={errors.brand} />
        </div>
        <fieldset className="checkout-section price-list-formats" aria-describedby={formatError}>
          <legend>{t("priceList.format")}</legend>
          {FORMATS_SHOWN.map((f) => (
            <div className="price-list-format" key={f}>
              <input
                type="radio"
                id={`price-list-format-${f}`}
                name="format"
                value={f}
                defaultChecked={f === format}
                aria-describedby={`price-list-format-${f}-hint`}
              />
              <label htmlFor={`price-list-format-${f}`}>{t(`priceList.formats.${f}`)}</label>
              <p id={`price-list-format-${f}-hint`} className="muted field-hint">
                {t(`priceList.hints.${f}`)}
              </p>
            </div>
          ))}
          <ErrorList id="price-list-format-error" errors={errors.format} />
        </fieldset>
        <button type="submit" className="button button-primary">
          {t("priceList.download")}
        </button>
      </form>
      <section aria-labelledby="price-list-columns">
        <h2 id="price-list-columns">{t("priceList.columnsTitle")}</h2>
        <p>{t("priceList.columns")}</p>
      </section>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
