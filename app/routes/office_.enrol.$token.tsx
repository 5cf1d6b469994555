/**
 * Following an office invitation (issue 38, `npm run staff -- add` or the owner's invite form):
 * whom it is for and with which roles, the second factor's secret as an otpauth:// URI in text and
 * as a QR code drawn on the server, and one form for the password (the customer's rules) and a
 * first code from the app. Done, the staff member is signed in and sees the ten recovery codes
 * once, carried to the next page in the session's flash, never in a URL.
 */
import { parseWithZod } from "@conform-to/zod";
import type { z } from "zod";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "../translation.tsx";
import { clientAddress } from "../.server/enquiry-guard.ts";
import { ErpCallError, weakPassword } from "../.server/erp.ts";
import { formConstraint } from "../.server/form-constraint.ts";
import { officeGuest } from "../.server/office.ts";
import { qrDrawing } from "../.server/office-qr.ts";
import { commitSession, staffSignInSession } from "../.server/session.ts";
import { BusyButton } from "../components/busy-button.tsx";
import { ErrorList, InputField } from "../components/form-fields.tsx";
import { NewPasswordFields } from "../components/new-password-fields.tsx";
import { OfficeShell, OfficeShellErrorBoundary } from "../components/office-shell.tsx";
import { PageLink } from "../components/page-link.tsx";
import { formProps, useServerForm } from "../components/server-form.tsx";
import { officeHeaders, officeLinks, officeMeta } from "../lib/office-meta.ts";
import { officeTime } from "../lib/office-format.ts";
import { EnrolFormSchema } from "../lib/office-forms.ts";

/** The ERP's answers that mean the link leads nowhere (unknown, used or expired). */
const INVALID_LINK = new Set(["TOKEN_INVALID", "NOT_FOUND", "STAFF_INVITE_INVALID"]);

export async function loader({ request, params, context: load }: LoaderFunctionArgs) {
  const { call, context } = await officeGuest(request, load);
  const { invite } = await call("getStaffInvite", { token: params.token ?? "" });
  if (!invite) return data({ invite: null, qr: null, lang: context.lang, constraint: null }, { status: 404 });
  return {
    invite: {
      email: invite.email,
      name: invite.name,
      roles: invite.roles,
      secret: invite.secret,
      uri: invite.uri,
      expires: invite.expires,
    },
    qr: qrDrawing(invite.uri),
    lang: context.lang,
    constraint: formConstraint(EnrolFormSchema),
  };
}

export async function action({ request, params, context: load }: ActionFunctionArgs) {
  const { call, session } = await officeGuest(request, load);
  const submission = parseWithZod(await request.formData(), { schema: EnrolFormSchema });
  if (submission.status !== "success") return data({ result: submission.reply(), invalid: false }, { status: 400 });
  const hidden = { hideFields: ["password", "repeat", "code"] };
  try {
    const enrolled = await call("enrolStaff", {
      token: params.token ?? "",
      password: submission.value.password,
      code: submission.value.code,
      client: clientAddress(request, load),
    });
    const fresh = await staffSignInSession(session, {
      token: enrolled.token,
      email: enrolled.staff.email,
      recoveryLeft: enrolled.recoverycodes.length,
    });
    fresh.flash("recoveryCodes", enrolled.recoverycodes);
    return redirect("/office/recovery-codes", { status: 303, headers: { "Set-Cookie": await commitSession(fresh) } });
  } catch (error) {
    if (!(error instanceof ErpCallError)) throw error;
    if (INVALID_LINK.has(error.code)) return data({ result: submission.reply(hidden), invalid: true }, { status: 400 });
    if (error.code === "PASSWORD_WEAK")
      return data(
        {
          result: submission.reply({ fieldErrors: { password: [weakPassword(error)] }, hideFields: ["code"] }),
          invalid: false,
        },
        { status: 400 },
      );
    if (error.code === "STAFF_CODE_INVALID")
      return data(
        {
          result: submission.reply({ fieldErrors: { code: ["office:errors.codeWrong"] }, hideFields: ["code"] }),
          invalid: false,
        },
        { status: 400 },
      );
    const throttled = error.throttled;
    if (throttled)
      return data(
        { result: submission.reply({ formErrors: [throttled.key], ...hidden }), invalid: false },
        { status: 429, headers: throttled.headers },
      );
    throw error;
  }
}

export const meta = officeMeta("enrol");
export const headers = officeHeaders;
export const links = officeLinks;

/** The QR code of the URI: an inline SVG path of its dark modules, black on white at any zoom. */
function QrCode({ size, path, label }: { size: number; path: string; label: string }) {
  return (
    <svg
      className="office-qr"
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      width={size * 5}
      height={size * 5}
      shapeRendering="crispEdges"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}

/** The page inside the office's shell (the root layout leaves it to the office). */
export default function OfficeEnrol() {
  return (
    <OfficeShell>
      <OfficeEnrolPage />
    </OfficeShell>
  );
}

function OfficeEnrolPage() {
  const { t } = useTranslation("office");
  const { invite, qr, lang, constraint } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [form, fields] = useServerForm<z.input<typeof EnrolFormSchema>>("office-enrol", {
    lastResult: actionData?.result,
    constraint,
  });
  if (!invite || !qr || actionData?.invalid) {
    return (
      <section className="page narrow">
        <h1>{t("enrol.title")}</h1>
        <p role="alert" className="notice notice-warning">
          {t("enrol.invalid")}
        </p>
        <p>{t("enrol.invalidHelp")}</p>
        <p>
          <PageLink to="/office/sign-in">{t("enrol.toSignIn")}</PageLink>
        </p>
      </section>
    );
  }
  return (
    <section className="page narrow office-enrol">
      <h1>{t("enrol.title")}</h1>
      <p>
        {invite.name
          ? t("enrol.for", { name: invite.name, email: invite.email })
          : t("enrol.forEmail", { email: invite.email })}
      </p>
      <p>
        {t("enrol.roles")} <strong>{invite.roles.map((r) => t(`roles.${r}`)).join(", ")}</strong>
      </p>
      <p className="muted">{t("enrol.expires", { time: officeTime(invite.expires, lang) })}</p>
      <h2>{t("enrol.appTitle")}</h2>
      <p>{t("enrol.appText")}</p>
      <QrCode size={qr.size} path={qr.path} label={t("enrol.qrLabel")} />
      <dl className="office-secret">
        <dt>{t("enrol.secret")}</dt>
        <dd>
          {/* In groups of four, as authenticator apps show a key typed in by hand. */}
          <code data-testid="totp-secret">{invite.secret.replace(/(.{4})(?=.)/g, "$1 ")}</code>
        </dd>
        <dt>{t("enrol.uri")}</dt>
        <dd>
          <code data-testid="totp-uri">{invite.uri}</code>
        </dd>
      </dl>
      <h2>{t("enrol.formTitle")}</h2>
      <p id="password-rule">{t("account:password.intro")}</p>
      <Form method="post" {...formProps(form)} className="stack">
        <ErrorList id={form.errorId} errors={form.errors} />
        <NewPasswordFields password={fields.password} repeat={fields.repeat} />
        <InputField
          field={fields.code}
          label={t("enrol.code")}
          autoComplete="one-time-code"
          hint={t("enrol.codeHint")}
        />
        <BusyButton>{t("enrol.submit")}</BusyButton>
      </Form>
    </section>
  );
}

export const ErrorBoundary = OfficeShellErrorBoundary;
