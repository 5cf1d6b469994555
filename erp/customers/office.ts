/**
 * The office's commands for customers (`npm run customers -- ...`): list, create, approve (active,
 * and the e-mail with the link to set a password), hold, close, price levels, credit terms and
 * limit, and deleting the demo customers. Each answers one message; a bad argument answers the
 * usage and changes nothing. Every write is the office's own operation (erp/customers/office-ops.ts)
 * made as the command line's actor, with the same audit entry as the office page's.
 */
import { describeLevel, type VolumeTier } from "../price-levels.ts";
import { VOLUME_TIERS_MAX, volumeTierProblem } from "../../contract/quantity.ts";
import { sql } from "drizzle-orm";
import { SHIPPING_COUNTRIES } from "../../contract/countries.ts";
import type { Application } from "../../contract/application.ts";
import { isLanguage, LANGUAGES } from "../../contract/languages.ts";
import { CURRENCIES, isCurrency } from "../../contract/money.ts";
import type { Database } from "../db/client.ts";
import { cliActor, type OfficeActor } from "../audit/audit.ts";
import { ErpError } from "../errors.ts";
import { applicationLines, applicationsOf } from "./applications.ts";
import {
  CUSTOMER_COLUMNS,
  findCustomer,
  priceLevels,
  toCustomer,
  type Customer,
  type CustomerRow,
} from "./customers.ts";
import {
  approveCustomer,
  changePriceLevel,
  changeStatus,
  changeTerms,
  createAudited,
  deleteDemoCustomers,
} from "./office-ops.ts";
import { parseOfficeArgs, usageAnswer, type OfficeAnswer } from "../office.ts";

/** Customers per page of `list`. */
const LIST_PAGE = 200;

/** `--tiers 10:15,50:18` as volume tiers ("none": no tiers); null when it cannot be read. */
function tiersOption(value: string): VolumeTier[] | null {
  if (value.trim().toLowerCase() === "none") return [];
  const tiers: VolumeTier[] = [];
  for (const part of value.split(",")) {
    const match = /^\s*(\d+)\s*:\s*(\d+(?:[.,]\d{1,2})?)\s*%?\s*$/.exec(part);
    if (!match) return null;
    tiers.push({ fromQuantity: Number(match[1]), discountBp: Math.round(Number(match[2]!.replace(",", ".")) * 100) });
  }
  return tiers;
}

export const CUSTOMERS_USAGE = `Usage:
  npm run customers -- list [--status applicant|active|on_hold|closed] [--page N]   (200 a page)
  npm run customers -- show <number or e-mail>          (the customer, their levels and applications)
  npm run customers -- create --email E --company C --contact NAME --country CC [--phone P] [--vat V] [--lang en|pl|de] [--currency EUR|PLN]
  npm run customers -- approve <number or e-mail>       (active; e-mails the link to set a password)
  npm run customers -- hold <number or e-mail>          (on hold: signed out, cannot sign in)
  npm run customers -- close <number or e-mail>
  npm run customers -- level <number or e-mail> --name NAME --discount PERCENT [--brand SLUG | --pricegroup G] [--tiers N:PERCENT,...|none]
      (--tiers: volume tiers, e.g. 10:15,50:18 is 15 % from 10 units of a line and 18 % from 50; without it the level keeps its tiers)
  npm run customers -- unlevel <number or e-mail> [--brand SLUG | --pricegroup G]
  npm run customers -- terms <number or e-mail> prepaid|invoice [--days N] [--limit AMOUNT|none]   (credit limit in the account's currency)
  npm run customers -- delete-demo                      (the demo catalogue's customers)`;

type ApplicationDetails = { who?: string | null; website?: string };

const describe = (c: Customer) =>
  `${c.number}  ${c.status.padEnd(9)}  ${c.email}  ${c.company} (${c.contactName}, ${c.country}, ${c.lang}, ${c.currency}, ` +
  `${c.creditTerms === "prepaid" ? "prepaid" : `invoice ${c.dueDays} days`}` +
  `${c.creditLimit === null ? "" : `, limit ${(c.creditLimit / 100).toFixed(2)} ${c.currency}`})`;

export async function runCustomersCommand(
  db: Database,
  argv: string[],
  opts: { now: () => Date; onMail?: (id: string) => void; shopUrl?: string | undefined; actor?: OfficeActor },
): Promise<OfficeAnswer> {
  const actor = opts.actor ?? cliActor("customers");
  const usage = (why?: string) => usageAnswer(CUSTOMERS_USAGE, why);
  const parsed = parseOfficeArgs(
    {
      args: argv,
      allowPositionals: true,
      options: Object.fromEntries(
        [
          "status",
          "email",
          "company",
          "contact",
          "country",
          "phone",
          "vat",
          "lang",
          "currency",
          "name",
          "discount",
          "brand",
          "pricegroup",
          "tiers",
          "days",
          "limit",
          "page",
        ].map((name) => [name, { type: "string" as const }]),
      ),
    },
    CUSTOMERS_USAGE,
  );
  if ("message" in parsed) return parsed;
  const [command, ref, extra] = parsed.positionals;
  const o = parsed.values as Record<string, string | undefined>;
  const customer = async () => (ref ? await findCustomer(db, ref) : null);

  switch (command) {
    case "list": {
      // One page of customers in one query (the office may have thousands), applicants with their
      // latest application's main details.
      const page = Math.max(1, Number.parseInt(o.page ?? "1", 10) || 1);
      const status = o.status;
      const { rows } = await db.execute<CustomerRow & { total: number }>(
        sql`SELECT ${CUSTOMER_COLUMNS}, count(*) OVER ()::int AS total FROM customers
          ${status ? sql`WHERE status = ${status}` : sql``}
          ORDER BY number LIMIT ${LIST_PAGE} OFFSET ${(page - 1) * LIST_PAGE}`,
      );
      const found = rows.map(toCustomer);
      const numbers = found.filter((c) => c.status === "applicant").map((c) => c.number);
      const { rows: applied } = numbers.length
        ? await db.execute<{ number: string; applying_as: string; details: ApplicationDetails }>(
            sql`SELECT DISTINCT ON (c.number) c.number, a.applying_as, a.details FROM customer_applications a
              JOIN customers c ON c.id = a.customer_id
              WHERE c.number IN (${sql.join(
                numbers.map((n) => sql`${n}`),
                sql`, `,
              )})
              ORDER BY c.number, a.created_at DESC`,
          )
        : { rows: [] };
      const applications = new Map(applied.map((a) => [a.number, a]));
      const line = (c: Customer) => {
        const a = applications.get(c.number);
        return a
          ? `${describe(c)}\n    applying as ${a.applying_as}; phone ${c.phone}; VAT ${c.vatNumber}` +
              `${a.details.who ? `; ${a.details.who}` : ""}${a.details.website ? `; ${a.details.website}` : ""}` +
              ` (npm run customers -- show ${c.number})`
          : describe(c);
      };
      const total = rows[0]?.total ?? 0;
      const more =
        total > page * LIST_PAGE
          ? `\n${total - page * LIST_PAGE} more: npm run customers -- list${status ? ` --status ${status}` : ""} --page ${page + 1}`
          : "";
      return { ok: true, message: found.length ? `${found.map(line).join("\n")}${more}` : "No customers." };
    }
    case "show": {
      const c = await customer();
      if (!c) return usage(ref ? `No customer ${ref}` : "Name the customer");
      const levels = await priceLevels(db, c.id);
      const applications = await applicationsOf(db, c.id);
      return {
        ok: true,
        message: [
          describe(c),
          `Price levels: ${
            levels.length
              ? levels
                  .map((l) => `${l.name} ${l.discountBp / 100} % (${l.brandId ?? l.pricegroup ?? "every part"})`)
                  .join("; ")
              : "none"
          }`,
          ...applications.flatMap((a) => [
            "",
            `Application of ${new Date(a.created_at).toISOString().slice(0, 16).replace("T", " ")} UTC` +
              `${a.existing ? " (sent for an e-mail that already had this account)" : ""}:`,
            ...applicationLines({ ...(a.details as unknown as Application), privacy: true }).map((l) => `  ${l}`),
          ]),
        ].join("\n"),
      };
    }
    case "create": {
      const missing = ["email", "company", "contact", "country"].filter((k) => !o[k]);
      if (missing.length) return usage(`Missing ${missing.map((m) => `--${m}`).join(", ")}`);
      const country = o.country!.toUpperCase();
      if (!SHIPPING_COUNTRIES.includes(country)) return usage(`Unknown country ${o.country}`);
      if (!/^[^\s@]+@[^\s@]+$/.test(o.email!)) return usage(`Not an e-mail address: ${o.email}`);
      if (o.lang && !isLanguage(o.lang))
        return usage(`--lang must be ${LANGUAGES.slice(0, -1).join(", ")} or ${LANGUAGES.at(-1)}`);
      if (o.currency && !isCurrency(o.currency)) return usage(`--currency must be ${CURRENCIES.join(", ")}`);
      if (await findCustomer(db, o.email!)) return { ok: false, message: `A customer with ${o.email} exists.` };
      const created = await createAudited(db, actor, {
        email: o.email!,
        company: o.company!,
        contactName: o.contact!,
        country,
        phone: o.phone,
        vatNumber: o.vat,
        lang: o.lang as Customer["lang"] | undefined,
        currency: o.currency as Customer["currency"] | undefined,
      });
      return { ok: true, message: `Created ${describe(created)}. Approve it to send the password link.` };
    }
    case "approve":
    case "hold":
    case "close": {
      const c = await customer();
      if (!c) return usage(ref ? `No customer ${ref}` : "Name the customer");
      if (command !== "approve") {
        const status = command === "hold" ? "on_hold" : "closed";
        await changeStatus(db, actor, c.number, status, { allowApplicant: true });
        return { ok: true, message: `${c.number} is ${status} and signed out everywhere.` };
      }
      try {
        const { mailIds } = await approveCustomer(db, actor, c.number, {
          now: opts.now(),
          shopUrl: opts.shopUrl,
          applicantOnly: false,
        });
        for (const id of mailIds) opts.onMail?.(id);
        if (!mailIds.length) return { ok: true, message: `${c.number} is active again (it has a password).` };
      } catch (error) {
        if (!(error instanceof ErpError && error.fields?.shopurl)) throw error;
        return usage(
          "Set SHOP_URL to the shop's public address (https://shop.example): the e-mailed link is made from it",
        );
      }
      return { ok: true, message: `${c.number} is active; the link to set a password went to ${c.email}.` };
    }
    case "level":
    case "unlevel": {
      const c = await customer();
      if (!c) return usage(ref ? `No customer ${ref}` : "Name the customer");
      if (o.brand && o.pricegroup) return usage("Give --brand or --pricegroup, not both");
      if (o.brand) {
        const { rows } = await db.execute(sql`SELECT 1 FROM brands WHERE id = ${o.brand}`);
        if (!rows.length) return usage(`Unknown brand ${o.brand}`);
      }
      const scope = { brandId: o.brand ?? null, pricegroup: o.pricegroup ?? null };
      if (command === "unlevel") {
        const has = (await priceLevels(db, c.id)).some(
          (l) => l.brandId === scope.brandId && l.pricegroup === scope.pricegroup,
        );
        if (!has) return { ok: false, message: `${c.number} has no such level.` };
        await changePriceLevel(db, actor, c.number, { name: "", discountBp: null, ...scope });
        return { ok: true, message: `Removed the level.` };
      }
      const pct = Number(o.discount?.replace(",", "."));
      if (!o.name || !Number.isFinite(pct) || pct <= 0 || pct > 90 || Math.round(pct * 100) !== pct * 100)
        return usage("--name and --discount (a percentage above 0, at most 90, two decimals) are needed");
      const discountBp = Math.round(pct * 100);
      const tiers = o.tiers === undefined ? undefined : tiersOption(o.tiers);
      if (tiers === null || (tiers && volumeTierProblem(discountBp, tiers) !== null))
        return usage(
          `--tiers is at most ${VOLUME_TIERS_MAX} of N:PERCENT (from N units, N at least 2), each with more discount than the level and the smaller tiers, or none`,
        );
      try {
        await changePriceLevel(db, actor, c.number, {
          name: o.name,
          discountBp,
          ...scope,
          ...(tiers ? { tiers } : {}),
        });
      } catch (error) {
        if (error instanceof ErpError && error.fields?.tiers)
          return usage("The level's volume tiers must give more discount than the level: give --tiers again");
        throw error;
      }
      const levels = await priceLevels(db, c.id);
      return { ok: true, message: `${c.number} levels: ${levels.map(describeLevel).join("; ")}` };
    }
    case "terms": {
      const c = await customer();
      if (!c) return usage(ref ? `No customer ${ref}` : "Name the customer");
      const limit = creditLimitArg(o.limit);
      if (limit === "bad") return usage("--limit is an amount (5000 or 5000.50) or none");
      if (extra === "prepaid") await changeTerms(db, actor, c.number, { creditTerms: "prepaid", creditLimit: limit });
      else if (extra === "invoice") {
        const days = Number(o.days);
        if (!Number.isInteger(days) || days < 1 || days > 120) return usage("--days from 1 to 120 for invoice terms");
        await changeTerms(db, actor, c.number, { creditTerms: "invoice", dueDays: days, creditLimit: limit });
      } else return usage("Terms are prepaid or invoice");
      return { ok: true, message: describe((await findCustomer(db, c.email))!) };
    }
    case "delete-demo": {
      return { ok: true, message: `Deleted ${await deleteDemoCustomers(db, actor)} demo customers.` };
    }
    default:
      return usage();
  }
}

/**
 * `--limit`: an amount in the account's currency (a comma or a point for the cents) as cents,
 * "none" for no limit, absent to leave it; "bad" for anything else.
 */
export function creditLimitArg(value: string | undefined): number | null | undefined | "bad" {
  if (value === undefined) return undefined;
  if (value.trim().toLowerCase() === "none") return null;
  if (!/^\d{1,8}(?:[.,]\d{1,2})?$/.test(value.trim())) return "bad";
  return Math.round(Number(value.trim().replace(",", ".")) * 100);
}
