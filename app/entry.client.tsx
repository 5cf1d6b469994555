import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { TranslationsProvider } from "./translation.tsx";
import { pageNamespaces, pageTranslations } from "./translations.client.ts";

// The server rendered <html lang> and named (and preloaded) the translations the page uses
// (decision 0040, issue 40); the page is hydrated once they are loaded, and the translator loads
// any other namespace when a later page or dialog asks for it (decision 0045). Every language has
// every key (app/locales.test.ts), so the browser needs no fallback language. When the texts
// cannot be loaded (offline, a deploy under way), the page stays as the server rendered it: every
// link and form of it works without JavaScript.
const translations = pageTranslations();
void Promise.all(
  Object.entries(pageNamespaces()).map(([lng, namespaces]) => translations.loadNamespaces(namespaces, lng)),
).then((loaded) => {
  if (loaded.includes(false)) return;
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
});
