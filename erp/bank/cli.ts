/**
 * `npm run bank -- list` and `npm run bank -- set --seller pl --currency EUR --iban ... --bic ...
 * --bank "..." [--holder "..."]`, `npm run bank -- remove --seller pl --currency EUR`: the office's
 * bank accounts for transfers (accounts.ts, decision 0026). Uses DATABASE_URL, else the embedded
 * server the running shop holds under DATA_DIR, else starts the embedded server for the command.
 * Each write is the office's operation (office-calls.ts), audited as "bank (os user)".
 */
import { CURRENCIES } from "../../contract/money.ts";
import { COMPANY_IDS, formatIban } from "../../contract/seller.ts";
import { commandLineOrExit, runOnDatabase } from "../db/command-line.ts";
import { cliActor } from "../audit/audit.ts";
import { BankAccountError, listBankAccounts } from "./accounts.ts";
import { removeBankAccountAudited, setBankAccountAudited } from "./office-calls.ts";

const USAGE = `Usage:
  npm run bank -- list
  npm run bank -- set --seller ${COMPANY_IDS.join("|")} --currency ${CURRENCIES.join("|")} --iban IBAN --bic BIC --bank "BANK NAME" [--holder "ACCOUNT HOLDER"]
  npm run bank -- remove --seller ${COMPANY_IDS.join("|")} --currency ${CURRENCIES.join("|")}`;

const { command, values: o } = commandLineOrExit(
  USAGE,
  { list: [], set: ["seller", "currency", "iban", "bic", "bank"], remove: ["seller", "currency"] },
  ["holder"],
);

await runOnDatabase(
  async (db) => {
    if (command === "list") {
      const accounts = await listBankAccounts(db);
      if (accounts.length === 0) console.log("No bank accounts: bank transfer is not offered.");
      for (const a of accounts) {
        console.log(
          `${a.seller} ${a.currency}  ${formatIban(a.iban)}  BIC ${a.bic}  ${a.bankname}  (${a.accountholder})${a.demo ? "  DEMO" : ""}`,
        );
      }
    } else if (command === "set") {
      const a = await setBankAccountAudited(db, cliActor("bank"), {
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
      const removed = await removeBankAccountAudited(db, cliActor("bank"), seller, currency);
      console.log(
        removed
          ? `Removed: ${seller} ${currency}; bank transfer is not offered in it`
          : `No account for ${seller} ${currency}`,
      );
    }
  },
  (error) => error instanceof BankAccountError,
);
