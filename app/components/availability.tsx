import { useTranslation } from "react-i18next";
import type { Availability as AvailabilityData, Text } from "~/lib/availability";

export function Availability({ availability }: { availability: AvailabilityData }) {
  const { t } = useTranslation();
  return (
    <p className={`availability availability-${availability.case}`}>
      <strong>{t(availability.label.key)}</strong>
      <span>{t(availability.delivery.key, availability.delivery.params)}</span>
    </p>
  );
}

export function StockLabel({ label }: { label: Text }) {
  const { t } = useTranslation();
  return <span className={`stock-label stock-${label.key.split(".")[1]}`}>{t(label.key)}</span>;
}
