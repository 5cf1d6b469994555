import { data, redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { useTranslation } from "../translation.tsx";
import { isLanguage } from "../../contract/languages.ts";
import { normalizeKeyword } from "../lib/search.ts";
import { rootMeta, seoMeta } from "../lib/seo.ts";
import { resources } from "../locales.ts";
import { LanguageField } from "../components/page-link.tsx";

/** GET /search?q=...: the header box without JavaScript. Valid keywords go to /search/{phrase}. */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const raw = url.searchParams.get("q");
  const keyword = normalizeKeyword(raw);
  if (keyword) {
    // The results keep the language the box was shown in (?lng= of a page reached by a link).
    const query = new URLSearchParams();
    if (url.searchParams.get("deep") === "true") query.set("deep", "true");
    const lng = url.searchParams.get("lng");
    if (isLanguage(lng)) query.set("lng", lng);
    const search = query.size ? `?${query}` : "";
    return redirect(`/search/${encodeURIComponent(keyword)}${search}`, 303);
  }
  return data({ value: raw ?? "" }, { status: raw === null ? 200 : 400 });
}

/** The search form: for shoppers, not for search engines (robots.txt keeps them out of /search too). */
export const meta: MetaFunction = (args) => {
  const common = resources[rootMeta(args.matches).lang].common;
  return seoMeta(args, {
    title: common.search.label,
    description: common.meta.description,
    noindex: "noindex, follow",
  });
};

export default function SearchForm() {
  const { t } = useTranslation();
  const { value } = useLoaderData<typeof loader>();
  return (
    <section className="page narrow">
      <h1>{t("search.label")}</h1>
      <Form method="get" action="/search" className="stack" noValidate>
        <LanguageField />
        <label htmlFor="search-q">{t("search.label")}</label>
        <input
          id="search-q"
          name="q"
          type="search"
          defaultValue={value}
          aria-invalid
          aria-describedby="search-q-error"
          maxLength={100}
        />
        <p id="search-q-error" className="field-error" role="alert">
          {t("search.tooShort")}
        </p>
        <button type="submit" className="button">
          {t("search.submit")}
        </button>
      </Form>
    </section>
  );
}
