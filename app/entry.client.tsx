import { RemixBrowser } from "@remix-run/react";
import i18next from "i18next";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { NAMESPACES, i18nConfig } from "./i18n.ts";
import { resources } from "./locales.ts";

async function hydrate() {
  // The server rendered <html lang>; the texts of all three languages are bundled (small), so a
  // language switch needs no extra request.
  await i18next.use(initReactI18next).init({
    ...i18nConfig,
    lng: document.documentElement.lang || "en",
    ns: [...NAMESPACES],
    resources,
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
