/** A page's place in the shop: the trail shown above its heading and the same trail as schema.org BreadcrumbList. */

export interface Crumb {
  label: string;
  /** A path of this shop; the last crumb (the page itself) has none. */
  to?: string;
}

/** schema.org BreadcrumbList of a trail, with absolute URLs (Google wants them); the page itself has no `item`. */
export function breadcrumbJsonLd(trail: readonly Crumb[], origin: string): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: crumb.label,
      ...(crumb.to ? { item: new URL(crumb.to, origin).href } : {}),
    })),
  };
}
