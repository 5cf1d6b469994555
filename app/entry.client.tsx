import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { TranslationsProvider } from "./translation.tsx";
import { pageTranslations } from "./translations.client.ts";

// The server rendered <html lang> and sent the translations the page uses (decision 0040); the
// translator loads any other namespace when a later page or dialog asks for it (decision 0045).
// Every language has every key (app/locales.test.ts), so the browser needs no fallback language.
const translations = pageTranslations();
startTransition(() => {
  hydrateRoot(
    document,
    <TranslationsProvider value={translations}>
      <StrictMode>
        <RemixBrowser />
      </StrictMode>
    </TranslationsProvider>,
  );
});
