/** What every news page shows beside the posts: the latest titles and the Xtreme Clutch product sheets. */
import type { ErpClient } from "./erp.ts";

const LATEST = 5;
const SHEETS = 8;

export async function newsAside(erp: ErpClient) {
  const [latest, sheets] = await Promise.allSettled([
    erp.getNews({ page: 1, perPage: LATEST }),
    erp.catalogue({ filters: { brand: "xclutch" }, limit: SHEETS }),
  ]);
  return {
    latest:
      latest.status === "fulfilled" ? latest.value.posts.map((p) => ({ slug: p.slug, title: p.title.rendered })) : [],
    sheets:
      sheets.status === "fulfilled"
        ? sheets.value.items.map((i) => ({ urlcomponent: i.urlcomponent, name: i.name, description: i.description }))
        : null,
  };
}
