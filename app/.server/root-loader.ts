/**
 * The root route's loader (app/root.tsx exports it as its `loader`): what every page's shell needs:
 * the language, currency and basket count, the cookie consent and the trackers it allows, the
 * notice to show once, the payment marks and the office for the footer. Its data is read through
 * app/root-data.ts.
 */
import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { DEFAULT_REGION, formatAddress, type SellerRecord } from "../../contract/seller.ts";
import type { Language } from "../../contract/languages.ts";
import { allowedTrackers } from "../lib/tracking.ts";
import { isOfficePath, isPrivatePath } from "../lib/private-paths.ts";
import { readConsent } from "./consent.ts";
import { publicOrigin } from "./origin.ts";
import { requestContext } from "./context.ts";
import { erpClient } from "./erp.ts";
import { paymentMarks } from "./payment-marks.ts";
import { trackingConfig } from "./env.ts";
import { commitSession } from "./session.ts";
import { sessionUser } from "./user.ts";

/**
 * The main office as the footer shows it, from the ERP's seller record (decision 0057): words, so
 * that the sellers' facts stay out of every page's script. Null when the ERP cannot answer (the
 * footer then names no office, the error page only asks to try again).
 */
function footerOffice(record: SellerRecord | null, lang: Language) {
  if (!record) return null;
  const { office } = record;
  return {
    address: formatAddress(office.address, lang).join(", "),
    email: office.email,
    phone: office.phone,
    hours: `${office.hours.days[lang]}: ${office.hours.time}`,
  };
}

export async function rootLoader({ request, context: load }: LoaderFunctionArgs) {
  const { context, session, linkedLang } = await requestContext(request);
  const pathname = new URL(request.url).pathname;
  // The office's pages have no shop footer: nothing of theirs is read through the loader cache.
  const officePage = isOfficePath(pathname);
  // Guests and customers see the same marks: the call goes without the customer's token.
  const guestErp = erpClient({ ...context, customerToken: null }, load.erp);
  const [payments, seller] = officePage
    ? [[], null]
    : await Promise.all([
        paymentMarks(guestErp, context),
        guestErp.seller(DEFAULT_REGION).catch((error: unknown) => {
          console.error("seller record lookup failed, the footer names no office", error);
          return null;
        }),
      ]);
  const notice = session.get("notice");
  const headers = new Headers();
  if (notice) headers.append("Set-Cookie", await commitSession(session));
  const consent = readConsent(request);
  const tracking = trackingConfig();
  const host = request.headers.get("host") ?? new URL(request.url).host;
  const privatePage = isPrivatePath(pathname);
  return data(
    {
      consent,
      /** A tag manager is configured: the Consent Mode default runs first on every page. */
      consentMode: Boolean(tracking.gtmId) && !privatePage,
      /** Third-party scripts this consent allows on this host (ids are public); none on a private page. */
      trackers: privatePage ? [] : allowedTrackers(consent, tracking, host),
      lang: context.lang,
      /** The page is in this language by a ?lng= link only: forms carry it, so a post stores it. */
      langFromLink: linkedLang,
      currency: context.currency,
      source: context.source,
      variant: context.variant,
      basketCount: context.basketCount,
      /** The page is one of the office's (issue 38): its own header, no footer, no cookie banner. */
      officePage,
      /** A customer is signed in (the header shows the account and sign-out). */
      signedIn: context.customerToken !== null,
      /** The signed-in person's role at sign-in (the account's navigation shows what it allows). */
      accountRole: context.customerToken === null ? null : (sessionUser(session)?.role ?? null),
      notice: notice ?? null,
      /** A new id for each notice shown, so each is a new element (its CSS animation starts again). */
      noticeId: notice ? crypto.randomUUID() : null,
      year: new Date().getFullYear(),
      /** The payment methods offered, shown as marks in the footer (app/.server/payment-marks.ts). */
      payments,
      /** The origin of absolute links (JSON-LD breadcrumbs), from configuration (app/.server/origin.ts). */
      origin: publicOrigin(request),
      /** The main office as the footer shows it (the seller, which differs by region, is named on the terms and imprint pages). */
      office: footerOffice(seller, context.lang),
    },
    { headers },
  );
}
