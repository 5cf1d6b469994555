/**
 * The product page's overview tab and what every tab shares; the other tabs are in tab-panels.tsx.
 */
import { useTranslation } from "../../translation.tsx";
import type { Item } from "../../../contract/item.ts";
import { PageLink } from "../../components/page-link.tsx";

/** A part of the page loaded by its own ERP call: it may fail without failing the page. */
export type Section<T> = { ok: true; value: T } | { ok: false; message: string };

export function OverviewPanel({
  item,
  style,
  listsComponents,
}: {
  item: Item;
  /** descriptionStyle(item) and listsKitComponents(item), worked out by the loader. */
  style: string | null;
  listsComponents: boolean;
}) {
  const { t } = useTranslation("item");
  const { t: tc } = useTranslation();
  return (
    <>
      {/* Sanitised by the ERP when the text was written (allow-list HTML). */}
      <div
        className={`rich-text brand-${item.brand}${style ? ` ${style}` : ""}`}
        dangerouslySetInnerHTML={{ __html: item.detaildescription }}
      />
      {listsComponents && item.components.length ? (
        <section className="kit-components" aria-labelledby="kit-components-title">
          <h3 id="kit-components-title">{t("overview.kitComponents")}</h3>
          <ul>
            {item.components.map((c) => (
              <li key={c.id}>
                <PageLink to={`/${c.urlcomponent}`}>
                  {t("overview.componentQuantity", { quantity: c.quantity, name: c.name })}
                </PageLink>
                <span className="muted"> — {c.description}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section className="quick-contact-block" aria-labelledby="quick-contact-title">
        <h3 id="quick-contact-title">{tc("product.quickContact")}</h3>
        <p>{tc("product.quickContactHint")}</p>
        <PageLink className="button" to={`/${item.urlcomponent}/quick-contact`} preventScrollReset>
          {tc("product.quickContact")}
        </PageLink>
      </section>
    </>
  );
}
