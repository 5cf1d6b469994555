/** The home page's marquee banner (storefront.md section 4), also the office's preview of it. */
import { useTranslation } from "../translation.tsx";

export function MarqueeBanner({ message }: { message: { text: string | null; error: boolean } }) {
  const { t } = useTranslation("home");
  return (
    <section className={`marquee${message.error ? " marquee-error" : ""}`} aria-label={t("marquee.label")}>
      <p>
        <span>{message.text ?? t("marquee.default")}</span>
      </p>
    </section>
  );
}
