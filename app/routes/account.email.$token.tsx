/**
 * The link that confirms a new sign-in e-mail address (issue 37 item 5). The page names the
 * address and asks for one press of a button (a POST), so a mail filter that opens links changes
 * nothing. No sign-in is needed: the link went to the new address, and following it proves that
 * mailbox is the customer's; the account's password was checked when the change was asked for.
 */
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "../translation.tsx";
import { ErpCallError } from "../.server/erp.ts";
import { commitSession } from "../.server/session.ts";
import { shop } from "../.server/shop.ts";
import { sessionUser } from "../.server/user.ts";
import { PageLink } from "../components/page-link.tsx";
import { RouteErrorBoundary } from "../components/server-error.tsx";
import { accountMeta } from "../lib/account-meta.ts";

export async function loader({ request, params, context: load }: LoaderFunctionArgs) {
  const { erp } = await shop(request, load);
  return { email: await erp.getEmailChange(params.token ?? "") };
}

export async function action({ request, params, context: load }: ActionFunctionArgs) {
  const { erp, session } = await shop(request, load);
  try {
    const { email } = await erp.confirmEmailChange(params.token ?? "");
    session.flash("notice", { key: "account:account.emailChanged", tone: "success" });
    const user = sessionUser(session);
    if (!user) {
      return redirect(`/login?${new URLSearchParams({ email })}`, {
        status: 303,
        headers: { "Set-Cookie": await commitSession(session) },
      });
    }
    // Signed in (to this account or another): the header shows the account's address as it is now.
    session.set("user", { ...user, email: (await erp.getAccount()).email });
    return redirect("/account", { status: 303, headers: { "Set-Cookie": await commitSession(session) } });
  } catch (error) {
    if (!(error instanceof ErpCallError)) throw error;
    if (error.code === "TOKEN_INVALID") return data({ problem: "account:emailChange.invalid" }, { status: 400 });
    if (error.fields?.email) return data({ problem: "account:errors.emailTaken" }, { status: 409 });
    throw error;
  }
}

export const meta = accountMeta("emailChange");

export default function ConfirmEmailChange() {
  const { t } = useTranslation("account");
  const { email } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const problem = answer?.problem ?? (email ? null : "account:emailChange.invalid");
  return (
    <section className="page narrow">
      <h1>{t("emailChange.title")}</h1>
      {problem ? (
        <>
          <p role="alert" className="notice notice-warning">
            {t(problem)}
          </p>
          <p>
            <PageLink to="/account">{t("nav.overview")}</PageLink>
          </p>
        </>
      ) : (
        <Form method="post" className="stack">
          <p>{t("emailChange.intro", { email: email ?? "" })}</p>
          <button type="submit" className="button button-primary">
            {t("emailChange.submit")}
          </button>
        </Form>
      )}
    </section>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
