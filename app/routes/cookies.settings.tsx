/**
 * Cookie settings (storefront.md section 4): mandatory fixed on, functional, analytics and
 * advertisement as toggles; Save stores the chosen types, Accept all all four; the banner's Accept
 * posts here too. Plain forms: everything works without JavaScript. The choice lives in the
 * `consent` cookie for 7 days.
 */
import { parseWithZod } from "@conform-to/zod";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "../translation.tsx";
import { z } from "zod";
import { consentCookie, readConsent } from "../.server/consent.ts";
import { requestContext } from "../.server/context.ts";
import { commitSession } from "../.server/session.ts";
import { RouteErrorBoundary } from "../components/server-error.tsx";
import { ALL_TYPES, COOKIE_TYPES, normalizeConsent } from "../lib/consent.ts";
import { resources } from "../locales.ts";
import { PageLink } from "../components/page-link.tsx";
import { safePath } from "../lib/safe-path.ts";
import { rootMeta, seoMeta } from "../lib/seo.ts";

const ConsentFormSchema = z.object({
  intent: z.enum(["accept", "acceptAll", "reject", "save"]),
  types: z.array(z.enum(COOKIE_TYPES)).default([]),
  redirectTo: z.string().max(2000).optional(),
});

const back = (value: string | null | undefined) => safePath(value, "/");

export async function loader({ request }: LoaderFunctionArgs) {
  return { consent: readConsent(request), redirectTo: back(new URL(request.url).searchParams.get("redirectTo")) };
}

export async function action({ request }: ActionFunctionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: ConsentFormSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const { intent, types, redirectTo } = submission.value;
  // Rejecting is an answer too: the banner goes, and only the mandatory cookies stay.
  const consent =
    intent === "save" ? normalizeConsent(true, types) : intent === "reject" ? normalizeConsent(true, []) : ALL_TYPES;
  const headers = new Headers({ "Set-Cookie": consentCookie(consent) });
  const { session, languageStored } = await requestContext(request);
  // Settings saved from this page: say so where the shopper lands.
  if (intent === "save") session.flash("notice", { key: "home:consent.saved", tone: "success" });
  if (intent === "save" || languageStored) headers.append("Set-Cookie", await commitSession(session));
  return redirect(back(redirectTo), { status: 303, headers });
}

export const meta: MetaFunction = (args) => {
  const { lang } = rootMeta(args.matches);
  return seoMeta(args, {
    title: resources[lang].home.consent.settingsTitle,
    description: resources[lang].common.meta.description,
    noindex: true,
  });
};

export default function CookieSettings() {
  const { t } = useTranslation("home");
  const { consent, redirectTo } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formAction === "/cookies/settings";
  // Before a choice is made, only mandatory is ticked.
  const checked = (type: string) => consent.accepted && consent.types.includes(type as (typeof COOKIE_TYPES)[number]);
  return (
    <div className="page narrow">
      <h1 id="cookie-settings-title">{t("consent.settingsTitle")}</h1>
      <p>{t("consent.settingsIntro")}</p>
      <Form method="post" className="cookie-settings" aria-labelledby="cookie-settings-title">
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <fieldset>
          <legend>{t("consent.settingsTitle")}</legend>
          <ul className="cookie-types">
            <li>
              {/* Fixed on: a disabled box is not submitted, the server adds mandatory itself. */}
              <input
                type="checkbox"
                id="cookie-mandatory"
                checked
                disabled
                readOnly
                aria-describedby="cookie-mandatory-desc"
              />
              <label htmlFor="cookie-mandatory">
                {t("consent.types.mandatory")} <span className="muted">({t("consent.alwaysOn")})</span>
              </label>
              <p id="cookie-mandatory-desc" className="muted">
                {t("consent.descriptions.mandatory")}
              </p>
            </li>
            {COOKIE_TYPES.filter((type) => type !== "mandatory").map((type) => (
              <li key={type}>
                <input
                  type="checkbox"
                  id={`cookie-${type}`}
                  name="types"
                  value={type}
                  defaultChecked={checked(type)}
                  aria-describedby={`cookie-${type}-desc`}
                />
                <label htmlFor={`cookie-${type}`}>{t(`consent.types.${type}`)}</label>
                <p id={`cookie-${type}-desc`} className="muted">
                  {t(`consent.descriptions.${type}`)}
                </p>
              </li>
            ))}
          </ul>
        </fieldset>
        <div className="dialog-actions">
          <button type="submit" name="intent" value="save" className="button" disabled={busy}>
            {t("consent.save")}
          </button>
          <button type="submit" name="intent" value="acceptAll" className="button button-primary" disabled={busy}>
            {t("consent.acceptAll")}
          </button>
        </div>
      </Form>
      <p>
        <PageLink to={redirectTo}>{t("consent.back")}</PageLink>
      </p>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
