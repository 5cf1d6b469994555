import type { Language } from "../../contract/languages.ts";
import { taxNote, type TaxFacts } from "../../contract/tax-wording.ts";

/** The note under a basket's or an order's totals on how VAT applies (none at the seller's own rate). */
export function TaxNotes({ tax, lang }: { tax: TaxFacts; lang: Language }) {
  const note = taxNote(tax, lang);
  return note ? (
    <p className="note" data-testid="tax-note">
      {note}
    </p>
  ) : null;
}
