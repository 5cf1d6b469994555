/**
 * The product page's tabs other than the overview: technical details, applications and related
 * items. The page loads this module only when one of them is shown (route.tsx, React.lazy): the
 * overview, which most visits see, does without its code (the JavaScript budget, issue 25).
 */
import { useNavigate } from "@remix-run/react";
import { useTranslation } from "../../translation.tsx";
import type { CallResponse } from "../../../contract/wire.ts";
import type { Item, KitComponentData } from "../../../contract/item.ts";
import { ItemGrid } from "../../components/item-card.tsx";
import {
  applicationCatalogueUrl,
  applicationCell,
  applicationColumns,
  applicationVehicle,
} from "../../lib/applications.ts";
import type { ItemCardView } from "../../lib/item-card.ts";
import { PageLink, useLanguageTo } from "../../components/page-link.tsx";
import { formatWeight } from "../../../contract/format.ts";
import { localizeDecimals } from "../../../contract/measure.ts";
import type { Language } from "../../../contract/languages.ts";

import type { Section } from "./panels.tsx";

/**
 * The ERP's technical details, then the OE numbers the part replaces, then the item's own weight. A data sheet that names a weight of its
 * own (a DBA disc's) gets the item's weight labelled as what it is, the shipping weight, so that
 * two rows never bear one label with two values (issue 43 item 8).
 */
function Details({ details, oe, weight }: { details: Item["technicaldetails"]; oe: string[]; weight: number | null }) {
  const { t, i18n } = useTranslation("item");
  const lang = i18n.language as Language;
  const weightLabel = t("tech.weight");
  const named = details.some((d) => d.name.trim().toLocaleLowerCase(lang) === weightLabel.toLocaleLowerCase(lang));
  return (
    <dl className="details">
      {details.map((d) => (
        <div key={d._id}>
          <dt>{d.name}</dt>
          <dd>{localizeDecimals(d.value, lang)}</dd>
        </div>
      ))}
      {oe.length > 0 ? (
        <div>
          <dt>{t("tech.oeNumbers")}</dt>
          <dd>{oe.join(", ")}</dd>
        </div>
      ) : null}
      {weight !== null ? (
        <div>
          <dt>{named ? t("tech.shippingWeight") : weightLabel}</dt>
          <dd>{formatWeight(weight, lang)}</dd>
        </div>
      ) : null}
    </dl>
  );
}

export function TechDetailsPanel({
  item,
  axle,
  bearing,
  components,
}: {
  item: Item;
  axle: Section<CallResponse<"getAxleInfo">> | null;
  bearing: Section<CallResponse<"getBearingData">> | null;
  components: Section<KitComponentData[]> | null;
}) {
  const { t, i18n } = useTranslation("item");
  const empty =
    !item.technicaldetails.length && !item.oenumbers.length && item.weight === null && !axle && !bearing && !components;
  return (
    <>
      {empty ? (
        <p>{t("tech.none")}</p>
      ) : (
        <Details details={item.technicaldetails} oe={item.oenumbers} weight={item.weight} />
      )}
      {axle && !axle.ok ? <SectionError message={axle.message} /> : null}
      {axle?.ok && axle.value.axle ? (
        <section className="axle" aria-labelledby="axle-title">
          <h3 id="axle-title">{t("tech.axle")}</h3>
          <p>{t(`tech.axleValue.${axle.value.axle}`)}</p>
          <div className="axle-pictures">
            {(["front", "rear"] as const).map((side) => {
              const src = axle.value[side];
              // The picture holds no words: the axle is named under it in the page's language.
              return src ? (
                <figure key={side} className="axle-picture">
                  <img src={src} alt={t(`tech.axlePicture.${side}`)} width="150" height="300" />
                  <figcaption aria-hidden="true">{t(`tech.axleValue.${side}`)}</figcaption>
                </figure>
              ) : null;
            })}
          </div>
        </section>
      ) : null}
      {bearing && !bearing.ok ? <SectionError message={bearing.message} /> : null}
      {bearing?.ok ? (
        <section aria-labelledby="bearing-title">
          <h3 id="bearing-title">{t("tech.bearing")}</h3>
          <dl className="details">
            {bearing.value.data.data.map((d) => (
              <div key={d.name}>
                <dt>{d.name}</dt>
                <dd>{localizeDecimals(d.value, i18n.language as Language)}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
      {components && !components.ok ? <SectionError message={components.message} /> : null}
      {components?.ok
        ? components.value.map((c) => (
            <table key={c.id} className="component-table">
              <caption>
                <PageLink to={`/${c.urlcomponent}`}>
                  {t("tech.component", { name: c.name, quantity: c.quantity })}
                </PageLink>
                <span className="muted"> — {c.description}</span>
              </caption>
              <tbody>
                {c.technicaldetails.map((d) => (
                  <tr key={d._id}>
                    <th scope="row">{d.name}</th>
                    <td>{localizeDecimals(d.value, i18n.language as Language)}</td>
                  </tr>
                ))}
                {c.weight !== null ? (
                  <tr>
                    <th scope="row">{t("tech.weight")}</th>
                    <td>{formatWeight(c.weight, i18n.language as Language)}</td>
                  </tr>
                ) : null}
                {c.axle ? (
                  <tr>
                    <th scope="row">{t("tech.axle")}</th>
                    <td>{t(`tech.axleValue.${c.axle}`)}</td>
                  </tr>
                ) : null}
              </tbody>
            </table>
          ))
        : null}
    </>
  );
}

export function ApplicationsPanel({
  item,
  applications,
}: {
  item: Item;
  applications: Section<CallResponse<"getApplications">>;
}) {
  const { t } = useTranslation("item");
  const navigate = useNavigate();
  const languageTo = useLanguageTo();
  if (!applications.ok) return <SectionError message={applications.message} />;
  const { applications: rows, labels } = applications.value;
  if (!rows.length) {
    return item.application ? (
      // Sanitised by the ERP when the text was written.
      <div className="rich-text" dangerouslySetInnerHTML={{ __html: item.application }} />
    ) : (
      <p>{t("applications.none")}</p>
    );
  }
  const columns = applicationColumns(applications.value.manufacturergroup);
  // The intro stands above the table's box, not in it as a caption: a caption is as wide as the
  // table, so on a phone it ran out of view with the columns (issue 43 item 6).
  return (
    <>
      <p id="applications-intro" className="muted">
        {t("applications.caption")}
      </p>
      <div className="table-scroll applications-scroll" role="region" aria-labelledby="applications-intro">
        <table className="applications" aria-labelledby="applications-intro">
          <thead>
            <tr>
              {columns.map((c) => (
                <th key={c} scope="col">
                  {t(`applications.${c}`)}
                </th>
              ))}
              <th scope="col">{t("applications.findColumn")}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, i) => {
              const to = applicationCatalogueUrl(item.brand, row);
              return (
                // The link in the last cell is the keyboard and no-JS way; with JS the whole row is clickable.
                <tr key={i} className="selectable" onClick={() => navigate(languageTo(to))}>
                  {columns.map((c) => (
                    <td key={c}>{applicationCell(row, c, labels)}</td>
                  ))}
                  <td>
                    <PageLink to={to} onClick={(e) => e.stopPropagation()}>
                      {t("applications.find")}
                      <span className="visually-hidden"> — {applicationVehicle(row, labels)}</span>
                    </PageLink>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </>
  );
}

export function RelatedPanel({ items }: { items: ItemCardView[] }) {
  return <ItemGrid items={items} />;
}

/**
 * A section whose ERP call failed (its message shown in place). Here, with the tabs that have such
 * sections: the route's chunk exports nothing else, so the browser loads it as one file.
 */
export function SectionError({ message }: { message: string }) {
  const { t } = useTranslation("item");
  return (
    <p className="notice notice-warning" role="alert">
      {t("sectionError", { message })}
    </p>
  );
}
