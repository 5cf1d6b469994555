/** The staff page's parts: the invitation's link, the disable question, a member's card, the invite form. */
import { Form } from "@remix-run/react";
import { useTranslation } from "../../translation.tsx";
import type { StaffMember } from "../../../contract/staff.ts";
import { ErrorList, InputField } from "../../components/form-fields.tsx";
import { LanguageField, PageLink } from "../../components/page-link.tsx";
import { IntentForm } from "../../components/intent-form.tsx";
import { useServerForm, type Constraint, type FormField, type FormResult } from "../../components/server-form.tsx";
import { OFFICE_ROLES } from "../../lib/office.ts";
import { useLinkedLanguage } from "../../root-data.ts";

/** The action's answer: which form it is about (a member's by id), and conform's result. */
export interface StaffAnswer {
  form: "invite" | "roles" | "disable";
  id: string | null;
  result: FormResult;
  status: number;
}

/** The one-time link of the invitation just made, to hand to the new member (shown once). */
export function InviteLink({ email, link }: { email: string; link: string }) {
  const { t } = useTranslation("office");
  return (
    <div className="notice notice-success office-invite-link" role="status">
      <p>{t("staff.linkFor", { email })}</p>
      <p>
        <code data-testid="invite-link">{link}</code>
      </p>
      <p className="muted">{t("staff.linkOnce")}</p>
    </div>
  );
}

/** The role checkboxes of a form: the member's roles, or what was posted. */
function RoleChoices({ field, legend }: { field: FormField; legend: string }) {
  const { t } = useTranslation("office");
  const chosen = ([] as string[]).concat(field.initialValue ?? []);
  const invalid = Boolean(field.errors?.length);
  return (
    <fieldset className="office-roles" aria-describedby={invalid ? field.errorId : undefined}>
      <legend>{legend}</legend>
      {OFFICE_ROLES.map((role) => (
        <div className="checkbox-row" key={role}>
          <input
            type="checkbox"
            id={`${field.id}-${role}`}
            name={field.name}
            value={role}
            key={`${field.key ?? ""}${role}`}
            defaultChecked={chosen.includes(role)}
            aria-invalid={invalid || undefined}
          />
          <label htmlFor={`${field.id}-${role}`}>{t(`roles.${role}`)}</label>
        </div>
      ))}
      <ErrorList id={field.errorId} errors={field.errors} />
    </fieldset>
  );
}

/** Are you sure? Disabling ends every session of the member; the POST of this form does it. */
export function DisableQuestion({ member, answer }: { member: StaffMember; answer?: StaffAnswer }) {
  const { t } = useTranslation("office");
  const action = `/office/staff${useLinkedLanguage()}`;
  const [form] = useServerForm<{ intent: string; id: string }>(`disable-${member.id}`, {
    lastResult: answer?.form === "disable" && answer.id === member.id ? answer.result : undefined,
  });
  return (
    <section className="office-confirm" aria-labelledby="disable-question">
      <h2 id="disable-question">{t("staff.disableQuestion", { name: member.name || member.email })}</h2>
      <p>{t("staff.disableText")}</p>
      <IntentForm form={form} action={action} intent="disable" hidden={{ id: member.id }} className="office-actions">
        <button type="submit" className="button button-danger">
          {t("staff.disableYes")}
        </button>
        <PageLink to="/office/staff" className="button">
          {t("staff.disableNo")}
        </PageLink>
      </IntentForm>
    </section>
  );
}

/** A member: e-mail, status and roles; for an active or invited one, the roles form and "Disable…". */
export function StaffCard({ member, answer }: { member: StaffMember; answer?: StaffAnswer }) {
  const { t } = useTranslation("office");
  const action = `/office/staff${useLinkedLanguage()}`;
  const [form, fields] = useServerForm<{ intent: string; id: string; roles: string[] }>(`roles-${member.id}`, {
    lastResult: answer?.form === "roles" ? answer.result : undefined,
    defaultValue: { roles: member.roles },
  });
  const name = member.name || member.email;
  return (
    <li className="office-card" aria-labelledby={`staff-${member.id}`}>
      <h3 id={`staff-${member.id}`}>{name}</h3>
      <dl className="office-facts">
        <dt>{t("staff.email")}</dt>
        <dd>{member.email}</dd>
        <dt>{t("staff.status")}</dt>
        <dd>{t(`staff.statuses.${member.status}`)}</dd>
        <dt>{t("staff.roles")}</dt>
        <dd>{member.roles.map((r) => t(`roles.${r}`)).join(", ")}</dd>
      </dl>
      {member.status === "disabled" ? null : (
        <>
          <IntentForm form={form} action={action} intent="roles" hidden={{ id: member.id }} className="stack">
            <RoleChoices field={fields.roles} legend={t("staff.rolesOf", { name })} />
            <button type="submit" className="button">
              {t("staff.saveRoles")}
            </button>
          </IntentForm>
          <Form method="get" action="/office/staff" className="office-actions">
            <LanguageField />
            <button type="submit" name="disable" value={member.id} className="button-link">
              {t("staff.disable", { name })}
            </button>
          </Form>
        </>
      )}
    </li>
  );
}

/** A new member: e-mail, name and roles; the answer is the one-time link (InviteLink). */
export function InviteForm({ answer, constraint }: { answer?: StaffAnswer; constraint: Record<string, Constraint> }) {
  const { t } = useTranslation("office");
  const action = `/office/staff${useLinkedLanguage()}`;
  const [form, fields] = useServerForm<{ intent: string; email: string; name: string; roles: string[] }>(
    "invite-staff",
    { lastResult: answer?.result, constraint },
  );
  return (
    <section aria-labelledby="invite-title" className="office-invite">
      <h2 id="invite-title">{t("staff.inviteTitle")}</h2>
      <p>{t("staff.inviteIntro")}</p>
      <IntentForm form={form} action={action} intent="invite" className="stack">
        <InputField field={fields.email} label={t("staff.email")} type="email" autoComplete="off" />
        <InputField field={fields.name} label={t("staff.name")} autoComplete="off" />
        <RoleChoices field={fields.roles} legend={t("staff.inviteRoles")} />
        <button type="submit" className="button button-primary">
          {t("staff.invite")}
        </button>
      </IntentForm>
    </section>
  );
}
