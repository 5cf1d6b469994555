/**
 * The language switch of the header (a POST form, no JavaScript needed; a GET never changes the
 * session). Outside order pages a switch to Polish while the currency is not PLN, or away from
 * Polish while it is PLN (then offering EUR, or GBP on the UK source), first asks whether to switch the currency too (storefront.md section 4):
 * this page shows the question as an open dialog; its Yes / No form posts here again with the
 * answer, which sets language and currency and goes back. The question is asked in the language
 * being chosen (decision 0031, superseding that point of 0011). An old GET link (/language?to=de) shows
 * the switch as a button to press instead of switching.
 */
import { parseWithZod } from "@conform-to/zod";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { useTranslation } from "../translation.tsx";
import { z } from "zod";
import { requestContext } from "../.server/context.ts";
import { redirectWithSession } from "../.server/shop.ts";
import type { ShopSession } from "../.server/session.ts";
import { CurrencyQuestion } from "../components/currency-question.tsx";
import { RouteErrorBoundary } from "../components/server-error.tsx";
import type { Source } from "../../contract/catalogue.ts";
import { LANGUAGES, type Language } from "../../contract/languages.ts";
import { currencyFor, type Currency } from "../../contract/money.ts";
import { needsCurrencyQuestion } from "../lib/currency-question.ts";
import { resources } from "../locales.ts";
import { PageLink } from "../components/page-link.tsx";
import { safePath } from "../lib/safe-path.ts";
import { rootMeta, seoMeta } from "../lib/seo.ts";

const LanguageSwitchFormSchema = z.object({
  to: z.enum(LANGUAGES),
  /** The answer to the currency question; absent on the first post of a switch. */
  switch: z.enum(["yes", "no"]).optional(),
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

/** What the page shows: the currency question, or (reached by a GET link) the switch to confirm. */
type SwitchPage = {
  to: Language | null;
  current: Currency;
  source: Source;
  redirectTo: string;
  ask: boolean;
  lang: Language;
};

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const redirectTo = backTo(url.searchParams.get("redirectTo"));
  const { context, linkedLang } = await requestContext(request);
  const to = z.enum(LANGUAGES).safeParse(url.searchParams.get("to"));
  // No language named (also the page answering a POST, whose loaders run without the query):
  // the choice of every language, each a POST.
  if (!to.success)
    return { to: null, current: context.currency, source: context.source, redirectTo, ask: false, lang: context.lang };
  // Already the shopper's language (not only this page's, shown by a ?lng= link): nothing to switch.
  if (to.data === context.lang && !linkedLang) return redirect(redirectTo, 303);
  const path = new URL(redirectTo, "http://shop.invalid").pathname;
  return {
    to: to.data,
    current: context.currency,
    source: context.source,
    redirectTo,
    ask: needsCurrencyQuestion(path, context.currency, to.data, context.source),
    lang: context.lang,
  } satisfies SwitchPage;
}

export async function action({ request }: ActionFunctionArgs) {
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: LanguageSwitchFormSchema });
  const { context, session } = await requestContext(request);
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const { to, redirectTo } = submission.value;
  const back = backTo(redirectTo);
  const path = new URL(back, "http://shop.invalid").pathname;
  if (
    !submission.value.switch &&
    to !== context.lang &&
    needsCurrencyQuestion(path, context.currency, to, context.source)
  ) {
    // The question is a page of its own in the language being chosen, header and footer included
    // (decision 0031): ?lng= shows it in that language without storing it yet. The currency the
    // shopper has now is kept explicitly, or it would follow the page's language there.
    session.set("currency", context.currency);
    return redirectWithSession(`/language?${new URLSearchParams({ to, redirectTo: back, lng: to })}`, session);
  }
  switchTo(session, to, submission.value.switch === "yes" ? currencyFor(to, context.source) : context.currency);
  return redirectWithSession(back, session);
}

export const meta: MetaFunction<typeof loader> = (args) => {
  const { data } = args;
  const page = data && "ask" in data && data.ask && data.to ? data.to : null;
  const lang = page ?? rootMeta(args.matches).lang;
  return seoMeta(args, {
    title: resources[lang].home.currency.title,
    description: resources[lang].common.meta.description,
    noindex: true,
  });
};

export default function LanguageSwitchPage() {
  const { to, current, source, redirectTo, ask, lang } = useLoaderData<typeof loader>();
  // The question and this page around it speak the language being chosen (decision 0031).
  const asking = to && ask ? to : undefined;
  const { t } = useTranslation(undefined, { lng: asking });
  return (
    <div className="page narrow" lang={asking}>
      <h1 className="visually-hidden">{t("language.label")}</h1>
      {to && ask ? (
        <dialog open className="dialog" aria-labelledby="currency-page-title">
          <CurrencyQuestion
            to={to}
            current={current}
            source={source}
            redirectTo={redirectTo}
            titleId="currency-page-title"
          />
        </dialog>
      ) : (
        <Form method="post" action="/language" className="stack">
          <input type="hidden" name="redirectTo" value={redirectTo} />
          {(to ? [to] : LANGUAGES.filter((l) => l !== lang)).map((l) => (
            <button key={l} type="submit" name="to" value={l} className="button button-primary">
              {t("language.switchTo", { language: t(`language.${l}`) })}
            </button>
          ))}
        </Form>
      )}
      <p>
        <PageLink to={redirectTo}>{t("home:consent.back")}</PageLink>
      </p>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
