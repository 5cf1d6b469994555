/** The shop's languages and the locale each one formats numbers and dates with. */
export const LANGUAGES = ["en", "pl", "de"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "en";

export const isLanguage = (value: unknown): value is Language =>
  typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);

/** BCP 47 locale of each language for Intl formatting (prices, dates). */
export const LOCALES: Record<Language, string> = { en: "en-GB", pl: "pl-PL", de: "de-DE" };
