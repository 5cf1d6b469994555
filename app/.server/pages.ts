/** Loader helper of the information pages: the visitor's language coverage, region and copy. */
import { coverage, type Coverage } from "../content/coverage.ts";
import type { PageCopy } from "../content/types.ts";
import type { Language } from "../../contract/languages.ts";
import type { Region } from "../../contract/seller.ts";
import { visitorRegion } from "./region.ts";
import { shop } from "./shop.ts";
import type { AppLoadContext } from "./load-context.ts";

export interface PageContext {
  region: Region;
  /** The visitor's language (the copy may be shown in English when it lacks this language). */
  lang: Language;
}

export async function loadPage<L extends Language>(
  request: Request,
  load: AppLoadContext,
  available: readonly L[],
  build: (lang: L, context: PageContext) => PageCopy,
): Promise<{ coverage: Coverage<L>; copy: PageCopy; region: Region }> {
  const { context, erp } = await shop(request, load);
  const region = await visitorRegion(erp);
  const cover = coverage(available, context.lang);
  return { coverage: cover, copy: build(cover.shown, { region, lang: context.lang }), region };
}
