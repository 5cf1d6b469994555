import { regionSoldBy } from "../../../contract/seller.ts";
import { WITHDRAWAL_DAYS } from "../../content/constants.ts";
import { JsonLd } from "../../components/json-ld.tsx";
import { Breadcrumbs } from "../../components/breadcrumbs.tsx";
import { brandName } from "../../lib/brands.ts";
import { catalogueUrl } from "../../lib/catalogue.ts";
import { parseWithZod } from "@conform-to/zod";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Outlet, useActionData, useLoaderData, useNavigation, useSearchParams } from "@remix-run/react";
import { lazy, Suspense, useEffect, useRef } from "react";
import { useTranslation } from "../../translation.tsx";
import { addItem } from "../../.server/cart.ts";
import { ErpCallError } from "../../.server/erp.ts";
import { itemOr404, redirectWithSession, shop, signOutHere } from "../../.server/shop.ts";
import { publicOrigin } from "../../.server/origin.ts";
import { Availability } from "../../components/availability.tsx";
import { Price } from "../../components/price.tsx";
import { ProductSafety } from "../../components/product-safety.tsx";
import { safetyView } from "../../lib/product-safety.ts";
import { RouteErrorBoundary } from "../../components/server-error.tsx";
import { countryName } from "../../../contract/countries.ts";
import { availabilityFor } from "../../../contract/availability.ts";
import { allowedMaximum, clampQuantity } from "../../../contract/quantity.ts";
import {
  percent,
  quantityRuleMessage,
  ruleText,
  stepDown,
  stepUp,
  tierLines,
  tierViews,
} from "../../lib/quantity-rule.ts";
import { formatPrice } from "../../../contract/money.ts";
import { AddToCartFormSchema } from "../../lib/forms.ts";
import { itemCardViews } from "../../lib/item-card.ts";
import { isPriced } from "../../lib/price-display.ts";
import {
  descriptionStyle,
  filterRelated,
  galleryWindows,
  listsKitComponents,
  needsAxleInfo,
  needsBearingData,
  PRODUCT_TABS,
  readTab,
  showsComponentTables,
  type ProductTab,
} from "../../lib/product.ts";
import { productJsonLd } from "../../lib/product-seo.ts";
import { resources } from "../../locales.ts";
import { AddToCartForm } from "./add-to-cart-form.tsx";
import { VolumePrices } from "./volume-prices.tsx";
import { Gallery } from "./gallery.tsx";
import { OverviewPanel, type Section } from "./panels.tsx";

/**
 * The tabs other than the overview come with their own code, loaded when one is shown: on the first
 * page the server's HTML stays as it is until then (React hydrates the boundary when the code has
 * come), so nothing moves and the page works meanwhile; without JavaScript nothing changes.
 */
const tabPanels = () => import("./tab-panels.tsx");
const TechDetailsPanel = lazy(() => tabPanels().then((m) => ({ default: m.TechDetailsPanel })));
const ApplicationsPanel = lazy(() => tabPanels().then((m) => ({ default: m.ApplicationsPanel })));
const RelatedPanel = lazy(() => tabPanels().then((m) => ({ default: m.RelatedPanel })));
import { PageLink } from "../../components/page-link.tsx";
import { deliveryFactsOrNull } from "../../.server/pages.ts";
import { deliverySummary } from "../../lib/delivery.ts";
import { rootMeta, seoMeta } from "../../lib/seo.ts";
import { itemFitment, readVehicles } from "../../.server/vehicle.ts";
import { vehicleName } from "../../lib/vehicle-fields.ts";
import { FitmentNote } from "../../components/fitment.tsx";

/** Runs one of the page's secondary ERP calls; its failure is shown in its section, not as a broken page. */
async function section<T>(load: () => Promise<T>): Promise<Section<T>> {
  try {
    return { ok: true, value: await load() };
  } catch (error) {
    // The ERP's AUTH001 arrives as the sign-out redirect (shop.ts): it ends the page, not a section.
    if (error instanceof Response) throw error;
    if (error instanceof ErpCallError) return { ok: false, message: error.message };
    console.error("[product] a section failed:", error);
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
}

export async function loader({ request, params, context: load }: LoaderFunctionArgs) {
  const { erp, t, context, session } = await shop(request, load, "stay");
  const url = new URL(request.url);
  const now = new Date();
  const item = await itemOr404(erp, params.id, t);
  const asked = readTab(url.searchParams.get("tab"), true);
  // storefront.md section 4: viewing an item's applications while signed in with no price on the
  // item signs the customer out (decision 0053); the ERP's session ends too.
  if (asked === "applications" && context.customerToken && !isPriced(item.price)) {
    await erp.signOut().catch((error: unknown) => {
      if (!(error instanceof ErpCallError) && !(error instanceof Response)) throw error;
    });
    throw await signOutHere(request, session, "account:login.noPrice");
  }
  // As much as the stock and the item's quantity rule allow; the page starts at the rule's minimum.
  const max = allowedMaximum(item.quantityrule, item.stock.maxquantity);
  const quantity = clampQuantity(Number(url.searchParams.get("quantity") ?? item.quantityrule.min), max);
  const photoIndex = clampQuantity(Number(url.searchParams.get("photo") ?? 1), item.photos.length) - 1;
  // The tab asked for decides which extra data is fetched; related items are always needed,
  // because the related tab exists only when their filtered list is not empty.
  const current = item;
  const vehicle = readVehicles(request)[0] ?? null;
  const [price, related, applications, axle, bearing, components, facts, fitment, responsible] = await Promise.all([
    quantity > 1 ? erp.getPrice(item.id, quantity).then((r) => r.price) : item.price,
    section(async () => {
      const script = await erp.getCatalogueScript(current.name, current.manufacturer);
      if (!script.list.length) return [];
      // Only parts that fit the shopper's vehicle too, when one is chosen (issue 43).
      const { items } = await erp.getRelatedItems(
        current.id,
        script.list.map((r) => r.ns_id),
        vehicle ?? undefined,
      );
      return itemCardViews(filterRelated(current.id, items), context.lang, now);
    }),
    asked === "applications" ? section(() => erp.getApplications(current.id)) : null,
    asked === "techDetails" && needsAxleInfo(item) ? section(() => erp.getAxleInfo(current.id)) : null,
    asked === "techDetails" && needsBearingData(item) ? section(() => erp.getBearingData(current.name)) : null,
    asked === "techDetails" && showsComponentTables(item)
      ? section(async () => (await erp.getKitComponents(current.id)).components)
      : null,
    deliveryFactsOrNull(erp),
    itemFitment(erp, vehicle, [item]),
    // The EU responsible person of a part made outside the EU: the seller company's record.
    item.safety.responsible ? erp.seller(regionSoldBy(item.safety.responsible)).then((r) => r.seller) : null,
  ]);
  const hasRelated = related.ok && related.value.length > 0;
  const rule = item.quantityrule;
  const tab = readTab(asked, hasRelated);
  return {
    item,
    quantity,
    /** The largest quantity the stock and the item's quantity rule allow (0: not even its minimum). */
    max,
    price,
    // How the item is sold (issue 41), worded here: the browser needs neither the rule nor its texts' logic.
    quantityRule: {
      min: rule.min,
      increment: rule.increment,
      text: ruleText(t, rule),
      // A quantity asked for in the address (the stepper, a typed one) that breaks the rule: said before adding.
      preview: quantityRuleMessage(t, rule, quantity),
      down: stepDown(rule, quantity),
      up: stepUp(rule, quantity, max),
    },
    // A trade customer's volume prices, net (a level's tiers), the one the quantity reaches marked.
    tiers: tierLines(
      t,
      tierViews(price.level?.tiers ?? [], quantity, (tier) => tier.baseprice),
      {
        net: true,
        price: (amount) => formatPrice(amount, price.currency, context.lang),
        percent: (pct) => percent(context.lang, pct),
      },
    ),
    // The tax country's name in the page's language, named here: the page then loads no list of
    // country names (issue 25, decision 0046).
    taxCountryName: countryName(price.taxcountry, context.lang),
    // The product safety block with its addresses worded in the page's language.
    safety: safetyView(item.safety, context.lang, responsible),
    photoIndex,
    tab,
    related,
    applications,
    axle,
    bearing,
    components,
    origin: publicOrigin(request),
    /** The breadcrumb to the brand's catalogue, named and addressed here (the browser needs neither rule). */
    brand: { name: brandName(item.brand), url: catalogueUrl({ screen: "catalogue", filters: { brand: item.brand } }) },
    // The rules of the page's parts are applied here, so the browser needs none of them.
    gallery: galleryWindows(item.photos.length, photoIndex),
    overview: { style: descriptionStyle(item), listsComponents: listsKitComponents(item) },
    tabs: PRODUCT_TABS.filter((name) => name !== "related" || hasRelated),
    /** Worked out here, so the browser needs no availability rules (the JavaScript budget). */
    availability: availabilityFor(item.stock, quantity, now),
    // The cut-off and standard delivery to the shopper's country, as the banner, FAQ, shipping page and checkout state them.
    delivery: facts
      ? deliverySummary(facts, context.taxCountry ?? context.country, (code) => countryName(code, context.lang))
      : null,
    // Whether the part fits the shopper's saved vehicle (decision 0038).
    fitment: vehicle && fitment?.[item.id] ? { vehicle: vehicleName(vehicle), fitment: fitment[item.id]! } : null,
  };
}

export const meta: MetaFunction<typeof loader> = (args) => {
  const { data } = args;
  const { lang } = rootMeta(args.matches);
  const common = resources[lang].common;
  if (!data)
    return seoMeta(args, { title: common.errors.notFoundTitle, description: common.meta.description, noindex: true });
  const { item, origin } = data;
  const tabName = data.tab === "overview" ? "" : ` – ${resources[lang].item.tabs[data.tab]}`;
  // The canonical address is this language's version of the product itself (every tab is a view of it).
  return seoMeta(
    { ...args, location: { pathname: `/${item.urlcomponent}`, search: "" } },
    {
      title: `${item.name} ${item.manufacturer}${tabName} | ${common.shell.shopName}`,
      description: `${item.manufacturer} ${item.name}: ${item.description}`,
      ogType: "product",
      langs: item.languages,
      og: item.photos[0] ? [{ property: "og:image", content: `${origin}${item.photos[0].url}` }] : [],
    },
  );
};

export async function action({ request, params, context: load }: ActionFunctionArgs) {
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: AddToCartFormSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const { erp, session, context, t } = await shop(request, load);
  const { record, quantity } = submission.value;
  try {
    const notice = await addItem(erp, session, context.cartId, record, quantity);
    return redirectWithSession(`/${params.id}`, session, notice);
  } catch (error) {
    if (!(error instanceof ErpCallError) || error.code !== "QUANTITY_RULE") throw error;
    // A quantity the item's rule does not take is refused, never changed: the rule is named at the field.
    const item = await itemOr404(erp, params.id, t);
    const message = quantityRuleMessage(t, item.quantityrule, quantity) ?? error.message;
    return data({ result: submission.reply({ fieldErrors: { quantity: [message] } }) }, { status: 400 });
  }
}

export default function ProductPage() {
  const { t } = useTranslation();
  const { t: ti } = useTranslation("item");
  const loaded = useLoaderData<typeof loader>();
  const {
    item,
    quantity,
    price,
    taxCountryName,
    safety,
    photoIndex,
    availability,
    tab,
    related,
    origin,
    delivery,
    fitment,
  } = loaded;
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [searchParams] = useSearchParams();
  const timer = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(timer.current), []);
  const priced = isPriced(item.price);
  const max = loaded.max;
  const relatedItems = related.ok ? related.value : [];
  const tabs = loaded.tabs;
  // Validated on the server only (issue 25, decision 0040: no zod or conform in this page's
  // JavaScript): a refused quantity comes back as the action's field errors, with and without JS.
  const quantityErrors = actionData?.result.error?.quantity ?? undefined;
  const posted = quantityErrors ? actionData?.result.initialValue?.quantity : undefined;
  const adding = navigation.state !== "idle" && navigation.formMethod === "POST";
  const tabUrl = (name: ProductTab) => {
    const next = new URLSearchParams(searchParams);
    if (name === "overview") next.delete("tab");
    else next.set("tab", name);
    const query = next.toString();
    return `/${item.urlcomponent}${query ? `?${query}` : ""}#product-tabs`;
  };

  return (
    <article className="page product">
      <Breadcrumbs
        trail={[
          { label: t("catalogue:title"), to: "/catalogue" },
          { label: loaded.brand.name, to: loaded.brand.url },
          { label: item.name },
        ]}
      />
      <div className="product-top">
        <Gallery item={item} selected={photoIndex} windows={loaded.gallery} />

        <section className="buy-box" aria-labelledby="product-name">
          <h1 id="product-name">{item.name}</h1>
          <p className="lead">{item.description}</p>
          <dl className="facts">
            <dt>{t("product.manufacturer")}</dt>
            <dd>{item.manufacturer}</dd>
            <dt>{t("product.partNumber")}</dt>
            <dd>{item.name}</dd>
          </dl>
          {fitment ? <FitmentNote fitment={fitment.fitment} vehicle={fitment.vehicle} /> : null}
          <Price price={price} size="large" />
          {priced ? <p className="muted">{t("product.taxFor", { country: taxCountryName })}</p> : null}
          {item.discontinued ? null : <Availability availability={availability} delivery={delivery} />}
          {loaded.tiers.length ? <VolumePrices tiers={loaded.tiers} /> : null}
          {availability.orderable && priced && !item.discontinued && max > 0 ? (
            <AddToCartForm
              record={item.id}
              quantity={quantity}
              max={max}
              rule={loaded.quantityRule}
              tab={tab}
              price={price}
              errors={quantityErrors}
              posted={typeof posted === "string" ? posted : undefined}
              adding={adding}
              timer={timer}
            />
          ) : (
            <div className="enquiry">
              <p>
                {t(
                  item.discontinued
                    ? "product.discontinuedHint"
                    : priced
                      ? "product.enquiryHint"
                      : "product.notPricedHint",
                )}
              </p>
              <PageLink className="button" to={`/${item.urlcomponent}/enquiry`} preventScrollReset>
                {t("product.sendEnquiry")}
              </PageLink>
            </div>
          )}
          {/* Returns beside the button, before the buyer decides (issue 23 item 6); shipping costs are
              linked by the price note and the delivery facts above. */}
          <p className="buy-links">
            <PageLink to="/returns">{t("product.returnsLink", { days: WITHDRAWAL_DAYS })}</PageLink>
          </p>
        </section>
      </div>

      <nav id="product-tabs" className="product-tabs" aria-label={ti("tabs.label")}>
        <ul>
          {tabs.map((name) => (
            <li key={name}>
              <PageLink to={tabUrl(name)} preventScrollReset replace aria-current={name === tab ? "page" : undefined}>
                {ti(`tabs.${name}`)}
              </PageLink>
            </li>
          ))}
        </ul>
      </nav>
      <section className="tab-panel" aria-labelledby="tab-title">
        <h2 id="tab-title">{ti(`tabs.${tab}`)}</h2>
        {tab === "overview" ? <OverviewPanel item={item} {...loaded.overview} /> : null}
        <Suspense fallback={null}>
          {tab === "techDetails" ? (
            <TechDetailsPanel item={item} axle={loaded.axle} bearing={loaded.bearing} components={loaded.components} />
          ) : null}
          {tab === "applications" && loaded.applications ? (
            <ApplicationsPanel item={item} applications={loaded.applications} />
          ) : null}
          {tab === "related" ? <RelatedPanel items={relatedItems} /> : null}
        </Suspense>
      </section>

      <ProductSafety view={safety} />

      {/* Child routes: the quick-contact and product-enquiry dialogs (open <dialog>s, pages without JS). */}
      <Outlet />
      <JsonLd
        data={import.meta.env.SSR ? productJsonLd({ item, price, availability: availability.case, origin }) : null}
      />
    </article>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
