/**
 * The forms' guard block (honeypot, privacy agreement, captcha) renders exactly what the contact,
 * application and warranty forms wrote out each by itself before (the reference below is their
 * markup, as it was), and it says what a buyer and a bot see: the decoy and stamp fields by their
 * names, the required agreement with its links and errors, the captcha only when configured.
 */
import { describe, expect, it } from "vitest";
import type { Language } from "../../contract/languages.ts";
import { useTranslation } from "../translation.tsx";
import type { PublicCaptcha } from "../lib/captcha.ts";
import { ErrorList } from "./form-fields.tsx";
import { FormGuard, type AgreementField } from "./form-guard.tsx";
import { HoneypotFields, HoneypotProvider } from "./honeypot.tsx";
import { CaptchaWidget } from "./lazy-parts.tsx";
import { PageLink } from "./page-link.tsx";
import { renderPage } from "./render.fixture.tsx";

const render = (element: React.ReactNode, lang: Language = "en") => renderPage(element, lang);

const honeypot = { nameFieldName: "name__confirm", validFromFieldName: "from__confirm", encryptedValidFrom: "stamp" };
const captcha: PublicCaptcha = {
  provider: "turnstile",
  siteKey: "site",
  field: "cf-turnstile-response",
  script: "https://challenges.example/api.js",
};
const privacy = (errors?: string[]): AgreementField => ({
  id: "apply-privacy",
  name: "privacy",
  errorId: "apply-privacy-error",
  descriptionId: "apply-privacy-description",
  errors,
  initialValue: "on",
});

/** The block as the contact and application forms (keep) and the warranty form (no keep) wrote it. */
function Before({
  field,
  label,
  keep,
  withCaptcha,
}: {
  field: AgreementField;
  label: string;
  keep: boolean;
  withCaptcha: boolean;
}) {
  const { t } = useTranslation("enquiry");
  const invalidPrivacy = !!field.errors?.length;
  return (
    <>
      <HoneypotProvider {...honeypot}>
        <HoneypotFields formId="apply" label={t("contact.honeypotLabel")} />
      </HoneypotProvider>
      <div className="field field-checkbox">
        <div className="checkbox-row">
          <input
            type="checkbox"
            id={field.id}
            name={field.name}
            key={field.key}
            value="on"
            defaultChecked={keep ? field.initialValue === "on" : undefined}
            required
            aria-invalid={invalidPrivacy || undefined}
            aria-describedby={`${field.descriptionId}${invalidPrivacy ? ` ${field.errorId}` : ""}`}
          />
          <label htmlFor={field.id}>
            <>
              {t(label)}{" "}
              <span aria-hidden="true" className="required-mark">
                *
              </span>
            </>
          </label>
        </div>
        <p id={field.descriptionId} className="muted field-hint">
          {t("contact.privacyLinks")} <PageLink to="/privacy">{t("contact.privacyPolicy")}</PageLink> {t("contact.and")}{" "}
          <PageLink to="/terms">{t("contact.terms")}</PageLink>.
        </p>
        <ErrorList id={field.errorId} errors={field.errors} />
      </div>
      {withCaptcha ? <CaptchaWidget key="null" captcha={captcha} /> : null}
    </>
  );
}

function After({ field, label, keep, withCaptcha }: Parameters<typeof Before>[0]) {
  const { t } = useTranslation("enquiry");
  return (
    <FormGuard
      formId="apply"
      honeypot={honeypot}
      privacy={field}
      label={t(label)}
      keepAgreed={keep}
      captcha={withCaptcha ? captcha : null}
    />
  );
}

describe("FormGuard", () => {
  for (const lang of ["en", "pl", "de"] as const) {
    it(`renders what the forms wrote by hand (${lang})`, async () => {
      for (const props of [
        { field: privacy(), label: "contact.privacy", keep: true, withCaptcha: true },
        { field: privacy(["enquiry:errors.required"]), label: "contact.privacy", keep: true, withCaptcha: false },
        { field: privacy(), label: "warranty.privacy", keep: false, withCaptcha: false },
      ]) {
        expect(await render(<After {...props} />, lang)).toBe(await render(<Before {...props} />, lang));
      }
    });
  }

  it("has the honeypot's fields, the required agreement and the captcha only when configured", async () => {
    const html = await render(<After field={privacy()} label="contact.privacy" keep withCaptcha />);
    expect(html).toContain('name="name__confirm"');
    expect(html).toContain('name="from__confirm"');
    expect(html).toMatch(/<input type="checkbox" id="apply-privacy" name="privacy" required="" [^>]*checked=""/);
    expect(html).toContain('href="/privacy"');
    expect(html).toContain('<div class="captcha">');
    const warranty = await render(
      <After field={privacy()} label="warranty.privacy" keep={false} withCaptcha={false} />,
    );
    expect(warranty).not.toContain('checked=""');
    expect(warranty).not.toContain('class="captcha"');
  });
});
