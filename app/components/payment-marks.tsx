import { useTranslation } from "../translation.tsx";
import sprite from "./payment-marks.svg?no-inline";

/** A payment method as a mark: its name and the logos that stand for it (app/lib/payment-marks.ts). */
export interface Mark {
  id: string;
  name: string;
  logos: readonly string[];
}

/**
 * The payment methods this installation offers, as marks (issue 23 item 6, issue 42 item 4): a
 * method whose schemes have a logo (cards: Visa, Mastercard, Apple Pay, Google Pay; PayPal,
 * Klarna, SEPA, Revolut) shows those logos, its name kept for screen readers; the others (BLIK,
 * Przelewy24, bank transfer) their name in a frame. The logos are symbols of one SVG file
 * (app/components/payment-marks.svg, Simple Icons, CC0), read once like the header's icons
 * (decision 0063). The list and each method's logos come from the server (app/lib/payment-marks.ts
 * is not shipped to the browser).
 */
export function PaymentMarks({ marks, id }: { marks: readonly Mark[]; id: string }) {
  const { t } = useTranslation();
  if (marks.length === 0) return null;
  return (
    <div className="payment-marks">
      <p id={id} className="payment-marks-title">
        {t("footer.paymentMethods")}
      </p>
      <ul aria-labelledby={id}>
        {marks.map((m) => (
          <li key={m.id} className={`payment-mark payment-mark-${m.id}`}>
            {m.logos.length ? (
              <>
                <MethodLogos logos={m.logos} />
                <span className="visually-hidden">{m.name}</span>
              </>
            ) : (
              <span className="mark-name">{m.name}</span>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A method's logos alone, hidden from assistive technology (the text beside them names the method). */
export function MethodLogos({ logos }: { logos: readonly string[] }) {
  return logos.length ? (
    <span className="method-logos">
      {logos.map((logo) => (
        <svg key={logo} className="mark-logo" aria-hidden="true" focusable="false">
          <use href={`${sprite}#${logo}`} />
        </svg>
      ))}
    </span>
  ) : null;
}
