import type { TFunction } from "../translation.tsx";

/** The note under a basket's or an order's totals on how VAT applies, as the loader worded it (none at the seller's own rate). */
export function TaxNote({ note }: { note: string | null }) {
  return note ? (
    <p className="note" data-testid="tax-note">
      {note}
    </p>
  ) : null;
}

/**
 * The totals' VAT as a basket or an order reads it: a consumer's amounts are gross with the VAT
 * included shown after the total, a trade customer's net with the VAT added before it
 * (app/lib/price-display.ts). `taxRow` is its term and amount; `taxIncluded` says where it stands.
 */
export function summaryTax({
  t,
  basis,
  taxrate,
  taxLabel,
  amount,
  testId,
}: {
  t: TFunction;
  basis: string;
  taxrate: number;
  taxLabel: string;
  /** The VAT amount, formatted. */
  amount: string;
  testId: string;
}) {
  const net = basis === "net";
  const taxIncluded = !net && taxrate > 0;
  const taxRow = (
    <>
      <dt>{taxIncluded ? t("summary.inclTax", { tax: taxLabel }) : taxLabel}</dt>
      <dd data-testid={testId}>{amount}</dd>
    </>
  );
  return { net, taxIncluded, taxRow };
}
