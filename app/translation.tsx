/**
 * The React side of the shop's translator (app/lib/translate.ts, decision 0045), in place of
 * react-i18next: `useTranslation(ns?, { lng? })` gives `{ t, i18n }` as react-i18next did, for
 * what the shop's components use of it (a t fixed to a namespace and language, the page's
 * language, and for root.tsx switching the language and loading namespaces ahead of a
 * navigation). The texts come from a `Translations` given by the entry: on the server all of them
 * for one language (app/entry.server.tsx), in the browser those the page was sent and those loaded
 * since (app/translations.client.ts). A component renders again when texts arrive or the
 * language changes.
 */
import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from "react";
import type { NAMESPACES } from "./i18n.ts";
import { fixedT, type TextSource, type TFunction } from "./lib/translate.ts";

export type Namespace = (typeof NAMESPACES)[number];

export interface Translations extends TextSource {
  /** The page's language (in the browser it changes with a client-side language switch). */
  readonly language: string;
  /** The language tried when a text is missing in the page's (the server's English), if any. */
  readonly fallbackLng?: string;
  /** Listens for texts arriving or the language changing; returns the way to stop. */
  subscribe(listener: () => void): () => void;
  /** A number that changes whenever the texts or the language do. */
  version(): number;
  /** Switches to a language once its namespaces in use are loaded (the browser's). */
  changeLanguage(lng: string): Promise<void>;
  /** Loads namespaces of the page's language or of `lng` (the browser's; the server has them all); true when all are there. */
  loadNamespaces(namespaces: readonly string[], lng?: string): Promise<boolean>;
}

const TranslationsContext = createContext<Translations | null>(null);

export function TranslationsProvider({ value, children }: { value: Translations; children: ReactNode }) {
  return <TranslationsContext.Provider value={value}>{children}</TranslationsContext.Provider>;
}

export type { TFunction };

/** A t function fixed to a namespace (default "common") and the page's or a given language. */
export function useTranslation(
  ns: Namespace | undefined = "common",
  options?: { lng?: string },
): { t: TFunction; i18n: Translations } {
  const translations = useContext(TranslationsContext);
  if (!translations) throw new Error("useTranslation outside TranslationsProvider");
  const version = useSyncExternalStore(translations.subscribe, translations.version, translations.version);
  const lng = options?.lng ?? translations.language;
  const t = useMemo(
    () => fixedT(translations, lng, ns, translations.fallbackLng),
    // The version is what tells a t made before a namespace arrived from one made after.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [translations, lng, ns, version],
  );
  return { t, i18n: translations };
}
