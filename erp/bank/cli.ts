/**
 * `npm run bank -- list` and `npm run bank -- set --seller pl --currency EUR --iban ... --bic ...
 * --bank "..." [--holder "..."]`, `npm run bank -- remove --seller pl --currency EUR`: the office's
 * bank accounts for transfers (accounts.ts, decision 0026). Uses DATABASE_URL, else the embedded
 * server the running shop holds under DATA_DIR, else starts the embedded server for the command.
 */
import { parseArgs } from "node:util";
import { CURRENCIES } from "../../contract/money.ts";
import { COMPANY_IDS, formatIban } from "../../contract/seller.ts";
import { openForCommand } from "../db/client.ts";
import { BankAccountError, listBankAccounts, removeBankAccount, setBankAccount } from "./accounts.ts";

const USAGE = `Usage:
  npm run bank -- list
  npm run bank -- set --seller ${COMPANY_IDS.join("|")} --currency ${CURRENCIES.join("|")} --iban IBAN --bic BIC --bank "BANK NAME" [--holder "ACCOUNT HOLDER"]
  npm run bank -- remove --seller ${COMPANY_IDS.join("|")} --currency ${CURRENCIES.join("|")}`;

let parsed: ReturnType<typeof parse>;
function parse() {
  return parseArgs({
    args: process.argv.slice(2),
    allowPositionals: true,
    options: {
      seller: { type: "string" },
      currency: { type: "string" },
      iban: { type: "string" },
      bic: { type: "string" },
      bank: { type: "string" },
      holder: { type: "string" },
    },
  });
}
try {
  parsed = parse();
} catch (error) {
  console.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  process.exit(2);
}
const command = parsed.positionals[0];
const o = parsed.values;
if (!["list", "set", "remove"].includes(command ?? "") || parsed.positionals.length > 1) {
  console.error(USAGE);
  process.exit(2);
}
const missing = (names: (keyof typeof o)[]) => names.filter((n) => o[n] === undefined).map((n) => `--${n}`);
const required =
  command === "set"
    ? missing(["seller", "currency", "iban", "bic", "bank"])
    : command === "remove"
      ? missing(["seller", "currency"])
      : [];
if (required.length) {
  console.error(`Missing ${required.join(", ")}\n${USAGE}`);
  process.exit(2);
}

const database = await openForCommand();
try {
  if (command === "list") {
    const accounts = await listBankAccounts(database.db);
    if (accounts.length === 0) console.log("No bank accounts: bank transfer is not offered.");
    for (const a of accounts) {
      console.log(
        `${a.seller} ${a.currency}  ${formatIban(a.iban)}  BIC ${a.bic}  ${a.bankname}  (${a.accountholder})${a.demo ? "  DEMO" : ""}`,
      );
    }
  } else if (command === "set") {
    const a = await setBankAccount(database.db, {
      seller: o.seller!,
      currency: o.currency!,
      iban: o.iban!,
      bic: o.bic!,
      bankName: o.bank!,
      holder: o.holder,
    });
    console.log(
      `Set: ${a.seller} ${a.currency}  ${formatIban(a.iban)}  BIC ${a.bic}  ${a.bankname}  (${a.accountholder})`,
    );
  } else {
    const seller = COMPANY_IDS.find((id) => id === o.seller);
    const currency = CURRENCIES.find((c) => c === o.currency?.toUpperCase());
    if (!seller || !currency)
      throw new BankAccountError([
        `--seller is one of ${COMPANY_IDS.join(", ")}, --currency one of ${CURRENCIES.join(", ")}`,
      ]);
    const removed = await removeBankAccount(database.db, seller, currency);
    console.log(
      removed
        ? `Removed: ${seller} ${currency}; bank transfer is not offered in it`
        : `No account for ${seller} ${currency}`,
    );
  }
} catch (error) {
  if (!(error instanceof BankAccountError)) throw error;
  for (const problem of error.problems) console.error(problem);
  process.exitCode = 1;
} finally {
  await database.close();
}
