/**
 * The catalogue screen shared by /catalogue and /stock-clearance: a GET form of drill-down lists
 * (each narrowed by the choices before it), removable active filters, item cards, sort and paging.
 * Without JavaScript the shopper picks and presses "Show parts"; with it the list updates on change.
 */
import { Form, useNavigate, useNavigation } from "@remix-run/react";
import { useTranslation } from "../translation.tsx";
import { SortField } from "./catalogue-sort.tsx";
import { TextPager } from "./pager.tsx";
import { CATALOGUE_FIELDS, type CatalogueField } from "../../contract/wire-constants.ts";
import type { CatalogueData } from "../.server/catalogue.ts";
import {
  CATALOGUE_PAGE_SIZE,
  catalogueUrl,
  keepsAnyVehicle,
  readCatalogueUrl,
  type CatalogueState,
} from "../lib/catalogue.ts";
import { ANY_VEHICLE_PARAM, ANY_VEHICLE_VALUE, VEHICLE_FIELDS } from "../lib/vehicle-fields.ts";
import { isLanguage, type Language } from "../../contract/languages.ts";
import { formatMeasure } from "../../contract/measure.ts";
import { resources } from "../locales.ts";
import { useLinkedLanguage } from "../root-data.ts";
import { Breadcrumbs } from "./breadcrumbs.tsx";
import { ItemGrid } from "./item-card.tsx";
import { LanguageField, PageLink, useLanguageTo } from "./page-link.tsx";
import { rootMeta, seoMeta, type MetaArgsLike } from "../lib/seo.ts";
import { PartSearchLinks } from "./part-search-links.tsx";

export function CatalogueScreen({ data }: { data: CatalogueData }) {
  const { t, i18n } = useTranslation("catalogue");
  const lang: Language = isLanguage(i18n.language) ? i18n.language : "en";
  const navigate = useNavigate();
  const navigation = useNavigation();
  const state: CatalogueState = {
    screen: data.screen,
    filters: data.filters,
    sort: data.sort,
    page: data.page,
    anyVehicle: data.anyVehicle,
  };
  const hasVehicle = data.vehicle !== null;
  const linkedLanguage = useLinkedLanguage();
  const languageTo = useLanguageTo();
  const active = data.active;
  // After saving, back to the same choices (which are now the shopper's vehicle).
  const here = catalogueUrl({ ...state, anyVehicle: false });
  const title = t(data.screen === "stock-clearance" ? "stockClearance" : "title");
  const label = (field: CatalogueField, value: string) => {
    if (field === "type") return t(`types.${value}`, { defaultValue: value });
    if (field === "year") return value.replace("-", "–");
    if (field === "capacity") return formatMeasure(Number(value), "cm³", lang);
    if (field === "stroke" || field === "bore") return formatMeasure(Number(value), "mm", lang);
    // Brand, group and category are words: named by the loader (group and category in the ERP's
    // text in the page's language), else the stored word.
    return data.labels[value] ?? value;
  };
  const loading = navigation.state === "loading" && navigation.location.pathname.startsWith(`/${data.screen}`);

  return (
    <section className="page catalogue" aria-labelledby="catalogue-title">
      <Breadcrumbs
        trail={
          data.filters.brand
            ? [
                { label: title, to: catalogueUrl({ screen: data.screen, filters: {} }) },
                { label: data.brandName ?? data.filters.brand },
              ]
            : [{ label: title }]
        }
      />
      <nav className="catalogue-switch" aria-label={t("screens")}>
        <PageLink
          to={catalogueUrl({ screen: "catalogue", filters: { brand: data.filters.brand } })}
          aria-current={data.screen === "catalogue" ? "page" : undefined}
        >
          {t("title")}
        </PageLink>
        <PageLink
          to={catalogueUrl({ screen: "stock-clearance", filters: { brand: data.filters.brand } })}
          aria-current={data.screen === "stock-clearance" ? "page" : undefined}
        >
          {t("stockClearance")}
        </PageLink>
      </nav>
      <h1 id="catalogue-title">
        {title}
        {data.brandName ? `: ${data.brandName}` : ""}
      </h1>

      {data.vehicleName && data.showsVehicle ? (
        <p className="my-vehicle-line">
          {t("common:vehicle.showing", { vehicle: data.vehicleName })}{" "}
          <PageLink to={data.showAllUrl}>{t("common:vehicle.showAll")}</PageLink>{" "}
          <PageLink to="/my-vehicle">{t("common:vehicle.manage")}</PageLink>
        </p>
      ) : data.vehicleName && data.showMineUrl ? (
        <p className="my-vehicle-line">
          <PageLink to={data.showMineUrl}>{t("common:vehicle.showMine", { vehicle: data.vehicleName })}</PageLink>
        </p>
      ) : null}
      {data.savable ? (
        <Form method="post" action={`/my-vehicle${linkedLanguage}`} className="save-vehicle">
          <input type="hidden" name="intent" value="add" />
          {VEHICLE_FIELDS.map((field) =>
            data.savable?.[field] ? <input key={field} type="hidden" name={field} value={data.savable[field]} /> : null,
          )}
          <input type="hidden" name="redirectTo" value={here} />
          <button type="submit" className="button">
            {t("common:vehicle.save", { vehicle: data.savableName ?? "" })}
          </button>
        </Form>
      ) : null}

      <details className="filters">
        <summary>{t("filters", { count: active.length })}</summary>
        <PartSearchLinks />
        <Form
          method="get"
          action={`/${data.screen}`}
          className="filter-form"
          onChange={(event) => {
            // With JavaScript the results follow each choice; the URL is built as the server would.
            const form = new FormData(event.currentTarget);
            const url = new URL(
              `/${data.screen}?${new URLSearchParams(form as unknown as Record<string, string>)}`,
              window.location.origin,
            );
            const next = readCatalogueUrl(url, undefined);
            const anyVehicle = keepsAnyVehicle(next, next.filters, hasVehicle);
            navigate(
              languageTo(catalogueUrl({ screen: data.screen, filters: next.filters, sort: next.sort, anyVehicle })),
              { preventScrollReset: true },
            );
          }}
        >
          <LanguageField />
          {CATALOGUE_FIELDS.map((field) => {
            const options = data.options[field];
            const value = data.filters[field] ?? "";
            if (options.length === 0 && !value) return null;
            const list = value && !options.includes(value) ? [value, ...options] : options;
            return (
              <p key={field} className="field">
                <label htmlFor={`filter-${field}`}>{t(`fields.${field}`)}</label>
                <select id={`filter-${field}`} name={field} defaultValue={value} key={`${field}-${value}`}>
                  <option value="">{t("any")}</option>
                  {list.map((option) => (
                    <option key={option} value={option}>
                      {label(field, option)}
                    </option>
                  ))}
                </select>
              </p>
            );
          })}
          <SortField id="catalogue-sort" sort={data.sort} />
          {/* Without JavaScript the choices are sent as they are: with a saved vehicle, choosing "Any"
              make must not send the shopper back to it. */}
          {data.anyVehicle || hasVehicle ? (
            <input type="hidden" name={ANY_VEHICLE_PARAM} value={ANY_VEHICLE_VALUE} />
          ) : null}
          <p className="filter-actions">
            <button type="submit" className="button button-primary">
              {t("show")}
            </button>
          </p>
        </Form>
        {active.length > 0 ? (
          <ul className="active-filters" aria-label={t("active")}>
            {active.map((filter) => (
              <li key={filter.field}>
                <PageLink
                  to={filter.removeUrl}
                  preventScrollReset
                  aria-label={t("remove", {
                    field: t(`fields.${filter.field}`),
                    value: label(filter.field, filter.value),
                  })}
                >
                  {t(`fields.${filter.field}`)}: {label(filter.field, filter.value)}
                </PageLink>
              </li>
            ))}
            <li>
              <PageLink
                to={catalogueUrl({
                  screen: data.screen,
                  filters: {},
                  sort: data.sort,
                  anyVehicle: keepsAnyVehicle(state, {}, hasVehicle),
                })}
                preventScrollReset
              >
                {t("clear")}
              </PageLink>
            </li>
          </ul>
        ) : null}
      </details>

      <div id="results" className="results" aria-busy={loading || undefined}>
        <p className="muted" role="status">
          {data.more ? t("foundMore", { count: data.total }) : t("found", { count: data.total })}
        </p>
        {data.items.length === 0 ? (
          <p className="empty">{t("none")}</p>
        ) : (
          <ItemGrid items={data.items} vehicle={data.vehicleName ?? undefined} />
        )}
        <TextPager page={state.page} pages={data.pages} to={(page) => catalogueUrl({ ...state, page })} t={t} />
        {data.deep && state.page === data.pages ? (
          <p className="muted">{t("deep", { count: data.pages * CATALOGUE_PAGE_SIZE })}</p>
        ) : null}
      </div>
    </section>
  );
}

/** Title and description in the page's language, naming the brand and vehicle chosen. */
export function catalogueMeta(data: CatalogueData | undefined, args: MetaArgsLike) {
  const { lang } = rootMeta(args.matches);
  const texts = resources[lang].catalogue;
  if (!data) return seoMeta(args, { title: texts.title, description: texts.description, noindex: true });
  const chosen = [data.brandName ?? "", data.filters.make, data.filters.model, data.filters.year]
    .filter(Boolean)
    .join(" ");
  const title = data.screen === "stock-clearance" ? texts.stockClearance : texts.title;
  return seoMeta(args, { title: chosen ? `${title}: ${chosen}` : title, description: texts.description });
}
