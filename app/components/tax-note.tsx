/** The note under a basket's or an order's totals on how VAT applies, as the loader worded it (none at the seller's own rate). */
export function TaxNote({ note }: { note: string | null }) {
  return note ? (
    <p className="note" data-testid="tax-note">
      {note}
    </p>
  ) : null;
}
