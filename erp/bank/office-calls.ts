/**
 * The office's bank-account calls (POST /office, contract/office-company.ts; the owner's only):
 * the same operations as `npm run bank` (accounts.ts), each write audited in its transaction
 * (entity "bankAccount", id "pl EUR"). A refused account answers 400 with the problems by field.
 */
import type { Currency } from "../../contract/money.ts";
import type { OfficeRuns } from "../audit/office-run.ts";
import { recordAudit, type OfficeActor } from "../audit/audit.ts";
import type { Database } from "../db/client.ts";
import { refusalByField, refusedAs } from "../errors.ts";
import {
  BankAccountError,
  listBankAccounts,
  removeBankAccount,
  setBankAccount,
  type BankAccountInput,
  type StoredBankAccount,
} from "./accounts.ts";

export interface BankOfficeDeps {
  db: Database;
}

/** The command line's option names as the office's fields. */
const FIELD_OF_OPTION: Record<string, string> = {
  seller: "seller",
  currency: "currency",
  iban: "iban",
  bic: "bic",
  bank: "bankname",
  holder: "holder",
};

/** A refusal of accounts.ts as a 400 with each problem at its field. */
export const bankAccountRefusal = (error: BankAccountError) => refusalByField(error, FIELD_OF_OPTION, "account");

const view = (a: StoredBankAccount | undefined) => (a ? { ...a } : null);
const find = async (db: Pick<Database, "execute">, seller: string, currency: Currency) =>
  (await listBankAccounts(db)).find((a) => a.seller === seller && a.currency === currency);

/**
 * Sets an account with its audit entry in one transaction: the office's call and `npm run bank -- set`
 * (actor cliActor("bank")) both. Throws BankAccountError for a refused account, writing nothing.
 */
export async function setBankAccountAudited(
  db: Database,
  actor: OfficeActor,
  input: BankAccountInput,
): Promise<StoredBankAccount> {
  return db.transaction(async (tx) => {
    const before = await find(tx, input.seller, input.currency.toUpperCase() as Currency);
    const account = await setBankAccount(tx as unknown as Database, input);
    await recordAudit(tx, actor, {
      entity: "bankAccount",
      entityId: `${account.seller} ${account.currency}`,
      action: "setBankAccount",
      before: view(before),
      after: view(account),
    });
    return account;
  });
}

/** Removes an account with its audit entry (when there was one) in one transaction; false when none was there. */
export async function removeBankAccountAudited(
  db: Database,
  actor: OfficeActor,
  seller: StoredBankAccount["seller"],
  currency: Currency,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const before = await find(tx, seller, currency);
    const removed = await removeBankAccount(tx as unknown as Database, seller, currency);
    if (removed)
      await recordAudit(tx, actor, {
        entity: "bankAccount",
        entityId: `${seller} ${currency}`,
        action: "removeBankAccount",
        before: view(before),
        after: null,
      });
    return removed;
  });
}

export const bankOfficeRuns: OfficeRuns<"setBankAccount" | "removeBankAccount", BankOfficeDeps> = {
  setBankAccount: async (deps, body, office) => {
    const account = await refusedAs(BankAccountError, bankAccountRefusal, () =>
      setBankAccountAudited(deps.db, office.actor, {
        seller: body.seller,
        currency: body.currency,
        iban: body.iban,
        bic: body.bic,
        bankName: body.bankname,
        ...(body.holder ? { holder: body.holder } : {}),
      }),
    );
    return { status: 200, body: { account } };
  },
  removeBankAccount: async (deps, body, office) => ({
    status: 200,
    body: { removed: await removeBankAccountAudited(deps.db, office.actor, body.seller, body.currency) },
  }),
};
