/**
 * A warranty claim in the office (issue 38 item 3; the sales desk's): what the claimant sent, the
 * pictures (served by the office's picture route behind the staff session, never a public
 * address), the history of decisions, and the decision form: accepted, rejected or more
 * information needed, with the message the claimant receives by mail in the claim's language.
 */
import { parseWithZod } from "@conform-to/zod";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "../../translation.tsx";
import { ErpCallError } from "../../.server/erp.ts";
import { formConstraint } from "../../.server/form-constraint.ts";
import { notFound, notFoundUnless } from "../../.server/not-found.ts";
import { officeRequest } from "../../.server/office.ts";
import { commitSession } from "../../.server/session.ts";
import { OfficeErrorBoundary } from "../../components/office-error.tsx";
import { PageLink } from "../../components/page-link.tsx";
import { CLAIM_DECISIONS } from "../../../contract/warranty.ts";
import { CLAIM_NUMBER } from "../../lib/office-claims.ts";
import { officeHeaders, officeMeta } from "../../lib/office-meta.ts";
import { DecideClaimFormSchema } from "../../lib/office-forms.ts";
import { ClaimFacts, ClaimHistory, ClaimPictures, DecisionForm } from "./claim-parts.tsx";

export async function loader({ request, params, context: load }: LoaderFunctionArgs) {
  const { call, context } = await officeRequest(request, load);
  const number = params.number ?? "";
  notFoundUnless(CLAIM_NUMBER.test(number));
  try {
    const { claim } = await call("getOfficeClaim", { number });
    return { claim, lang: context.lang, constraint: formConstraint(DecideClaimFormSchema), decisions: CLAIM_DECISIONS };
  } catch (error) {
    if (error instanceof ErpCallError && error.status === 404) throw notFound();
    throw error;
  }
}

export async function action({ request, params, context: load }: ActionFunctionArgs) {
  const { call, session } = await officeRequest(request, load);
  const number = params.number ?? "";
  notFoundUnless(CLAIM_NUMBER.test(number));
  const submission = parseWithZod(await request.formData(), { schema: DecideClaimFormSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  try {
    const { status } = await call("decideClaim", { number, ...submission.value });
    session.flash("notice", { key: "office:claims.decided", params: { number, status }, tone: "success" });
    const back = new URL(request.url);
    return redirect(`/office/claims/${number}${back.search}`, {
      status: 303,
      headers: { "Set-Cookie": await commitSession(session) },
    });
  } catch (error) {
    if (!(error instanceof ErpCallError)) throw error;
    // The ERP's own check of the message (the same rules): its answer as the form's errors.
    if (error.status === 400 && (error.fields?.message || error.fields?.decision)) {
      const fieldErrors: Record<string, string[]> = {};
      if (error.fields.message) fieldErrors.message = ["errors.invalid"];
      if (error.fields.decision) fieldErrors.decision = ["office:errors.decision"];
      return data({ result: submission.reply({ fieldErrors }) }, { status: 400 });
    }
    if (error.status === 404) throw notFound();
    throw error;
  }
}

export const meta = officeMeta("claim");
export const headers = officeHeaders;

export default function OfficeClaim() {
  const { t } = useTranslation("office");
  const { claim, lang, constraint, decisions } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <section className="page office-page">
      <p>
        <PageLink to="/office/claims">{t("claim.back")}</PageLink>
      </p>
      <h1>{t("claim.heading", { number: claim.number })}</h1>
      <ClaimFacts claim={claim} lang={lang} />
      <ClaimPictures claim={claim} />
      <ClaimHistory messages={claim.messages} lang={lang} />
      <DecisionForm claim={claim} decisions={decisions} result={answer?.result} constraint={constraint} />
    </section>
  );
}

export const ErrorBoundary = OfficeErrorBoundary;
