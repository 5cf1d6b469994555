import { createInstance } from "i18next";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { StaticRouter } from "react-router-dom/server.js";
import { describe, expect, it } from "vitest";
import { i18nConfig, NAMESPACES } from "../../i18n.ts";
import { resources } from "../../locales.ts";
import { Gallery } from "./gallery.tsx";

async function render(photos: { url: string; name: string }[]) {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({ ...i18nConfig, lng: "en", ns: [...NAMESPACES], resources });
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <StaticRouter location="/dba4137s">
        <Gallery item={{ name: "DBA4137S", photos, certificate: null }} selected={0} />
      </StaticRouter>
    </I18nextProvider>,
  );
}

// Every part of the demo catalogue has a drawing; a real catalogue may still have a part without one.
describe("the product gallery", () => {
  it("shows the placeholder and no thumbnails for a part without photos", async () => {
    const html = await render([]);
    expect(html).toContain(`<img src="/placeholder.svg" alt="${resources.en.common.product.noPhoto}"`);
    expect(html).not.toContain(resources.en.item.gallery.thumbnails);
  });

  it("shows the photo, never the placeholder, for a part with one", async () => {
    const html = await render([{ url: "/media/parts/disc/dba/DBA4137S/1.svg", name: "DBA4137S front view" }]);
    expect(html).toContain('src="/media/parts/disc/dba/DBA4137S/1.svg"');
    expect(html).not.toContain("/placeholder.svg");
  });
});
