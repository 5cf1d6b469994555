import { renderToStaticMarkup } from "react-dom/server";
import { StaticRouter } from "react-router-dom/server.js";
import { describe, expect, it } from "vitest";
import { serverTranslations } from "../../.server/i18n.ts";
import { resources } from "../../locales.ts";
import { TranslationsProvider } from "../../translation.tsx";
import { galleryWindows } from "../../lib/product.ts";
import { Gallery } from "./gallery.tsx";

function render(photos: { url: string; name: string }[]) {
  return renderToStaticMarkup(
    <TranslationsProvider value={serverTranslations("en")}>
      <StaticRouter location="/dba4137s">
        <Gallery
          item={{ name: "DBA4137S", photos, certificate: null }}
          selected={0}
          windows={galleryWindows(photos.length, 0)}
        />
      </StaticRouter>
    </TranslationsProvider>,
  );
}

// Every part of the demo catalogue has a drawing; a real catalogue may still have a part without one.
describe("the product gallery", () => {
  it("shows the placeholder and no thumbnails for a part without photos", async () => {
    const html = render([]);
    expect(html).toContain(`<img src="/placeholder.svg" alt="${resources.en.common.product.noPhoto}"`);
    expect(html).not.toContain(resources.en.item.gallery.thumbnails);
  });

  it("shows the photo, never the placeholder, for a part with one", async () => {
    const html = render([{ url: "/media/parts/disc/dba/DBA4137S/1.svg", name: "DBA4137S front view" }]);
    expect(html).toContain('src="/media/parts/disc/dba/DBA4137S/1.svg"');
    expect(html).not.toContain("/placeholder.svg");
    // Named in the page's language, not by the ERP's one-language photo name.
    expect(html).toContain('alt="Photo 1 of DBA4137S"');
    expect(html).not.toContain("front view");
  });
});
