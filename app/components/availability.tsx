import { useTranslation } from "react-i18next";
import type { Availability as AvailabilityData, StockLabelCase } from "../../contract/availability.ts";

export function Availability({ availability }: { availability: AvailabilityData }) {
  const { t } = useTranslation();
  return (
    <p className={`availability availability-${availability.case}`}>
      <strong>{t(availability.label.key)}</strong>
      <span>{t(availability.delivery.key, availability.delivery.params)}</span>
    </p>
  );
}

/** A catalogue stock label (in stock, in transit, ready to order), its text already translated. */
export function StockLabel({ label, text }: { label: StockLabelCase; text: string }) {
  return <span className={`stock-label stock-${label}`}>{text}</span>;
}
