import { RemixBrowser } from "@remix-run/react";
import i18next from "i18next";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { i18nConfig } from "./i18n.ts";
import { lazyTranslations, sentTranslations } from "./translations.client.ts";

async function hydrate() {
  // The server rendered <html lang> and sent the translations the page uses (decision 0040);
  // i18next loads any other namespace when a later page or dialog asks for it. Every language has
  // every key (app/locales.test.ts), so the browser needs no fallback language.
  const lng = document.documentElement.lang || "en";
  const resources = sentTranslations();
  await i18next
    .use(lazyTranslations)
    .use(initReactI18next)
    .init({
      ...i18nConfig,
      lng,
      fallbackLng: false,
      load: "currentOnly",
      ns: Object.keys(resources[lng] ?? {}),
      resources,
      partialBundledLanguages: true,
      // A namespace that arrives later renders the page again (meta functions included).
      react: { ...i18nConfig.react, bindI18nStore: "added" },
    });
  startTransition(() => {
    hydrateRoot(
      document,
      <I18nextProvider i18n={i18next}>
        <StrictMode>
          <RemixBrowser />
        </StrictMode>
      </I18nextProvider>,
    );
  });
}

void hydrate();
