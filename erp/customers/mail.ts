/**
 * The account e-mails (issue 20), in the customer's language, written to the mail outbox: the link
 * to set a first password once the office approved an application or an admin invited a person (issue 41), the link to reset a forgotten
 * one, the link to confirm a new sign-in e-mail at that address, and the notice to the old address
 * when the change took effect, and the office's answer to an application it declined. Links are made from the
 * shop's public address (SHOP_URL), never from a request.
 */
import { sql } from "drizzle-orm";
import { DEFAULT_REGION } from "../../contract/seller.ts";
import { sellerOf } from "../company/records.ts";
import type { Database } from "../db/client.ts";
import type { Language } from "../../contract/languages.ts";
import { publicShopUrl } from "../mail/config.ts";
import { issuePasswordToken, type TokenOwner } from "./tokens.ts";

type Kind = "welcome" | "invite" | "reset" | "email-confirm" | "email-changed" | "declined";

const TEXTS: Record<
  Language,
  Record<Kind, { subject: string; body: (name: string, link: string, company: string) => string[] }> & {
    regards: string;
  }
> = {
  en: {
    welcome: {
      subject: "Your trade account is ready: set your password",
      body: (name, link) => [
        `Dear ${name},`,
        "",
        "your application has been approved. Set the password of your account with this link (valid for 7 days, once):",
        link,
        "",
        "Then sign in with your e-mail address to order at your agreed prices.",
      ],
    },
    invite: {
      subject: "You are invited to order for your company",
      body: (name, link, company) => [
        `Dear ${name},`,
        "",
        `you have been added to the trade account of ${company}. Set your password with this link (valid for 7 days, once):`,
        link,
        "",
        "Then sign in with this e-mail address to see your company's prices and order.",
      ],
    },
    reset: {
      subject: "Reset your password",
      body: (name, link) => [
        `Dear ${name},`,
        "",
        "someone asked to reset the password of your account. To choose a new one, open this link (valid for one hour, once):",
        link,
        "",
        "If it was not you, ignore this e-mail: your password stays as it is.",
      ],
    },
    "email-confirm": {
      subject: "Confirm the new e-mail address of your account",
      body: (name, link) => [
        `Dear ${name},`,
        "",
        "you asked to sign in to your trade account with this e-mail address from now on. To confirm it, open this link (valid for 24 hours, once):",
        link,
        "",
        "Until then your account keeps its old address. If it was not you, ignore this e-mail.",
      ],
    },
    "email-changed": {
      subject: "The e-mail address of your account was changed",
      body: (name, address) => [
        `Dear ${name},`,
        "",
        `the sign-in e-mail address of your account is now ${address}.`,
        "If you did not change it, contact us at once.",
      ],
    },
    declined: {
      subject: "Your application for a trade account",
      body: (name) => [
        `Dear ${name},`,
        "",
        "thank you for your interest. We have reviewed your application and cannot open a trade account for you at this time.",
        "You are welcome to order in our shop as a guest. If you have any questions, reply to this e-mail.",
      ],
    },
    regards: "Kind regards",
  },
  pl: {
    welcome: {
      subject: "Twoje konto handlowe jest gotowe: ustaw hasło",
      body: (name, link) => [
        `Dzień dobry ${name},`,
        "",
        "Twój wniosek został zaakceptowany. Ustaw hasło do konta, korzystając z tego linku (ważny 7 dni, jednorazowy):",
        link,
        "",
        "Następnie zaloguj się adresem e-mail, aby zamawiać po uzgodnionych cenach.",
      ],
    },
    invite: {
      subject: "Zaproszenie do zamawiania dla Twojej firmy",
      body: (name, link, company) => [
        `Dzień dobry ${name},`,
        "",
        `dodano Cię do konta handlowego firmy ${company}. Ustaw swoje hasło, korzystając z tego linku (ważny 7 dni, jednorazowy):`,
        link,
        "",
        "Następnie zaloguj się tym adresem e-mail, aby zobaczyć ceny swojej firmy i składać zamówienia.",
      ],
    },
    reset: {
      subject: "Zmiana zapomnianego hasła",
      body: (name, link) => [
        `Dzień dobry ${name},`,
        "",
        "otrzymaliśmy prośbę o zmianę hasła do Twojego konta. Aby ustawić nowe, otwórz ten link (ważny godzinę, jednorazowy):",
        link,
        "",
        "Jeśli to nie Ty, zignoruj tę wiadomość: hasło pozostanie bez zmian.",
      ],
    },
    "email-confirm": {
      subject: "Potwierdź nowy adres e-mail swojego konta",
      body: (name, link) => [
        `Dzień dobry ${name},`,
        "",
        "poprosiłeś o logowanie na konto handlowe od teraz tym adresem e-mail. Aby go potwierdzić, otwórz ten link (ważny 24 godziny, jednorazowy):",
        link,
        "",
        "Do tego czasu konto zachowuje dotychczasowy adres. Jeśli to nie Ty, zignoruj tę wiadomość.",
      ],
    },
    "email-changed": {
      subject: "Adres e-mail Twojego konta został zmieniony",
      body: (name, address) => [
        `Dzień dobry ${name},`,
        "",
        `adres e-mail do logowania na Twoje konto to teraz ${address}.`,
        "Jeśli to nie Ty go zmieniłeś, skontaktuj się z nami natychmiast.",
      ],
    },
    declined: {
      subject: "Twój wniosek o konto handlowe",
      body: (name) => [
        `Dzień dobry ${name},`,
        "",
        "dziękujemy za zainteresowanie. Rozpatrzyliśmy Twój wniosek i obecnie nie możemy założyć dla Ciebie konta handlowego.",
        "Zapraszamy do zakupów w naszym sklepie jako gość. W razie pytań odpowiedz na tę wiadomość.",
      ],
    },
    regards: "Pozdrawiamy",
  },
  de: {
    welcome: {
      subject: "Ihr Händlerkonto ist bereit: Passwort festlegen",
      body: (name, link) => [
        `Guten Tag ${name},`,
        "",
        "Ihr Antrag wurde angenommen. Legen Sie das Passwort Ihres Kontos über diesen Link fest (7 Tage gültig, einmalig):",
        link,
        "",
        "Danach melden Sie sich mit Ihrer E-Mail-Adresse an und bestellen zu Ihren vereinbarten Preisen.",
      ],
    },
    invite: {
      subject: "Sie sind eingeladen, für Ihr Unternehmen zu bestellen",
      body: (name, link, company) => [
        `Guten Tag ${name},`,
        "",
        `Sie wurden dem Händlerkonto von ${company} hinzugefügt. Legen Sie Ihr Passwort mit diesem Link fest (7 Tage gültig, einmalig):`,
        link,
        "",
        "Melden Sie sich danach mit dieser E-Mail-Adresse an, um die Preise Ihres Unternehmens zu sehen und zu bestellen.",
      ],
    },
    reset: {
      subject: "Passwort zurücksetzen",
      body: (name, link) => [
        `Guten Tag ${name},`,
        "",
        "jemand hat das Zurücksetzen des Passworts Ihres Kontos angefordert. Um ein neues zu wählen, öffnen Sie diesen Link (eine Stunde gültig, einmalig):",
        link,
        "",
        "Wenn Sie das nicht waren, ignorieren Sie diese E-Mail: Ihr Passwort bleibt unverändert.",
      ],
    },
    "email-confirm": {
      subject: "Bestätigen Sie die neue E-Mail-Adresse Ihres Kontos",
      body: (name, link) => [
        `Guten Tag ${name},`,
        "",
        "Sie möchten sich ab jetzt mit dieser E-Mail-Adresse bei Ihrem Händlerkonto anmelden. Um sie zu bestätigen, öffnen Sie diesen Link (24 Stunden gültig, einmalig):",
        link,
        "",
        "Bis dahin behält Ihr Konto die bisherige Adresse. Wenn Sie das nicht waren, ignorieren Sie diese E-Mail.",
      ],
    },
    "email-changed": {
      subject: "Die E-Mail-Adresse Ihres Kontos wurde geändert",
      body: (name, address) => [
        `Guten Tag ${name},`,
        "",
        `die Anmelde-E-Mail-Adresse Ihres Kontos lautet jetzt ${address}.`,
        "Wenn Sie sie nicht geändert haben, kontaktieren Sie uns bitte sofort.",
      ],
    },
    declined: {
      subject: "Ihr Antrag auf ein Händlerkonto",
      body: (name) => [
        `Guten Tag ${name},`,
        "",
        "vielen Dank für Ihr Interesse. Wir haben Ihren Antrag geprüft und können derzeit kein Händlerkonto für Sie eröffnen.",
        "Gern können Sie in unserem Shop als Gast bestellen. Bei Fragen antworten Sie einfach auf diese E-Mail.",
      ],
    },
    regards: "Mit freundlichen Grüßen",
  },
};

/** The page where a link's token sets a password (the storefront's route). */
export const passwordLink = (token: string, shopUrl = publicShopUrl()) =>
  `${shopUrl.replace(/\/$/, "")}/login/password/${token}`;

/** The page where a link's token confirms a new sign-in e-mail address (the storefront's route). */
export const emailChangeLink = (token: string, shopUrl = publicShopUrl()) =>
  `${shopUrl.replace(/\/$/, "")}/account/email/${token}`;

/** Writes one account e-mail to the outbox (in the caller's transaction when `db` is one); answers its id. */
export async function queueAccountMail(
  db: Pick<Database, "execute">,
  mail: { kind: Kind; to: string; name: string; lang: Language; detail: string; company?: string },
): Promise<string> {
  const t = TEXTS[mail.lang] ?? TEXTS.en;
  // Accounts are the business of the EU region's seller, whichever site the customer uses.
  const seller = await sellerOf(db, DEFAULT_REGION);
  const body = [
    ...t[mail.kind].body(mail.name, mail.detail, mail.company ?? ""),
    "",
    t.regards,
    seller.name,
    seller.email,
  ].join("\n");
  const { rows } = await db.execute<{ id: string }>(sql`INSERT INTO mail_outbox
      (kind, source, reply_to, recipient, subject, body, payload)
    VALUES (${`account-${mail.kind}`}, 'main', ${seller.email}, ${mail.to}, ${t[mail.kind].subject}, ${body},
      ${JSON.stringify({ kind: mail.kind, lang: mail.lang })}::jsonb)
    RETURNING id`);
  return rows[0]!.id;
}

/**
 * Issues `person` a one-time link that sets a password (tokens.ts) and writes the mail that carries
 * it, in the caller's transaction when `db` is one; answers the mail's id.
 */
export async function mailSetPasswordLink(
  db: Pick<Database, "execute">,
  person: TokenOwner & { email: string; name: string },
  kind: "reset" | "welcome" | "invite",
  opts: { now: Date; lang: Language; shopUrl?: string; company?: string },
): Promise<string> {
  const token = await issuePasswordToken(db, person, kind, opts.now);
  return queueAccountMail(db, {
    kind,
    to: person.email,
    name: person.name,
    lang: opts.lang,
    detail: passwordLink(token, opts.shopUrl),
    ...(opts.company === undefined ? {} : { company: opts.company }),
  });
}
