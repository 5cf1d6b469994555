/**
 * The hosted payment page of the fake Stripe (tests/fakes/stripe.ts), at a Checkout Session's url:
 * plain HTML forms that work without JavaScript, one per payment method of the session, with
 * Stripe's test-mode outcomes (docs.stripe.com/testing): card 4242 4242 4242 4242 pays and
 * 4000 0000 0000 0002 is declined; any 6-digit BLIK code pays but 000000 is declined; a P24 bank;
 * Klarna confirms; SEPA Direct Debit takes an IBAN and settles later (AT861904300235473202 and
 * DE62370400440532013001 fail then). A declined attempt shows the page again and the session stays
 * open, as Stripe lets the buyer retry.
 */
import type http from "node:http";
import { escapeHtml, redirect } from "./http.ts";
import type { FakeStripeSession, StripeMethod } from "./stripe.ts";

/** What the buyer enters on the page (the fake's pay() helper takes the same). */
export interface PaymentDetails {
  method?: StripeMethod;
  blikCode?: string;
  cardNumber?: string;
  bank?: string;
  iban?: string;
}

/** An accepted attempt (SEPA settles later: "succeeds" or "fails"), or the buyer's error message. */
export type Attempt =
  { ok: true; method: StripeMethod; later: "succeeds" | "fails" | null } | { ok: false; message: string };

export const PAGE_TITLE = "Stripe test payment page (fake)";
const DEFAULTS = {
  blikCode: "123456",
  cardNumber: "4242424242424242",
  bank: "mbank_mtransfer",
  iban: "DE89370400440532013000",
};
const TEST_CARDS = new Set(["4242424242424242", "4000056655665556", "5555555555554444", "378282246310005"]);
const DECLINED_CARDS: Record<string, string> = {
  "4000000000000002": "Your card was declined.",
  "4000000000009995": "Your card has insufficient funds.",
};
const FAILING_IBANS = new Set(["AT861904300235473202", "DE62370400440532013001"]);
const P24_BANKS: Record<string, string> = {
  mbank_mtransfer: "mBank",
  pbac_z_ipko: "PKO Bank Polski",
  ing: "ING",
  bank_pekao_sa: "Bank Pekao",
  santander_przelew24: "Santander",
  alior_bank: "Alior Bank",
};
const METHOD_NAMES: Record<StripeMethod, string> = {
  card: "Card",
  blik: "BLIK",
  p24: "Przelewy24",
  klarna: "Klarna",
  sepa_debit: "SEPA Direct Debit",
};

const luhn = (digits: string) =>
  [...digits].reverse().reduce((sum, c, i) => {
    const d = Number(c) * (i % 2 ? 2 : 1);
    return sum + (d > 9 ? d - 9 : d);
  }, 0) %
    10 ===
  0;

/** ISO 13616 check: the country and check digits moved to the end, letters as numbers, mod 97 = 1. */
function ibanValid(iban: string): boolean {
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(iban)) return false;
  const digits = (iban.slice(4) + iban.slice(0, 4)).replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  return [...digits].reduce((rest, d) => (rest * 10 + Number(d)) % 97, 0) === 1;
}

/** Judges an attempt as Stripe's test mode would; unset details take a succeeding test value. */
export function judge(session: FakeStripeSession, details: PaymentDetails): Attempt {
  const method = details.method ?? session.payment_method_types[0]!;
  if (!session.payment_method_types.includes(method)) {
    return { ok: false, message: `This Checkout Session does not accept ${method}.` };
  }
  const ok = (later: "succeeds" | "fails" | null = null): Attempt => ({ ok: true, method, later });
  const no = (message: string): Attempt => ({ ok: false, message });
  switch (method) {
    case "blik": {
      const code = (details.blikCode ?? DEFAULTS.blikCode).trim();
      if (!/^\d{6}$/.test(code)) return no("Enter the 6-digit BLIK code from your banking app.");
      return code === "000000" ? no("The BLIK code was declined. Try again with a new code.") : ok();
    }
    case "card": {
      const number = (details.cardNumber ?? DEFAULTS.cardNumber).replace(/[\s-]/g, "");
      if (!/^\d{12,19}$/.test(number) || !luhn(number)) return no("Your card number is incorrect.");
      if (DECLINED_CARDS[number]) return no(DECLINED_CARDS[number]);
      if (!TEST_CARDS.has(number)) {
        return no("Your card was declined. Your request was in test mode, but used a non test card.");
      }
      return ok();
    }
    case "p24":
      return P24_BANKS[details.bank ?? DEFAULTS.bank] ? ok() : no("Choose your bank.");
    case "klarna":
      return ok();
    case "sepa_debit": {
      const iban = (details.iban ?? DEFAULTS.iban).replace(/\s/g, "").toUpperCase();
      if (!ibanValid(iban)) return no("Your IBAN is invalid.");
      return ok(FAILING_IBANS.has(iban) ? "fails" : "succeeds");
    }
  }
}

/** The amount as the page shows it, in the session's language (e.g. "123,40 zł" or "€12.34"). */
export function formatAmount(amount: number, currency: string, locale: string | null): string {
  const format = (lang: string) => new Intl.NumberFormat(lang, { style: "currency", currency: currency.toUpperCase() });
  let nf: Intl.NumberFormat;
  try {
    nf = format(locale && locale !== "auto" ? locale : "en");
  } catch {
    nf = format("en");
  }
  return nf.format(amount / 10 ** (nf.resolvedOptions().maximumFractionDigits ?? 2));
}

function fields(method: StripeMethod): string {
  const input = (id: string, name: string, label: string, extra = "") =>
    `<p><label for="${id}">${label}</label> <input id="${id}" name="${name}" ${extra}></p>`;
  switch (method) {
    case "blik":
      return input("blik-code", "blik_code", "BLIK code", 'inputmode="numeric" maxlength="6" autocomplete="off"');
    case "card":
      return input("card-number", "card_number", "Card number", 'inputmode="numeric" autocomplete="cc-number"');
    case "p24": {
      const options = Object.entries(P24_BANKS).map(([v, name]) => `<option value="${v}">${name}</option>`);
      return `<p><label for="p24-bank">Bank</label> <select id="p24-bank" name="bank">${options.join("")}</select></p>`;
    }
    case "klarna":
      return "<p>You will pay with Klarna (test mode: no login).</p>";
    case "sepa_debit":
      return (
        input("sepa-iban", "iban", "IBAN", 'autocomplete="off"') +
        "<p>By paying you authorise a SEPA Direct Debit mandate (test mode).</p>"
      );
  }
}

function page(res: http.ServerResponse, status: number, body: string) {
  res.writeHead(status, { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" });
  res.end(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${PAGE_TITLE}</title></head>` +
      `<body><main><h1>${PAGE_TITLE}</h1>${body}</main></body></html>`,
  );
}

function paymentPage(res: http.ServerResponse, s: FakeStripeSession, error: string | null) {
  const base = `/pay/${encodeURIComponent(s.id)}`;
  const items = s.fake.lineItems.map((i) => `<li>${escapeHtml(i.name)} × ${i.quantity}</li>`).join("");
  const forms = s.payment_method_types.map(
    (m) =>
      `<form method="post" action="${base}/confirm"><fieldset><legend>${METHOD_NAMES[m]}</legend>` +
      `<input type="hidden" name="payment_method" value="${m}">${fields(m)}` +
      `<button type="submit">Pay</button></fieldset></form>`,
  );
  const cancel = s.cancel_url
    ? `<form method="post" action="${base}/cancel"><button type="submit">Cancel and return</button></form>`
    : "";
  page(
    res,
    error ? 402 : 200,
    `<p>Amount: <strong>${escapeHtml(formatAmount(s.amount_total, s.currency, s.locale))}</strong></p>` +
      `<ul>${items}</ul>` +
      (error ? `<p role="alert">${escapeHtml(error)}</p>` : "") +
      forms.join("") +
      cancel,
  );
}

/** What the page needs of the fake: its sessions (expired on time) and the completion of a payment. */
export interface PageHost {
  session(id: string): FakeStripeSession | undefined;
  /** Completes an accepted attempt: the URL the browser goes to (success_url with the id). */
  complete(session: FakeStripeSession, attempt: Extract<Attempt, { ok: true }>): string;
  successUrl(session: FakeStripeSession): string;
}

/** GET /pay/{id}, POST /pay/{id}/confirm (the form of a method), POST /pay/{id}/cancel. */
export function servePage(req: http.IncomingMessage, res: http.ServerResponse, body: string, url: URL, host: PageHost) {
  const m = /^\/pay\/([^/]+)(?:\/(confirm|cancel))?$/.exec(url.pathname);
  const s = m ? host.session(decodeURIComponent(m[1]!)) : undefined;
  if (!m || !s) return page(res, 404, "<p>This payment page does not exist.</p>");
  const action = req.method === "POST" ? m[2] : req.method === "GET" && !m[2] ? "show" : undefined;
  if (!action) return page(res, 405, "<p>Method not allowed.</p>");
  if (s.status === "complete") {
    // A second press of Pay (or the back button) after paying: back to the shop, nothing charged twice.
    if (action !== "show") return redirect(res, host.successUrl(s));
    return page(
      res,
      200,
      `<p>This payment is complete.</p><p><a href="${escapeHtml(host.successUrl(s))}">Return</a></p>`,
    );
  }
  if (s.status === "expired")
    return page(res, action === "show" ? 200 : 410, "<p>This Checkout Session has expired.</p>");
  if (action === "cancel") return redirect(res, s.cancel_url ?? `/pay/${encodeURIComponent(s.id)}`);
  if (action === "show") return paymentPage(res, s, null);
  const form = new URLSearchParams(body);
  const method = form.get("payment_method") as StripeMethod | null;
  const attempt = judge(s, {
    method: method ?? undefined,
    blikCode: form.get("blik_code") ?? "",
    cardNumber: form.get("card_number") ?? "",
    bank: form.get("bank") ?? "",
    iban: form.get("iban") ?? "",
  });
  if (!attempt.ok) return paymentPage(res, s, attempt.message);
  return redirect(res, host.complete(s, attempt));
}
