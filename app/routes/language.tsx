/**
 * The language switch of the header (a GET form, no JavaScript needed). Outside order pages a
 * switch to Polish while the currency is not PLN, or away from Polish while it is PLN, first asks
 * whether to switch the currency too (storefront.md section 4): this page shows the question as
 * an open dialog; its Yes / No form posts here, sets language and currency, and goes back.
 */
import { parseWithZod } from "@conform-to/zod";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { requestContext } from "../.server/context.ts";
import { redirectWithSession } from "../.server/shop.ts";
import type { ShopSession } from "../.server/session.ts";
import { CurrencyQuestion } from "../components/currency-question.tsx";
import { RouteErrorBoundary } from "../components/server-error.tsx";
import { LANGUAGES, type Language } from "../../contract/languages.ts";
import { currencyFor, type Currency } from "../../contract/money.ts";
import { needsCurrencyQuestion } from "../lib/currency-question.ts";
import { resources } from "../locales.ts";
import { PageLink } from "../components/page-link.tsx";
import { safePath } from "../lib/safe-path.ts";

const LanguageSwitchFormSchema = z.object({
  to: z.enum(LANGUAGES),
  switch: z.enum(["yes", "no"]),
  redirectTo: z.string().max(2000).optional(),
});

/** A same-site path to go back to, without ?lng= (which would switch the language again). */
function backTo(value: string | null | undefined): string {
  const safe = safePath(value, "/");
  const url = new URL(safe, "http://shop.invalid");
  url.searchParams.delete("lng");
  return `${url.pathname}${url.search}${url.hash}`;
}

function switchTo(session: ShopSession, lang: Language, currency: Currency) {
  session.set("lang", lang);
  // The currency is kept explicitly: without it, it would follow the new language's default.
  session.set("currency", currency);
}

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const redirectTo = backTo(url.searchParams.get("redirectTo"));
  const { context, session } = await requestContext(request);
  const to = z.enum(LANGUAGES).safeParse(url.searchParams.get("to"));
  if (!to.success || to.data === context.lang) return redirectWithSession(redirectTo, session);
  const path = new URL(redirectTo, "http://shop.invalid").pathname;
  if (!needsCurrencyQuestion(path, context.currency, to.data)) {
    switchTo(session, to.data, context.currency);
    return redirectWithSession(redirectTo, session);
  }
  return { to: to.data, current: context.currency, redirectTo };
}

export async function action({ request }: ActionFunctionArgs) {
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: LanguageSwitchFormSchema });
  const { context, session } = await requestContext(request);
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const { to, redirectTo } = submission.value;
  switchTo(session, to, submission.value.switch === "yes" ? currencyFor(to) : context.currency);
  return redirectWithSession(backTo(redirectTo), session);
}

export const meta: MetaFunction = ({ matches }) => {
  const lang = (matches.find((m) => m.id === "root")?.data as { lang?: Language } | undefined)?.lang ?? "en";
  return [{ title: resources[lang].home.currency.title }, { name: "robots", content: "noindex" }];
};

export default function LanguageSwitchPage() {
  const { to, current, redirectTo } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <div className="page narrow">
      <h1 className="visually-hidden">{t("language.label")}</h1>
      <dialog open className="dialog" aria-labelledby="currency-page-title">
        <CurrencyQuestion to={to} current={current} redirectTo={redirectTo} titleId="currency-page-title" />
      </dialog>
      <p>
        <PageLink to={redirectTo}>{t("home:consent.back")}</PageLink>
      </p>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
