import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { CartLine, ShoppingCart } from "../../erp/contract";
import { changeQuantity, removeLine } from "~/.server/cart";
import { ErpCallError } from "~/.server/erp";
import { commitSession } from "~/.server/session";
import { redirectWithSession, rememberBasket, shop } from "~/.server/shop";
import { ErrorList } from "~/components/forms";
import { RouteErrorBoundary } from "~/components/server-error";
import { availabilityFor } from "~/lib/availability";
import { BasketLineFormSchema } from "~/lib/forms";
import { formatPrice } from "~/lib/money";
import type { Language } from "~/i18n";

const cartGone = (error: unknown) => error instanceof ErpCallError && (error.code === "CART_NOT_FOUND" || error.code === "LINE_NOT_FOUND");

export async function loader({ request }: LoaderFunctionArgs) {
  const { erp, session, context } = await shop(request);
  let cart: ShoppingCart | null = null;
  let expired = false;
  if (context.cartId) {
    try {
      const result = await erp.getCarts(context.cartId);
      cart = result.shoppingcarts[0]?.shoppingcart ?? null;
      if (result.summary.quantity !== context.basketCount) rememberBasket(session, context.cartId, result.summary.quantity);
    } catch (error) {
      if (!cartGone(error)) throw error;
      rememberBasket(session, null, 0);
      expired = true;
    }
  }
  const headers = new Headers();
  if (session.data.basketCount !== context.basketCount || expired) headers.append("Set-Cookie", await commitSession(session));
  return data({ cart, expired, today: new Date().toISOString() }, { headers });
}

export const meta: MetaFunction = () => [{ title: "Basket" }];

export async function action({ request }: ActionFunctionArgs) {
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: BasketLineFormSchema });
  const line = String(formData.get("line") ?? "");
  if (submission.status !== "success") return data({ line, result: submission.reply() }, { status: 400 });
  const { erp, session, context } = await shop(request);
  if (!context.cartId) return redirectWithSession("/basket", session, { key: "basket.expired", tone: "warning" });
  try {
    const value = submission.value;
    const notice =
      value.intent === "quantity"
        ? await changeQuantity(erp, session, context.cartId, value.line, value.quantity)
        : await removeLine(erp, session, context.cartId, value.line);
    return redirectWithSession("/basket", session, notice);
  } catch (error) {
    if (!cartGone(error)) throw error;
    return redirectWithSession("/basket", session, { key: "basket.expired", tone: "warning" });
  }
}

export default function Basket() {
  const { t, i18n } = useTranslation();
  const { cart, expired, today } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const lang = i18n.language as Language;
  const lines = cart?.transactionlines.filter((l) => !l.kitcomponent) ?? [];
  if (!cart || lines.length === 0) {
    return (
      <section className="page narrow">
        <h1>{t("basket.title")}</h1>
        {expired ? <p>{t("basket.expired")}</p> : null}
        <p>{t("basket.empty")}</p>
        <p>
          <Link to="/" className="button">
            {t("basket.continue")}
          </Link>
        </p>
      </section>
    );
  }
  const fmt = (amount: number) => formatPrice(amount, cart.currency.iso, lang);
  const now = new Date(today);
  const sendTogether = lines.some((l) => availabilityFor(l.item.stock, l.quantity, now).prolonged);
  return (
    <section className="page basket">
      <h1>{t("basket.title")}</h1>
      <div className="basket-layout">
        <ul className="basket-lines" aria-label={t("basket.title")}>
          {lines.map((line) => (
            <BasketLine
              key={line._id}
              line={line}
              components={cart.transactionlines.filter((c) => c.init === line._id)}
              fmt={fmt}
              lastResult={actionData?.line === line._id ? actionData.result : undefined}
            />
          ))}
        </ul>
        <aside className="summary" aria-labelledby="summary-title">
          <h2 id="summary-title">{t("basket.summary")}</h2>
          <dl>
            <dt>{t("basket.subtotal")}</dt>
            <dd>{fmt(cart.itemsamount)}</dd>
            <dt>{t("basket.tax")}</dt>
            <dd>{fmt(cart.taxamount)}</dd>
            <dt>{t("basket.total")}</dt>
            <dd data-testid="basket-total" className="total">
              {fmt(cart.grossamount)}
            </dd>
          </dl>
          {sendTogether ? <p className="note">{t("basket.sendTogether")}</p> : null}
        </aside>
      </div>
    </section>
  );
}

function BasketLine({
  line,
  components,
  fmt,
  lastResult,
}: {
  line: CartLine;
  components: CartLine[];
  fmt: (n: number) => string;
  lastResult?: SubmissionResult<string[]>;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("line") === line._id;
  const [form, fields] = useForm({
    id: `line-${line._id}`,
    lastResult,
    constraint: getZodConstraint(BasketLineFormSchema),
    shouldValidate: "onBlur",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: BasketLineFormSchema }),
  });
  const quantity = fields.quantity as unknown as Parameters<typeof getInputProps>[0];
  const photo = line.item.photos[0];
  return (
    <li className="basket-line">
      <img src={photo?.url ?? "/placeholder.svg"} alt="" width="96" height="96" />
      <div className="basket-line-main">
        <h2>
          <Link to={`/${line.item.urlcomponent}`}>{line.item.name}</Link>
        </h2>
        <p className="muted">{line.displayname}</p>
        <p>
          {t("basket.price")}: {fmt(line.price)}
        </p>
        {components.length ? (
          <details>
            <summary>{t("basket.showComponents")}</summary>
            <ul>
              {components.map((c) => (
                <li key={c._id}>
                  {c.quantity} × {c.item.name}
                </li>
              ))}
            </ul>
          </details>
        ) : null}
      </div>
      <Form method="post" {...getFormProps(form)} className="line-quantity">
        <input type="hidden" name="line" value={line._id} />
        <label htmlFor={`${form.id}-quantity`}>{t("basket.lineQuantity", { name: line.item.name })}</label>
        <input
          {...getInputProps(quantity, { type: "number" })}
          id={`${form.id}-quantity`}
          key={line.quantity}
          defaultValue={line.quantity}
          min={1}
          max={line.item.available}
          inputMode="numeric"
        />
        <button type="submit" name="intent" value="quantity" className="button" disabled={busy} aria-label={t("basket.updateLine", { name: line.item.name })}>
          {t("basket.update")}
        </button>
        <ErrorList id={fields.quantity.errorId} errors={fields.quantity.errors} />
      </Form>
      <p className="line-amount">
        <span className="visually-hidden">{t("basket.amount")}: </span>
        {fmt(line.amount)}
      </p>
      <Form method="post" className="line-remove">
        <input type="hidden" name="line" value={line._id} />
        <button type="submit" name="intent" value="remove" className="button button-quiet" disabled={busy} aria-label={t("basket.removeLine", { name: line.item.name })}>
          {t("basket.remove")}
        </button>
      </Form>
    </li>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
