/**
 * Bank transfer (prepayment): no provider to call. Starting it gives the instructions the order
 * page shows (holder, IBAN of the order's currency, BIC, the order number as reference, amount).
 * The account is the ERP's (erp/bank/accounts.ts): without one for the order's seller and currency,
 * bank transfer is not offered. The money is matched to the order when the statement is booked,
 * outside the shop, so complete() only reports that the transfer is awaited and there are no webhooks.
 */
import type { BankAccount } from "../../contract/region.ts";
import { ErpError } from "../errors.ts";
import { toMinorUnits, fromMinorUnits } from "./money.ts";
import type { BankInstructions, PayableOrder, PaymentProvider } from "./provider.ts";

/** Where to transfer an order's total: its seller's account (by region) in its currency. */
export function bankInstructions(
  order: Pick<PayableOrder, "number" | "amount" | "currency">,
  account: BankAccount,
): BankInstructions {
  return {
    accountholder: account.accountholder,
    bankname: account.bankname,
    iban: account.iban,
    bic: account.bic,
    reference: order.number,
    amount: fromMinorUnits(toMinorUnits(order.amount)),
    currency: order.currency,
  };
}

export function createBankTransfer(): PaymentProvider {
  return {
    method: "bank",
    provider: "bank",
    name: "Bank transfer",
    publicToken: "",
    async start(order) {
      if (!order.bankAccount) {
        throw new ErpError(400, "BAD_REQUEST", `Payment method bank is not offered in ${order.currency}`, {
          method: ["not offered"],
        });
      }
      // One bank payment per order: the reference is the order itself.
      return {
        kind: "instructions",
        providerRef: order.token,
        instructions: bankInstructions(order, order.bankAccount),
      };
    },
    async complete() {
      return { status: "created", providerStatus: "AWAITING_TRANSFER", raw: null };
    },
    inspectWebhook() {
      return null;
    },
    async verifyWebhook() {
      return null;
    },
  };
}
