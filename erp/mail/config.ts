/**
 * Where the enquiry e-mails go and where they come from: the office address per site source, the
 * sender address, and the SMTP server (or, without one, a folder of .eml files for the demo).
 */
import path from "node:path";
import type { Source } from "../../contract/catalogue.ts";
import { dataDir } from "../db/client.ts";
import { validatedEnv } from "../config.ts";

export interface MailConfig {
  /** The From address of every message (the shop, not the shopper: the shopper is the Reply-To). */
  from: string;
  /** The office that answers enquiries, per site source. */
  office: Record<Source, string>;
  /** SMTP server (smtp://user:pass@host:587, smtps://...); unset: write .eml files to `dir`. */
  smtpUrl: string | null;
  /** Folder of the .eml files when there is no SMTP server. */
  dir: string;
}

export const DEFAULT_FROM = "4x4 & Performance Parts <no-reply@parts-shop.example>";
/** The demo's office addresses: the main and parts sources share the Toruń office, the UK source has its own. */
export const DEFAULT_OFFICE: Record<Source, string> = {
  main: "office@parts-shop.example",
  parts: "parts@parts-shop.example",
  uk: "uk@parts-shop.example",
};

type Env = Record<string, string | undefined>;

/**
 * MAIL_FROM; MAIL_OFFICE (every source) or MAIL_OFFICE_MAIN / _PARTS / _UK (one source, wins over
 * MAIL_OFFICE); SMTP_URL; DATA_DIR (the .eml files go to DATA_DIR/mail).
 */
export function mailConfigFromEnv(env: Env = validatedEnv()): MailConfig {
  const pick = (value: string | undefined) => (value && value.trim() ? value.trim() : undefined);
  const office = (source: Source) =>
    pick(env[`MAIL_OFFICE_${source.toUpperCase()}`]) ?? pick(env.MAIL_OFFICE) ?? DEFAULT_OFFICE[source];
  return {
    from: pick(env.MAIL_FROM) ?? DEFAULT_FROM,
    office: { main: office("main"), parts: office("parts"), uk: office("uk") },
    smtpUrl: pick(env.SMTP_URL) ?? null,
    dir: path.join(env.DATA_DIR ? path.resolve(env.DATA_DIR) : dataDir(), "mail"),
  };
}

/**
 * The shop's public address for links in e-mails (decision 0032): SHOP_URL, without a trailing
 * slash. Production requires it (a link without a host is no link in a mail client); elsewhere it
 * falls back to http://localhost:PORT, so a developer's mails still open the local shop.
 */
export function publicShopUrl(env: Env = validatedEnv()): string {
  const configured = env.SHOP_URL?.trim();
  if (configured) {
    let url: URL;
    try {
      url = new URL(configured);
    } catch {
      throw new Error(`Invalid configuration: SHOP_URL is not a URL: ${configured}`);
    }
    if (url.protocol !== "https:" && url.protocol !== "http:")
      throw new Error(`Invalid configuration: SHOP_URL must be an http(s) address: ${configured}`);
    return configured.replace(/\/+$/, "");
  }
  if (env.NODE_ENV === "production")
    throw new Error(
      "Invalid configuration: SHOP_URL must be set in production: links in e-mails need the shop's address",
    );
  return `http://localhost:${env.PORT?.trim() || "3000"}`;
}
