/**
 * Links of the brand pages (storefront.md section 2, Important Links and Useful Files). External
 * addresses are content data: check them here when a manufacturer moves its site.
 */
import type { BrandId } from "../../../contract/catalogue.ts";

export type SiteSource = "main" | "parts" | "uk";

export interface BrandLinks {
  /** /catalogue/{brand}: every brand except Redarc. */
  catalogue: boolean;
  /** External PDF catalogue: every brand except Xforce. */
  pdf: string | null;
  site: string;
  /** Vehicle information sheets: Xtreme Clutch only. */
  infoSheets: string | null;
  channel: string;
  /** YouTube video id of the brand film (embedded through youtube-nocookie.com). */
  video: string;
  /** ACL shows a linked thumbnail instead of the embedded player. */
  videoAsThumbnail: boolean;
  /** Dealers' shared folder; one per site source for DBA, Xtreme Clutch, Xtreme Outback, Xforce and Hawk. */
  files: string | Record<SiteSource, string>;
}

const FILES = "https://files.parts-shop.example/share";
const perSource = (brand: string): Record<SiteSource, string> => ({
  main: `${FILES}/main/${brand}`,
  parts: `${FILES}/parts/${brand}`,
  uk: `${FILES}/uk/${brand}`,
});

export const BRAND_LINKS: Record<BrandId, BrandLinks> = {
  dba: {
    catalogue: true,
    pdf: "https://dba.com.au/wp-content/uploads/DBA-Catalogue.pdf",
    site: "https://dba.com.au",
    infoSheets: null,
    channel: "https://www.youtube.com/@DBABrakes",
    video: "Qe2vTd8tW3E",
    videoAsThumbnail: false,
    files: perSource("dba"),
  },
  saber: {
    catalogue: true,
    pdf: "https://saberoffroad.com.au/catalogue.pdf",
    site: "https://saberoffroad.com.au",
    infoSheets: null,
    channel: "https://www.youtube.com/@saberoffroad",
    video: "tS2n8Vq3XyE",
    videoAsThumbnail: false,
    files: `${FILES}/saber`,
  },
  xclutch: {
    catalogue: true,
    pdf: "https://xtremeclutch.com.au/catalogue.pdf",
    site: "https://xtremeclutch.com.au",
    infoSheets: "https://xtremeclutch.com.au/vehicle-information-sheets",
    channel: "https://www.youtube.com/@XtremeClutch",
    video: "h4Jq2Ww7bZc",
    videoAsThumbnail: false,
    files: perSource("xclutch"),
  },
  xoutback: {
    catalogue: true,
    pdf: "https://xtremeoutback.com.au/catalogue.pdf",
    site: "https://xtremeoutback.com.au",
    infoSheets: null,
    channel: "https://www.youtube.com/@XtremeOutback",
    video: "p0Ld3Rk8mVs",
    videoAsThumbnail: false,
    files: perSource("xoutback"),
  },
  xforce: {
    catalogue: true,
    pdf: null,
    site: "https://xforce.com.au",
    infoSheets: null,
    channel: "https://www.youtube.com/@XforceExhaust",
    video: "v9Rr1Nc5eKw",
    videoAsThumbnail: false,
    files: perSource("xforce"),
  },
  hawk: {
    catalogue: true,
    pdf: "https://hawkperformance.com/catalog.pdf",
    site: "https://hawkperformance.com",
    infoSheets: null,
    channel: "https://www.youtube.com/@HawkPerformance",
    video: "b7Xk2Ty6uQa",
    videoAsThumbnail: false,
    files: perSource("hawk"),
  },
  pedders: {
    catalogue: true,
    pdf: "https://pedders.com.au/catalogue.pdf",
    site: "https://pedders.com.au",
    infoSheets: null,
    channel: "https://www.youtube.com/@PeddersSuspension",
    video: "m3Pd8Hs1oLe",
    videoAsThumbnail: false,
    files: `${FILES}/pedders`,
  },
  turbosmart: {
    catalogue: true,
    pdf: "https://turbosmart.com/catalogue.pdf",
    site: "https://turbosmart.com",
    infoSheets: null,
    channel: "https://www.youtube.com/@Turbosmart",
    video: "c5Ts2Bv9wRq",
    videoAsThumbnail: false,
    files: `${FILES}/turbosmart`,
  },
  whiteline: {
    catalogue: true,
    pdf: "https://whiteline.com.au/catalogue.pdf",
    site: "https://whiteline.com.au",
    infoSheets: null,
    channel: "https://www.youtube.com/@WhitelinePerformance",
    video: "w1Ln6Fx4gTs",
    videoAsThumbnail: false,
    files: `${FILES}/whiteline`,
  },
  redarc: {
    catalogue: false,
    pdf: "https://redarc.com.au/catalogue.pdf",
    site: "https://redarc.com.au",
    infoSheets: null,
    channel: "https://www.youtube.com/@REDARCElectronics",
    video: "r8Dc3Qw2hYp",
    videoAsThumbnail: false,
    files: `${FILES}/redarc`,
  },
  acl: {
    catalogue: true,
    pdf: "https://aclperformance.com.au/catalogue.pdf",
    site: "https://aclperformance.com.au",
    infoSheets: null,
    channel: "https://www.youtube.com/@ACLRaceSeries",
    video: "a2Cl9Rb5sKx",
    videoAsThumbnail: true,
    files: `${FILES}/acl`,
  },
  superpro: {
    catalogue: true,
    pdf: "https://superpro.com.au/catalogue.pdf",
    site: "https://superpro.com.au",
    infoSheets: null,
    channel: "https://www.youtube.com/@SuperProSuspension",
    video: "s6Pr4Bu1nJd",
    videoAsThumbnail: false,
    files: `${FILES}/superpro`,
  },
  ryco: {
    catalogue: true,
    pdf: "https://ryco.com.au/catalogue.pdf",
    site: "https://ryco.com.au",
    infoSheets: null,
    channel: "https://www.youtube.com/@RycoFilters",
    video: "y4Rc7Fl2tMo",
    videoAsThumbnail: false,
    files: `${FILES}/ryco`,
  },
};

/** The filter brand's merchandise folder, shown to signed-in users on the Polish site variant. */
export const RYCO_MERCHANDISE = `${FILES}/pl/ryco-merchandise`;

export function filesFolder(links: BrandLinks, source: SiteSource): string {
  return typeof links.files === "string" ? links.files : links.files[source];
}
