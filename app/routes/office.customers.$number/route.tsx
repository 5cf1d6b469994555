/**
 * A customer in the office (issue 38 item 3; the sales desk's): the account, its terms, credit
 * limit and open balance, price levels, addresses, applications and recent orders, with the desk's
 * forms: credit terms and limit, a price level set or removed, a password link, and the status.
 * Putting on hold and closing ask first: the button is a GET form that shows the question (with
 * the reason), whose answer is the POST. The ERP authorises every call and records each write.
 */
import { parseWithZod } from "@conform-to/zod";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { CustomerNumberSchema } from "../../../contract/office-customers.ts";
import { ErpCallError } from "../../.server/erp.ts";
import { formConstraint } from "../../.server/form-constraint.ts";
import { officeRequest } from "../../.server/office.ts";
import { commitSession } from "../../.server/session.ts";
import { OfficeErrorBoundary } from "../../components/office-error.tsx";
import { officeHeaders, officeMeta } from "../../lib/office-meta.ts";
import { customerFormFor, LevelFormSchema, TermsFormSchema } from "../../lib/office-customer-forms.ts";
import { CustomerFacts, CustomerHistory } from "./customer-facts.tsx";
import {
  LevelForms,
  PasswordForm,
  StatusForms,
  StatusQuestion,
  TermsForm,
  type CustomerAnswer,
} from "./customer-forms.tsx";

const notFound = () => new Response("Not found", { status: 404 });

export async function loader({ request, params, context: load }: LoaderFunctionArgs) {
  const number = CustomerNumberSchema.safeParse(params.number ?? "");
  if (!number.success) throw notFound();
  const { call, context } = await officeRequest(request, load);
  let customer;
  try {
    ({ customer } = await call("getOfficeCustomer", { number: number.data }));
  } catch (error) {
    if (error instanceof ErpCallError && error.status === 404) throw notFound();
    throw error;
  }
  const asked = new URL(request.url).searchParams.get("ask");
  const ask: "on_hold" | "closed" | null =
    customer.status === "active" && (asked === "on_hold" || asked === "closed") ? asked : null;
  return {
    customer,
    ask,
    lang: context.lang,
    constraints: { level: formConstraint(LevelFormSchema), terms: formConstraint(TermsFormSchema) },
  };
}

export async function action({ request, params, context: load }: ActionFunctionArgs) {
  const number = CustomerNumberSchema.safeParse(params.number ?? "");
  if (!number.success) throw notFound();
  const { call, session } = await officeRequest(request, load);
  const formData = await request.formData();
  const schema = customerFormFor(formData.get("intent"));
  const submission = parseWithZod(formData, { schema });
  const raw = submission.payload.intent;
  const form = typeof raw === "string" && ["level", "unlevel", "terms", "password"].includes(raw) ? raw : "status";
  const answer = (status: number, result: ReturnType<typeof submission.reply>) =>
    data({ form, result, status } as CustomerAnswer, { status });
  if (submission.status !== "success") return answer(400, submission.reply());
  const value = submission.value;
  const path = `/office/customers/${encodeURIComponent(number.data)}`;
  const done = async (notice: string) => {
    session.flash("notice", { key: notice, params: { number: number.data }, tone: "success" });
    return redirect(path, { status: 303, headers: { "Set-Cookie": await commitSession(session) } });
  };
  const which = { number: number.data };
  try {
    switch (value.intent) {
      case "level":
        await call("setCustomerPriceLevel", {
          ...which,
          name: value.name,
          discountpct: value.discount,
          brand: value.brand,
          pricegroup: value.pricegroup,
          // Every row empty: the level has no tiers (any it had are removed).
          tiers: value.tiers,
        });
        return await done("office:customer.levelSaved");
      case "unlevel":
        await call("setCustomerPriceLevel", {
          ...which,
          name: "",
          discountpct: null,
          brand: value.brand,
          pricegroup: value.pricegroup,
        });
        return await done("office:customer.levelRemoved");
      case "terms":
        await call("setCustomerTerms", {
          ...which,
          creditterms: value.creditterms,
          duedays: value.creditterms === "invoice" ? value.duedays : undefined,
          creditlimit: value.creditlimit,
        });
        return await done("office:customer.termsSaved");
      case "status":
        await call("setCustomerStatus", { ...which, status: value.status, reason: value.reason });
        return await done(`office:customer.statusDone.${value.status}`);
      case "password":
        await call("sendPasswordLink", which);
        return await done("office:customer.passwordSent");
    }
  } catch (error) {
    if (!(error instanceof ErpCallError)) throw error;
    if (error.code === "CUSTOMER_STATE")
      return answer(409, submission.reply({ formErrors: ["office:errors.customerState"] }));
    if (error.status === 404) return answer(404, submission.reply({ formErrors: ["office:errors.customerGone"] }));
    // Anything else the ERP refuses as bad input: a translated error on the form, never a 500.
    // Tiers the form let through and the ERP refuses (a level changed meanwhile): named on the first row.
    if (error.status === 400 && error.fields?.tiers)
      return answer(400, submission.reply({ fieldErrors: { tier1discount: ["office:errors.tierDiscount"] } }));
    if (error.status === 400 && !error.fields?.brand)
      return answer(400, submission.reply({ formErrors: ["errors.invalid"] }));
    if (error.fields?.brand)
      return answer(400, submission.reply({ fieldErrors: { brand: ["office:errors.brandUnknown"] } }));
    throw error;
  }
}

export const meta = officeMeta("customer");
export const headers = officeHeaders;

export default function CustomerPage() {
  const { customer, ask, lang, constraints } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as CustomerAnswer | undefined;
  const of = (form: CustomerAnswer["form"]) => (answer?.form === form ? answer : undefined);
  return (
    <section className="page office-page">
      <h1>
        {customer.company} <span className="muted">{customer.number}</span>
      </h1>
      {ask ? <StatusQuestion customer={customer} status={ask} answer={of("status")} /> : null}
      <CustomerFacts customer={customer} lang={lang} />
      <StatusForms customer={customer} answer={ask ? undefined : of("status")} />
      {customer.status === "active" ? <PasswordForm customer={customer} answer={of("password")} /> : null}
      <TermsForm customer={customer} answer={of("terms")} constraint={constraints.terms} />
      <LevelForms customer={customer} answer={answer} constraint={constraints.level} />
      <CustomerHistory customer={customer} lang={lang} />
    </section>
  );
}

export const ErrorBoundary = OfficeErrorBoundary;
