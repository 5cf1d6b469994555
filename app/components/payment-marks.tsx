import { logosOf } from "../lib/payment-marks.ts";
import { useTranslation } from "../translation.tsx";
import sprite from "./payment-marks.svg?no-inline";

/**
 * The payment methods this installation offers, as marks (issue 23 item 6, issue 42 item 4): a
 * method whose schemes have a logo (cards: Visa, Mastercard, Apple Pay, Google Pay; PayPal,
 * Klarna, SEPA, Revolut) shows those logos, its name kept for screen readers; the others (BLIK,
 * Przelewy24, bank transfer) their name in a frame. The logos are symbols of one SVG file
 * (app/components/payment-marks.svg, Simple Icons, CC0), read once like the header's icons
 * (decision 0063). The list comes from the ERP (root loader, app/.server/payment-marks.ts).
 */
export function PaymentMarks({ marks, id }: { marks: readonly { id: string; name: string }[]; id: string }) {
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
            <MethodMark method={m.id} name={m.name} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** One method: its logos with its name for screen readers, or its name alone. */
export function MethodMark({ method, name }: { method: string; name: string }) {
  if (logosOf(method).length === 0) return <span className="mark-name">{name}</span>;
  return (
    <>
      <MethodLogos method={method} />
      <span className="visually-hidden">{name}</span>
    </>
  );
}

/** A method's logos alone, hidden from assistive technology (the text beside them names the method). */
export function MethodLogos({ method }: { method: string }) {
  const logos = logosOf(method);
  if (logos.length === 0) return null;
  return (
    <span className="method-logos">
      {logos.map((logo) => (
        <svg key={logo} className="mark-logo" aria-hidden="true" focusable="false">
          <use href={`${sprite}#${logo}`} />
        </svg>
      ))}
    </span>
  );
}
