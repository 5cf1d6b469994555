/** Loader helper of the information pages: the visitor's language coverage, region and copy. */
import { coverage, type Coverage } from "../content/coverage.ts";
import type { PageCopy } from "../content/types.ts";
import type { Language } from "../i18n.ts";
import type { Region } from "../lib/seller.ts";
import { visitorRegion } from "./region.ts";
import { shop } from "./shop.ts";

export interface PageContext {
  region: Region;
  /** The visitor's language (the copy may be shown in English when it lacks this language). */
  lang: Language;
}

export async function loadPage<L extends Language>(
  request: Request,
  available: readonly L[],
  build: (lang: L, context: PageContext) => PageCopy,
): Promise<{ coverage: Coverage<L>; copy: PageCopy; region: Region }> {
  const { context, erp } = await shop(request);
  const region = await visitorRegion(erp);
  const cover = coverage(available, context.lang);
  return { coverage: cover, copy: build(cover.shown, { region, lang: context.lang }), region };
}
