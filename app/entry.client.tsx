import { RemixBrowser } from "@remix-run/react";
import i18next from "i18next";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { i18nConfig } from "./i18n";

/** The server puts the current language and its texts in the root loader data. */
interface RootData {
  lang: string;
  messages: Record<string, unknown>;
}

async function hydrate() {
  const root = (window.__remixContext?.state?.loaderData?.root ?? {}) as Partial<RootData>;
  const lang = root.lang ?? document.documentElement.lang ?? "en";
  await i18next.use(initReactI18next).init({
    ...i18nConfig,
    lng: lang,
    ns: ["common"],
    resources: { [lang]: { common: root.messages ?? {} } },
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

declare global {
  interface Window {
    __remixContext?: { state?: { loaderData?: Record<string, unknown> } };
  }
}
