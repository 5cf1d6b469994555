/** Everything a brand page shows, decided on the server (language coverage, links, files for signed-in users). */
import { BRAND_IDS, type BrandId } from "../../../contract/catalogue.ts";
import { brandName, brandStrip } from "../../lib/brands.ts";
import type { Language } from "../../../contract/languages.ts";
import { BRAND_LANGUAGES, coverage, type Coverage } from "../coverage.ts";
import { BRAND_COPY, type BrandCopy } from "./copy.ts";
import { BRAND_LINKS, filesFolder, RYCO_MERCHANDISE, type SiteSource } from "./data.ts";

export const isBrandId = (value: unknown): value is BrandId =>
  typeof value === "string" && (BRAND_IDS as readonly string[]).includes(value);

export interface BrandPageInput {
  lang: Language;
  source: SiteSource;
  variant: "eu" | "pl";
  /** Whether someone is signed in: Useful Files (and the filter brand's merchandise) are for them only. */
  signedIn: boolean;
}

export interface BrandPage {
  id: BrandId;
  name: string;
  coverage: Coverage<Language>;
  copy: BrandCopy;
  links: { catalogue: string | null; pdf: string | null; site: string; infoSheets: string | null; channel: string };
  video: { id: string; thumbnail: boolean };
  files: { folder: string; merchandise: string | null } | null;
  strip: { id: string; name: string }[];
}

export function brandPage(id: BrandId, input: BrandPageInput): BrandPage {
  const available = BRAND_LANGUAGES[id] as readonly Language[];
  const cover = coverage(available, input.lang);
  const copies = BRAND_COPY[id] as Partial<Record<Language, BrandCopy>>;
  const copy = copies[cover.shown] ?? BRAND_COPY[id].en;
  const l = BRAND_LINKS[id];
  return {
    id,
    name: brandName(id),
    coverage: cover,
    copy,
    links: {
      catalogue: l.catalogue ? `/catalogue/${id}` : null,
      pdf: l.pdf,
      site: l.site,
      infoSheets: l.infoSheets,
      channel: l.channel,
    },
    video: { id: l.video, thumbnail: l.videoAsThumbnail },
    files: input.signedIn
      ? {
          folder: filesFolder(l, input.source),
          merchandise: id === "ryco" && input.variant === "pl" ? RYCO_MERCHANDISE : null,
        }
      : null,
    strip: brandStrip(input.source).filter((b) => b.id !== id),
  };
}
