/**
 * The demo's payment page, /demo-payment/{id} (issue 42 part 3, decision 0071): where the demo
 * provider sends the buyer instead of a payment provider's page. It says that no money moves,
 * shows the order's number and amount, and lets the visitor approve or decline; the ERP delivers
 * the decision to the payments as a signed webhook and answers the shop's return route, to which
 * the buyer goes on as from a real provider. Only a demo database offers the method; the page of an
 * unknown id is a 404. Private: never cached, no third-party script (app/lib/private-paths.ts).
 */
import {
  redirectDocument,
  type ActionFunctionArgs,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { DemoPaymentIdSchema } from "../../contract/payments.ts";
import { formatPrice } from "../../contract/money.ts";
import { ErpCallError } from "../.server/erp.ts";
import { notFound, notFoundUnless } from "../.server/not-found.ts";
import { shop } from "../.server/shop.ts";
import { RouteErrorBoundary } from "../components/server-error.tsx";
import { resources } from "../locales.ts";
import { rootMeta, seoMeta } from "../lib/seo.ts";
import { useTranslation } from "../translation.tsx";

const isDemoId = (id: string) => DemoPaymentIdSchema.safeParse(id).success;

/** A path of this shop from an absolute URL the ERP answered: never a redirect elsewhere. */
const ownPath = (url: string) => {
  const parsed = new URL(url, "http://shop.invalid");
  return `${parsed.pathname}${parsed.search}`;
};

async function demoCall<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof ErpCallError && (error.status === 404 || error.status === 400)) throw notFound();
    throw error;
  }
}

export async function loader({ request, params, context: load }: LoaderFunctionArgs) {
  const id = params.id ?? "";
  notFoundUnless(isDemoId(id));
  const { erp, context } = await shop(request, load, "stay");
  const payment = await demoCall(() => erp.call("getDemoPayment", { id }));
  return {
    lang: context.lang,
    number: payment.number,
    amount: formatPrice(payment.amount, payment.currency, context.lang),
    status: payment.status,
    back: ownPath(payment.status === "open" ? payment.cancelurl : payment.returnurl),
  };
}

export async function action({ request, params, context: load }: ActionFunctionArgs) {
  const id = params.id ?? "";
  notFoundUnless(isDemoId(id));
  const form = await request.formData();
  const decision = form.get("decision");
  notFoundUnless(decision === "approve" || decision === "decline");
  const { erp } = await shop(request, load, "stay");
  const decided = await demoCall(() => erp.call("decideDemoPayment", { id, decision }));
  // The return route is a loader that redirects: a document navigation, with JavaScript too.
  return redirectDocument(ownPath(decided.redirecturl), 303);
}

export const headers: HeadersFunction = () => ({
  "Cache-Control": "private, no-store",
  "X-Robots-Tag": "noindex, nofollow",
});

export const meta: MetaFunction<typeof loader> = (args) => {
  const { lang } = rootMeta(args.matches);
  const r = resources[lang];
  return seoMeta(args, {
    title: `${r.checkout.demoPayment.title} | ${r.common.shell.shopName}`,
    description: r.checkout.demoPayment.noMoney,
    noindex: "noindex, nofollow",
  });
};

export default function DemoPaymentPage() {
  const { t } = useTranslation("checkout");
  const { number, amount, status, back } = useLoaderData<typeof loader>();
  return (
    <div className="page narrow demo-payment">
      <h1>{t("demoPayment.title")}</h1>
      <p className="notice notice-warning">{t("demoPayment.noMoney")}</p>
      <dl className="facts">
        <dt>{t("demoPayment.orderNumber")}</dt>
        <dd>{number}</dd>
        <dt>{t("demoPayment.amount")}</dt>
        <dd>
          <strong>{amount}</strong>
        </dd>
      </dl>
      {status === "open" ? (
        <>
          <Form method="post" reloadDocument className="demo-payment-actions">
            <button type="submit" name="decision" value="approve" className="button button-primary">
              {t("demoPayment.approve")}
            </button>
            <button type="submit" name="decision" value="decline" className="button">
              {t("demoPayment.decline")}
            </button>
          </Form>
          <p>
            <a href={back}>{t("demoPayment.cancel")}</a>
          </p>
        </>
      ) : (
        <>
          <p role="status">{t("demoPayment.decided", { status: t(`demoPayment.${status}`) })}</p>
          <p>
            <a href={back}>{t("demoPayment.back")}</a>
          </p>
        </>
      )}
      <p className="muted">{t("demoPayment.why")}</p>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
