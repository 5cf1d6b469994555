import { useTranslation } from "../translation.tsx";
import type { Fitment } from "../../contract/wire-constants.ts";

const ICON: Record<Fitment, string> = { fits: "✓", notFits: "✗", unknown: "?" };

/** Whether a part fits the shopper's vehicle, in words with an icon (never colour alone; decision 0038). */
export function FitmentNote({ fitment, vehicle }: { fitment: Fitment; vehicle: string }) {
  const { t } = useTranslation();
  return (
    <p className={`fitment fitment-${fitment}`}>
      <span aria-hidden="true">{ICON[fitment]}</span> {t(`vehicle.fitment.${fitment}`, { vehicle })}
    </p>
  );
}
