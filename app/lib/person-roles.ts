/** The roles of a trade company's people (issue 41), in the order the people page offers them; no zod here, the browser loads it. */
export const PERSON_ROLES = ["admin", "buyer", "viewer"] as const;
export type PersonRole = (typeof PERSON_ROLES)[number];
