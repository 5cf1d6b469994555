/** The people page's parts: the remove question, a person's card with their role, the invite form. */
import { Form } from "@remix-run/react";
import { useTranslation } from "../../translation.tsx";
import type { TeamPerson } from "../../../contract/team.ts";
import { CheckboxField } from "../../components/checkbox-field.tsx";
import { InputField, SelectField } from "../../components/form-fields.tsx";
import { IntentForm } from "../../components/intent-form.tsx";
import { LanguageField, PageLink } from "../../components/page-link.tsx";
import { useServerForm, type Constraint, type FormResult } from "../../components/server-form.tsx";
import { PERSON_ROLES } from "../../../contract/person-roles.ts";
import { useLinkedLanguage } from "../../root-data.ts";
import type { Currency } from "../../../contract/money.ts";
import { LimitsForm } from "./limits-form.tsx";

/** The action's answer: which form it is about (a person's by id), and conform's result. */
export interface PeopleAnswer {
  form: "invite" | "role" | "remove" | "settings" | "limits";
  id: string | null;
  result: FormResult;
  status: number;
}

function RoleOptions() {
  const { t } = useTranslation("account");
  return PERSON_ROLES.map((role) => (
    <option key={role} value={role}>
      {t(`people.roles.${role}`)}
    </option>
  ));
}

/** Are you sure? Removing ends every session of the person; the POST of this form does it. */
export function RemoveQuestion({ person, answer }: { person: TeamPerson; answer?: PeopleAnswer }) {
  const { t } = useTranslation("account");
  const action = `/account/people${useLinkedLanguage()}`;
  const [form] = useServerForm<{ intent: string; id: string }>(`remove-${person.id}`, {
    lastResult: answer?.form === "remove" && answer.id === person.id ? answer.result : undefined,
  });
  return (
    <section className="notice notice-warning person-question" aria-labelledby="remove-question">
      <h2 id="remove-question">{t("people.removeQuestion", { name: person.name })}</h2>
      <p>{t("people.removeText")}</p>
      <IntentForm form={form} action={action} intent="remove" hidden={{ id: person.id }} className="address-actions">
        <button type="submit" className="button button-primary">
          {t("people.removeYes")}
        </button>
        <PageLink to="/account/people" className="button">
          {t("people.removeNo")}
        </PageLink>
      </IntentForm>
    </section>
  );
}

/** A person: name, e-mail, whether they have signed in yet, and (not for oneself) their role and "Remove…". */
export function PersonCard({
  person,
  currency,
  answer,
}: {
  person: TeamPerson;
  currency: Currency;
  answer?: PeopleAnswer;
}) {
  const { t } = useTranslation("account");
  const action = `/account/people${useLinkedLanguage()}`;
  const [form, fields] = useServerForm<{ intent: string; id: string; role: string }>(`role-${person.id}`, {
    lastResult: answer?.form === "role" ? answer.result : undefined,
    defaultValue: { role: person.role },
  });
  const titleId = `person-${person.id}`;
  return (
    <li>
      <article className="address-card" aria-labelledby={titleId}>
        <h3 id={titleId}>
          {person.name}
          {person.you ? <span className="muted"> ({t("people.you")})</span> : null}
        </h3>
        <dl className="person-facts">
          <dt>{t("people.email")}</dt>
          <dd className="address-line">{person.email}</dd>
          <dt>{t("people.role")}</dt>
          <dd>{t(`people.roles.${person.role}`)}</dd>
          <dt>{t("people.status")}</dt>
          <dd>{person.active ? t("people.active") : t("people.invitedStatus")}</dd>
        </dl>
        {/* Keyed by the saved limits: once saved, the fields show them as the page writes amounts. */}
        {person.role === "buyer" ? (
          <LimitsForm
            key={`${person.orderlimit}-${person.monthlimit}`}
            person={person}
            currency={currency}
            answer={answer}
          />
        ) : null}
        {person.you ? null : (
          <>
            <IntentForm form={form} action={action} intent="role" hidden={{ id: person.id }} className="stack">
              <SelectField field={fields.role} label={t("people.roleOf", { name: person.name })} choose="–">
                <RoleOptions />
              </SelectField>
              <button type="submit" className="button">
                {t("people.saveRole")}
                <span className="visually-hidden">: {person.name}</span>
              </button>
            </IntentForm>
            <Form method="get" action="/account/people" className="address-actions">
              <LanguageField />
              <button type="submit" name="remove" value={person.id} className="button button-quiet">
                {t("people.remove")}
                <span className="visually-hidden">: {person.name}</span>
              </button>
            </Form>
          </>
        )}
      </article>
    </li>
  );
}

/** A new person: e-mail, name and role; the ERP mails them the link to set their password. */
export function InviteForm({ answer, constraint }: { answer?: PeopleAnswer; constraint: Record<string, Constraint> }) {
  const { t } = useTranslation("account");
  const action = `/account/people${useLinkedLanguage()}`;
  const [form, fields] = useServerForm<{ intent: string; email: string; name: string; role: string }>("invite-person", {
    lastResult: answer?.result,
    constraint,
    defaultValue: { role: "buyer" },
  });
  return (
    <section aria-labelledby="invite-title">
      <h2 id="invite-title">{t("people.inviteTitle")}</h2>
      <p>{t("people.inviteIntro")}</p>
      <IntentForm form={form} action={action} intent="invite" className="stack narrow">
        <InputField field={fields.name} label={t("people.name")} autoComplete="off" />
        <InputField field={fields.email} label={t("people.email")} type="email" autoComplete="off" />
        <SelectField field={fields.role} label={t("people.role")} choose="–">
          <RoleOptions />
        </SelectField>
        <button type="submit" className="button button-primary">
          {t("people.invite")}
        </button>
      </IntentForm>
    </section>
  );
}

/**
 * The company's rules: its buyers and viewers see every order of the company, or only their own;
 * every order needs a purchase-order number, or not.
 */
export function SettingsForm({
  settings,
  answer,
}: {
  settings: { seeAll: boolean; poRequired: boolean; approvalRequired: boolean };
  answer?: PeopleAnswer;
}) {
  const { t } = useTranslation("account");
  const action = `/account/people${useLinkedLanguage()}`;
  const on = (value: boolean) => (value ? "on" : undefined);
  const [form, fields] = useServerForm<{
    intent: string;
    seeAll: string;
    poRequired: string;
    approvalRequired: string;
  }>("team-settings", {
    lastResult: answer?.result,
    defaultValue: {
      seeAll: on(settings.seeAll),
      poRequired: on(settings.poRequired),
      approvalRequired: on(settings.approvalRequired),
    },
  });
  return (
    <section aria-labelledby="team-settings-title">
      <h2 id="team-settings-title">{t("people.settingsTitle")}</h2>
      <IntentForm form={form} action={action} intent="settings" className="stack narrow">
        <CheckboxField field={fields.seeAll} label={t("people.seeAll")} hint={t("people.seeAllHint")} />
        <CheckboxField field={fields.poRequired} label={t("people.poRequired")} hint={t("people.poRequiredHint")} />
        <CheckboxField
          field={fields.approvalRequired}
          label={t("people.approvalRequired")}
          hint={t("people.approvalRequiredHint")}
        />
        <button type="submit" className="button">
          {t("people.saveSettings")}
        </button>
      </IntentForm>
    </section>
  );
}
