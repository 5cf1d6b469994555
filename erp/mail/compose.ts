/**
 * The e-mails the office receives for each enquiry form: subject and plain-text body, in English
 * (the office works in English whatever the shopper's language), with the shopper as Reply-To.
 */
import type { z } from "zod";
import { type EMAIL_PATHS, type EmailPath } from "../../contract/wire.ts";
import { DRIVING_STYLE_LABELS } from "../../contract/mail-fields.ts";
import type {
  ContactDealerRequestSchema,
  ContactGeneralRequestSchema,
  EnquiryFormRequestSchema,
  QuickContactRequestSchema,
} from "../../contract/enquiries.ts";

export type MailKind = "contact-general" | "contact-dealer" | "enquiry-form" | "quick-contact-form";
export const kindOf = (path: EmailPath): MailKind => path.slice("/email/".length) as MailKind;

export type EmailRequest<P extends EmailPath> = z.infer<(typeof EMAIL_PATHS)[P]>;
type General = z.infer<typeof ContactGeneralRequestSchema>;
type Dealer = z.infer<typeof ContactDealerRequestSchema>;
type Enquiry = z.infer<typeof EnquiryFormRequestSchema>;
type QuickContact = z.infer<typeof QuickContactRequestSchema>;

export interface Composed {
  subject: string;
  body: string;
}

const SITE_NAMES = { main: "main shop", parts: "parts shop", uk: "UK shop" } as const;

const ENQUIRY_TYPES: Record<General["type"], string> = {
  "product-unknown-part": "Product info, I do NOT know the part number",
  "product-known-part": "Product info, I DO know the part number",
  sponsorship: "Sponsorship",
  other: "Other",
};
const DEALER_WHO = {
  wholesaler: "Wholesaler",
  retailer: "Retailer",
  garage: "Specialised garage",
  other: "Other",
} as const;
const DEALER_CUSTOMERS = { owners: "Individual car owners", garages: "Garages and retail outlets" } as const;
const DEALER_RANGE = { local: "Local area", country: "Entire country", abroad: "Outside the country" } as const;

/** "Label: value" lines, leaving out what the shopper did not fill in. */
function fields(rows: [string, string | number | undefined | null][]): string {
  return rows
    .filter(([, value]) => value !== undefined && value !== null && String(value) !== "")
    .map(([label, value]) => `${label}: ${value}`)
    .join("\n");
}

function footer(source: keyof typeof SITE_NAMES, email: string): string {
  return `\n\n--\nSent from the ${SITE_NAMES[source]} (source: ${source}). Reply to this e-mail to answer ${email}; we promise an answer within 48 hours.\n`;
}

/** Subjects are kept short: 120 characters at most (the fields in them are single-line already). */
const subject = (text: string) => (text.length > 120 ? `${text.slice(0, 117)}...` : text);

export function compose(kind: "contact-general", request: General): Composed;
export function compose(kind: "contact-dealer", request: Dealer): Composed;
export function compose(kind: "enquiry-form", request: Enquiry): Composed;
export function compose(kind: "quick-contact-form", request: QuickContact): Composed;
export function compose(kind: MailKind, request: General | Dealer | Enquiry | QuickContact): Composed;
export function compose(kind: MailKind, request: General | Dealer | Enquiry | QuickContact): Composed {
  switch (kind) {
    case "quick-contact-form": {
      const r = request as QuickContact;
      return {
        subject: subject(
          `Quick contact: ${r.part}${r.manufacturer ? ` (${r.manufacturer})` : ""} for ${r.make} ${r.model} ${r.year}`,
        ),
        body:
          `A customer asks whether a part fits their vehicle.\n\n` +
          fields([
            ["Part", r.part],
            ["Manufacturer", r.manufacturer],
            ["E-mail", r.email],
            ["Make", r.make],
            ["Model", r.model],
            ["Year", r.year],
            ["Engine", r.engine],
            ["Driving style", DRIVING_STYLE_LABELS[r.drivingStyle]],
            ["Competition type", r.typeOfCompetition],
          ]) +
          footer(r.source, r.email),
      };
    }
    case "enquiry-form": {
      const r = request as Enquiry;
      return {
        subject: subject(`Product enquiry: ${r.part}${r.manufacturer ? ` (${r.manufacturer})` : ""}`),
        body:
          `A customer asks about a part that cannot be ordered right now.\n\n` +
          fields([
            ["Part", r.part],
            ["Manufacturer", r.manufacturer],
            ["E-mail", r.email],
          ]) +
          `\n\nMessage:\n${r.text}` +
          footer(r.source, r.email),
      };
    }
    case "contact-general": {
      const r = request as General;
      return {
        subject: subject(`General enquiry (${ENQUIRY_TYPES[r.type]}): ${r.firstname} ${r.lastname}`),
        body:
          fields([
            ["Name", `${r.firstname} ${r.lastname}`],
            ["E-mail", r.email],
            ["Country", r.country],
            ["Address", r.address],
            ["Postcode", r.zip],
            ["City", r.city],
            ["Type of enquiry", ENQUIRY_TYPES[r.type]],
            ["Brand", r.brand],
            ["Make", r.make],
            ["Model", r.model],
            ["Year", r.year],
            ["Engine", r.engine],
            ["VIN", r.vin],
            ["Part number", r.part],
            ["Privacy policy accepted", r.privacy ? "yes" : "no"],
          ]) +
          `\n\nMessage:\n${r.text}` +
          footer(r.source, r.email),
      };
    }
    case "contact-dealer": {
      const r = request as Dealer;
      return {
        subject: subject(`Dealer / distributor enquiry: ${r.company} (${r.billing_address_country})`),
        body:
          fields([
            ["Name", `${r.first_name} ${r.last_name}`],
            ["Company", r.company],
            ["E-mail", r.email],
            ["Phone", r.phone],
            ["VAT number", r.vat_number],
            ["Street", r.billing_address_street_1],
            ["Postcode", r.billing_address_post],
            ["City", r.billing_address_city],
            ["Country", r.billing_address_country],
            ["Delivery address", r.delivery_address],
            ["Website", r.website],
            ["Who are you", r.who ? DEALER_WHO[r.who] : undefined],
            ["Your customers", r.customer ? DEALER_CUSTOMERS[r.customer] : undefined],
            ["Specialisation", r.specialisation],
            ["Range", r.range ? DEALER_RANGE[r.range] : undefined],
            ["Keeps stock", r.stock],
            ["Privacy policy accepted", r.privacy ? "yes" : "no"],
          ]) +
          (r.text ? `\n\nMessage:\n${r.text}` : "") +
          footer(r.source, r.email),
      };
    }
  }
}
