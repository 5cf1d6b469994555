/**
 * The roles of a trade company's people (issue 41, decision 0065), in the order the people page
 * offers them. Without zod: the browser's people page loads this list.
 */
export const PERSON_ROLES = ["admin", "buyer", "viewer"] as const;
export type PersonRole = (typeof PERSON_ROLES)[number];
