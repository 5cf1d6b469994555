/**
 * The technical part searches (/catalogue/search/{kind}): a GET form of the search's fields in the
 * caption vocabulary (a disc's measurements, a clutch's disc, motorsport caliper and engine,
 * universal parts), the tolerance, the ECE R90 option and the sort; the results are the
 * catalogue's list with its count and pager. Without JavaScript it is a plain GET form.
 */
import { Form, useNavigation } from "@remix-run/react";
import { useTranslation } from "../translation.tsx";
import { SortField } from "./catalogue-sort.tsx";
import { type PartSearchKind } from "../../contract/wire-constants.ts";
import { TOLERANCES_MM } from "../../contract/part-search-constants.ts";
import type { PartSearchData } from "../.server/part-search.ts";
import { brandName } from "../lib/brands.ts";
import { formatMeasure } from "../../contract/measure.ts";
import type { Language } from "../../contract/languages.ts";
import { hasTolerance, partSearchFields, partSearchUrl } from "../lib/part-search.ts";
import { Breadcrumbs } from "./breadcrumbs.tsx";
import { ItemGrid } from "./item-card.tsx";
import { LanguageField, PageLink } from "./page-link.tsx";
import { PartSearchLinks } from "./part-search-links.tsx";
import { TextPager } from "./pager.tsx";
import { resources } from "../locales.ts";
import { rootMeta, seoMeta, type MetaArgsLike } from "../lib/seo.ts";

const UNITS = { mm: "mm", kg: "kg", cc: "cm³", count: "" } as const;

export function PartSearchScreen({ data }: { data: PartSearchData }) {
  const { t, i18n } = useTranslation("catalogue");
  const navigation = useNavigation();
  const { kind } = data;
  const loading = navigation.state === "loading" && navigation.location.pathname === `/catalogue/search/${kind}`;
  const errorText = (field: string) => {
    const error = data.errors[field];
    return error ? t(`partSearch.errors.${error.key}`, { max: error.max }) : null;
  };
  const optionLabel = (field: string, value: string) => {
    if (field === "brand") return brandName(value);
    if (field === "type") return t(`types.${value}`, { defaultValue: value });
    if (field === "class") return t(`partSearch.classes.${value}`, { defaultValue: value });
    if (field === "vent" || field === "holeType") return t(`partSearch.choices.${field}.${value}`);
    return value;
  };
  const title = t(`partSearch.kinds.${kind}`);
  const errorCount = Object.keys(data.errors).length;
  // After a search that found an answer the results come first: on a phone the form folds away
  // behind one control (issue 43 item 6). A new search mounts it afresh, folded or open.
  const searched = data.total !== null && Object.values(data.values).some((value) => value !== "");
  const searchKey = partSearchUrl({ ...data, page: 1 });

  return (
    <section className="page catalogue" aria-labelledby="part-search-title">
      <Breadcrumbs trail={[{ label: t("title"), to: "/catalogue" }, { label: title }]} />
      <h1 id="part-search-title">{t(`partSearch.titles.${kind}`)}</h1>
      <p className="muted">{t(`partSearch.intro.${kind}`)}</p>

      {/* What the search found, above the form, so the answer is the first thing seen. */}
      {data.total === null ? null : (
        <p className="muted part-search-count" role="status">
          {t("found", { count: data.total })}
        </p>
      )}
      <details className="filters part-search-filters" open={!searched} key={searchKey}>
        <summary>{t(searched ? "partSearch.change" : "partSearch.form")}</summary>
        <PartSearchLinks current={kind} />
        {hasTolerance(kind) ? (
          <p id="part-tolerance-hint" className="muted">
            {t("partSearch.toleranceHint")}
          </p>
        ) : null}
        <Form method="get" action={`/catalogue/search/${kind}`} className="filter-form part-search-form" noValidate>
          <LanguageField />
          {partSearchFields(kind).map(([field, spec]) => {
            const id = `part-${field}`;
            const error = errorText(field);
            const value = data.values[field] ?? "";
            const label = t(`partSearch.fields.${field}`);
            const described = error ? `${id}-error` : undefined;
            if (spec.kind === "choice" || spec.kind === "option") {
              const options: string[] = spec.kind === "choice" ? [...spec.values] : (data.options[field] ?? []);
              const list = value && !options.includes(value) ? [value, ...options] : options;
              return (
                <p key={field} className="field">
                  <label htmlFor={id}>{label}</label>
                  <select
                    id={id}
                    name={field}
                    defaultValue={value}
                    key={`${field}-${value}`}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={described}
                  >
                    <option value="">{t("any")}</option>
                    {list.map((option) => (
                      <option key={option} value={option}>
                        {optionLabel(field, option)}
                      </option>
                    ))}
                  </select>
                  {error ? <FieldError id={`${id}-error`} text={error} /> : null}
                </p>
              );
            }
            const unit = UNITS[spec.kind];
            return (
              <p key={field} className="field">
                <label htmlFor={id}>{unit ? t("partSearch.withUnit", { field: label, unit }) : label}</label>
                <input
                  id={id}
                  name={field}
                  type="text"
                  inputMode={spec.kind === "mm" || spec.kind === "kg" ? "decimal" : "numeric"}
                  autoComplete="off"
                  defaultValue={value}
                  key={`${field}-${value}`}
                  maxLength={12}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={described}
                />
                {error ? <FieldError id={`${id}-error`} text={error} /> : null}
              </p>
            );
          })}
          {hasTolerance(kind) ? (
            <p className="field">
              <label htmlFor="part-tolerance">{t("partSearch.tolerance")}</label>
              <select
                id="part-tolerance"
                name="tolerance"
                defaultValue={String(data.tolerance)}
                key={`tolerance-${data.tolerance}`}
                aria-describedby="part-tolerance-hint"
              >
                {TOLERANCES_MM.map((mm) => (
                  <option key={mm} value={String(mm)}>
                    {mm === 0 ? t("partSearch.exact") : `± ${formatMeasure(mm, "mm", i18n.language as Language)}`}
                  </option>
                ))}
              </select>
              {data.errors.tolerance ? <FieldError id="part-tolerance-error" text={errorText("tolerance")!} /> : null}
            </p>
          ) : null}
          {kind !== "clutch" ? (
            <p className="field field-check">
              <input id="part-r90" name="r90" type="checkbox" defaultChecked={data.r90} key={`r90-${data.r90}`} />
              <label htmlFor="part-r90">{t("partSearch.r90")}</label>
            </p>
          ) : null}
          <SortField id="part-sort" sort={data.sort} />
          <p className="filter-actions">
            <button type="submit" className="button button-primary">
              {t("partSearch.search")}
            </button>
            <PageLink to={`/catalogue/search/${kind}`}>{t("partSearch.reset")}</PageLink>
          </p>
        </Form>
      </details>

      <div id="results" className="results" aria-busy={loading || undefined}>
        {data.total === null ? (
          <p className="field-error" role="alert">
            {t("partSearch.fix", { count: errorCount })}
          </p>
        ) : (
          <>
            {data.items.length === 0 ? (
              <p className="empty">{t("partSearch.none")}</p>
            ) : (
              <ItemGrid items={data.items} vehicle={data.vehicle ?? undefined} />
            )}
            <TextPager page={data.page} pages={data.pages} to={(page) => partSearchUrl({ ...data, page })} t={t} />
          </>
        )}
      </div>
    </section>
  );
}

function FieldError({ id, text }: { id: string; text: string }) {
  return (
    <span id={id} className="field-error" role="alert">
      {text}
    </span>
  );
}

/** The search's title, description and language links in the page's language (its results are views of it). */
export function partSearchMeta(kind: PartSearchKind | undefined, args: MetaArgsLike) {
  const { lang } = rootMeta(args.matches);
  const texts = resources[lang].catalogue;
  if (!kind) return seoMeta(args, { title: texts.title, description: texts.description, noindex: true });
  return seoMeta(args, { title: texts.partSearch.titles[kind], description: texts.partSearch.intro[kind] });
}
