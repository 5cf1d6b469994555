/**
 * Bank transfer (prepayment): no provider to call. Starting it gives the instructions the order
 * page shows (holder, IBAN of the order's currency, BIC, the order number as reference, amount).
 * The money is matched to the order when the statement is booked, outside the shop, so complete()
 * only reports that the transfer is awaited and there are no webhooks.
 */
import { sellerFor } from "../../contract/seller.ts";
import { toMinorUnits, fromMinorUnits } from "./money.ts";
import type { BankInstructions, PayableOrder, PaymentProvider } from "./provider.ts";

/** Where to transfer an order's total: the account of its seller (by region) in its currency. */
export function bankInstructions(
  order: Pick<PayableOrder, "number" | "amount" | "currency" | "region">,
): BankInstructions {
  const seller = sellerFor(order.region);
  return {
    accountholder: seller.name,
    bankname: seller.bank.bankName,
    iban: seller.bank.iban[order.currency],
    bic: seller.bank.bic,
    reference: order.number,
    amount: fromMinorUnits(toMinorUnits(order.amount)),
    currency: order.currency,
  };
}

export function createBankTransfer(): PaymentProvider {
  return {
    method: "bank",
    name: "Bank transfer",
    publicToken: "",
    async start(order) {
      // One bank payment per order: the reference is the order itself.
      return {
        kind: "instructions",
        providerRef: order.token,
        instructions: bankInstructions(order),
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
