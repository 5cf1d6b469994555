/**
 * The sellers' bank accounts (bank_accounts, migration 0019; decision 0026): one per seller company
 * and currency. Bank transfer is offered, and an account named, only where one is set: never a
 * made-up account. The demo catalogue brings invented ones (demo = true); the office sets real ones
 * with `npm run bank` (cli.ts).
 */
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import type { Currency } from "../../contract/money.ts";
import { CURRENCIES } from "../../contract/money.ts";
import { COMPANY_IDS, sellerIdFor, type Company, type Region } from "../../contract/seller.ts";
import { companyRecord } from "../company/records.ts";
import type { BankAccount } from "../../contract/region.ts";
import * as schema from "./schema.ts";
import { bicProblem, ibanProblem, normalizeIban } from "./iban.ts";

type Db = Pick<Database, "execute">;
type SellerId = Company["id"];

export interface StoredBankAccount extends BankAccount {
  seller: SellerId;
  demo: boolean;
}

interface Row {
  seller: SellerId;
  currency: Currency;
  holder: string;
  bank_name: string;
  bic: string;
  iban: string;
  demo: boolean;
}

const toAccount = (r: Row): StoredBankAccount => ({
  seller: r.seller,
  currency: r.currency,
  accountholder: r.holder,
  bankname: r.bank_name,
  iban: r.iban,
  bic: r.bic,
  demo: r.demo,
});

/** The wire's view of an account (without the seller and the demo flag). */
export const publicAccount = ({ currency, accountholder, bankname, iban, bic }: BankAccount): BankAccount => ({
  currency,
  accountholder,
  bankname,
  iban,
  bic,
});

/** Every account, by seller and currency. */
export async function listBankAccounts(db: Db): Promise<StoredBankAccount[]> {
  const result = await db.execute(sql`SELECT seller, currency, holder, bank_name, bic, iban, demo
    FROM bank_accounts ORDER BY seller, currency`);
  return (result.rows as unknown as Row[]).map(toAccount);
}

/** A seller's accounts (for the imprint and the terms), in currency order. */
export async function sellerBankAccounts(db: Db, seller: SellerId): Promise<BankAccount[]> {
  const result = await db.execute(sql`SELECT seller, currency, holder, bank_name, bic, iban, demo
    FROM bank_accounts WHERE seller = ${seller} ORDER BY currency`);
  return (result.rows as unknown as Row[]).map((r) => publicAccount(toAccount(r)));
}

/** The account a transfer of an order of this region and currency goes to, or null when there is none. */
export async function bankAccountFor(db: Db, region: Region, currency: Currency): Promise<BankAccount | null> {
  const result = await db.execute(sql`SELECT seller, currency, holder, bank_name, bic, iban, demo
    FROM bank_accounts WHERE seller = ${sellerIdFor(region)} AND currency = ${currency}`);
  const row = result.rows[0] as unknown as Row | undefined;
  return row ? publicAccount(toAccount(row)) : null;
}

export class BankAccountError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join("; "));
    this.name = "BankAccountError";
  }
}

export interface BankAccountInput {
  seller: string;
  currency: string;
  iban: string;
  bic: string;
  bankName: string;
  /** The company's name (its seller record) when not given. */
  holder?: string;
}

/**
 * Checks an account as the office typed it; the account in its stored form, or every problem found.
 * `companyName` is the holder when none is given.
 */
export function parseBankAccount(input: BankAccountInput, companyName?: string): Omit<StoredBankAccount, "demo"> {
  const problems: string[] = [];
  const seller = COMPANY_IDS.find((id) => id === input.seller);
  if (!seller) problems.push(`--seller must be one of ${COMPANY_IDS.join(", ")}`);
  const currency = CURRENCIES.find((c) => c === input.currency.toUpperCase());
  if (!currency) problems.push(`--currency must be one of ${CURRENCIES.join(", ")}`);
  const iban = normalizeIban(input.iban);
  const ibanIssue = ibanProblem(iban);
  if (ibanIssue) problems.push(`--iban ${input.iban}: ${ibanIssue}`);
  const bic = input.bic.replace(/\s+/g, "").toUpperCase();
  const bicIssue = bicProblem(bic);
  if (bicIssue) problems.push(`--bic ${input.bic}: ${bicIssue}`);
  const bankName = input.bankName.trim();
  if (bankName === "" || bankName.length > 200) problems.push("--bank is the bank's name (1 to 200 characters)");
  const holder = (input.holder ?? companyName ?? "").trim();
  if (holder === "" || holder.length > 200) problems.push("--holder is the account holder (1 to 200 characters)");
  if (problems.length || !seller || !currency) throw new BankAccountError(problems);
  return { seller, currency, accountholder: holder, bankname: bankName, iban, bic };
}

/** Sets (adds or replaces) a seller's account in a currency as a real one (demo = false). */
export async function setBankAccount(db: Database, input: BankAccountInput): Promise<StoredBankAccount> {
  const company = COMPANY_IDS.find((id) => id === input.seller);
  const a = parseBankAccount(input, company && (await companyRecord(db, company))?.name);
  const values = { ...bankAccountValues(a, false), updatedAt: new Date() };
  await db
    .insert(schema.bankAccounts)
    .values(values)
    .onConflictDoUpdate({ target: [schema.bankAccounts.seller, schema.bankAccounts.currency], set: values });
  return { ...a, demo: false };
}

/** Removes a seller's account in a currency: bank transfer is then not offered in it. */
export async function removeBankAccount(db: Database, seller: SellerId, currency: Currency): Promise<boolean> {
  const removed = await db
    .delete(schema.bankAccounts)
    .where(and(eq(schema.bankAccounts.seller, seller), eq(schema.bankAccounts.currency, currency)))
    .returning({ seller: schema.bankAccounts.seller });
  return removed.length > 0;
}

/** The bank_accounts row for an account: a real one (demo = false) or an invented one. */
export function bankAccountValues(a: Omit<StoredBankAccount, "demo">, demo: boolean) {
  return {
    seller: a.seller,
    currency: a.currency,
    holder: a.accountholder,
    bankName: a.bankname,
    bic: a.bic,
    iban: a.iban,
    demo,
  };
}
