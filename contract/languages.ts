/** The shop's languages and the locale each one formats numbers and dates with. */
export const LANGUAGES = ["en", "pl", "de"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "en";

export const isLanguage = (value: unknown): value is Language =>
  typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);

/**
 * One field per language, named `${prefix}${language}`: the columns and wire fields that hold a text
 * per language (the marquee's text_pl, the slides' alt_de), so that a new language is asked for.
 */
export type PerLanguage<Prefix extends string, T = string> = Record<`${Prefix}${Language}`, T>;

/** BCP 47 locale of each language for Intl formatting (prices, dates). */
export const LOCALES: Record<Language, string> = { en: "en-GB", pl: "pl-PL", de: "de-DE" };
