/**
 * A quote in the office (issue 41 item 4; the sales desk's): the company and the person who asked,
 * the lines at the company's level price, the messages; the answer (a net price per line in the
 * quote's currency, the last day the prices hold, a message) while the company has not decided,
 * and a message while the quote is open. Each form is posted here with its intent and answered by
 * a redirect to this page with a notice, or by its errors (translated; nothing is written).
 */
import { parseWithZod } from "@conform-to/zod";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "../../translation.tsx";
import { QUOTE_NUMBER_PATTERN } from "../../../contract/quote-constants.ts";
import { ErpCallError } from "../../.server/erp.ts";
import { formConstraint } from "../../.server/form-constraint.ts";
import { notFound, notFoundUnless } from "../../.server/not-found.ts";
import { officeRequest } from "../../.server/office.ts";
import { commitSession } from "../../.server/session.ts";
import { OfficeErrorBoundary } from "../../components/office-error.tsx";
import { PageLink } from "../../components/page-link.tsx";
import { officeHeaders, officeMeta } from "../../lib/office-meta.ts";
import {
  AnswerQuoteFormSchema,
  QuoteActionFormSchema,
  QuoteMessageFormSchema,
  type QuoteActionIntent,
} from "../../lib/office-quote-forms.ts";
import { AnswerForm, MessageForm, QuoteFacts, QuoteLines, QuoteMessages, type QuoteAnswer } from "./quote-parts.tsx";

export async function loader({ request, params, context: load }: LoaderFunctionArgs) {
  const { call, context } = await officeRequest(request, load);
  const number = params.number ?? "";
  notFoundUnless(QUOTE_NUMBER_PATTERN.test(number));
  try {
    const { quote } = await call("getOfficeQuote", { number });
    return {
      quote,
      lang: context.lang,
      constraints: {
        answer: formConstraint(AnswerQuoteFormSchema),
        message: formConstraint(QuoteMessageFormSchema),
      },
    };
  } catch (error) {
    if (error instanceof ErpCallError && error.status === 404) throw notFound();
    throw error;
  }
}

const DONE: Record<QuoteActionIntent, string> = {
  answer: "office:quote.answered",
  message: "office:quote.messageSent",
};

export async function action({ request, params, context: load }: ActionFunctionArgs) {
  const { call, session } = await officeRequest(request, load);
  const number = params.number ?? "";
  notFoundUnless(QUOTE_NUMBER_PATTERN.test(number));
  const submission = parseWithZod(await request.formData(), { schema: QuoteActionFormSchema });
  const intent: QuoteActionIntent = submission.payload.intent === "message" ? "message" : "answer";
  const answer = (status: number, result: ReturnType<typeof submission.reply>) =>
    data({ intent, result } satisfies QuoteAnswer, { status });
  if (submission.status !== "success") return answer(400, submission.reply());
  const value = submission.value;
  try {
    if (value.intent === "answer")
      await call("answerOfficeQuote", {
        number,
        prices: value.prices,
        validuntil: value.validuntil,
        message: value.message,
      });
    else await call("postOfficeQuoteMessage", { number, message: value.message });
  } catch (error) {
    if (!(error instanceof ErpCallError)) throw error;
    if (error.status === 404) throw notFound();
    if (error.code === "QUOTE_CLOSED")
      return answer(409, submission.reply({ formErrors: ["office:errors.quoteClosed"] }));
    // The ERP's own checks (the day's range, every line priced once, the message): the form's errors.
    if (error.status === 400 && error.fields) {
      const fieldErrors: Record<string, string[]> = {};
      const formErrors: string[] = [];
      if (error.fields.validuntil) fieldErrors.validuntil = ["office:errors.quoteValidUntil"];
      if (error.fields.message) fieldErrors.message = ["errors.invalid"];
      if (error.fields.prices || Object.keys(error.fields).some((f) => f.startsWith("prices")))
        formErrors.push("office:errors.quotePrices");
      if (Object.keys(fieldErrors).length || formErrors.length)
        return answer(400, submission.reply({ fieldErrors, formErrors }));
    }
    throw error;
  }
  session.flash("notice", { key: DONE[value.intent], params: { number }, tone: "success" });
  return redirect(`/office/quotes/${number}${new URL(request.url).search}`, {
    status: 303,
    headers: { "Set-Cookie": await commitSession(session) },
  });
}

export const meta = officeMeta("quote");
export const headers = officeHeaders;

export default function OfficeQuote() {
  const { t } = useTranslation("office");
  const { quote, lang, constraints } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as QuoteAnswer | undefined;
  return (
    <section className="page office-page">
      <p>
        <PageLink to="/office/quotes">{t("quote.back")}</PageLink>
      </p>
      <h1>{t("quote.heading", { number: quote.number })}</h1>
      <QuoteFacts quote={quote} lang={lang} />
      <QuoteLines quote={quote} lang={lang} />
      <AnswerForm quote={quote} lang={lang} answer={answer} constraint={constraints.answer} />
      <QuoteMessages quote={quote} lang={lang} />
      <MessageForm quote={quote} answer={answer} constraint={constraints.message} />
    </section>
  );
}

export const ErrorBoundary = OfficeErrorBoundary;
