import { useSearchParams } from "@remix-run/react";
import { useTranslation } from "../../translation.tsx";
import type { Item } from "../../../contract/item.ts";
import type { GalleryWindows } from "../../lib/product.ts";
import { PageLink } from "../../components/page-link.tsx";

/**
 * Main photo and thumbnails as links (?photo=n), so the gallery works without JavaScript. The
 * server knows which thumbnails fall in the 2-wide window (under 500 px) and the 4-wide one; CSS
 * shows the right window, and the arrows only when the photos exceed it.
 */
export function Gallery({
  item,
  selected,
  windows,
}: {
  item: Pick<Item, "name" | "photos" | "certificate">;
  selected: number;
  /** galleryWindows(photos, selected), worked out by the loader. */
  windows: GalleryWindows;
}) {
  const { t } = useTranslation("item");
  const { t: tc } = useTranslation();
  const [searchParams] = useSearchParams();
  const count = item.photos.length;
  const photo = item.photos[selected];
  const to = (index: number) => {
    const next = new URLSearchParams(searchParams);
    next.set("photo", String(index + 1));
    return `?${next}`;
  };
  const arrows = windows.wide.arrows ? "arrows-always" : windows.narrow.arrows ? "arrows-narrow" : null;
  const arrow = (direction: "previous" | "next") => {
    const target = direction === "previous" ? selected - 1 : selected + 1;
    const label = t(`gallery.${direction}`);
    const glyph = direction === "previous" ? "‹" : "›";
    if (target < 0 || target >= count) {
      return (
        <span className={`gallery-arrow gallery-${direction}`} aria-hidden="true">
          {glyph}
        </span>
      );
    }
    return (
      <PageLink
        to={to(target)}
        className={`gallery-arrow gallery-${direction}`}
        preventScrollReset
        replace
        aria-label={label}
      >
        {glyph}
      </PageLink>
    );
  };

  return (
    <section className="gallery" aria-label={tc("product.photos")}>
      <div className="gallery-main">
        {photo ? (
          // The ERP names a photo in one language; the page names it in its own (issue 43 item 4).
          <img
            src={photo.url}
            alt={tc("product.photo", { n: selected + 1, name: item.name })}
            width="600"
            height="600"
          />
        ) : (
          <img src="/placeholder.svg" alt={tc("product.noPhoto")} width="600" height="600" />
        )}
        {item.certificate ? (
          <p className="badge-cert" title={item.certificate}>
            {tc("product.certificate")}
          </p>
        ) : null}
      </div>
      {count > 1 ? (
        <div className={`thumbs-bar ${arrows ?? ""}`}>
          {arrows ? arrow("previous") : null}
          <ul className="thumbs" aria-label={t("gallery.thumbnails")}>
            {item.photos.map((p, i) => (
              <li
                key={p.url}
                data-narrow={i >= windows.narrow.start && i < windows.narrow.end ? "" : undefined}
                data-wide={i >= windows.wide.start && i < windows.wide.end ? "" : undefined}
              >
                <PageLink
                  to={to(i)}
                  preventScrollReset
                  replace
                  aria-current={i === selected ? "true" : undefined}
                  aria-label={t("gallery.showPhoto", { n: i + 1 })}
                >
                  <img src={p.url} alt="" width="96" height="96" />
                </PageLink>
              </li>
            ))}
          </ul>
          {arrows ? arrow("next") : null}
        </div>
      ) : null}
    </section>
  );
}
