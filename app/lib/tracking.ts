/**
 * Which third-party scripts a page may load (storefront.md section 4): the tag manager and the
 * session recording with analytics consent, the social pixel with advertisement consent and never
 * on development hosts; none whose id is not configured. Also the Consent Mode v2 default command
 * (everything denied) and what the CSP must allow for the configured scripts.
 */
import { allows, consentSignals, type Consent } from "./consent.ts";

export interface TrackingConfig {
  gtmId?: string;
  sessionRecordingId?: string;
  metaPixelId?: string;
  /** Hosts where the social pixel never loads, besides localhost and 127.0.0.1. */
  pixelExcludedHosts?: readonly string[];
}
export type Tracker = { kind: "gtm" | "sessionRecording" | "metaPixel"; id: string };

export const ID_PATTERNS = {
  gtmId: /^GTM-[A-Z0-9]{4,12}$/,
  sessionRecordingId: /^[a-z0-9]{6,20}$/,
  metaPixelId: /^\d{6,20}$/,
} as const;

const DEVELOPMENT_HOSTS = ["localhost", "127.0.0.1", "[::1]", "::1"];

export function isPixelHost(host: string, excluded: readonly string[] = []): boolean {
  const name = host.toLowerCase().replace(/:\d+$/, "");
  return (
    ![...DEVELOPMENT_HOSTS, ...excluded.map((h) => h.toLowerCase())].includes(name) && !name.endsWith(".localhost")
  );
}

export function allowedTrackers(consent: Consent, config: TrackingConfig, host: string): Tracker[] {
  const list: Tracker[] = [];
  if (allows(consent, "analytics")) {
    if (config.gtmId) list.push({ kind: "gtm", id: config.gtmId });
    if (config.sessionRecordingId) list.push({ kind: "sessionRecording", id: config.sessionRecordingId });
  }
  if (allows(consent, "advertisement") && config.metaPixelId && isPixelHost(host, config.pixelExcludedHosts)) {
    list.push({ kind: "metaPixel", id: config.metaPixelId });
  }
  return list;
}

/** The inline script run first on every page when a tag manager is configured: everything denied, then the stored choice. */
export function consentModeScript(consent: Consent): string {
  const denied = consentSignals({ accepted: false, types: ["mandatory"] });
  const lines = [
    "window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}window.gtag=gtag;",
    `gtag('consent','default',${JSON.stringify({ ...denied, wait_for_update: 500 })});`,
  ];
  if (consent.accepted) lines.push(`gtag('consent','update',${JSON.stringify(consentSignals(consent))});`);
  return lines.join("");
}

/** Hosts the CSP must allow for the configured scripts (nothing when none is configured). */
export function trackingCspSources(config: TrackingConfig): {
  script: string[];
  connect: string[];
  img: string[];
  frame: string[];
} {
  const out = { script: [] as string[], connect: [] as string[], img: [] as string[], frame: [] as string[] };
  if (config.gtmId) {
    out.script.push("https://www.googletagmanager.com");
    out.connect.push(
      "https://www.googletagmanager.com",
      "https://*.google-analytics.com",
      "https://*.analytics.google.com",
    );
    out.img.push("https://www.googletagmanager.com", "https://*.google-analytics.com");
    out.frame.push("https://www.googletagmanager.com");
  }
  if (config.sessionRecordingId) {
    out.script.push("https://www.clarity.ms", "https://*.clarity.ms");
    out.connect.push("https://*.clarity.ms", "https://c.bing.com");
    out.img.push("https://*.clarity.ms", "https://c.bing.com");
  }
  if (config.metaPixelId) {
    out.script.push("https://connect.facebook.net");
    out.connect.push("https://www.facebook.com", "https://connect.facebook.net");
    out.img.push("https://www.facebook.com");
  }
  return out;
}
