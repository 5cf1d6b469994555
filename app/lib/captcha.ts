/**
 * The two captcha providers the enquiry forms can use (CAPTCHA_PROVIDER): where the widget's script
 * comes from, the form field its token arrives in, the siteverify endpoint, and the hosts the CSP
 * must allow. Shared by the server (verification, CSP) and the browser (the widget).
 */
export const CAPTCHA_PROVIDERS = ["turnstile", "recaptcha"] as const;
export type CaptchaProvider = (typeof CAPTCHA_PROVIDERS)[number];

export interface CaptchaProviderInfo {
  /** The widget script, rendered explicitly by app/components/captcha.tsx. */
  script: string;
  /** The form field the widget fills with its token. */
  field: string;
  verifyUrl: string;
  csp: { script: string[]; frame: string[]; connect: string[]; img: string[] };
}

export const CAPTCHA: Record<CaptchaProvider, CaptchaProviderInfo> = {
  turnstile: {
    script: "https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit",
    field: "cf-turnstile-response",
    verifyUrl: "https://challenges.cloudflare.com/turnstile/v0/siteverify",
    csp: {
      script: ["https://challenges.cloudflare.com"],
      frame: ["https://challenges.cloudflare.com"],
      connect: [],
      img: [],
    },
  },
  recaptcha: {
    script: "https://www.google.com/recaptcha/api.js?render=explicit",
    field: "g-recaptcha-response",
    verifyUrl: "https://www.google.com/recaptcha/api/siteverify",
    csp: {
      script: ["https://www.google.com/recaptcha/", "https://www.gstatic.com/recaptcha/"],
      frame: ["https://www.google.com/recaptcha/", "https://recaptcha.google.com/recaptcha/"],
      connect: ["https://www.google.com/recaptcha/"],
      img: ["https://www.gstatic.com/recaptcha/"],
    },
  },
};

/** What the page needs to show the widget: nothing secret. */
export interface PublicCaptcha {
  provider: CaptchaProvider;
  siteKey: string;
  field: string;
  script: string;
}
