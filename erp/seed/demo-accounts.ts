/**
 * The demo catalogue's bank accounts: invented (the bank code 9999 and the "DEMO" banks do not
 * exist), loaded with demo = true, so production refuses to start with them outside the demo
 * (erp/ops/demo-guard.ts). Migration 0019 writes the same rows into a demo database made before it,
 * and migration 0051 the pound account (decision 0069): the Polish company sells to the UK region, so
 * a UK buyer paying in GBP transfers to a British account of it. The Dutch company sells in no pounds.
 */
import { DUTCH_COMPANY, POLISH_COMPANY } from "./demo-seller.ts";
import type { StoredBankAccount } from "../bank/accounts.ts";

export const DEMO_BANK_ACCOUNTS: readonly StoredBankAccount[] = [
  {
    seller: "pl",
    currency: "EUR",
    accountholder: POLISH_COMPANY.name,
    bankname: "Demo Bank S.A.",
    bic: "DEMOPLPWXXX",
    iban: "PL71999900001000000000000978",
    demo: true,
  },
  {
    seller: "pl",
    currency: "PLN",
    accountholder: POLISH_COMPANY.name,
    bankname: "Demo Bank S.A.",
    bic: "DEMOPLPWXXX",
    iban: "PL76999900001000000000000985",
    demo: true,
  },
  {
    seller: "pl",
    currency: "GBP",
    accountholder: POLISH_COMPANY.name,
    bankname: "Demo Bank plc",
    bic: "DEMOGB2LXXX",
    iban: "GB42DEMO99999912345678",
    demo: true,
  },
  {
    seller: "nl",
    currency: "EUR",
    accountholder: DUTCH_COMPANY.name,
    bankname: "Demo Bank N.V.",
    bic: "DEMONL2AXXX",
    iban: "NL62DEMO0417164423",
    demo: true,
  },
  {
    seller: "nl",
    currency: "PLN",
    accountholder: DUTCH_COMPANY.name,
    bankname: "Demo Bank N.V.",
    bic: "DEMONL2AXXX",
    iban: "PL42999900001000000000001985",
    demo: true,
  },
];

/**
 * The demo company's VAT registration in Great Britain (decision 0039): invented (GB and nine
 * nines is no registration), so the demo shows UK VAT on British orders as a registered distributor
 * charges it. Loaded with demo = true: production refuses to start with it.
 */
export const DEMO_VAT_REGISTRATIONS = [
  { seller: "PL", country: "GB", vatnumber: "GB999999999", validFrom: "2021-01-01" },
] as const;

/** The demo account of a seller company in a currency (tests compare pages, PDF and e-mail with it). */
export function demoBankAccount(seller: StoredBankAccount["seller"], currency: StoredBankAccount["currency"]) {
  const found = DEMO_BANK_ACCOUNTS.find((a) => a.seller === seller && a.currency === currency);
  if (!found) throw new Error(`no demo bank account for ${seller} ${currency}`);
  return found;
}
