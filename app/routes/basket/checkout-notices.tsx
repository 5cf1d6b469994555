/**
 * The checkout's rare parts, whose code comes when one is shown (issue 25): the currency offer
 * after a change of country, and the parts that ran out during checkout. On a page the server
 * sent with one, its HTML stays as it is until then, and it works without JavaScript as before.
 */
import { useEffect, useRef } from "react";
import { useTranslation } from "../../translation.tsx";
import type { Shortage } from "../../.server/checkout.ts";
import type { Currency } from "../../../contract/money.ts";

/** Step 5 of the country change: offer the currency that fits the country, or keep the current one. */
export function CurrencyDialog({ offer, current }: { offer: Currency; current: Currency }) {
  const { t } = useTranslation("checkout");
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    // Server-rendered open (works without JS); with JS it becomes a modal that traps focus.
    if (dialog && typeof dialog.showModal === "function") {
      dialog.close();
      dialog.showModal();
    }
  }, []);
  return (
    <dialog open ref={ref} className="dialog" aria-labelledby="currency-title" aria-describedby="currency-text">
      <h2 id="currency-title">{t("currencyDialog.title")}</h2>
      <p id="currency-text">{t(`currencyDialog.${offer}`)}</p>
      <input type="hidden" name="currency" value={offer} />
      <div className="dialog-actions">
        <button type="submit" name="intent" value="currency" className="button button-primary" formNoValidate>
          {t("currencyDialog.yes", { currency: offer })}
        </button>
        <button type="submit" name="intent" value="keepCurrency" className="button" formNoValidate>
          {t("currencyDialog.no", { currency: current })}
        </button>
      </div>
    </dialog>
  );
}

/**
 * The parts that ran out while the shopper was checking out, each named with what can still be
 * ordered. The top list is announced; the one by the submit button repeats it for the eye.
 */
export function ShortageList({ shortages, alert = false }: { shortages?: Shortage[]; alert?: boolean }) {
  const { t } = useTranslation("checkout");
  if (!shortages?.length) return null;
  return (
    <div className="field-error" role={alert ? "alert" : undefined}>
      <ul>
        {shortages.map((s) => (
          <li key={s.name}>
            {s.available > 0
              ? t("errors.onlySome", { name: s.name, available: s.available, quantity: s.quantity })
              : t("errors.soldOut", { name: s.name })}
          </li>
        ))}
      </ul>
    </div>
  );
}
