/**
 * The office's bank-account calls (POST /office, contract/office-company.ts; the owner's only):
 * the same operations as `npm run bank` (accounts.ts), each write audited in its transaction
 * (entity "bankAccount", id "pl EUR"). A refused account answers 400 with the problems by field.
 */
import type { Currency } from "../../contract/money.ts";
import type { OfficeRuns } from "../audit/office-run.ts";
import { recordAudit } from "../audit/audit.ts";
import type { Database } from "../db/client.ts";
import { ErpError } from "../errors.ts";
import {
  BankAccountError,
  listBankAccounts,
  removeBankAccount,
  setBankAccount,
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
export function bankAccountRefusal(error: BankAccountError): ErpError {
  const fields: Record<string, string[]> = {};
  for (const problem of error.problems) {
    const option = /^--(\w+)/.exec(problem)?.[1] ?? "";
    (fields[FIELD_OF_OPTION[option] ?? "account"] ??= []).push(problem);
  }
  return new ErpError(400, "BAD_REQUEST", error.message, fields);
}

const view = (a: StoredBankAccount | undefined) => (a ? { ...a } : null);
const find = async (db: Pick<Database, "execute">, seller: string, currency: Currency) =>
  (await listBankAccounts(db)).find((a) => a.seller === seller && a.currency === currency);

export const bankOfficeRuns: OfficeRuns<"setBankAccount" | "removeBankAccount", BankOfficeDeps> = {
  setBankAccount: async (deps, body, office) =>
    deps.db.transaction(async (tx) => {
      const before = await find(tx, body.seller, body.currency);
      let account: StoredBankAccount;
      try {
        account = await setBankAccount(tx as unknown as Database, {
          seller: body.seller,
          currency: body.currency,
          iban: body.iban,
          bic: body.bic,
          bankName: body.bankname,
          ...(body.holder ? { holder: body.holder } : {}),
        });
      } catch (error) {
        if (error instanceof BankAccountError) throw bankAccountRefusal(error);
        throw error;
      }
      await recordAudit(tx, office.actor, {
        entity: "bankAccount",
        entityId: `${account.seller} ${account.currency}`,
        action: "setBankAccount",
        before: view(before),
        after: view(account),
      });
      return { status: 200, body: { account } };
    }),
  removeBankAccount: async (deps, body, office) =>
    deps.db.transaction(async (tx) => {
      const before = await find(tx, body.seller, body.currency);
      const removed = await removeBankAccount(tx as unknown as Database, body.seller, body.currency);
      if (removed)
        await recordAudit(tx, office.actor, {
          entity: "bankAccount",
          entityId: `${body.seller} ${body.currency}`,
          action: "removeBankAccount",
          before: view(before),
          after: null,
        });
      return { status: 200, body: { removed } };
    }),
};
