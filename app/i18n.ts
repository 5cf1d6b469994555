/** The i18next settings shared by server and browser; the languages themselves are contract/languages.ts. */
import { DEFAULT_LANGUAGE, LANGUAGES } from "../contract/languages.ts";

export const NAMESPACES = [
  "common",
  "catalogue",
  "item",
  "enquiry",
  "pages",
  "home",
  "checkout",
  "account",
  "office",
] as const;

export const i18nConfig = {
  supportedLngs: [...LANGUAGES],
  fallbackLng: DEFAULT_LANGUAGE,
  defaultNS: "common",
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
};
