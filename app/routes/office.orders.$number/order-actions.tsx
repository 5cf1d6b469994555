/**
 * The office's actions on an order (issue 38), each a native form posted to the order's page with
 * its intent: mark paid (amount and bank reference), ship (units per line, carrier, tracking number),
 * cancel with a reason, record a refund, send the confirmation again. Only the forms the staff
 * member's roles and the order's state allow are shown; the ERP decides again.
 */
import { useTranslation } from "../../translation.tsx";
import type { Language } from "../../../contract/languages.ts";
import type { OfficeOrder } from "../../../contract/office-orders.ts";
import { ErrorList, InputField, SelectField } from "../../components/form-fields.tsx";
import { IntentForm } from "../../components/intent-form.tsx";
import { useServerForm, type FormResult } from "../../components/server-form.tsx";
import { useLinkedLanguage } from "../../root-data.ts";
import type { OrderActionIntent } from "../../lib/office-order-forms.ts";

type Order = Omit<OfficeOrder, "token">;

/** The action's answer: which form it is about and conform's result. */
export interface OrderAnswer {
  intent: OrderActionIntent;
  result: FormResult;
  status: number;
}

/** An amount in cents as the amount fields take it: "123.45" ("123,45" where the comma is the decimal sign). */
export function amountText(cents: number, lang: Language): string {
  const text = (cents / 100).toFixed(2);
  return lang === "en" ? text : text.replace(".", ",");
}

function ActionForm({
  intent,
  number,
  title,
  answer,
  defaultValue,
  button,
  danger,
  children,
}: {
  intent: OrderActionIntent;
  number: string;
  title: string;
  answer: OrderAnswer | undefined;
  defaultValue?: Record<string, unknown>;
  button: string;
  danger?: boolean;
  children: (fields: ReturnType<typeof useServerForm<Record<string, unknown>>>[1]) => React.ReactNode;
}) {
  const action = `/office/orders/${number}${useLinkedLanguage()}`;
  const [form, fields] = useServerForm<Record<string, unknown>>(`order-${intent}`, {
    lastResult: answer?.intent === intent ? answer.result : undefined,
    defaultValue: defaultValue ?? null,
  });
  return (
    <section className="office-card" aria-labelledby={`${form.id}-title`}>
      <h3 id={`${form.id}-title`}>{title}</h3>
      <IntentForm form={form} action={action} intent={intent} className="stack">
        {children(fields)}
        <button type="submit" className={danger ? "button button-danger" : "button button-primary"}>
          {button}
        </button>
      </IntentForm>
    </section>
  );
}

/** The ship form's table: each line still to ship with its units (all of them to start with). */
function ShipLines({ order, answer }: { order: Order; answer: OrderAnswer | undefined }) {
  const { t } = useTranslation("office");
  const open = order.lines.filter((l) => !l.kitcomponent && l.quantity > l.shipped);
  const posted = answer?.intent === "ship" ? answer.result : undefined;
  const errors = posted?.error?.["lines"] ?? null;
  // What was posted (JavaScript off: the answer is a new page), else every unit still to ship.
  const typed = posted?.initialValue?.["lines"];
  const value = (n: number, left: number) => {
    const line: unknown = Array.isArray(typed) ? typed[n] : undefined;
    const quantity = typeof line === "object" && line !== null ? (line as { quantity?: unknown }).quantity : undefined;
    return typeof quantity === "string" ? quantity : String(left);
  };
  return (
    <fieldset className="office-ship-lines" aria-describedby={errors?.length ? "order-ship-lines-error" : undefined}>
      <legend>{t("order.shipUnits")}</legend>
      {open.map((l, n) => {
        const id = `order-ship-line-${n}`;
        const fieldErrors = posted?.error?.[`lines[${n}].quantity`] ?? null;
        return (
          <div className="field office-ship-line" key={l.id}>
            <input type="hidden" name={`lines[${n}].id`} value={l.id} />
            <label htmlFor={id}>{t("order.shipLine", { part: l.part, left: l.quantity - l.shipped })}</label>
            <input
              id={id}
              name={`lines[${n}].quantity`}
              type="number"
              inputMode="numeric"
              min={0}
              max={l.quantity - l.shipped}
              defaultValue={value(n, l.quantity - l.shipped)}
              aria-invalid={fieldErrors?.length ? true : undefined}
              aria-describedby={fieldErrors?.length ? `${id}-error` : undefined}
            />
            <ErrorList id={`${id}-error`} errors={fieldErrors} />
          </div>
        );
      })}
      <ErrorList id="order-ship-lines-error" errors={errors} />
    </fieldset>
  );
}

/** The forms this staff member may use on this order now. */
export function OrderActions({
  order,
  roles,
  answer,
  lang,
  carriers,
}: {
  order: Order;
  roles: readonly string[];
  answer: OrderAnswer | undefined;
  lang: Language;
  /** The carriers (contract/carriers.ts), from the loader: no zod in the browser. */
  carriers: readonly { id: string; name: string }[];
}) {
  const { t } = useTranslation("office");
  const owner = roles.includes("owner");
  const sales = owner || roles.includes("sales");
  const warehouse = owner || roles.includes("warehouse");
  const cancelled = order.status === "cancelled";
  const shippable = !cancelled && order.status !== "fulfilled" && order.status !== "pendingPayment";
  const untouched = order.lines.every((l) => l.shipped === 0);
  const refundable = order.received - order.refunded;
  return (
    <section aria-labelledby="order-actions" className="office-order-actions">
      <h2 id="order-actions">{t("order.actions")}</h2>
      {sales && order.outstanding > 0 ? (
        <ActionForm
          intent="paid"
          number={order.number}
          title={t("order.markPaid")}
          answer={answer}
          defaultValue={{ amount: amountText(order.outstanding, lang) }}
          button={t("order.markPaidButton")}
        >
          {(f) => (
            <>
              <InputField field={f.amount!} label={t("order.amountIn", { currency: order.currency })} />
              <InputField field={f.reference!} label={t("order.bankReference")} autoComplete="off" />
            </>
          )}
        </ActionForm>
      ) : null}
      {warehouse && shippable ? (
        <ActionForm
          intent="ship"
          number={order.number}
          title={t("order.ship")}
          answer={answer}
          button={t("order.shipButton")}
        >
          {(f) => (
            <>
              <ShipLines order={order} answer={answer} />
              <SelectField field={f.carrier!} label={t("order.carrier")} choose={t("order.chooseCarrier")}>
                {carriers.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name}
                  </option>
                ))}
              </SelectField>
              <InputField field={f.trackingnumber!} label={t("order.trackingNumber")} autoComplete="off" />
            </>
          )}
        </ActionForm>
      ) : null}
      {sales && refundable > 0 ? (
        <ActionForm
          intent="refund"
          number={order.number}
          title={t("order.refund")}
          answer={answer}
          button={t("order.refundButton")}
        >
          {(f) => (
            <>
              <InputField field={f.amount!} label={t("order.amountIn", { currency: order.currency })} />
              <InputField field={f.reason!} label={t("order.reason")} autoComplete="off" />
            </>
          )}
        </ActionForm>
      ) : null}
      {sales ? (
        <ActionForm
          intent="resend"
          number={order.number}
          title={t("order.resend")}
          answer={answer}
          button={t("order.resendButton", { email: order.email })}
        >
          {() => null}
        </ActionForm>
      ) : null}
      {sales && !cancelled && untouched ? (
        <ActionForm
          intent="cancel"
          number={order.number}
          title={t("order.cancel")}
          answer={answer}
          button={t("order.cancelButton")}
          danger
        >
          {(f) => <InputField field={f.reason!} label={t("order.reason")} autoComplete="off" />}
        </ActionForm>
      ) : null}
    </section>
  );
}
