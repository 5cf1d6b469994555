/**
 * The office's staff (issue 38; the owner's): the list, an invitation (its one-time link shown
 * once, as a full address to hand on), each member's roles, and disabling a member, which asks
 * first: the "Disable…" button is a GET form that shows the question, whose answer is the POST.
 * The ERP authorises every call (403 for any other role) and keeps the last owner.
 */
import { parseWithZod } from "@conform-to/zod";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "../../translation.tsx";
import { ErpCallError } from "../../.server/erp.ts";
import { formConstraint } from "../../.server/form-constraint.ts";
import { officeRequest } from "../../.server/office.ts";
import { publicOrigin } from "../../.server/origin.ts";
import { commitSession } from "../../.server/session.ts";
import { OfficeErrorBoundary } from "../../components/office-error.tsx";
import { officeHeaders, officeMeta } from "../../lib/office-meta.ts";
import { InviteFormSchema, StaffFormSchema } from "../../lib/office-forms.ts";
import { DisableQuestion, InviteForm, InviteLink, StaffCard, type StaffAnswer } from "./staff-forms.tsx";

export async function loader({ request, context: load }: LoaderFunctionArgs) {
  const { call, session } = await officeRequest(request, load);
  const { staff } = await call("listStaff", {});
  const asked = new URL(request.url).searchParams.get("disable");
  const confirm = staff.find((m) => m.id === asked && m.status !== "disabled") ?? null;
  const invite = session.get("staffInvite") ?? null;
  return data(
    { staff, confirm, invite, constraint: formConstraint(InviteFormSchema) },
    // The invitation's link is read once: the flash is gone from the cookie this answer sets.
    invite ? { headers: { "Set-Cookie": await commitSession(session) } } : undefined,
  );
}

export async function action({ request, context: load }: ActionFunctionArgs) {
  const { call, session } = await officeRequest(request, load);
  const submission = parseWithZod(await request.formData(), { schema: StaffFormSchema });
  const intent = submission.payload.intent;
  const id = typeof submission.payload.id === "string" ? submission.payload.id : null;
  const form = intent === "roles" || intent === "disable" ? intent : "invite";
  const answer = (status: number, result: ReturnType<typeof submission.reply>): StaffAnswer =>
    ({ form, id, result, status }) as const;
  if (submission.status !== "success") return data(answer(400, submission.reply()), { status: 400 });
  const done = async (notice: string, params: Record<string, string>) => {
    session.flash("notice", { key: notice, params, tone: "success" });
    return redirect("/office/staff", { status: 303, headers: { "Set-Cookie": await commitSession(session) } });
  };
  const value = submission.value;
  try {
    if (value.intent === "invite") {
      const { staff, token } = await call("inviteStaff", { email: value.email, name: value.name, roles: value.roles });
      session.flash("staffInvite", {
        email: staff.email,
        link: `${publicOrigin(request)}/office/enrol/${encodeURIComponent(token)}`,
      });
      return await done("office:staff.invited", { email: staff.email });
    }
    if (value.intent === "roles") {
      const { staff } = await call("setStaffRoles", { id: value.id, roles: value.roles });
      return await done("office:staff.rolesSaved", { email: staff.email });
    }
    const { staff } = await call("disableStaff", { id: value.id });
    return await done("office:staff.disabledDone", { email: staff.email });
  } catch (error) {
    if (!(error instanceof ErpCallError)) throw error;
    if (error.code === "STAFF_LAST_OWNER")
      return data(answer(409, submission.reply({ formErrors: ["office:errors.lastOwner"] })), { status: 409 });
    if (value.intent === "invite" && error.fields?.email)
      return data(answer(409, submission.reply({ fieldErrors: { email: ["office:errors.emailTaken"] } })), {
        status: 409,
      });
    if (error.status === 404 && value.intent !== "invite")
      return data(answer(404, submission.reply({ formErrors: ["office:errors.staffGone"] })), { status: 404 });
    throw error;
  }
}

export const meta = officeMeta("staff");
export const headers = officeHeaders;

export default function StaffPage() {
  const { t } = useTranslation("office");
  const { staff, confirm, invite, constraint } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as StaffAnswer | undefined;
  return (
    <section className="page office-page">
      <h1>{t("staff.title")}</h1>
      {invite ? <InviteLink email={invite.email} link={invite.link} /> : null}
      {confirm ? <DisableQuestion member={confirm} answer={answer} /> : null}
      <h2>{t("staff.listTitle")}</h2>
      <ul className="office-staff-list">
        {staff.map((member) => (
          <StaffCard key={member.id} member={member} answer={answer?.id === member.id ? answer : undefined} />
        ))}
      </ul>
      <InviteForm answer={answer?.form === "invite" ? answer : undefined} constraint={constraint} />
    </section>
  );
}

export const ErrorBoundary = OfficeErrorBoundary;
