/**
 * The orders of the signed-in admin's company awaiting approval (issue 41 item 2): who placed each,
 * what for, why it waits and until when its parts are held; an admin approves it (it goes on as any
 * order) or rejects it with a note for the buyer. The ERP authorises every call (403 ACCOUNT_ROLE
 * for a buyer or viewer) and refuses an order decided already or run out (409 APPROVAL_CLOSED).
 */
import { parseWithZod } from "@conform-to/zod";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import type { PendingApproval } from "../../contract/approvals.ts";
import { formatMoment } from "../../contract/format.ts";
import type { Language } from "../../contract/languages.ts";
import { formatPrice, fromCents } from "../../contract/money.ts";
import { customerShop } from "../.server/customer.ts";
import { ErpCallError } from "../.server/erp.ts";
import { redirectWithSession } from "../.server/shop.ts";
import { AccountNav } from "../components/account-nav.tsx";
import { TextareaField } from "../components/form-fields.tsx";
import { IntentForm } from "../components/intent-form.tsx";
import { PageLink } from "../components/page-link.tsx";
import { RouteErrorBoundary } from "../components/server-error.tsx";
import { useServerForm, type FormResult } from "../components/server-form.tsx";
import { accountMeta } from "../lib/account-meta.ts";
import { orderUrl } from "../lib/account-orders-format.ts";
import { ApprovalFormSchema } from "../lib/approval-forms.ts";
import { useLinkedLanguage } from "../root-data.ts";
import { useTranslation } from "../translation.tsx";

interface Answer {
  number: string | null;
  result: FormResult;
}

export async function loader({ request, context: load }: LoaderFunctionArgs) {
  const { erp } = await customerShop(request, load);
  try {
    return { approvals: (await erp.call("getApprovals", {})).approvals as PendingApproval[] | null };
  } catch (error) {
    // A buyer or viewer: the page says who approves instead.
    if (error instanceof ErpCallError && error.code === "ACCOUNT_ROLE") return { approvals: null };
    throw error;
  }
}

export async function action({ request, context: load }: ActionFunctionArgs) {
  const { erp, session } = await customerShop(request, load, "/account/approvals");
  const submission = parseWithZod(await request.formData(), { schema: ApprovalFormSchema });
  const number = typeof submission.payload.number === "string" ? submission.payload.number : null;
  const answer = (status: number, result: FormResult) => data({ number, result } satisfies Answer, { status });
  if (submission.status !== "success") return answer(400, submission.reply());
  const value = submission.value;
  try {
    if (value.intent === "approve") await erp.call("approveOrder", { number: value.number });
    else await erp.call("rejectOrder", { number: value.number, note: value.note });
  } catch (error) {
    if (!(error instanceof ErpCallError)) throw error;
    const refuse = (status: number, key: string) => answer(status, submission.reply({ formErrors: [key] }));
    if (error.code === "APPROVAL_CLOSED") return refuse(409, "account:approvals.closed");
    if (error.code === "ACCOUNT_ROLE") return refuse(403, "account:approvals.adminsOnly");
    if (error.status === 404) return refuse(404, "account:approvals.gone");
    throw error;
  }
  return redirectWithSession("/account/approvals", session, {
    key: value.intent === "approve" ? "account:approvals.approved" : "account:approvals.rejected",
    params: { number: value.number.toUpperCase() },
    tone: "success",
  });
}

export const meta = accountMeta("approvals");

function Waiting({ approval, answer }: { approval: PendingApproval; answer?: Answer }) {
  const { t, i18n } = useTranslation("account");
  const { t: tc } = useTranslation("common");
  const lang = i18n.language as Language;
  const action = `/account/approvals${useLinkedLanguage()}`;
  const mine = answer?.number?.toUpperCase() === approval.number;
  const [approve] = useServerForm<{ intent: string; number: string }>(`approve-${approval.number}`, {
    lastResult: mine ? answer?.result : undefined,
  });
  const [reject, fields] = useServerForm<{ intent: string; number: string; note: string }>(
    `reject-${approval.number}`,
    { lastResult: mine ? answer?.result : undefined },
  );
  const money = (cents: number) => formatPrice(fromCents(cents), approval.currency, lang);
  const titleId = `approval-${approval.number}`;
  return (
    <li>
      <article className="address-card" aria-labelledby={titleId}>
        <h2 id={titleId}>
          <PageLink to={orderUrl(approval.number)}>{approval.number}</PageLink>
        </h2>
        <dl className="person-facts">
          <dt>{t("approvals.buyer")}</dt>
          <dd>{approval.buyer}</dd>
          <dt>{t("approvals.placed")}</dt>
          <dd>{formatMoment(approval.date, lang)}</dd>
          <dt>{t("approvals.net")}</dt>
          <dd>{money(approval.net)}</dd>
          <dt>{t("approvals.total")}</dt>
          <dd>{money(approval.total)}</dd>
          {approval.ponumber ? (
            <>
              <dt>{t("order.poNumber")}</dt>
              <dd>{approval.ponumber}</dd>
            </>
          ) : null}
          <dt>{t("approvals.why")}</dt>
          <dd>{approval.reasons.map((r) => tc(`approval.reasons.${r}`)).join("; ")}</dd>
          <dt>{t("approvals.heldUntil")}</dt>
          <dd>{formatMoment(approval.holduntil, lang)}</dd>
        </dl>
        <IntentForm form={approve} action={action} intent="approve" hidden={{ number: approval.number }}>
          <button type="submit" className="button button-primary">
            {t("approvals.approve")}
            <span className="visually-hidden">: {approval.number}</span>
          </button>
        </IntentForm>
        <IntentForm
          form={reject}
          action={action}
          intent="reject"
          hidden={{ number: approval.number }}
          className="stack"
        >
          <TextareaField field={fields.note} label={t("approvals.note", { number: approval.number })} rows={2} />
          <button type="submit" className="button">
            {t("approvals.reject")}
            <span className="visually-hidden">: {approval.number}</span>
          </button>
        </IntentForm>
      </article>
    </li>
  );
}

export default function ApprovalsPage() {
  const { t } = useTranslation("account");
  const { approvals } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as Answer | undefined;
  return (
    <div className="page account-page">
      <h1>{t("approvals.title")}</h1>
      <AccountNav />
      {approvals === null ? (
        <p>{t("approvals.adminsOnly")}</p>
      ) : (
        <>
          <p>{t("approvals.intro")}</p>
          {approvals.length === 0 ? (
            <p role="status">{t("approvals.none")}</p>
          ) : (
            <ul className="address-cards">
              {approvals.map((approval) => (
                <Waiting key={approval.number} approval={approval} answer={answer} />
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
