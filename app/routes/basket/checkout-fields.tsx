/** The checkout form's own controls: a country select, one address's fields, a list of methods. */
import type { ReactNode } from "react";
import { useTranslation } from "../../translation.tsx";
import type { CountryChoice } from "../../.server/basket-view.ts";
import { CountryOptions, ErrorList, InputField } from "../../components/form-fields.tsx";
import type { FormField } from "../../components/server-form.tsx";
import { selectProps } from "../../lib/server-form.ts";

type Field = FormField;

export function CountrySelect({
  field,
  label,
  countries,
  onChange,
  autoComplete,
}: {
  field: Field;
  label: string;
  countries: readonly CountryChoice[];
  onChange?: (value: string) => void;
  autoComplete: string;
}) {
  const { t } = useTranslation("checkout");
  return (
    <>
      <label htmlFor={field.id}>{label}</label>
      <select {...selectProps(field)} autoComplete={autoComplete} onChange={(e) => onChange?.(e.currentTarget.value)}>
        <option value="">{t("shipping.chooseCountry")}</option>
        <CountryOptions countries={countries} />
      </select>
      <ErrorList id={field.errorId} errors={field.errors} />
    </>
  );
}

/** Street, house number, apartment, city, zip and country of one address; `section` begins the autocomplete tokens. */
export function AddressFields({
  section = "",
  street,
  houseNumber,
  apartment,
  city,
  zip,
  country,
  countries,
  onCountryChange,
}: {
  section?: "" | "billing ";
  street: Field;
  houseNumber: Field;
  apartment: Field;
  city: Field;
  zip: Field;
  country: Field;
  countries: readonly CountryChoice[];
  onCountryChange: (value: string) => void;
}) {
  const { t } = useTranslation("checkout");
  return (
    <>
      <InputField field={street} label={t("shipping.street")} autoComplete={`${section}address-line1`} />
      <InputField field={houseNumber} label={t("shipping.houseNumber")} />
      <InputField field={apartment} label={t("shipping.apartment")} autoComplete={`${section}address-line2`} />
      <InputField field={city} label={t("shipping.city")} autoComplete={`${section}address-level2`} />
      <InputField field={zip} label={t("shipping.zip")} autoComplete={`${section}postal-code`} />
      <div className="field">
        <CountrySelect
          field={country}
          label={t("shipping.country")}
          countries={countries}
          autoComplete={`${section}country`}
          onChange={onCountryChange}
        />
      </div>
    </>
  );
}

/** The shipping or payment methods as radio buttons: name, what `detail` adds, and the description. */
export function ChoiceList<Option extends { _id: string; displayname: string; description?: string | null }>({
  field,
  legend,
  options,
  onChange,
  detail,
}: {
  field: Field;
  legend: string;
  options: Option[];
  onChange: () => void;
  detail?: (option: Option) => ReactNode;
}) {
  return (
    <fieldset className="choice-list" aria-describedby={field.errorId}>
      <legend>{legend}</legend>
      {options.map((o) => (
        <label key={o._id} className="choice">
          <input
            type="radio"
            name={field.name}
            value={o._id}
            defaultChecked={field.initialValue === o._id}
            key={`${field.key}-${o._id}`}
            onChange={onChange}
          />
          <span>
            <strong>{o.displayname}</strong>
            {detail?.(o)}
            {o.description ? <span className="muted choice-description">{o.description}</span> : null}
          </span>
        </label>
      ))}
      <ErrorList id={field.errorId} errors={field.errors} />
    </fieldset>
  );
}
