/**
 * The application form's choices, in a module without zod schemas (issue 25, decision 0046), so
 * that the apply page does not load zod for them; contract/application.ts builds on them.
 */

/** What the applicant wants to become. */
export const APPLYING_AS = ["customer", "dealer", "distributor"] as const;
export type ApplyingAs = (typeof APPLYING_AS)[number];
