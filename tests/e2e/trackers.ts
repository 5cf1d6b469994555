/**
 * The hosts of the third-party scripts the shop can load (app/lib/tracking.ts). The browser suite
 * configures a tag manager and a session recording (scripts/e2e-server.ts) so that consent is
 * tested against real script tags, and maps these hosts to nowhere (playwright.config.ts): no
 * test ever reaches them, and tests/e2e/consent.spec.ts counts what a page asks for.
 */
export const TRACKER_HOSTS = ["googletagmanager.com", "clarity.ms", "facebook.net", "facebook.com"] as const;

/** The suite's tracker ids (valid by app/lib/tracking.ts's patterns). */
export const E2E_TRACKING = { GTM_ID: "GTM-E2E0001", SESSION_RECORDING_ID: "e2etest01" } as const;

/** Chromium's flag that resolves every tracker host to nothing, so no request leaves the machine. */
export const trackerHostRules = () =>
  `--host-resolver-rules=${TRACKER_HOSTS.flatMap((h) => [`MAP ${h} ~NOTFOUND`, `MAP *.${h} ~NOTFOUND`]).join(", ")}`;
