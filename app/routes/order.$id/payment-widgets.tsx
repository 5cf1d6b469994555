/** The order page's ways to pay an unpaid order. */
import { Form, useNavigation } from "@remix-run/react";
import { MethodLogos } from "../../components/payment-marks.tsx";
import { useTranslation } from "../../translation.tsx";
import type { paymentView } from "../../.server/order-view.ts";

type PaymentMethods = ReturnType<typeof paymentView>;

/** Bank transfer instructions, and a plain form per wallet that leads to the provider (works without JavaScript). */
export function PaymentWidgets({
  orderId,
  methods,
  amount,
  fmt,
  due,
}: {
  orderId: string;
  /** What is to be paid: the order's gross, whichever method pays it. */
  amount: number;
  methods: PaymentMethods;
  fmt: (n: number) => string;
  /** The day an order on account is due, worded (null for one paid before it ships). */
  due: string | null;
}) {
  const { t } = useTranslation("checkout");
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  const ordered = [...methods].sort((a, b) => Number(b.default) - Number(a.default));
  const redirects = ordered.filter((m) => m.flow !== "instructions");
  const transfer = ordered.find((m) => m.flow === "instructions" && m.instructions);
  return (
    <section className="payment-widgets" aria-labelledby="pay-title">
      <h2 id="pay-title">{t("order.payTitle")}</h2>
      {redirects.length > 0 ? (
        <>
          <p className="muted">{t("order.payHint", { amount: fmt(amount) })}</p>
          <ul className="pay-buttons">
            {redirects.map((m) => (
              <li key={m.widgettype}>
                <Form method="post" action={`/order/${orderId}`} className="payment-method">
                  <input type="hidden" name="method" value={m.widgettype} />
                  <button type="submit" className="button button-primary pay-button" disabled={busy}>
                    <MethodLogos logos={m.logos} />
                    {t("order.payWith", { name: m.name })}
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {transfer?.instructions ? (
        <section className="payment-method" aria-labelledby={`pay-${transfer.widgettype}`}>
          <h3 id={`pay-${transfer.widgettype}`}>{t("order.bank.title")}</h3>
          <dl className="facts">
            <dt>{t("order.bank.accountholder")}</dt>
            <dd>{transfer.instructions.accountholder}</dd>
            <dt>{t("order.bank.bankname")}</dt>
            <dd>{transfer.instructions.bankname}</dd>
            <dt>{t("order.bank.iban")}</dt>
            <dd className="iban">{transfer.instructions.iban}</dd>
            <dt>{t("order.bank.bic")}</dt>
            <dd>{transfer.instructions.bic}</dd>
            <dt>{t("order.bank.reference")}</dt>
            <dd>{transfer.instructions.reference}</dd>
            <dt>{t("order.bank.amount")}</dt>
            <dd>{fmt(transfer.instructions.amount)}</dd>
          </dl>
          {/* On account, the order ships at once and is paid by its due day; otherwise after the payment. */}
          <p className="muted">{due ? t("order.bank.dueHint", { date: due }) : t("order.bank.hint")}</p>
        </section>
      ) : null}
    </section>
  );
}
