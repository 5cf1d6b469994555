/** Server-side i18next: translation resources bundled with the server and a fixed t per language. */
import { createInstance, type TFunction } from "i18next";
import { RemixI18Next } from "remix-i18next/server";
import { DEFAULT_LANGUAGE, LANGUAGES, i18nConfig, type Language } from "~/i18n";
import { resources } from "~/locales";

export const remixI18n = new RemixI18Next({
  detection: { supportedLanguages: [...LANGUAGES], fallbackLanguage: DEFAULT_LANGUAGE },
  i18next: { ...i18nConfig, resources },
});

const fixed = new Map<Language, TFunction>();

/** A translator for actions, loaders and meta, where no React context exists. */
export async function translator(lang: Language): Promise<TFunction> {
  let t = fixed.get(lang);
  if (!t) {
    const instance = createInstance();
    await instance.init({ ...i18nConfig, lng: lang, resources });
    t = instance.getFixedT(lang, "common");
    fixed.set(lang, t);
  }
  return t;
}

export { resources };
