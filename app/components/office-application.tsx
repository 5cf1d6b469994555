/**
 * An application as the office reads it (the customer's page, the applications page): the fields
 * the applicant gave, labelled and their choices worded as the application form words them, in the
 * office's language. A value the form no longer offers is shown as it was stored.
 */
import type { ApplicationDetails } from "../../contract/application.ts";
import { APPLYING_AS } from "../../contract/application-constants.ts";
import { countryName } from "../../contract/countries.ts";
import { isLanguage } from "../../contract/languages.ts";
import { DEALER_CUSTOMERS, DEALER_RANGES, DEALER_STOCK, DEALER_WHO } from "../../contract/mail-fields.ts";
import { useTranslation } from "../translation.tsx";

/** The dealer's choices: the field's label key and the group of its values' texts (enquiry namespace). */
const DEALER_CHOICES = [
  { name: "who", label: "who", group: "who", values: DEALER_WHO },
  { name: "customers", label: "customer", group: "customers", values: DEALER_CUSTOMERS },
  { name: "range", label: "range", group: "ranges", values: DEALER_RANGES },
  { name: "stock", label: "stock", group: "stock", values: DEALER_STOCK },
] as const;

const LANGUAGE_NAMES = { en: "English", pl: "Polski", de: "Deutsch" } as const;

export function ApplicationDetailsList({ details: d }: { details: ApplicationDetails }) {
  const { t, i18n } = useTranslation("account");
  const { t: te } = useTranslation("enquiry");
  const lang = isLanguage(i18n.language) ? i18n.language : "en";
  const known = (values: readonly string[], value: string) => values.includes(value);
  const rows: [string, string][] = [
    [t("apply.applyingAs"), known(APPLYING_AS, d.applying_as) ? t(`apply.as.${d.applying_as}`) : d.applying_as],
    [te("contact.dealer.company"), d.company],
    [`${te("contact.dealer.first_name")}, ${te("contact.dealer.last_name")}`, `${d.first_name} ${d.last_name}`],
    [te("contact.dealer.email"), d.email],
    [te("contact.dealer.phone"), d.phone],
    [te("contact.dealer.vat"), d.vat_number],
    [te("contact.dealer.street"), d.billing_address_street_1],
    [te("contact.dealer.post"), d.billing_address_post],
    [te("contact.dealer.city"), d.billing_address_city],
    [te("contact.dealer.country"), `${countryName(d.billing_address_country, lang)} (${d.billing_address_country})`],
    [te("contact.dealer.delivery"), d.delivery_address],
    [t("apply.language"), isLanguage(d.account_lang) ? LANGUAGE_NAMES[d.account_lang] : d.account_lang],
    [t("apply.currency"), d.account_currency],
    ...DEALER_CHOICES.map(({ name, label, group, values }): [string, string] => {
      const value = d[name] ?? "";
      return [te(`contact.dealer.${label}`), known(values, value) ? te(`contact.${group}.${value}`) : value];
    }),
    [te("contact.dealer.website"), d.website],
    [te("contact.dealer.specialisation"), d.specialisation],
  ];
  return (
    <>
      <dl className="office-facts">
        {rows
          .filter(([, value]) => value !== "")
          .map(([label, value]) => [<dt key={`${label}-t`}>{label}</dt>, <dd key={`${label}-d`}>{value}</dd>])}
      </dl>
      {d.text ? (
        <>
          <p>
            <strong>{te("contact.dealer.text")}</strong>
          </p>
          <p className="office-application-text">{d.text}</p>
        </>
      ) : null}
    </>
  );
}
