/**
 * Parts of the form pages that most visits never show, with their code loaded when one is shown
 * rather than with the page (issue 25, decision 0050): the dialogs of a post's outcome (a send
 * failure, a "sent" message) and the captcha widget (only when a captcha is configured). On a page
 * the server sent with one, its HTML stays as it is until the code has come (React hydrates the
 * boundary then), so it reads and works meanwhile, and without JavaScript as before.
 */
import { lazy, Suspense, type ComponentProps } from "react";
import type { SendFailureNotice as Notice } from "./dialog.tsx";
import type { SuccessDialog as Success } from "./success-dialog.tsx";
import type { CaptchaWidget as Captcha } from "./captcha.tsx";

const FailureLater = lazy(() => import("./dialog.tsx").then((m) => ({ default: m.SendFailureNotice })));
const CaptchaLater = lazy(() => import("./captcha.tsx").then((m) => ({ default: m.CaptchaWidget })));
const SuccessLater = lazy(() => import("./success-dialog.tsx").then((m) => ({ default: m.SuccessDialog })));

/** The 'Server error' dialog of a form's last send failure (SendFailureNotice); nothing, and no code, without one. */
export function SendFailureNotice({ failure }: ComponentProps<typeof Notice>) {
  return failure ? (
    <Suspense fallback={null}>
      <FailureLater failure={failure} />
    </Suspense>
  ) : null;
}

/** A form's "sent" dialog (SuccessDialog); render it only when the form was sent. */
export function SuccessDialog(props: ComponentProps<typeof Success>) {
  return (
    <Suspense fallback={null}>
      <SuccessLater {...props} />
    </Suspense>
  );
}

/** The captcha widget of a form (CaptchaWidget); render it only when a captcha is configured. */
export function CaptchaWidget(props: ComponentProps<typeof Captcha>) {
  return (
    <Suspense fallback={null}>
      <CaptchaLater {...props} />
    </Suspense>
  );
}
