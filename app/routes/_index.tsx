import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { requestContext } from "~/.server/context";
import { brandTiles } from "~/lib/brands";
import { RouteErrorBoundary } from "~/components/server-error";

export async function loader({ request }: LoaderFunctionArgs) {
  const { context } = await requestContext(request);
  return { brands: brandTiles(context.source) };
}

export default function Home() {
  const { t } = useTranslation();
  const { brands } = useLoaderData<typeof loader>();
  const rows = [brands.slice(0, 5), brands.slice(5, 9), brands.slice(9)].filter((r) => r.length);
  return (
    <div className="page">
      <section className="hero">
        <h1>{t("home.title")}</h1>
        <p>{t("home.intro")}</p>
        <p className="muted">{t("home.searchHint")}</p>
      </section>
      <section id="brands" aria-labelledby="brands-title">
        <h2 id="brands-title">{t("home.brands")}</h2>
        {rows.map((row, i) => (
          <ul key={i} className="brand-row">
            {row.map((b) => (
              <li key={b.id}>
                <Link to={`/brands/${b.id}`} className="brand-tile">
                  <img src={`/brands/${b.id}.svg`} alt="" width="160" height="64" />
                  <span>{b.name}</span>
                </Link>
              </li>
            ))}
          </ul>
        ))}
      </section>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
