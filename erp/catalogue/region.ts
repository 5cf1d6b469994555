import type { RegionData } from "../../contract/region.ts";
import type { Source } from "../../contract/catalogue.ts";

/** Region of a visitor: the UK source is UK, Dutch visitors NL, everyone else EU (the default contact region). */
export function regionFor(source: Source, country: string): RegionData {
  const name = source === "uk" ? "UK" : country === "NL" ? "NL" : "EU";
  return { location: { name }, country };
}
