import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, Outlet, useActionData, useLoaderData, useNavigation, useSearchParams, useSubmit } from "@remix-run/react";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { addItem } from "~/.server/cart";
import { isNotFound, redirectWithSession, shop } from "~/.server/shop";
import { Availability } from "~/components/availability";
import { ErrorList } from "~/components/forms";
import { Price } from "~/components/price";
import { RouteErrorBoundary } from "~/components/server-error";
import { availabilityFor, clampQuantity } from "~/lib/availability";
import { AddToCartFormSchema } from "~/lib/forms";
import { formatPrice } from "~/lib/money";
import type { Language } from "~/i18n";
import { resources } from "~/locales";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { erp, t } = await shop(request);
  const url = new URL(request.url);
  let item;
  try {
    item = (await erp.getItem(params.id ?? "")).item;
  } catch (error) {
    if (isNotFound(error)) throw new Response(t("errors.itemNotFound"), { status: 404 });
    throw error;
  }
  const max = item.stock.maxquantity;
  const quantity = clampQuantity(Number(url.searchParams.get("quantity") ?? 1), max);
  const price = quantity > 1 ? (await erp.getPrice(item.id, quantity)).price : item.price;
  const photoIndex = clampQuantity(Number(url.searchParams.get("photo") ?? 1), item.photos.length) - 1;
  return { item, quantity, price, photoIndex, today: new Date().toISOString() };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  if (data) return [{ title: `${data.item.name} ${data.item.manufacturer}` }, { name: "description", content: data.item.description }];
  const lang = (matches.find((m) => m.id === "root")?.data as { lang?: Language } | undefined)?.lang ?? "en";
  return [{ title: resources[lang].common.errors.notFoundTitle }];
};

export async function action({ request, params }: ActionFunctionArgs) {
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: AddToCartFormSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const { erp, session, context } = await shop(request);
  const notice = await addItem(erp, session, context.cartId, submission.value.record, submission.value.quantity);
  return redirectWithSession(`/${params.id}`, session, notice);
}

export default function ProductPage() {
  const { t, i18n } = useTranslation();
  const { item, quantity, price, photoIndex, today } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [searchParams] = useSearchParams();
  const submit = useSubmit();
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const availability = availabilityFor(item.stock, quantity, new Date(today));
  const max = item.stock.maxquantity;
  const photo = item.photos[photoIndex];
  const [form, fields] = useForm({
    id: "add-to-cart",
    lastResult: actionData?.result,
    constraint: getZodConstraint(AddToCartFormSchema),
    shouldValidate: "onBlur",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: AddToCartFormSchema }),
  });
  const adding = navigation.state !== "idle" && navigation.formMethod === "POST";
  const stepTo = (q: number) => {
    const next = new URLSearchParams(searchParams);
    next.set("quantity", String(q));
    return next;
  };

  return (
    <article className="page product">
      <div className="product-top">
        <section className="gallery" aria-label={t("product.photos")}>
          <div className="gallery-main">
            {photo ? (
              <img src={photo.url} alt={photo.name} width="600" height="600" />
            ) : (
              <img src="/placeholder.svg" alt={t("product.noPhoto")} width="600" height="600" />
            )}
            {item.certificate ? <p className="badge-cert">{t("product.certificate")}</p> : null}
          </div>
          {item.photos.length > 1 ? (
            <ul className="thumbs">
              {item.photos.map((p, i) => (
                <li key={p.url}>
                  <Link
                    to={`?${new URLSearchParams({ ...Object.fromEntries(searchParams), photo: String(i + 1) })}`}
                    preventScrollReset
                    replace
                    aria-current={i === photoIndex ? "true" : undefined}
                  >
                    <img src={p.url} alt={t("product.photo", { n: i + 1, name: item.name })} width="96" height="96" />
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
        </section>

        <section className="buy-box" aria-labelledby="product-name">
          <h1 id="product-name">{item.name}</h1>
          <p className="lead">{item.description}</p>
          <dl className="facts">
            <dt>{t("product.manufacturer")}</dt>
            <dd>{item.manufacturer}</dd>
            <dt>{t("product.partNumber")}</dt>
            <dd>{item.name}</dd>
          </dl>
          <Price price={price} size="large" />
          <Availability availability={availability} />
          {availability.orderable ? (
            <>
              <Form method="get" id="quantity-form" preventScrollReset replace />
              <Form method="post" {...getFormProps(form)} className="add-form">
                <input type="hidden" name="intent" value="add" />
                <input type="hidden" name="record" value={item.id} />
                <label htmlFor={fields.quantity.id}>{t("product.quantity")}</label>
                <div className="stepper">
                  <button
                    type="submit"
                    form="quantity-form"
                    name="quantity"
                    value={Math.max(quantity - 1, 1)}
                    disabled={quantity <= 1}
                    aria-label={t("product.decrease")}
                  >
                    −
                  </button>
                  <input
                    {...getInputProps(fields.quantity, { type: "number" })}
                    key={quantity}
                    defaultValue={quantity}
                    min={1}
                    max={max}
                    inputMode="numeric"
                    aria-describedby={`${fields.quantity.errorId} quantity-max`}
                    onChange={(event) => {
                      const value = Number(event.currentTarget.value);
                      clearTimeout(timer.current);
                      if (!Number.isInteger(value) || value < 1) return;
                      timer.current = setTimeout(
                        () => submit(stepTo(clampQuantity(value, max)), { method: "get", replace: true, preventScrollReset: true }),
                        400,
                      );
                    }}
                  />
                  <button
                    type="submit"
                    form="quantity-form"
                    name="quantity"
                    value={Math.min(quantity + 1, max)}
                    disabled={quantity >= max}
                    aria-label={t("product.increase")}
                  >
                    +
                  </button>
                </div>
                <p id="quantity-max" className="muted">
                  {t("product.maxQuantity", { count: max })}
                </p>
                <ErrorList id={fields.quantity.errorId} errors={fields.quantity.errors} />
                <p className="muted">{t("product.total", { quantity, amount: formatPrice(price.amount, price.currency, i18n.language as Language) })}</p>
                <button type="submit" className="button button-primary" disabled={adding}>
                  {t("product.addToCart")}
                </button>
              </Form>
            </>
          ) : (
            <div className="enquiry">
              <p>{t("product.enquiryHint")}</p>
              <Link className="button" to={`/${item.urlcomponent}/enquiry`} preventScrollReset>
                {t("product.sendEnquiry")}
              </Link>
            </div>
          )}
        </section>
      </div>
      <section className="description" aria-labelledby="description-title">
        <h2 id="description-title">{t("product.description")}</h2>
        {/* Sanitised by the ERP when the text was written (allow-list HTML). */}
        <div className={`rich-text brand-${item.brand}`} dangerouslySetInnerHTML={{ __html: item.detaildescription }} />
      </section>
      <section className="quick-contact-block" aria-labelledby="quick-contact-title">
        <h2 id="quick-contact-title">{t("product.quickContact")}</h2>
        <p>{t("product.quickContactHint")}</p>
        <Link className="button" to={`/${item.urlcomponent}/quick-contact`} preventScrollReset>
          {t("product.quickContact")}
        </Link>
      </section>
      {/* Child routes: the quick-contact and product-enquiry dialogs (open <dialog>s, pages without JS). */}
      <Outlet />
    </article>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
