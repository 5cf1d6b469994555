/**
 * Bank transfer (prepayment): no provider to call. Starting it gives the instructions the order
 * page shows (holder, IBAN of the order's currency, BIC, the order number as reference, amount).
 * The money is matched to the order when the statement is booked, outside the shop, so complete()
 * only reports that the transfer is awaited and there are no webhooks.
 */
import type { BankConfig } from "./config.ts";
import { toMinorUnits, fromMinorUnits } from "./money.ts";
import type { BankInstructions, PayableOrder, PaymentProvider } from "./provider.ts";

export function bankInstructions(
  config: BankConfig,
  order: Pick<PayableOrder, "number" | "amount" | "currency">,
): BankInstructions {
  return {
    accountholder: config.holder,
    bankname: config.bankName,
    iban: config.accounts[order.currency],
    bic: config.bic,
    reference: order.number,
    amount: fromMinorUnits(toMinorUnits(order.amount)),
    currency: order.currency,
  };
}

/** IBAN in groups of four, as it is printed for people to copy. */
export function formatIban(iban: string): string {
  return iban.replace(/(.{4})(?=.)/g, "$1 ");
}

export function createBankTransfer(config: BankConfig): PaymentProvider {
  return {
    method: "bank",
    name: "Bank transfer",
    publicToken: "",
    async start(order) {
      // One bank payment per order: the reference is the order itself.
      return {
        kind: "instructions",
        providerRef: order.token,
        instructions: bankInstructions(config, order),
      };
    },
    async complete() {
      return { status: "created", providerStatus: "AWAITING_TRANSFER", raw: null };
    },
    async verifyWebhook() {
      return null;
    },
  };
}
