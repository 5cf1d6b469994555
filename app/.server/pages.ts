/** Loader helper of the information pages: the visitor's language coverage, region and copy. */
import { coverage, type Coverage } from "../content/coverage.ts";
import type { PageCopy } from "../content/types.ts";
import type { Language } from "../../contract/languages.ts";
import { sellerIdFor, type Region, type SellerRecord } from "../../contract/seller.ts";
import type { BankAccount } from "../../contract/region.ts";
import { visitorRegion } from "./region.ts";
import { shop } from "./shop.ts";
import type { AppLoadContext } from "./load-context.ts";
import type { ErpClient } from "./erp.ts";
import { deliveryCopy, type DeliveryCopy } from "../content/delivery.ts";
import type { DeliveryFacts } from "../../contract/delivery.ts";
import { checkoutTranslator } from "./i18n.ts";

export interface PageContext {
  region: Region;
  /** The visitor's language (the copy may be shown in English when it lacks this language). */
  lang: Language;
  /** The region's seller's bank accounts, for pages loaded with `{ bankAccounts: true }`; else none. */
  accounts: BankAccount[];
  /** The ERP's delivery and payment facts in words, for pages loaded with `{ delivery: true }`; else null. */
  delivery: DeliveryCopy | null;
  /**
   * The region's seller record (GET /seller/{region}; decision 0057), for pages loaded with
   * `{ seller: true }`; else null. Such a page is not shown without it (it names the company).
   */
  seller: SellerRecord | null;
}

/**
 * The seller's bank accounts as the ERP holds them. When the ERP cannot answer, none: the page
 * omits the bank line rather than name an account it was not given.
 */
async function sellerAccounts(erp: Pick<ErpClient, "bankAccounts">, region: Region): Promise<BankAccount[]> {
  try {
    return await erp.bankAccounts(sellerIdFor(region));
  } catch (error) {
    console.error("bank account lookup failed, the page names none", error);
    return [];
  }
}

/**
 * The ERP's delivery facts (decision 0032). When the ERP cannot answer, null: the page says the
 * facts cannot be shown rather than quote numbers it was not given.
 */
export async function deliveryFactsOrNull(erp: Pick<ErpClient, "deliveryFacts">): Promise<DeliveryFacts | null> {
  try {
    return await erp.deliveryFacts();
  } catch (error) {
    console.error("delivery facts lookup failed, the page quotes none", error);
    return null;
  }
}

export async function loadPage<L extends Language>(
  request: Request,
  load: AppLoadContext,
  available: readonly L[],
  build: (lang: L, context: PageContext) => PageCopy,
  options: { bankAccounts?: boolean; delivery?: boolean; seller?: boolean } = {},
): Promise<{ coverage: Coverage<L>; copy: PageCopy; region: Region }> {
  const { context, erp } = await shop(request, load);
  const region = await visitorRegion(erp);
  const cover = coverage(available, context.lang);
  const [accounts, delivery, seller] = await Promise.all([
    options.bankAccounts ? sellerAccounts(erp, region) : [],
    options.delivery
      ? Promise.all([deliveryFactsOrNull(erp), checkoutTranslator(cover.shown)]).then(([facts, t]) =>
          deliveryCopy(t, cover.shown, facts, context.taxCountry ?? context.country),
        )
      : null,
    options.seller ? erp.seller(region) : null,
  ]);
  return {
    coverage: cover,
    copy: build(cover.shown, { region, lang: context.lang, accounts, delivery, seller }),
    region,
  };
}
