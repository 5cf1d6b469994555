/**
 * Which contact form a post is for: the `intent` of its submit button, and the id of its tab. A
 * module of its own, so that the contact page does not load the forms' message tables
 * (app/lib/enquiry-rules.ts, which the loaders read and send; decision 0050).
 */
export const CONTACT_FORMS = ["general", "dealer"] as const;
export type ContactForm = (typeof CONTACT_FORMS)[number];
