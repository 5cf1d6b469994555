import { useTranslation } from "../translation.tsx";

/**
 * The payment methods this installation offers, as marks (issue 23 item 6): drawn as text in a
 * frame rather than the providers' logos, so they need no third-party files and read the same to
 * a screen reader. The list comes from the ERP (root loader, app/.server/payment-marks.ts).
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
            {m.name}
          </li>
        ))}
      </ul>
    </div>
  );
}
