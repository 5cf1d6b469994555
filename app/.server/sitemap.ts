/**
 * The sitemap's files (decision 0033): the index names the parts by their keyset cursors, and each
 * part of products or news is read from the ERP in keyset pages of PAGE_SIZE after its cursor and
 * streamed as it is written; the next
 * page is asked for only when the client has taken the last, so 100,000 products never sit in
 * memory (tests/integration/sitemap-scale.test.ts).
 */
import type { SitemapEntry, SitemapKind, SitemapPart } from "../../contract/sitemap.ts";
import { LANGUAGES } from "../../contract/languages.ts";
import {
  fixedPages,
  newsPath,
  NEWS_PER_PART,
  pageUrls,
  partPath,
  productPath,
  PRODUCTS_PER_PART,
  sitemapIndex,
  urlsetHead,
  URLSET_TAIL,
  type SitemapPartName,
} from "../lib/sitemap.ts";
import type { ErpClient } from "./erp.ts";

/** Entries per ERP call: about 3,000 <url> elements (some 2 MB of XML) in memory at a time. */
export const PAGE_SIZE = 1000;

const PER_PART: Record<SitemapKind, number> = { items: PRODUCTS_PER_PART, news: NEWS_PER_PART };
const KIND: Record<"news" | "products", SitemapKind> = { news: "news", products: "items" };
const PATH: Record<SitemapKind, (slug: string) => string> = { items: productPath, news: newsPath };

/** The sitemap index: the fixed pages' part, then every part of news and of products. */
export async function sitemapIndexXml(erp: ErpClient, origin: string): Promise<string> {
  const [news, items] = await Promise.all([
    erp.sitemapParts("news", NEWS_PER_PART),
    erp.sitemapParts("items", PRODUCTS_PER_PART),
  ]);
  const names: SitemapPartName[] = [
    { kind: "pages" },
    ...news.map((p) => ({ kind: "news" as const, after: p.after ?? 0 })),
    ...items.map((p) => ({ kind: "products" as const, after: p.after ?? 0 })),
  ];
  return sitemapIndex(names.map((name) => ({ loc: `${origin}${partPath(name)}` })));
}

/** The fixed pages' part: a few dozen pages in every language. */
export function fixedPagesXml(origin: string, source: string): string {
  return (
    urlsetHead() +
    fixedPages(source)
      .map((path) => pageUrls(origin, path, LANGUAGES))
      .join("") +
    URLSET_TAIL
  );
}

/**
 * A part of products or news as a stream of XML: up to the part's size of entries after its
 * cursor. Null when nothing follows the cursor (a sitemap without URLs is not valid).
 */
export async function entriesPart(
  erp: ErpClient,
  origin: string,
  name: SitemapPartName & { kind: "news" | "products" },
): Promise<ReadableStream<Uint8Array> | null> {
  const kind = KIND[name.kind];
  const part: SitemapPart = { after: name.after, count: PER_PART[kind] };
  const first = await erp.sitemapEntries(kind, part.after, Math.min(PAGE_SIZE, part.count));
  if (!first.length) return null;
  return streamOf(partChunks(erp, origin, kind, part, first));
}

async function* partChunks(
  erp: ErpClient,
  origin: string,
  kind: SitemapKind,
  part: SitemapPart,
  first: SitemapEntry[],
): AsyncGenerator<string> {
  yield urlsetHead();
  let page = first;
  let asked = Math.min(PAGE_SIZE, part.count);
  let left = part.count;
  for (;;) {
    yield page.map((e) => pageUrls(origin, PATH[kind](e.slug), e.langs, e.lastmod)).join("");
    left -= page.length;
    // A short page was the last one; a full part ends the file.
    if (left <= 0 || page.length < asked) break;
    asked = Math.min(PAGE_SIZE, left);
    page = await erp.sitemapEntries(kind, page[page.length - 1]!.id, asked);
    if (!page.length) break;
  }
  yield URLSET_TAIL;
}

/**
 * A web stream that takes the next chunk only when its reader asks (high-water mark 0): the ERP
 * is read as fast as the client downloads, no faster. Cancelling ends the generator.
 */
function streamOf(chunks: AsyncGenerator<string>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          const next = await chunks.next();
          if (next.done) controller.close();
          else controller.enqueue(encoder.encode(next.value));
        } catch (error) {
          controller.error(error);
        }
      },
      async cancel() {
        await chunks.return(undefined);
      },
    },
    { highWaterMark: 0 },
  );
}
