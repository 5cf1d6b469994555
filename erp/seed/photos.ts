/**
 * Product photos drawn as SVG per category with the brand and part number: no image is fetched
 * from outside. The URL names the picture, so the ERP renders it from the path alone.
 */
import { BRAND_IDS, type BrandId } from "../../contract/catalogue.ts";

export const CATEGORIES = [
  "disc",
  "pad",
  "clutch",
  "exhaust",
  "suspension",
  "bearing",
  "filter",
  "turbo",
  "light",
  "electrical",
  "bushing",
  "recovery",
  "kit",
] as const;
export type Category = (typeof CATEGORIES)[number];

const escapeXml = (s: string) =>
  s.replace(/[<>&"']/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&apos;" })[c] ?? c);

export function photoUrl(category: Category, brand: BrandId, partNumber: string, view: number): string {
  return `/media/parts/${category}/${brand}/${encodeURIComponent(partNumber)}/${view}.svg`;
}

export function parsePhotoPath(
  path: string,
): { category: Category; brand: BrandId; partNumber: string; view: number } | null {
  const match = /^\/media\/parts\/([a-z]+)\/([a-z]+)\/([^/]+)\/([1-4])\.svg$/.exec(path);
  if (!match) return null;
  const [, category, brand, encoded, view] = match;
  if (!(CATEGORIES as readonly string[]).includes(category!) || !(BRAND_IDS as readonly string[]).includes(brand!))
    return null;
  let partNumber: string;
  try {
    partNumber = decodeURIComponent(encoded!);
  } catch {
    return null;
  }
  if (partNumber.length > 40 || !/^[A-Za-z0-9 +\-./_]+$/.test(partNumber)) return null;
  return { category: category as Category, brand: brand as BrandId, partNumber, view: Number(view) };
}

const PALETTES = [
  ["#f2f2f2", "#6e7378", "#3d4145"],
  ["#eef1f4", "#8a9098", "#2f3338"],
  ["#f6f1ec", "#9b7d5e", "#4a3b2c"],
  ["#eef4ef", "#5f7d68", "#2c3d31"],
] as const;

function shape(category: Category, fill: string, dark: string): string {
  switch (category) {
    case "disc":
      return `<circle cx="300" cy="270" r="190" fill="${fill}" stroke="${dark}" stroke-width="8"/><circle cx="300" cy="270" r="80" fill="${dark}"/><circle cx="300" cy="270" r="35" fill="#fff"/>${[0, 60, 120, 180, 240, 300].map((a) => `<line x1="300" y1="270" x2="${300 + 170 * Math.cos((a * Math.PI) / 180)}" y2="${270 + 170 * Math.sin((a * Math.PI) / 180)}" stroke="${dark}" stroke-width="5" stroke-dasharray="40 70"/>`).join("")}`;
    case "pad":
      return `<path d="M120 200 Q300 120 480 200 L460 340 Q300 280 140 340 Z" fill="${dark}"/><path d="M150 215 Q300 150 450 215 L435 310 Q300 260 165 310 Z" fill="${fill}"/>`;
    case "clutch":
      return `<circle cx="300" cy="270" r="180" fill="${dark}"/><circle cx="300" cy="270" r="140" fill="${fill}"/><circle cx="300" cy="270" r="45" fill="${dark}"/>`;
    case "exhaust":
      return `<rect x="80" y="230" width="360" height="70" rx="35" fill="${fill}" stroke="${dark}" stroke-width="8"/><rect x="420" y="210" width="110" height="110" rx="20" fill="${dark}"/>`;
    case "suspension":
      return `<rect x="270" y="90" width="60" height="360" rx="20" fill="${dark}"/>${[0, 1, 2, 3, 4, 5].map((i) => `<ellipse cx="300" cy="${150 + i * 50}" rx="110" ry="22" fill="none" stroke="${fill === "#f2f2f2" ? "#c4261e" : "#ed3730"}" stroke-width="14"/>`).join("")}`;
    case "bearing":
      return `<path d="M110 300 A190 190 0 0 1 490 300 L430 300 A130 130 0 0 0 170 300 Z" fill="${dark}"/><path d="M140 300 A160 160 0 0 1 460 300" fill="none" stroke="${fill}" stroke-width="10"/>`;
    case "filter":
      return `<rect x="190" y="110" width="220" height="330" rx="30" fill="${dark}"/>${[0, 1, 2, 3, 4, 5, 6].map((i) => `<rect x="205" y="${140 + i * 40}" width="190" height="18" fill="${fill}"/>`).join("")}`;
    case "turbo":
      return `<circle cx="280" cy="280" r="150" fill="${dark}"/><circle cx="280" cy="280" r="70" fill="${fill}"/><rect x="390" y="150" width="140" height="80" fill="${dark}"/>`;
    case "light":
      return `<circle cx="300" cy="270" r="160" fill="${fill}" stroke="${dark}" stroke-width="20"/><circle cx="300" cy="270" r="60" fill="#ffe9a8"/>`;
    case "electrical":
      return `<rect x="150" y="140" width="300" height="260" rx="24" fill="${dark}"/><rect x="190" y="180" width="220" height="90" rx="8" fill="${fill}"/><circle cx="230" cy="340" r="22" fill="#ed3730"/><circle cx="370" cy="340" r="22" fill="${fill}"/>`;
    case "bushing":
      return `<rect x="170" y="190" width="260" height="160" rx="80" fill="#c4261e"/><circle cx="300" cy="270" r="50" fill="${dark}"/><circle cx="300" cy="270" r="25" fill="${fill}"/>`;
    case "recovery":
      return `<path d="M150 380 C150 150 450 150 450 380" fill="none" stroke="${dark}" stroke-width="40"/><rect x="120" y="360" width="360" height="50" rx="12" fill="#c4261e"/>`;
    case "kit":
      return `<circle cx="210" cy="260" r="130" fill="${fill}" stroke="${dark}" stroke-width="8"/><circle cx="210" cy="260" r="50" fill="${dark}"/><path d="M340 200 Q430 160 520 200 L505 320 Q430 290 355 320 Z" fill="${dark}"/>`;
  }
}

export function renderPartPhoto(opts: { category: Category; brand: string; partNumber: string; view: number }): string {
  const [bg, fill, dark] = PALETTES[(opts.view - 1) % PALETTES.length] ?? PALETTES[0];
  const brand = escapeXml(opts.brand.toUpperCase());
  const part = escapeXml(opts.partNumber);
  const rotate = (opts.view - 1) * 12;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 600" width="600" height="600"><title>${brand} ${part}</title><rect width="600" height="600" fill="${bg}"/><g transform="rotate(${rotate} 300 270)">${shape(opts.category, fill, dark)}</g><rect y="500" width="600" height="100" fill="#1a1a1a"/><text x="30" y="560" font-family="Arial, sans-serif" font-size="34" font-weight="700" fill="#fff">${brand}</text><text x="570" y="560" font-family="Arial, sans-serif" font-size="30" text-anchor="end" fill="#fff">${part}</text></svg>`;
}

/**
 * Pictures of the front and rear axle for brake parts (techDetails tab), drawn like the photos. They
 * hold no words: the page names the axle beside the picture in its own language (decision 0031).
 * The URL's /v2/ is the drawing without words; the one before it said "FRONT AXLE" and may still
 * sit in a browser's cache, which keeps these pictures for a year.
 */
export type AxlePicture = "front" | "rear";
export const axlePictureUrl = (axle: AxlePicture) => `/media/axle/v2/${axle}.svg`;

export function parseAxlePath(path: string): AxlePicture | null {
  const match = /^\/media\/axle\/v2\/(front|rear)\.svg$/.exec(path);
  return match ? (match[1] as AxlePicture) : null;
}

/** A chassis seen from above, nose up, with the wheels and brakes of one axle marked in red. */
export function renderAxlePicture(axle: AxlePicture): string {
  const marked = (y: number) => (axle === "front" ? y < 300 : y > 300);
  const wheel = (x: number, y: number) => {
    const on = marked(y);
    return `<rect x="${x - 28}" y="${y - 55}" width="56" height="110" rx="14" fill="${on ? "#c4261e" : "#3d4145"}"/>${on ? `<circle cx="${x}" cy="${y}" r="18" fill="#fff"/>` : ""}`;
  };
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 600" width="300" height="600"><rect width="300" height="600" fill="#f5f5f5"/><rect x="70" y="60" width="160" height="480" rx="60" fill="#fff" stroke="#3d4145" stroke-width="6"/><line x1="60" y1="150" x2="240" y2="150" stroke="${axle === "front" ? "#c4261e" : "#8a9098"}" stroke-width="10"/><line x1="60" y1="450" x2="240" y2="450" stroke="${axle === "rear" ? "#c4261e" : "#8a9098"}" stroke-width="10"/>${wheel(50, 150)}${wheel(250, 150)}${wheel(50, 450)}${wheel(250, 450)}<path d="M150 20 L175 50 L125 50 Z" fill="#3d4145"/></svg>`;
}
