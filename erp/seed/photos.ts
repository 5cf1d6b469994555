/**
 * The demo catalogue's product pictures, until a distributor imports its photos: each part drawn
 * as SVG from its own data (a disc with its diameter, vents, slots or drill holes and bolt
 * pattern; pads with their plate; a damper, spring, bush, bearing, filter, clutch, exhaust or
 * turbo part each its own drawing), the part number printed on it and the brand as a wordmark.
 * The seed draws them once and writes them with the catalogue (media_pictures); the ERP serves
 * what is written and never imports this file.
 */
import { BRANDS, type BrandId } from "../../contract/catalogue.ts";
import { CATEGORIES } from "../catalogue/constants.ts";

export { CATEGORIES };
export type Category = (typeof CATEGORIES)[number];

const escapeXml = (s: string) =>
  s.replace(/[<>&"']/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&apos;" })[c] ?? c);

export function photoUrl(category: Category, brand: BrandId, partNumber: string, view: number): string {
  return `/media/parts/${category}/${brand}/${encodeURIComponent(partNumber)}/${view}.svg`;
}

/** What a drawing is made from: the part's type, series (English) and measurements. */
export interface PictureData {
  category: Category;
  brand: BrandId;
  partNumber: string;
  /** The series in English, which tells the drawing (a shock absorber, a camber bolt kit, ...); KIT for a kit. */
  series: string;
  rotor: { diameterMm: string; boltHoles: number; pcdMm: string; vented: boolean } | null;
  pad: { widthMm: number; heightMm: number; pistons: number } | null;
  clutch: { discDiameterMm: string; splines: number } | null;
}

/** The brands' wordmark colours. */
const BRAND_COLOUR: Record<BrandId, string> = {
  dba: "#c8102e",
  xclutch: "#d4001a",
  xoutback: "#6b4a2b",
  xforce: "#1f1f1f",
  hawk: "#b8860b",
  pedders: "#00539b",
  turbosmart: "#e35205",
  whiteline: "#0072bc",
  redarc: "#d22630",
  acl: "#00447c",
  ryco: "#e2231a",
  superpro: "#f2a900",
  saber: "#3b3b3b",
};

const INK = "#2f3338";
const METAL = "#b9bec4";
const DARK = "#5b6168";
const RUBBER = "#30343a";

const n = (v: number) => Math.round(v * 10) / 10;
/** Points on a circle: the centres of bolt holes, vents, drill holes. */
const around = (count: number, r: number, cx = 300, cy = 280, turn = 0) =>
  Array.from({ length: count }, (_, i) => {
    const a = ((i / count) * 360 + turn) * (Math.PI / 180);
    return [n(cx + r * Math.cos(a)), n(cy + r * Math.sin(a))] as const;
  });
const circle = (cx: number, cy: number, r: number, fill: string, extra = "") =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${extra}/>`;
const rect = (x: number, y: number, w: number, h: number, fill: string, rx = 0) =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}"${rx ? ` rx="${rx}"` : ""} fill="${fill}"/>`;
const label = (x: number, y: number, text: string, size = 26) =>
  `<text x="${x}" y="${y}" font-size="${size}" text-anchor="middle" fill="${INK}">${escapeXml(text)}</text>`;

/** A disc seen face on: its size, hat bolt pattern, vents at the rim, slots or drill holes. */
function disc(d: PictureData): string {
  const rotor = d.rotor ?? { diameterMm: "300", boltHoles: 5, pcdMm: "114.3", vented: true };
  const diameter = Number(rotor.diameterMm);
  const r = 120 + (diameter - 280) * 1.1;
  const hat = r * 0.45;
  const drilled = /XS$/.test(d.partNumber);
  const slots = drilled ? 4 : 6;
  let out = circle(300, 280, r, METAL, ` stroke="${DARK}" stroke-width="4"`);
  if (rotor.vented)
    out += around(36, r - 6)
      .map(([x, y]) => circle(x, y, 3, DARK))
      .join("");
  out += Array.from({ length: slots }, (_, i) => {
    const a = (i / slots) * 2 * Math.PI;
    const [r1, r2] = [hat + 18, r - 16];
    const p = (rr: number, da: number) => `${n(300 + rr * Math.cos(a + da))} ${n(280 + rr * Math.sin(a + da))}`;
    return `<path d="M${p(r1, 0)} Q${p((r1 + r2) / 2, 0.12)} ${p(r2, 0.3)}" stroke="${DARK}" stroke-width="5" fill="none"/>`;
  }).join("");
  if (drilled)
    out += [0.62, 0.8]
      .flatMap((f, k) => around(slots * 2, hat + (r - hat) * f, 300, 280, 22 + k * 22))
      .map(([x, y]) => circle(x, y, 6, DARK))
      .join("");
  out += circle(300, 280, hat, "#d5d9dd", ` stroke="${DARK}" stroke-width="3"`);
  const pcd = hat * 0.66;
  out += around(rotor.boltHoles, pcd, 300, 280, -90)
    .map(([x, y]) => circle(x, y, 9, "#fff", ` stroke="${DARK}" stroke-width="2"`))
    .join("");
  out += circle(300, 280, hat * 0.38, "#fff", ` stroke="${DARK}" stroke-width="3"`);
  return out + label(300, 280 + r + 34, `Ø ${diameter} mm`);
}

/** A pad's friction block on its backing plate, in the plate's proportions, with the caliper's pistons. */
function pad(d: PictureData, x = 300, y = 280, scale = 1): string {
  const p = d.pad ?? { widthMm: 150, heightMm: 60, pistons: 2 };
  const w = p.widthMm * 2.6 * scale;
  const h = p.heightMm * 2.6 * scale;
  const [l, t] = [x - w / 2, y - h / 2];
  const plate = `<path d="M${n(l)} ${n(t + h * 0.25)} Q${n(x)} ${n(t - h * 0.2)} ${n(l + w)} ${n(t + h * 0.25)} L${n(l + w - 10)} ${n(t + h)} Q${n(x)} ${n(t + h * 0.82)} ${n(l + 10)} ${n(t + h)} Z" fill="${DARK}"/>`;
  const block = `<path d="M${n(l + 14)} ${n(t + h * 0.3)} Q${n(x)} ${n(t - h * 0.05)} ${n(l + w - 14)} ${n(t + h * 0.3)} L${n(l + w - 22)} ${n(t + h - 12)} Q${n(x)} ${n(t + h * 0.75)} ${n(l + 22)} ${n(t + h - 12)} Z" fill="${RUBBER}"/>`;
  const slot = `<line x1="${x}" y1="${n(t + h * 0.2)}" x2="${x}" y2="${n(t + h - 16)}" stroke="${METAL}" stroke-width="4"/>`;
  // The caliper's pistons on one side, dashed behind the plate.
  const side = Math.ceil(p.pistons / 2);
  const pistons = Array.from({ length: side }, (_, i) =>
    circle(
      l + (w * (i + 1)) / (side + 1),
      t + h * 0.55,
      Math.min(24, h / 5),
      "none",
      ` stroke="${METAL}" stroke-width="2" stroke-dasharray="6 5"`,
    ),
  ).join("");
  return (
    plate + block + slot + pistons + (scale === 1 ? label(x, n(t + h + 50), `${p.widthMm} × ${p.heightMm} mm`) : "")
  );
}

function clutch(d: PictureData): string {
  const size = Number(d.clutch?.discDiameterMm ?? 260);
  const r = 100 + (size - 240) * 0.9;
  const plate =
    circle(220, 280, r + 12, DARK) +
    around(12, r * 0.55, 220, 280)
      .map(([x, y]) => `<line x1="220" y1="280" x2="${x}" y2="${y}" stroke="${METAL}" stroke-width="9"/>`)
      .join("") +
    circle(220, 280, r * 0.25, "#fff");
  const discFace =
    circle(430, 300, r * 0.8, "#8f6f4f") +
    circle(430, 300, r * 0.45, METAL) +
    around(6, r * 0.32, 430, 300)
      .map(([x, y]) => rect(x - 9, y - 5, 18, 10, DARK, 3))
      .join("") +
    circle(430, 300, r * 0.14, "#fff");
  return plate + discFace + label(300, 520, `Ø ${size} mm · ${d.clutch?.splines ?? 24}`);
}

function exhaust(d: PictureData): string {
  const twin = /Twin/.test(d.series);
  const pipe = (y: number) =>
    `<path d="M60 ${y} H250 Q280 ${y} 290 ${y - 30} H420" stroke="${METAL}" stroke-width="26" fill="none" stroke-linecap="round"/>`;
  return (
    pipe(330) +
    (twin ? pipe(380) : "") +
    rect(270, 200, 200, 110, DARK, 40) +
    rect(470, 232, 90, 46, METAL, 16) +
    circle(560, 255, 20, RUBBER)
  );
}

/** A damper, a pair of coil springs, a leaf spring or a camber bolt kit (Pedders' series). */
function suspension(d: PictureData, x = 300): string {
  if (/coil spring/.test(d.series))
    return [x - 90, x + 90]
      .map((cx) =>
        Array.from(
          { length: 7 },
          (_, i) =>
            `<ellipse cx="${cx}" cy="${120 + i * 48}" rx="70" ry="18" fill="none" stroke="#c4261e" stroke-width="13"/>`,
        ).join(""),
      )
      .join("");
  if (/leaf spring/.test(d.series))
    return (
      [0, 1, 2, 3, 4]
        .map(
          (i) =>
            `<path d="M${80 + i * 30} ${260 + i * 16} Q300 ${360 + i * 16} ${520 - i * 30} ${260 + i * 16}" stroke="${i ? DARK : INK}" stroke-width="12" fill="none"/>`,
        )
        .join("") +
      circle(80, 260, 18, "none", ` stroke="${INK}" stroke-width="8"`) +
      circle(520, 260, 18, "none", ` stroke="${INK}" stroke-width="8"`)
    );
  if (/camber/.test(d.series))
    return (
      rect(140, 250, 320, 36, METAL, 6) +
      Array.from(
        { length: 12 },
        (_, i) =>
          `<line x1="${300 + i * 13}" y1="250" x2="${306 + i * 13}" y2="286" stroke="${DARK}" stroke-width="3"/>`,
      ).join("") +
      rect(110, 225, 40, 86, DARK, 6) +
      `<ellipse cx="230" cy="268" rx="48" ry="62" fill="none" stroke="${DARK}" stroke-width="14"/>` +
      `<ellipse cx="410" cy="268" rx="36" ry="44" fill="${DARK}"/>` +
      circle(410, 268, 16, "#fff")
    );
  // A shock absorber: eye, dust boot, body, eye.
  return (
    circle(x, 90, 26, "none", ` stroke="${DARK}" stroke-width="12"`) +
    rect(x - 7, 116, 14, 110, METAL) +
    rect(x - 34, 180, 68, 80, RUBBER, 8) +
    rect(x - 40, 250, 80, 210, "#1e4fa0", 10) +
    circle(x, 488, 26, "none", ` stroke="${DARK}" stroke-width="12"`)
  );
}

/** A sway bar, a bush, a bracket kit or a link (Whiteline's and SuperPro's series). */
function bushing(d: PictureData): string {
  const urethane = d.brand === "superpro" ? "#f2a900" : "#1f5fa8";
  const bush = (cx: number, cy: number, r: number) =>
    circle(cx, cy, r, urethane) + circle(cx, cy, r * 0.45, METAL) + circle(cx, cy, r * 0.25, "#fff");
  if (/sway bar link/.test(d.series))
    return (
      rect(180, 250, 240, 24, METAL, 8) +
      circle(170, 262, 40, DARK) +
      circle(430, 262, 40, DARK) +
      bush(170, 262, 22) +
      bush(430, 262, 22)
    );
  if (/sway bar|roll control/.test(d.series))
    return (
      `<path d="M110 150 L160 330 H440 L490 150" stroke="${urethane}" stroke-width="24" fill="none" stroke-linejoin="round"/>` +
      rect(215, 310, 40, 44, RUBBER, 8) +
      rect(345, 310, 40, 44, RUBBER, 8)
    );
  if (/anti-lift/.test(d.series)) return rect(150, 200, 300, 140, METAL, 16) + bush(220, 270, 50) + bush(380, 270, 50);
  if (/steering rack/.test(d.series)) return bush(300, 270, 110) + rect(150, 255, 300, 30, METAL, 6);
  if (/leaf spring/.test(d.series)) return [190, 300, 410].map((x) => bush(x, 270, 55)).join("");
  return (
    `<path d="M160 270 A140 90 0 0 1 440 270" fill="none" stroke="${urethane}" stroke-width="60"/>` + bush(300, 270, 80)
  );
}

/** Half shells of a main or conrod bearing set, or the half rings of a thrust washer set. */
function bearing(d: PictureData): string {
  const shell = (cx: number, cy: number, r: number, w: number) =>
    `<path d="M${cx - r} ${cy} A${r} ${r} 0 0 1 ${cx + r} ${cy} h-${w} A${r - w} ${r - w} 0 0 0 ${cx - r + w} ${cy} Z" fill="#c79a4a" stroke="${DARK}" stroke-width="3"/>`;
  if (/thrust/.test(d.series)) return shell(300, 250, 170, 40) + shell(300, 430, 170, 40);
  const conrod = /conrod/.test(d.series);
  const r = conrod ? 90 : 115;
  return [0, 1, 2, 3]
    .map((i) => shell(170 + (i % 2) * 260, 230 + Math.floor(i / 2) * 190, r, conrod ? 26 : 34))
    .join("");
}

function filter(d: PictureData): string {
  if (/cabin|^air filter/.test(d.series)) {
    const cabin = /cabin/.test(d.series);
    return (
      rect(110, 170, 380, cabin ? 190 : 230, cabin ? "#f4f1e8" : "#e9dfb8", 10) +
      Array.from(
        { length: 18 },
        (_, i) =>
          `<line x1="${130 + i * 20}" y1="180" x2="${130 + i * 20}" y2="${cabin ? 350 : 390}" stroke="${DARK}" stroke-width="3"/>`,
      ).join("")
    );
  }
  if (/fuel/.test(d.series))
    return (
      rect(180, 220, 240, 110, "#2458a6", 30) + rect(110, 262, 70, 26, METAL, 6) + rect(420, 262, 70, 26, METAL, 6)
    );
  return rect(200, 130, 200, 290, "#e2231a", 26) + rect(190, 410, 220, 30, DARK, 6) + circle(300, 425, 40, METAL);
}

/** A blow-off valve, wastegate, boost tee, fuel pressure regulator or wastegate actuator. */
function turbo(d: PictureData): string {
  const blue = "#1c57a5";
  if (/blow-off/.test(d.series))
    return rect(220, 130, 160, 200, blue, 24) + rect(255, 330, 90, 110, METAL, 8) + rect(330, 370, 120, 40, METAL, 8);
  if (/Ultra-Gate|wastegate$/.test(d.series))
    return (
      circle(300, 220, 130, blue) +
      circle(300, 220, 70, "#2f6fc4") +
      rect(250, 350, 100, 110, METAL, 10) +
      rect(180, 440, 240, 26, DARK, 6)
    );
  if (/Tee/.test(d.series)) return rect(120, 250, 360, 50, METAL, 25) + rect(275, 120, 50, 140, METAL, 25);
  if (/fuel pressure/.test(d.series))
    return (
      rect(200, 200, 200, 160, blue, 20) +
      circle(300, 140, 60, "#fff", ` stroke="${DARK}" stroke-width="8"`) +
      rect(110, 260, 90, 36, METAL, 8) +
      rect(400, 260, 90, 36, METAL, 8)
    );
  return (
    circle(240, 270, 110, "#202428") +
    rect(340, 262, 220, 16, METAL, 8) +
    circle(560, 270, 18, "none", ` stroke="${DARK}" stroke-width="8"`)
  );
}

function electrical(d: PictureData): string {
  if (/brake controller/.test(d.series))
    return rect(170, 200, 260, 160, "#202428", 30) + circle(300, 280, 55, "#d22630") + circle(300, 280, 20, "#fff");
  if (/inverter/.test(d.series))
    return (
      rect(110, 170, 380, 220, DARK, 14) +
      rect(150, 230, 80, 90, "#fff", 8) +
      rect(260, 230, 80, 90, "#fff", 8) +
      circle(420, 275, 26, "#d22630")
    );
  if (/RedVision/.test(d.series))
    return (
      rect(170, 130, 260, 300, "#202428", 20) + rect(200, 170, 200, 130, "#6fd0f0", 6) + circle(300, 370, 26, "#d22630")
    );
  return (
    rect(150, 150, 300, 250, "#202428", 16) +
    Array.from({ length: 9 }, (_, i) => rect(170 + i * 30, 170, 14, 150, DARK, 4)).join("") +
    rect(180, 340, 240, 30, "#d22630", 6)
  );
}

function recovery(d: PictureData): string {
  if (/shackle/.test(d.series))
    return (
      `<path d="M200 420 C120 160 480 160 400 420" fill="none" stroke="#2a6db0" stroke-width="30"/>` +
      circle(300, 420, 46, RUBBER)
    );
  if (/recovery point/.test(d.series))
    return (
      rect(190, 150, 220, 280, "#c4261e", 40) +
      circle(300, 250, 55, "#fff") +
      circle(250, 380, 16, "#fff") +
      circle(350, 380, 16, "#fff")
    );
  if (/strap/.test(d.series))
    return [150, 120, 90, 60].map((r) => circle(300, 280, r, "none", ` stroke="#2a6db0" stroke-width="26"`)).join("");
  return (
    rect(140, 200, 320, 220, RUBBER, 30) +
    `<path d="M220 200 Q300 110 380 200" fill="none" stroke="${DARK}" stroke-width="16"/>` +
    rect(260, 260, 80, 60, "#c4261e", 8)
  );
}

function kit(d: PictureData): string {
  if (d.brand === "hawk") return pad(d, 300, 190, 0.8) + pad(d, 300, 390, 0.65);
  if (d.brand === "pedders")
    return suspension({ ...d, series: "" }, 140) + suspension({ ...d, series: "coil spring" }, 400);
  if (d.brand === "superpro") return bushing({ ...d, series: "anti-lift" });
  return `<g transform="translate(-40 10) scale(0.8)">${disc(d)}</g>` + pad(d, 455, 445, 0.5);
}

/** The series of a kit's picture: the kit's parts drawn together. */
export const KIT_SERIES = "KIT";

function drawing(d: PictureData): string {
  if (d.series === KIT_SERIES) return kit(d);
  switch (d.category) {
    case "disc":
      return disc(d);
    case "pad":
      return pad(d);
    case "clutch":
      return clutch(d);
    case "exhaust":
      return exhaust(d);
    case "suspension":
      return suspension(d);
    case "bearing":
      return bearing(d);
    case "filter":
      return filter(d);
    case "turbo":
      return turbo(d);
    case "electrical":
      return electrical(d);
    case "bushing":
      return bushing(d);
    case "recovery":
      return recovery(d);
    case "kit":
      return kit(d);
    case "light":
      return circle(300, 270, 160, "#eef1f4", ` stroke="${INK}" stroke-width="20"`) + circle(300, 270, 60, "#ffe9a8");
  }
}

/**
 * A part's picture: the drawing of its data (turned a little and on another ground in each view),
 * its brand as a wordmark above and its part number below.
 */
export function renderPartPhoto(d: PictureData, view: number): string {
  const ground = ["#ffffff", "#f4f5f6", "#f7f4ef", "#f1f5f2"][(view - 1) % 4];
  const brand = BRANDS.find((b) => b.id === d.brand)?.name ?? d.brand;
  const part = escapeXml(d.partNumber);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 600" width="600" height="600" font-family="Arial, sans-serif"><title>${escapeXml(brand)} ${part}</title><rect width="600" height="600" fill="${ground}"/><text x="32" y="58" font-size="40" font-weight="700" font-style="italic" letter-spacing="1" fill="${BRAND_COLOUR[d.brand]}">${escapeXml(brand.toUpperCase())}</text><g transform="rotate(${(view - 1) * 8} 300 290)">${drawing(d)}</g><text x="568" y="572" font-size="30" font-weight="700" text-anchor="end" fill="${INK}">${part}</text></svg>`;
}
