/**
 * The captcha widget of the enquiry forms (only when CAPTCHA_PROVIDER is configured): the provider's
 * script is loaded once, on demand, and the widget rendered explicitly into a box inside the form,
 * where it puts its token field (cf-turnstile-response / g-recaptcha-response). Remount it (a new
 * `key`) after every answer of the action: a token is good for one verification only.
 * Without JavaScript no widget can run: a notice says so, and the server refuses the post.
 */
import { useEffect, useRef } from "react";
import { useTranslation } from "../translation.tsx";
import type { PublicCaptcha } from "../lib/captcha.ts";

interface Turnstile {
  render(el: HTMLElement, options: { sitekey: string }): string | undefined;
  remove(widgetId: string): void;
}
interface Recaptcha {
  ready(callback: () => void): void;
  render(el: HTMLElement, options: { sitekey: string }): number;
}
type CaptchaWindow = Window & { turnstile?: Turnstile; grecaptcha?: Recaptcha };

const scripts = new Map<string, Promise<void>>();
function loadScript(src: string): Promise<void> {
  let loading = scripts.get(src);
  if (!loading) {
    loading = new Promise<void>((resolve, reject) => {
      const script = document.createElement("script");
      script.src = src;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => reject(new Error(`could not load ${src}`));
      document.head.appendChild(script);
    });
    scripts.set(src, loading);
  }
  return loading;
}

export function CaptchaWidget({ captcha }: { captcha: PublicCaptcha }) {
  const { t } = useTranslation("enquiry");
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let cancelled = false;
    let turnstileId: string | undefined;
    const w = window as CaptchaWindow;
    loadScript(captcha.script)
      .then(() => {
        const el = box.current;
        if (cancelled || !el) return;
        if (captcha.provider === "turnstile") turnstileId = w.turnstile?.render(el, { sitekey: captcha.siteKey });
        else w.grecaptcha?.ready(() => !cancelled && w.grecaptcha?.render(el, { sitekey: captcha.siteKey }));
      })
      .catch((error: unknown) => console.error("[captcha]", error));
    return () => {
      cancelled = true;
      if (turnstileId) w.turnstile?.remove(turnstileId);
    };
  }, [captcha]);
  return (
    <div className="captcha">
      <div ref={box} />
      <noscript>
        <p className="muted">{t("contact.captchaNoScript")}</p>
      </noscript>
    </div>
  );
}
