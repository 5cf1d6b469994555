/** The order page's withdrawal function: its section, and the confirmation step (?withdraw=1). */
import { Form, useActionData, useNavigation } from "@remix-run/react";
import { useTranslation } from "../../translation.tsx";
import type { Order } from "../../../contract/orders.ts";
import type { OrderView } from "../../.server/order-view.ts";
import type { WithdrawActionData } from "../../.server/order-withdrawal.ts";
import { ErrorList } from "../../components/forms.tsx";

/**
 * The withdrawal function on the order page (Article 11a of Directive 2011/83/EU): while it is
 * offered, the labelled way to the confirmation step; once used, when the withdrawal was received;
 * otherwise why it is not offered.
 */
export function WithdrawalSection({ order, dates }: { order: Order; dates: OrderView["withdrawal"] }) {
  const { t } = useTranslation("checkout");
  const w = order.withdrawal;
  const lines = order.transactionlines.filter((l) => !l.kitcomponent);
  return (
    <section className="withdrawal" aria-labelledby="withdrawal-title">
      <h2 id="withdrawal-title">{t("order.withdrawal.title")}</h2>
      {w.received ? (
        <div className="notice" role="status" data-testid="withdrawal-received">
          <p>{t("order.withdrawal.received", { date: dates.receivedAt })}</p>
          <p>{t("order.withdrawal.receivedMail", { email: order.email })}</p>
          {w.received.items === "all" ? (
            <p>{t("order.withdrawal.receivedAll")}</p>
          ) : (
            <>
              <p>{t("order.withdrawal.receivedItems")}</p>
              <ul>
                {w.received.items.map((item) => (
                  <li key={item._id}>
                    {item.quantity} × {lines.find((l) => l._id === item._id)?.item.name ?? item.name}
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      ) : w.offered ? (
        <>
          <p>{t("order.withdrawal.intro", { date: dates.until })}</p>
          <p>
            <a href={`/order/${order._id}?withdraw=1`} className="button">
              {t("order.withdrawal.open")}
            </a>
          </p>
        </>
      ) : w.reason ? (
        <p data-testid="withdrawal-not-offered">
          {t(`order.withdrawal.notOffered.${w.reason}`, { date: dates.until })}
        </p>
      ) : null}
    </section>
  );
}

/** The confirmation step: what the withdrawal covers, an optional reason, and "Confirm withdrawal". */
export function WithdrawConfirmation({ order }: { order: Order }) {
  const { t } = useTranslation("checkout");
  const action = useActionData<WithdrawActionData>();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  const lines = order.transactionlines.filter((l) => !l.kitcomponent);
  const values = action?.values ?? { scope: "all", lines: [], reason: "" };
  const errors = action?.errors ?? {};
  return (
    <article className="page order withdraw-confirm">
      <h1>{t("order.withdrawal.confirmTitle", { name: order.name })}</h1>
      <p>{t("order.withdrawal.confirmIntro")}</p>
      <ErrorList id="withdraw-form-error" errors={errors.form} />
      <Form method="post" action={`/order/${order._id}?withdraw=1`} className="withdraw-form" noValidate>
        <input type="hidden" name="intent" value="withdraw" />
        <fieldset className="choice-list" aria-describedby={errors.items ? "withdraw-items-error" : undefined}>
          <legend>{t("order.withdrawal.scope")}</legend>
          <label className="choice">
            <input type="radio" name="scope" value="all" defaultChecked={values.scope !== "some"} />{" "}
            {t("order.withdrawal.all")}
          </label>
          <label className="choice">
            <input type="radio" name="scope" value="some" defaultChecked={values.scope === "some"} />{" "}
            {t("order.withdrawal.some")}
          </label>
          <fieldset className="choice-list withdraw-items">
            <legend>{t("order.withdrawal.items")}</legend>
            {lines.map((line) => (
              <label key={line._id} className="choice">
                <input
                  type="checkbox"
                  name="line"
                  value={line._id}
                  defaultChecked={values.lines.includes(line._id)}
                  aria-invalid={errors.items ? true : undefined}
                />{" "}
                {line.quantity} × {line.item.name} <span className="muted">— {line.displayname}</span>
              </label>
            ))}
          </fieldset>
          <ErrorList id="withdraw-items-error" errors={errors.items} />
        </fieldset>
        <div className="field">
          <label htmlFor="withdraw-reason">{t("order.withdrawal.reason")}</label>
          <textarea
            id="withdraw-reason"
            name="reason"
            rows={4}
            defaultValue={values.reason}
            aria-describedby={`withdraw-reason-hint${errors.reason ? " withdraw-reason-error" : ""}`}
            aria-invalid={errors.reason ? true : undefined}
          />
          <p id="withdraw-reason-hint" className="muted field-hint">
            {t("order.withdrawal.reasonHint")}
          </p>
          <ErrorList id="withdraw-reason-error" errors={errors.reason} />
        </div>
        <p className="form-actions">
          <button type="submit" className="button button-primary" disabled={busy}>
            {t("order.withdrawal.confirm")}
          </button>{" "}
          <a href={`/order/${order._id}`}>{t("order.withdrawal.back")}</a>
        </p>
      </Form>
    </article>
  );
}
