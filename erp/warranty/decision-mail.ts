/**
 * The mail of the office's decision on a warranty claim (issue 38 item 3), in the claim's language
 * (en, pl, de): what was decided, the office's message, and the link of the claim's page where the
 * claimant sees its status and every message. The link's token is new for every mail.
 */
import type { Language } from "../../contract/languages.ts";
import type { Signer } from "../company/records.ts";
import type { ClaimDecision } from "../../contract/warranty.ts";

const TEXTS = {
  en: {
    subject: (n: string) => `Your warranty claim ${n}: our decision`,
    hello: "Hello,",
    decided: {
      accepted: (n: string) => `we have accepted your warranty claim ${n}.`,
      rejected: (n: string) => `we are sorry: we cannot accept your warranty claim ${n}.`,
      more_info: (n: string) => `to decide your warranty claim ${n} we need more information from you.`,
    },
    message: "Our message:",
    page: "Your claim's status and all our messages",
    reply: "Reply to this e-mail if you have questions; please quote the claim number.",
    regards: "Kind regards",
  },
  pl: {
    subject: (n: string) => `Twoja reklamacja gwarancyjna ${n}: nasza decyzja`,
    hello: "Dzień dobry,",
    decided: {
      accepted: (n: string) => `uznaliśmy Twoją reklamację gwarancyjną ${n}.`,
      rejected: (n: string) => `przykro nam: nie możemy uznać Twojej reklamacji gwarancyjnej ${n}.`,
      more_info: (n: string) =>
        `aby rozpatrzyć Twoją reklamację gwarancyjną ${n}, potrzebujemy od Ciebie więcej informacji.`,
    },
    message: "Nasza wiadomość:",
    page: "Stan reklamacji i wszystkie nasze wiadomości",
    reply: "W razie pytań odpowiedz na tę wiadomość, podając numer reklamacji.",
    regards: "Pozdrawiamy",
  },
  de: {
    subject: (n: string) => `Ihr Garantieanspruch ${n}: unsere Entscheidung`,
    hello: "Guten Tag,",
    decided: {
      accepted: (n: string) => `wir haben Ihren Garantieanspruch ${n} anerkannt.`,
      rejected: (n: string) => `es tut uns leid: Wir können Ihren Garantieanspruch ${n} nicht anerkennen.`,
      more_info: (n: string) =>
        `um über Ihren Garantieanspruch ${n} zu entscheiden, benötigen wir weitere Angaben von Ihnen.`,
    },
    message: "Unsere Nachricht:",
    page: "Stand Ihres Anspruchs und alle unsere Nachrichten",
    reply: "Bei Fragen antworten Sie bitte auf diese E-Mail und nennen die Reklamationsnummer.",
    regards: "Mit freundlichen Grüßen",
  },
} as const satisfies Record<Language, unknown>;

/** The claim page's address in a mail: the number in the path, the token and the language in the query. */
export function claimPageUrl(shopUrl: string, number: string, token: string, lang: Language): string {
  const query = new URLSearchParams({ token, lng: lang });
  return `${shopUrl.replace(/\/+$/, "")}/claim/${encodeURIComponent(number)}?${query}`;
}

/** The decision's mail: subject and body in `lang`, with the office's message and the page's link. */
export function decisionMail(
  seller: Signer,
  input: {
    number: string;
    decision: ClaimDecision;
    message: string;
    lang: Language;
    link: string;
  },
): { subject: string; body: string; replyTo: string } {
  const t = TEXTS[input.lang] ?? TEXTS.en;
  const body = [
    t.hello,
    "",
    t.decided[input.decision](input.number),
    "",
    t.message,
    input.message,
    "",
    `${t.page}: ${input.link}`,
    "",
    t.reply,
    "",
    t.regards,
    seller.name,
    seller.email,
  ].join("\n");
  return { subject: t.subject(input.number), body, replyTo: seller.email };
}
