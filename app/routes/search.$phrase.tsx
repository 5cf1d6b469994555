import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { shop } from "~/.server/shop";
import { ItemCard } from "~/components/item-card";
import { RouteErrorBoundary } from "~/components/server-error";
import { normalizeKeyword } from "~/lib/search";
import { redirect } from "@remix-run/node";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const keyword = normalizeKeyword(params.phrase);
  if (!keyword) return redirect(`/search?q=${encodeURIComponent(params.phrase ?? "")}`, 303);
  const deep = new URL(request.url).searchParams.get("deep") === "true";
  const { erp } = await shop(request);
  const result = await erp.search(keyword, { deep });
  return { keyword, deep, items: result.items, total: result.total, today: new Date().toISOString() };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.keyword} | Search` : "Search" }];

export default function SearchResults() {
  const { t } = useTranslation();
  const { keyword, items, total, today } = useLoaderData<typeof loader>();
  const now = new Date(today);
  return (
    <section className="page">
      <h1>{t("search.title", { phrase: keyword })}</h1>
      {items.length === 0 ? (
        <div className="empty">
          <p>{t("search.noItems")}</p>
          <p>
            <Link to="/">{t("search.backHome")}</Link>
          </p>
        </div>
      ) : (
        <>
          <p className="muted">{t("search.found", { count: total })}</p>
          <div className="item-grid">
            {items.map((item) => (
              <ItemCard key={item.id} item={item} today={now} />
            ))}
          </div>
        </>
      )}
    </section>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
