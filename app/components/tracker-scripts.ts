/**
 * Loads the third-party scripts a page may load (app/components/trackers.tsx imports this module
 * when there are any: most pages, without consent or without configured trackers, never load it).
 */
import type { Tracker } from "../lib/tracking.ts";

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

/** Adds a tracker's script to the page, once, after its queue where it has one. */
export function load(tracker: Tracker) {
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
