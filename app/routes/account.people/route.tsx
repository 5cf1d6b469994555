/**
 * The people of the signed-in admin's company (issue 41 item 1): who signs in, in which role; an
 * invitation by e-mail (the mailed link sets the person's password); a person's role; and removing
 * a person, which asks first: the "Remove…" button is a GET form that shows the question, whose
 * answer is the POST. The ERP authorises every call (403 ACCOUNT_ROLE for a buyer or viewer) and
 * keeps the company's last admin.
 */
import { parseWithZod } from "@conform-to/zod";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "../../translation.tsx";
import { ErpCallError } from "../../.server/erp.ts";
import { formConstraint } from "../../.server/form-constraint.ts";
import { customerShop } from "../../.server/customer.ts";
import { redirectWithSession } from "../../.server/shop.ts";
import { AccountNav } from "../../components/account-nav.tsx";
import { RouteErrorBoundary } from "../../components/server-error.tsx";
import { accountMeta } from "../../lib/account-meta.ts";
import { PERSON_ROLES } from "../../../contract/person-roles.ts";
import { InvitePersonFormSchema, PeopleFormSchema } from "../../lib/people-forms.ts";
import { InviteForm, PersonCard, RemoveQuestion, SettingsForm, type PeopleAnswer } from "./people-parts.tsx";

const isRoleRefusal = (error: unknown) => error instanceof ErpCallError && error.code === "ACCOUNT_ROLE";

export async function loader({ request, context: load }: LoaderFunctionArgs) {
  const { erp } = await customerShop(request, load);
  const constraint = formConstraint(InvitePersonFormSchema);
  try {
    const { people, buyersseeallorders, ponumberrequired, approvalrequired, currency } = await erp.getTeam();
    const asked = new URL(request.url).searchParams.get("remove");
    const confirm = people.find((p) => p.id === asked && !p.you) ?? null;
    const settings = { seeAll: buyersseeallorders, poRequired: ponumberrequired, approvalRequired: approvalrequired };
    return { people, settings, currency, confirm, constraint };
  } catch (error) {
    // A buyer or viewer: the page says who manages the people instead.
    if (isRoleRefusal(error)) return { people: null, settings: null, currency: null, confirm: null, constraint };
    throw error;
  }
}

export async function action({ request, context: load }: ActionFunctionArgs) {
  const { erp, session } = await customerShop(request, load, "/account/people");
  const submission = parseWithZod(await request.formData(), { schema: PeopleFormSchema });
  const intent = submission.payload.intent;
  const id = typeof submission.payload.id === "string" ? submission.payload.id : null;
  const form = (["role", "remove", "settings", "limits"] as const).find((f) => f === intent) ?? "invite";
  const answer = (status: number, result: ReturnType<typeof submission.reply>) =>
    data({ form, id, result, status } satisfies PeopleAnswer, { status });
  if (submission.status !== "success") return answer(400, submission.reply());
  const value = submission.value;
  try {
    if (value.intent === "invite") {
      const { person } = await erp.invitePerson({ email: value.email, name: value.name, role: value.role });
      return await redirectWithSession("/account/people", session, {
        key: "account:people.invited",
        params: { email: person.email },
        tone: "success",
      });
    }
    if (value.intent === "settings") {
      await erp.setTeamSettings({
        buyersseeallorders: value.seeAll === true,
        ponumberrequired: value.poRequired === true,
        approvalrequired: value.approvalRequired === true,
      });
      return await redirectWithSession("/account/people", session, {
        key: "account:people.settingsSaved",
        tone: "success",
      });
    }
    if (value.intent === "limits") {
      const { person } = await erp.setPersonLimits(value.id, value.orderLimit ?? null, value.monthLimit ?? null);
      return await redirectWithSession("/account/people", session, {
        key: "account:people.limitsSaved",
        params: { name: person.name },
        tone: "success",
      });
    }
    if (value.intent === "role") {
      const { person } = await erp.setPersonRole(value.id, value.role);
      return await redirectWithSession("/account/people", session, {
        key: "account:people.roleSaved",
        params: { name: person.name },
        tone: "success",
      });
    }
    await erp.removePerson(value.id);
    return await redirectWithSession("/account/people", session, { key: "account:people.removed", tone: "success" });
  } catch (error) {
    if (!(error instanceof ErpCallError)) throw error;
    const refuse = (status: number, key: string) => answer(status, submission.reply({ formErrors: [key] }));
    if (error.code === "LAST_ADMIN") return refuse(409, "account:people.lastAdmin");
    if (error.code === "ACCOUNT_ROLE") return refuse(403, "account:people.adminsOnly");
    if (value.intent === "invite" && error.fields?.email)
      return answer(409, submission.reply({ fieldErrors: { email: ["account:people.emailTaken"] } }));
    if (error.status === 404) return refuse(404, "account:people.gone");
    throw error;
  }
}

export const meta = accountMeta("people");

export default function PeoplePage() {
  const { t } = useTranslation("account");
  const { people, settings, currency, confirm, constraint } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as PeopleAnswer | undefined;
  return (
    <div className="page account-page">
      <h1>{t("people.title")}</h1>
      <AccountNav />
      {people === null || settings === null || currency === null ? (
        <p>{t("people.adminsOnly")}</p>
      ) : (
        <>
          <p>{t("people.intro")}</p>
          <ul className="person-roles">
            {PERSON_ROLES.map((role) => (
              <li key={role}>
                <strong>{t(`people.roles.${role}`)}</strong>: {t(`people.roleText.${role}`)}
              </li>
            ))}
          </ul>
          {confirm ? <RemoveQuestion person={confirm} answer={answer} /> : null}
          <section aria-labelledby="people-list">
            <h2 id="people-list">{t("people.listTitle", { count: people.length })}</h2>
            <ul className="address-cards">
              {people.map((person) => (
                <PersonCard
                  key={person.id}
                  person={person}
                  currency={currency}
                  answer={answer?.id === person.id ? answer : undefined}
                />
              ))}
            </ul>
          </section>
          <InviteForm answer={answer?.form === "invite" ? answer : undefined} constraint={constraint} />
          <SettingsForm settings={settings} answer={answer?.form === "settings" ? answer : undefined} />
        </>
      )}
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
