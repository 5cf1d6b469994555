import { Fragment } from "react";
import { useTranslation } from "../translation.tsx";
import type { SafetyParty, SafetyView } from "../lib/product-safety.ts";

/** A company's name, postal address and e-mail (and web) address, one line each. */
function Party({ party }: { party: SafetyParty }) {
  return (
    <p>
      {party.name}
      {party.address.map((line) => (
        <Fragment key={line}>
          <br />
          {line}
        </Fragment>
      ))}
      <br />
      <a href={`mailto:${party.email}`}>{party.email}</a>
      {party.url ? (
        <>
          <br />
          <a href={party.url}>{party.url}</a>
        </>
      ) : null}
    </p>
  );
}

/**
 * The product safety information an online offer must show (GPSR, Regulation (EU) 2023/988 art.
 * 19): manufacturer, EU responsible person for a manufacturer outside the EU, product identifier
 * and warnings. The view is made by the page's loader (safetyView), which names the countries, so
 * the page loads no list of country names (issue 25, decision 0046).
 */
export function ProductSafety({ view }: { view: SafetyView }) {
  const { t } = useTranslation("item");
  return (
    <section className="product-safety" aria-labelledby="product-safety-title">
      <h2 id="product-safety-title">{t("safety.title")}</h2>
      <dl>
        {view.manufacturer ? (
          <div>
            <dt>{t("safety.manufacturer")}</dt>
            <dd>
              <Party party={view.manufacturer} />
            </dd>
          </div>
        ) : null}
        {view.responsible ? (
          <div>
            <dt>{t("safety.responsible")}</dt>
            <dd>
              <Party party={view.responsible} />
            </dd>
          </div>
        ) : null}
        <div>
          <dt>{t("safety.identifier")}</dt>
          <dd>{view.identifier}</dd>
        </div>
        {view.warnings.length ? (
          <div>
            <dt>{t("safety.warnings")}</dt>
            <dd>
              <ul>
                {view.warnings.map((warning) => (
                  <li key={warning}>{warning}</li>
                ))}
              </ul>
            </dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}
