/**
 * Applications for a trade account (issue 20 item 6). An application becomes a customer with
 * status 'applicant' (createCustomer), its dealer details are kept in customer_applications, the
 * office gets the application by mail, and the applicant an acknowledgement in their language;
 * all in one transaction, through the mail outbox. An e-mail that already belongs to a customer
 * makes no second account: the application is kept against that customer, the office is told,
 * and the address's owner gets a note instead of the acknowledgement. The caller's answer is the
 * same either way, so the form tells no one which addresses are customers.
 */
import { isUniqueViolation } from "../db/unique.ts";
import { sql } from "drizzle-orm";
import type { Application } from "../../contract/application.ts";
import { countryName } from "../../contract/countries.ts";
import type { Source } from "../../contract/catalogue.ts";
import { DEFAULT_REGION } from "../../contract/seller.ts";
import { sellerOf } from "../company/records.ts";
import type { Database } from "../db/client.ts";
import { queueMessage } from "../mail/outbox.ts";
import type { Language } from "../../contract/languages.ts";
import { createCustomer, customerByEmail, type Customer } from "./customers.ts";

type Ack = "received" | "existing";

/**
 * The acknowledgements go to whatever address the form named, so they carry nothing the sender
 * chose: the shop cannot be made to deliver someone's words to a stranger (issue 37 item 3).
 */
const ACK: Record<
  Language,
  Record<Ack, { subject: string; body: (name: string, shop: string) => string[] }> & {
    regards: string;
  }
> = {
  en: {
    received: {
      subject: "We have received your application for a trade account",
      body: () => [
        "Hello,",
        "",
        "thank you for your application. Our office reviews it, usually within two working days, and may call you if anything is unclear.",
        "Once it is approved you receive an e-mail with a link to set the password of your account; then you sign in and order at your agreed prices.",
      ],
    },
    existing: {
      subject: "Your application: you already have an account with us",
      body: (name, shop) => [
        `Dear ${name},`,
        "",
        "we have received an application with this e-mail address, which already belongs to an account with us. No second account is made; our office has your message.",
        shop
          ? `To sign in, go to ${shop}/login. If you have forgotten your password, ask for a new one at ${shop}/login/forgot.`
          : "To sign in, use the sign-in page of the shop; if you have forgotten your password, ask for a new one there.",
        "If you did not apply, you can ignore this e-mail.",
      ],
    },
    regards: "Kind regards",
  },
  pl: {
    received: {
      subject: "Otrzymaliśmy Twój wniosek o konto handlowe",
      body: () => [
        "Dzień dobry,",
        "",
        "dziękujemy za wniosek. Nasze biuro rozpatrzy go, zwykle w ciągu dwóch dni roboczych, i w razie pytań może do Ciebie zadzwonić.",
        "Po akceptacji otrzymasz e-mail z linkiem do ustawienia hasła; potem zalogujesz się i będziesz zamawiać po uzgodnionych cenach.",
      ],
    },
    existing: {
      subject: "Twój wniosek: masz już u nas konto",
      body: (name, shop) => [
        `Dzień dobry ${name},`,
        "",
        "otrzymaliśmy wniosek z tym adresem e-mail, który należy już do konta w naszym sklepie. Drugie konto nie zostanie założone; nasze biuro otrzymało Twoją wiadomość.",
        shop
          ? `Aby się zalogować, wejdź na ${shop}/login. Jeśli nie pamiętasz hasła, poproś o nowe na ${shop}/login/forgot.`
          : "Aby się zalogować, użyj strony logowania w sklepie; jeśli nie pamiętasz hasła, poproś tam o nowe.",
        "Jeśli to nie Ty składałeś wniosek, zignoruj tę wiadomość.",
      ],
    },
    regards: "Pozdrawiamy",
  },
  de: {
    received: {
      subject: "Wir haben Ihren Antrag auf ein Händlerkonto erhalten",
      body: () => [
        "Guten Tag,",
        "",
        "vielen Dank für Ihren Antrag. Unser Büro prüft ihn, in der Regel innerhalb von zwei Werktagen, und ruft Sie bei Fragen gegebenenfalls an.",
        "Nach der Freigabe erhalten Sie eine E-Mail mit einem Link, um das Passwort Ihres Kontos festzulegen; danach melden Sie sich an und bestellen zu Ihren vereinbarten Preisen.",
      ],
    },
    existing: {
      subject: "Ihr Antrag: Sie haben bereits ein Konto bei uns",
      body: (name, shop) => [
        `Guten Tag ${name},`,
        "",
        "wir haben einen Antrag mit dieser E-Mail-Adresse erhalten, die bereits zu einem Konto bei uns gehört. Ein zweites Konto wird nicht angelegt; unser Büro hat Ihre Nachricht.",
        shop
          ? `Zur Anmeldung gehen Sie auf ${shop}/login. Wenn Sie Ihr Passwort vergessen haben, fordern Sie unter ${shop}/login/forgot ein neues an.`
          : "Melden Sie sich über die Anmeldeseite des Shops an; wenn Sie Ihr Passwort vergessen haben, fordern Sie dort ein neues an.",
        "Wenn Sie keinen Antrag gestellt haben, können Sie diese E-Mail ignorieren.",
      ],
    },
    regards: "Mit freundlichen Grüßen",
  },
};

/** The application's lines for the office (English, like the other office mails). */
export function applicationLines(a: Application): string[] {
  const optional = (label: string, value: string | null) => (value ? [`${label}: ${value}`] : []);
  return [
    `Applying as: ${a.applying_as}`,
    `Company: ${a.company}`,
    `Contact person: ${a.first_name} ${a.last_name}`,
    `E-mail: ${a.email}`,
    `Phone: ${a.phone}`,
    `VAT number: ${a.vat_number}`,
    ...optional(
      "Address",
      [a.billing_address_street_1, [a.billing_address_post, a.billing_address_city].filter(Boolean).join(" ")]
        .filter(Boolean)
        .join(", "),
    ),
    `Country: ${countryName(a.billing_address_country, "en")} (${a.billing_address_country})`,
    `Account language: ${a.account_lang}, currency: ${a.account_currency}`,
    ...optional("Delivery address", a.delivery_address),
    ...optional("Business", a.who),
    ...optional("Customers", a.customers),
    ...optional("Sales range", a.range),
    ...optional("Keeps stock", a.stock),
    ...optional("Website", a.website),
    ...optional("Specialisation", a.specialisation),
    ...(a.text ? ["", "Message:", a.text] : []),
  ];
}

export interface ApplicationOutcome {
  customer: Customer;
  /** The e-mail already belonged to this customer: no account was made. */
  existing: boolean;
  mailIds: string[];
}

/**
 * Stores an application and queues both mails, in one transaction. Two applications with one new
 * address at the same moment: the unique index lets one create the customer, the other is retried
 * and finds it.
 */
export async function applyForAccount(
  db: Database,
  input: { source: Source; office: string; shopUrl?: string; application: Application },
): Promise<ApplicationOutcome> {
  try {
    return await applyOnce(db, input);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return applyOnce(db, input);
  }
}

async function applyOnce(
  db: Database,
  input: { source: Source; office: string; shopUrl?: string; application: Application },
): Promise<ApplicationOutcome> {
  const a = input.application;
  const shop = (input.shopUrl ?? "").replace(/\/$/, "");
  return db.transaction(async (tx) => {
    const known = await customerByEmail(tx, a.email);
    const customer =
      known ??
      (await createCustomer(tx, {
        email: a.email,
        company: a.company,
        contactName: `${a.first_name} ${a.last_name}`,
        phone: a.phone,
        vatNumber: a.vat_number,
        country: a.billing_address_country,
        lang: a.account_lang,
        currency: a.account_currency,
        status: "applicant",
      }));
    const { privacy: _privacy, ...details } = a;
    await tx.execute(sql`INSERT INTO customer_applications (customer_id, applying_as, existing, source, details)
      VALUES (${customer.id}, ${a.applying_as}, ${known !== null}, ${input.source}, ${JSON.stringify(details)}::jsonb)`);

    const office = await queueMessage(tx, {
      kind: "account-application",
      source: input.source,
      replyTo: a.email,
      to: input.office,
      subject: known
        ? `Application from an existing customer ${customer.number} (${customer.status}): ${a.company}`
        : `Trade account application ${customer.number}: ${a.company} (${a.applying_as})`,
      body: [
        known
          ? `This e-mail address already belongs to customer ${customer.number} (${customer.company}, status ${customer.status}). No second account was made.`
          : `A new applicant, ${customer.number}. Review it, then approve it with: npm run customers -- approve ${customer.number}`,
        "",
        ...applicationLines(a),
      ].join("\n"),
      payload: { kind: "application", customer: customer.number, existing: known !== null, ...details },
    });
    // The address's owner hears in the account's language when there is one, else in the chosen one.
    const lang = known?.lang ?? a.account_lang;
    const t = ACK[lang];
    const kind: Ack = known ? "existing" : "received";
    const seller = await sellerOf(tx, DEFAULT_REGION);
    const ack = await queueMessage(tx, {
      kind: `account-application-${kind}`,
      source: input.source,
      replyTo: seller.email,
      to: customer.email,
      subject: t[kind].subject,
      body: [
        // The name the form was sent with never goes to the address it named (which may be anyone's):
        // an applicant is greeted without it, a known customer by the name of their account.
        ...t[kind].body(known ? known.contactName : "", shop),
        "",
        t.regards,
        seller.name,
        seller.email,
      ].join("\n"),
      payload: { kind, lang },
    });
    return { customer, existing: known !== null, mailIds: [office, ack] };
  });
}

/** The applications of a customer, newest first (the office's `show`); at most `limit`. */
export async function applicationsOf(db: Database, customerId: string, limit = 10) {
  const { rows } = await db.execute<{
    applying_as: string;
    existing: boolean;
    created_at: Date | string;
    details: Record<string, unknown>;
  }>(sql`SELECT applying_as, existing, created_at, details FROM customer_applications
    WHERE customer_id = ${customerId} ORDER BY created_at DESC LIMIT ${limit}`);
  return rows;
}
