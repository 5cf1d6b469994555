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
  fmt,
  due,
}: {
  orderId: string;
  methods: PaymentMethods;
  fmt: (n: number) => string;
  /** The day an order on account is due, worded (null for one paid before it ships). */
  due: string | null;
}) {
  const { t } = useTranslation("checkout");
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  const ordered = [...methods].sort((a, b) => Number(b.default) - Number(a.default));
  return (
    <section className="payment-widgets" aria-labelledby="pay-title">
      <h2 id="pay-title">{t("order.payTitle")}</h2>
      {ordered.map((m) =>
        m.flow === "instructions" && m.instructions ? (
          <section key={m.widgettype} className="payment-method" aria-labelledby={`pay-${m.widgettype}`}>
            <h3 id={`pay-${m.widgettype}`}>{t("order.bank.title")}</h3>
            <dl className="facts">
              <dt>{t("order.bank.accountholder")}</dt>
              <dd>{m.instructions.accountholder}</dd>
              <dt>{t("order.bank.bankname")}</dt>
              <dd>{m.instructions.bankname}</dd>
              <dt>{t("order.bank.iban")}</dt>
              <dd className="iban">{m.instructions.iban}</dd>
              <dt>{t("order.bank.bic")}</dt>
              <dd>{m.instructions.bic}</dd>
              <dt>{t("order.bank.reference")}</dt>
              <dd>{m.instructions.reference}</dd>
              <dt>{t("order.bank.amount")}</dt>
              <dd>{fmt(m.instructions.amount)}</dd>
            </dl>
            {/* On account, the order ships at once and is paid by its due day; otherwise after the payment. */}
            <p className="muted">{due ? t("order.bank.dueHint", { date: due }) : t("order.bank.hint")}</p>
          </section>
        ) : (
          <Form key={m.widgettype} method="post" action={`/order/${orderId}`} className="payment-method">
            <input type="hidden" name="method" value={m.widgettype} />
            <p className="muted">
              {t("order.payHint", {
                name: m.name,
                amount: fmt(m.widgettype === "revolut" ? m.amount / 100 : m.amount),
              })}
            </p>
            <button type="submit" className="button button-primary pay-button" disabled={busy}>
              <MethodLogos method={m.widgettype} />
              {t("order.payWith", { name: m.name })}
            </button>
          </Form>
        ),
      )}
    </section>
  );
}
