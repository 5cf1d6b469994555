/**
 * Google Consent Mode v2 and the third-party scripts the shopper consented to. The server renders
 * the consent default (everything denied, then the stored choice) as an inline script carrying the
 * CSP nonce, when a tag manager is configured. The scripts themselves are added after hydration
 * (allowed by 'strict-dynamic'), and only those the root loader allowed for this consent and host.
 */
import { useEffect } from "react";
import { consentSignals, DEFAULT_CONSENT } from "../lib/consent.ts";
import { consentModeScript, type Tracker } from "../lib/tracking.ts";
import { useNonce } from "../nonce.tsx";
import { useRootData } from "../root.tsx";

type Queue = ((...args: unknown[]) => void) & {
  q?: unknown[][];
  queue?: unknown[][];
  callMethod?: (...args: unknown[]) => void;
  loaded?: boolean;
  version?: string;
  push?: unknown;
};
declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
    clarity?: Queue;
    fbq?: Queue;
    _fbq?: Queue;
  }
}

function addScript(kind: string, src: string) {
  if (document.querySelector(`script[data-tracker="${kind}"]`)) return;
  const script = document.createElement("script");
  script.async = true;
  script.src = src;
  script.dataset.tracker = kind;
  document.head.appendChild(script);
}

function load(tracker: Tracker) {
  const id = encodeURIComponent(tracker.id);
  switch (tracker.kind) {
    case "gtm":
      window.dataLayer = window.dataLayer ?? [];
      if (!document.querySelector('script[data-tracker="gtm"]'))
        window.dataLayer.push({ "gtm.start": Date.now(), event: "gtm.js" });
      addScript("gtm", `https://www.googletagmanager.com/gtm.js?id=${id}`);
      break;
    case "sessionRecording":
      if (!window.clarity) {
        const clarity: Queue = (...args: unknown[]) => void (clarity.q = clarity.q ?? []).push(args);
        window.clarity = clarity;
      }
      addScript("sessionRecording", `https://www.clarity.ms/tag/${id}`);
      break;
    case "metaPixel":
      if (!window.fbq) {
        const fbq: Queue = (...args: unknown[]) =>
          fbq.callMethod ? fbq.callMethod(...args) : (fbq.queue = fbq.queue ?? []).push(args);
        fbq.push = fbq;
        fbq.loaded = true;
        fbq.version = "2.0";
        fbq.queue = [];
        window.fbq = fbq;
        window._fbq = fbq;
        fbq("init", tracker.id);
        fbq("track", "PageView");
      }
      addScript("metaPixel", "https://connect.facebook.net/en_US/fbevents.js");
      break;
  }
}

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
    for (const tracker of JSON.parse(wanted) as Tracker[]) load(tracker);
  }, [wanted]);

  if (!consentMode) return null;
  return (
    <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: consentModeScript(consent) }} />
  );
}
