/**
 * The end of a form that sends the office mail (the contact page's two forms, the application, the
 * warranty claim): the honeypot (./honeypot.tsx), the required agreement to the privacy policy and
 * the terms (the form's `privacy` field) and the captcha widget when one is configured. Their
 * action checks the post with app/.server/form-guard.ts.
 */
import { useTranslation } from "../translation.tsx";
import type { HoneypotInputProps } from "remix-utils/honeypot/server";
import type { PublicCaptcha } from "../lib/captcha.ts";
import { ErrorList, Required } from "./form-fields.tsx";
import { HoneypotFields, HoneypotProvider } from "./honeypot.tsx";
import { CaptchaWidget } from "./lazy-parts.tsx";
import { PageLink } from "./page-link.tsx";

/** The agreement's field (conform's metadata, or a server-validated or browser-checked form's). */
export interface AgreementField {
  id: string;
  name: string;
  errorId: string;
  descriptionId: string;
  errors?: string[];
  key?: string;
  initialValue?: unknown;
}

/** The captcha widget, new after every answer (`answer`): a captcha token is good for one check. */
export function GuardCaptcha({ captcha, answer }: { captcha: PublicCaptcha | null; answer: unknown }) {
  return captcha ? <CaptchaWidget key={JSON.stringify(answer ?? null)} captcha={captcha} /> : null;
}

export function FormGuard({
  formId,
  honeypot,
  privacy,
  label,
  keepAgreed = true,
  captcha = null,
  answer,
}: {
  formId: string;
  /** The loader's honeypot inputs (honeypotInputProps). */
  honeypot: Partial<HoneypotInputProps>;
  privacy: AgreementField;
  /** The agreement's words. */
  label: string;
  /** The box stays ticked in the answer to a refused post (not on the warranty claim's form). */
  keepAgreed?: boolean;
  /** Shown here when configured; a form that needs it elsewhere renders GuardCaptcha itself. */
  captcha?: PublicCaptcha | null;
  /** The action's last answer, which renews the captcha widget. */
  answer?: unknown;
}) {
  const { t } = useTranslation("enquiry");
  const invalidPrivacy = !!privacy.errors?.length;
  return (
    <>
      <HoneypotProvider {...honeypot}>
        <HoneypotFields formId={formId} label={t("contact.honeypotLabel")} />
      </HoneypotProvider>
      <div className="field field-checkbox">
        <div className="checkbox-row">
          <input
            type="checkbox"
            id={privacy.id}
            name={privacy.name}
            key={privacy.key}
            value="on"
            defaultChecked={keepAgreed ? privacy.initialValue === "on" : undefined}
            required
            aria-invalid={invalidPrivacy || undefined}
            aria-describedby={`${privacy.descriptionId}${invalidPrivacy ? ` ${privacy.errorId}` : ""}`}
          />
          <label htmlFor={privacy.id}>
            <Required>{label}</Required>
          </label>
        </div>
        <p id={privacy.descriptionId} className="muted field-hint">
          {t("contact.privacyLinks")} <PageLink to="/privacy">{t("contact.privacyPolicy")}</PageLink> {t("contact.and")}{" "}
          <PageLink to="/terms">{t("contact.terms")}</PageLink>.
        </p>
        <ErrorList id={privacy.errorId} errors={privacy.errors} />
      </div>
      <GuardCaptcha captcha={captcha} answer={answer} />
    </>
  );
}
