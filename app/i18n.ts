/** Languages of the shop and the i18next settings shared by server and browser. */
export const LANGUAGES = ["en", "pl", "de"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "en";
export const NAMESPACES = ["common", "catalogue", "item", "enquiry", "pages", "home", "checkout"] as const;

export const isLanguage = (value: unknown): value is Language =>
  typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);

export const i18nConfig = {
  supportedLngs: [...LANGUAGES],
  fallbackLng: DEFAULT_LANGUAGE,
  defaultNS: "common",
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
};
