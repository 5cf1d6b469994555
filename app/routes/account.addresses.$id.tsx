/**
 * Adding (/account/addresses/new) or changing an address of the address book (issue 20 item 4),
 * with the checkout's own fields and labels, and the marks "default shipping" and "default
 * billing" that make it fill the checkout.
 */
import { parseWithZod } from "@conform-to/zod";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "../translation.tsx";
import { SHIPPING_COUNTRIES, countryName } from "../../contract/countries.ts";
import type { AddressBookEntry } from "../../contract/accounts.ts";
import { customerShop } from "../.server/customer.ts";
import { ErpCallError } from "../.server/erp.ts";
import { isNotFound, redirectWithSession } from "../.server/shop.ts";
import { AccountNav } from "../components/account-nav.tsx";
import { CheckboxField } from "../components/checkbox-field.tsx";
import { CountryField, ErrorList, InputField } from "../components/form-fields.tsx";
import { formProps, useServerForm } from "../components/server-form.tsx";
import { formConstraint } from "../.server/form-constraint.ts";
import { PageLink } from "../components/page-link.tsx";
import { RouteErrorBoundary } from "../components/server-error.tsx";
import { AddressFormSchema, type AddressForm } from "../lib/account.ts";
import { accountMeta } from "../lib/account-meta.ts";
import { notFound, notFoundUnless } from "../.server/not-found.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The form's values of an address of the book. */
const toForm = (a: AddressBookEntry) => ({
  label: a.label,
  firstName: a.firstname,
  lastName: a.lastname,
  company: a.company,
  street: a.street,
  houseNumber: a.housenumber,
  apartment: a.apartment,
  zip: a.zip,
  city: a.city,
  country: a.country,
  phone: a.phone,
  defaultShipping: a.defaultshipping ? "on" : undefined,
  defaultBilling: a.defaultbilling ? "on" : undefined,
});

export async function loader({ request, params, context: load }: LoaderFunctionArgs) {
  const { erp, context } = await customerShop(request, load);
  const countries = SHIPPING_COUNTRIES.map((code) => ({ code, name: countryName(code, context.lang) })).sort((a, b) =>
    a.name.localeCompare(b.name, context.lang),
  );
  if (params.id === "new") {
    // The first address becomes both defaults unless the customer says otherwise.
    const first = (await erp.getAddresses()).length === 0;
    return {
      isNew: true,
      countries,
      constraint: formConstraint(AddressFormSchema),
      values: { country: context.country, ...(first ? { defaultShipping: "on", defaultBilling: "on" } : {}) },
    };
  }
  notFoundUnless(UUID.test(params.id ?? ""));
  const address = (await erp.getAddresses()).find((a) => a.id === params.id);
  if (!address) throw notFound();
  // The form's constraints: its action alone validates it (decision 0046).
  return { isNew: false, countries, values: toForm(address), constraint: formConstraint(AddressFormSchema) };
}

export async function action({ request, params, context: load }: ActionFunctionArgs) {
  const { erp, session } = await customerShop(request, load, `/account/addresses/${params.id ?? "new"}`);
  const id = params.id === "new" ? null : (params.id ?? "");
  if (id !== null && !UUID.test(id)) throw notFound();
  const submission = parseWithZod(await request.formData(), { schema: AddressFormSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const v: AddressForm = submission.value;
  try {
    await erp.saveAddress(id, {
      label: v.label ?? "",
      firstname: v.firstName,
      lastname: v.lastName,
      company: v.company ?? "",
      street: v.street,
      housenumber: v.houseNumber,
      apartment: v.apartment ?? "",
      zip: v.zip,
      city: v.city,
      country: v.country.toUpperCase(),
      phone: v.phone ?? "",
      defaultshipping: v.defaultShipping ?? false,
      defaultbilling: v.defaultBilling ?? false,
    });
  } catch (error) {
    if (isNotFound(error)) throw notFound();
    if (error instanceof ErpCallError && error.fields?.addresses) {
      return data({ result: submission.reply({ formErrors: ["account:addresses.limit"] }) }, { status: 409 });
    }
    throw error;
  }
  return redirectWithSession("/account/addresses", session, { key: "account:addresses.saved", tone: "success" });
}

export const meta = accountMeta("addresses");

export default function AddressPage() {
  const { t } = useTranslation("account");
  const { t: tc } = useTranslation("checkout");
  const { isNew, countries, values, constraint } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const [form, fields] = useServerForm<AddressForm>("address", {
    lastResult: answer?.result,
    defaultValue: values,
    constraint,
  });
  return (
    <div className="page account-page">
      <h1>{isNew ? t("addresses.new") : t("addresses.change")}</h1>
      <AccountNav />
      <Form method="post" {...formProps(form)} className="stack narrow address-form">
        <ErrorList id={form.errorId} errors={form.errors} />
        <InputField field={fields.label} label={t("addresses.label")} hint={t("addresses.labelHint")} />
        <InputField field={fields.firstName} label={tc("contact.firstName")} autoComplete="given-name" />
        <InputField field={fields.lastName} label={tc("contact.lastName")} autoComplete="family-name" />
        <InputField field={fields.company} label={tc("contact.companyName")} autoComplete="organization" />
        <InputField field={fields.street} label={tc("shipping.street")} autoComplete="address-line1" />
        <InputField field={fields.houseNumber} label={tc("shipping.houseNumber")} />
        <InputField field={fields.apartment} label={tc("shipping.apartment")} autoComplete="address-line2" />
        <InputField field={fields.zip} label={tc("shipping.zip")} autoComplete="postal-code" />
        <InputField field={fields.city} label={tc("shipping.city")} autoComplete="address-level2" />
        <CountryField
          field={fields.country}
          label={tc("shipping.country")}
          choose={tc("shipping.chooseCountry")}
          countries={countries}
        />
        <InputField field={fields.phone} label={tc("contact.phone")} type="tel" autoComplete="tel" />
        <CheckboxField field={fields.defaultShipping} label={t("addresses.useForShipping")} />
        <CheckboxField field={fields.defaultBilling} label={t("addresses.useForBilling")} />
        <div className="form-actions">
          <button type="submit" className="button button-primary">
            {t("addresses.save")}
          </button>
          <PageLink to="/account/addresses">{t("addresses.cancel")}</PageLink>
        </div>
      </Form>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
