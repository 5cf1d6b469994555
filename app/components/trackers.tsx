/**
 * Google Consent Mode v2 and the third-party scripts the shopper consented to. The server renders
 * the consent default (everything denied, then the stored choice) as an inline script carrying the
 * CSP nonce, when a tag manager is configured. The scripts themselves are added after hydration
 * (allowed by 'strict-dynamic'), and only those the root loader allowed for this consent and host;
 * the code adding them is loaded only when there are any (tracker-scripts.ts).
 */
import { useEffect } from "react";
import { consentSignals, DEFAULT_CONSENT } from "../lib/consent.ts";
import { consentModeScript, type Tracker } from "../lib/tracking.ts";
import { useNonce } from "../nonce.tsx";
import { useRootData } from "../root-data.ts";

export function Trackers() {
  const root = useRootData();
  const nonce = useNonce();
  const consent = root?.consent ?? DEFAULT_CONSENT;
  const consentMode = root?.consentMode ?? false;
  const trackers = root?.trackers ?? [];
  const signals = JSON.stringify(consentSignals(consent));
  const wanted = JSON.stringify(trackers);

  // A choice made after the page loaded (the banner or the settings form with JavaScript).
  useEffect(() => {
    if (consentMode && window.gtag) window.gtag("consent", "update", JSON.parse(signals));
  }, [consentMode, signals]);
  useEffect(() => {
    const list = JSON.parse(wanted) as Tracker[];
    if (list.length)
      void import("./tracker-scripts.ts").then(
        ({ load }) => list.forEach(load),
        () => {}, // Offline or a new deployment: no trackers on this page.
      );
  }, [wanted]);

  if (!consentMode) return null;
  return (
    // The script runs once, as the server wrote it; the browser keeps that text (so its bundle has
    // no copy of the code writing it) and a later choice is an update above.
    <script
      nonce={nonce}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? consentModeScript(consent) : "" }}
    />
  );
}
