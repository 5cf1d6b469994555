/**
 * The deterministic demo catalogue: 13 brands, ~320 parts with texts in en/pl/de, applications on
 * real vehicles, kits of parts for the kit's own vehicles, DBA discs priced in the order of DBA's
 * ranges, promotions with price history, certified parts, a drawing of every part, deadstock, and
 * stock situations for every one of the seven availability cases.
 */
import type { QuantityRule } from "../../contract/quantity.ts";
import { BRANDS, type BrandId, type ManufacturerGroupCode } from "../../contract/catalogue.ts";
import { normalizePartNumber, slugOf } from "../catalogue/constants.ts";
import type { SafetyWarnings } from "../catalogue/schema.ts";
import { LANGUAGES, type Language } from "../../contract/languages.ts";
import { CURRENCIES, type Currency } from "../../contract/money.ts";
import { KIT_SERIES, photoUrl, type Category, type PictureData } from "./photos.ts";
import { CLUTCHES, ENGINES, VEHICLES, WHEEL_FIXINGS, type Vehicle } from "./vehicles.ts";
import { SERIES_WARNINGS } from "./safety.ts";

/**
 * The demo brands' airfreight lead times from payment (decision 0044; migration 0030 writes the
 * same into a demo catalogue made before it): DBA flies in free in 14-21 days, the Xtreme brands in
 * 14-21 days and ACL in 23-28 days with possible extra costs, Pedders within 4 weeks; the other
 * airfreight brands keep the specification's 3-4 weeks.
 */
export const AIRFREIGHT_TERMS: Partial<Record<BrandId, { min: number | null; max: number; free: boolean }>> = {
  dba: { min: 14, max: 21, free: true },
  xclutch: { min: 14, max: 21, free: false },
  xoutback: { min: 14, max: 21, free: false },
  acl: { min: 23, max: 28, free: false },
  pedders: { min: null, max: 28, free: false },
};

export interface DemoText {
  description: string;
  detaildescription: string;
  application: string;
}
export interface DemoApplication {
  make: string;
  model: string;
  year: string;
  yearFrom: number | null;
  yearTo: number | null;
  peryear: number[];
  variant: string;
  engine: string;
  note: string;
  description: string;
  parameter: string;
  parameter2: string;
  parameter3: string;
  categorydescription: string;
  groupdescription: string;
  classdescription: string;
  /** The gearbox, on the rows of parts that depend on it (clutches). */
  transmission: string;
  /** The engine's capacity (cm³), cylinders, stroke and bore (mm), on rows that name an engine. */
  capacity: number | null;
  cylinders: number | null;
  stroke: string | null;
  bore: string | null;
}
/** A brake disc's measurements (mm, weight in kg), as a mechanic takes them with a calliper. */
export interface DemoRotor {
  diameterMm: string;
  thicknessMm: string;
  annulusMm: string;
  boltHoleDiameterMm: string;
  boltHoles: number;
  vented: boolean;
  insideDiameterMm: string;
  pcdMm: string;
  airGapMm: string | null;
  offsetMm: string;
  flangeInsideDiameterMm: string;
  flangeThicknessMm: string;
  weightKg: string;
  holeType: "stud" | "bolt";
}
export interface DemoClutch {
  splines: number;
  discDiameterMm: string;
}
export interface DemoMotorsport {
  caliperSize: string | null;
  class: "race" | "track";
}
export interface DemoPrice {
  list: "EU" | "UK" | "NL";
  currency: Currency;
  baseprice: string;
  promotion: string | null;
  promotionFrom: Date | null;
  history: { price: string; validFrom: Date }[];
}
export interface DemoItem {
  key: string;
  urlcomponent: string;
  number: string;
  name: string;
  nameNormalized: string;
  manufacturer: string;
  group: ManufacturerGroupCode;
  brand: BrandId;
  pricegroup: string;
  recordtype: "inventoryitem" | "kititem";
  category: Category;
  certificate: string | null;
  weight: string | null;
  axle: "front" | "rear" | null;
  deadstock: boolean;
  specialbackorder: boolean;
  manufacturerstock: number;
  acl: Record<string, string> | null;
  /** A brake disc's measurements (DBA discs). */
  rotor: DemoRotor | null;
  /** A clutch kit's disc (Xtreme Clutch, Xtreme Outback). */
  clutch: DemoClutch | null;
  /** A motorsport part's caliper size and class (Hawk race compounds, ACL Race Series). */
  motorsport: DemoMotorsport | null;
  /** Warnings of the part beyond its brand's (erp/seed/safety.ts). */
  safetyWarnings: SafetyWarnings | null;
  /** How the part is sold, when not from 1 in any number (migration 0049): Ryco oil filters in boxes of 12. */
  quantityRule: QuantityRule | null;
  texts: Record<Language, DemoText>;
  photos: { url: string; name: string }[];
  /** What the part's pictures are drawn from (erp/seed/photos.ts) until a distributor's photos come. */
  picture: PictureData;
  technicalDetails: Record<Language, { name: string; value: string }[]>;
  applications: DemoApplication[];
  prices: DemoPrice[];
  stock: { location: "TORUN" | "BIRMINGHAM" | "MANUFACTURER"; quantity: number }[];
  deliveries: { location: "TORUN" | "BIRMINGHAM"; eta: string | null; quantity: number }[];
  components: { key: string; quantity: number }[];
  related: string[];
}
export interface DemoCatalogue {
  items: DemoItem[];
}

/** Deterministic PRNG (mulberry32). */
export function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T,
  };
}

type Axle = "front" | "rear";
/** The axle as a part's name says it (no grammatical gender to agree with in Polish or German). */
const AXLE: Record<Language, Record<Axle, string>> = {
  en: { front: "front axle", rear: "rear axle" },
  pl: { front: "oś przednia", rear: "oś tylna" },
  de: { front: "Vorderachse", rear: "Hinterachse" },
};

/** A brake pad's plate (mm) and the pistons of the caliper it is made for. */
export interface DemoPad {
  widthMm: number;
  heightMm: number;
  thicknessMm: number;
  pistons: number;
}

/** What a part's technical details and name quote from its measurements. */
interface PartFacts {
  rotor: DemoRotor | null;
  clutch: DemoClutch | null;
  pad: DemoPad | null;
}

/**
 * What a part's name is made of: its series, axle, measurements and technical details (values in
 * the name's language). A part is named by its type and size, never by a vehicle: most parts fit
 * several, and the catalogue says which of the chosen vehicle's variants each one fits.
 */
interface NameParts {
  series: string;
  axle: Axle | null;
  facts: PartFacts;
  /** The values of the part's technical details in the name's language, in their order. */
  values: string[];
  number: string;
}

interface Line {
  brand: BrandId;
  category: Category;
  count: number;
  number: (n: number) => string;
  series: readonly string[];
  names: Record<Language, (p: NameParts) => string>;
  body: Record<Language, string>;
  details: (r: ReturnType<typeof prng>, facts: PartFacts) => Record<Language, [string, string][]>;
  axle?: boolean;
  r90?: boolean;
  /** The part's series when its part number says it (DBA discs); otherwise the series take turns. */
  seriesOf?: (number: string) => string;
  /** The EUR price band of a series, when the brand's ranges are priced apart (DBA discs). */
  priceBand?: (series: string) => readonly [number, number];
}

/**
 * DBA's disc ranges, cheapest first, as their part numbers say: Street Series (DBA2xxx), 4000
 * (DBA4xxx, DBA42xxx) and 5000 (DBA52xxx). The EUR bands are apart even after a 30% promotion, so
 * for any vehicle a 5000 disc costs more than a 4000 one, and a 4000 one more than a Street Series.
 */
export const DBA_DISC_RANGES = [
  {
    range: "Street Series",
    prefix: /^DBA2\d{3}(?!\d)/,
    series: ["T2 Street Series", "Street Series En-Shield"],
    eur: [55, 115],
  },
  { range: "4000", prefix: /^DBA4/, series: ["4000 T3", "4000 XS"], eur: [170, 290] },
  { range: "5000", prefix: /^DBA5/, series: ["5000 T3", "5000 XS"], eur: [420, 650] },
] as const;
const dbaDiscRange = (series: string) => DBA_DISC_RANGES.find((r) => (r.series as readonly string[]).includes(series))!;

const mm = (v: number) => `${v} mm`;
/** "320 x 28 mm" from measurements held as text ("320.0"). */
const size = (...values: (string | number)[]) => `${values.map((v) => Number(v)).join(" x ")} mm`;
/** A series' words in each language, the English one being the series' key (SERIES_WARNINGS). */
type Worded = Record<Language, string>;
const wordsOf = (list: readonly Worded[], series: string, lang: Language) =>
  list.find((w) => w.en === series)?.[lang] ?? series;
/** A DBA disc's face and ventilation as its name says them: XS discs are drilled and slotted. */
export function discKind(number: string, rotor: DemoRotor): Worded {
  const drilled = /XS$/.test(number);
  return {
    en: `${drilled ? "drilled and slotted" : "slotted"} ${rotor.vented ? "vented" : "solid"}`,
    pl: `${drilled ? "nawiercana i nacinana" : "nacinana"}, ${rotor.vented ? "wentylowana" : "pełna"}`,
    de: `${drilled ? "gelocht und geschlitzt" : "geschlitzt"}, ${rotor.vented ? "innenbelüftet" : "massiv"}`,
  };
}
/** A pad's caliper and plate size as its name says them: "4-piston, 155 x 62 mm". */
const padSize = (pad: DemoPad): Worded => ({
  en: `${pad.pistons}-piston caliper, ${size(pad.widthMm, pad.heightMm)}`,
  pl: `do zacisku ${pad.pistons}-tłoczkowego, ${size(pad.widthMm, pad.heightMm)}`,
  de: `für ${pad.pistons}-Kolben-Bremssattel, ${size(pad.widthMm, pad.heightMm)}`,
});
/** A pad's plate, drawn from a generator of its own (the rest of the demo stays as it was). */
export function padFor(n: number, brand: BrandId): DemoPad {
  const p = prng(n * 6_151 + brand.length);
  return {
    widthMm: p.int(120, 170),
    heightMm: p.int(50, 70),
    thicknessMm: p.int(14, 19),
    pistons: p.pick([1, 2, 4, 6]),
  };
}
/** SuperPro's bush kit series, named in each language. */
const SUPERPRO_SERIES = [
  { en: "control arm bush kit", pl: "zestaw tulei wahacza", de: "Querlenker-Buchsensatz" },
  { en: "steering rack bush kit", pl: "zestaw tulei przekładni kierowniczej", de: "Lenkgetriebe-Buchsensatz" },
  { en: "leaf spring bush kit", pl: "zestaw tulei resoru", de: "Blattfeder-Buchsensatz" },
  { en: "roll control kit", pl: "zestaw stabilizatora", de: "Stabilisator-Satz" },
] as const;
/** The series of the brands whose names were English only, named in each language (the key is English). */
const PEDDERS_SERIES: readonly Worded[] = [
  {
    en: "TrakRyder foam cell shock absorber",
    pl: "Amortyzator TrakRyder z komorą piankową",
    de: "TrakRyder Schaumzellen-Stoßdämpfer",
  },
  {
    en: "SportsRyder coil spring pair",
    pl: "Para sprężyn śrubowych SportsRyder",
    de: "SportsRyder Schraubenfedern, Paar",
  },
  { en: "Heavy Duty leaf spring", pl: "Wzmocniony resor piórowy", de: "Verstärkte Blattfeder" },
  {
    en: "eezi-up camber bolt kit",
    pl: "Zestaw śrub regulacji pochylenia kół eezi-up",
    de: "eezi-up Sturzschraubensatz",
  },
];
const TURBOSMART_SERIES: readonly Worded[] = [
  {
    en: "Kompact Plumb Back blow-off valve",
    pl: "Zawór upustowy z recyrkulacją Kompact Plumb Back",
    de: "Kompact Plumb Back Schubumluftventil",
  },
  {
    en: "WG38 Ultra-Gate wastegate",
    pl: "Zewnętrzny zawór upustowy spalin WG38 Ultra-Gate",
    de: "Externes Ladedruckregelventil WG38 Ultra-Gate",
  },
  { en: "Boost Tee", pl: "Trójnik ciśnienia doładowania", de: "Ladedruck-T-Stück" },
  { en: "FPR800 fuel pressure regulator", pl: "Regulator ciśnienia paliwa FPR800", de: "Kraftstoffdruckregler FPR800" },
  {
    en: "IWG75 internal wastegate actuator",
    pl: "Siłownik wewnętrznego zaworu upustowego IWG75",
    de: "Ladedruckdose IWG75",
  },
];
const WHITELINE_SERIES: readonly Worded[] = [
  {
    en: "sway bar 24 mm heavy duty blade adjustable",
    pl: "Stabilizator wzmocniony 24 mm z regulacją",
    de: "Stabilisator verstärkt 24 mm, einstellbar",
  },
  {
    en: "control arm lower inner bushing",
    pl: "Tuleja wewnętrzna dolnego wahacza",
    de: "Querlenkerbuchse unten innen",
  },
  {
    en: "anti-lift kit",
    pl: "Zestaw ograniczający podnoszenie przodu",
    de: "Satz gegen Anheben der Vorderachse",
  },
  { en: "sway bar link assembly", pl: "Łącznik stabilizatora", de: "Koppelstange" },
];
const REDARC_SERIES: readonly Worded[] = [
  {
    en: "in-vehicle DC-DC battery charger",
    pl: "Ładowarka akumulatora DC-DC do zabudowy w pojeździe",
    de: "DC-DC-Batterieladegerät für den Fahrzeugeinbau",
  },
  {
    en: "Tow-Pro Elite brake controller",
    pl: "Sterownik hamulców przyczepy Tow-Pro Elite",
    de: "Tow-Pro Elite Anhängerbremssteuerung",
  },
  { en: "pure sine wave inverter", pl: "Przetwornica napięcia z czystą sinusoidą", de: "Sinus-Wechselrichter" },
  {
    en: "RedVision battery management system",
    pl: "System zarządzania akumulatorami RedVision",
    de: "RedVision Batteriemanagementsystem",
  },
];
const ACL_SERIES: readonly Worded[] = [
  { en: "Race Series main bearing set", pl: "Komplet panewek głównych Race Series", de: "Race Series Hauptlagersatz" },
  {
    en: "Race Series conrod bearing set",
    pl: "Komplet panewek korbowodowych Race Series",
    de: "Race Series Pleuellagersatz",
  },
  {
    en: "Duraglide thrust washer set",
    pl: "Komplet półpierścieni oporowych Duraglide",
    de: "Duraglide Anlaufscheibensatz",
  },
];
/** A bearing set's size as its part number ends: standard, or undersize for a reground crankshaft. */
const bearingSize = (number: string): Worded => {
  const under = number.split("-").pop();
  return under === "STD" || under === undefined
    ? { en: "standard size", pl: "wymiar standardowy", de: "Standardmaß" }
    : {
        en: `${under} mm undersize`,
        pl: `szlif ${under.replace(".", ",")} mm`,
        de: `Untermaß ${under.replace(".", ",")} mm`,
      };
};
const SABER_SERIES: readonly Worded[] = [
  { en: "soft shackle 14.5 t", pl: "Szekla miękka 14,5 t", de: "Textilschäkel 14,5 t" },
  { en: "6061 recovery point", pl: "Punkt zaczepienia z aluminium 6061", de: "Bergepunkt aus Aluminium 6061" },
  { en: "snatch strap 11 t", pl: "Taśma szarpakowa 11 t", de: "Kinetischer Bergegurt 11 t" },
  { en: "recovery kit bag", pl: "Torba na sprzęt ratowniczy", de: "Tasche für Bergeausrüstung" },
];
const XFORCE_SERIES: readonly Worded[] = [
  { en: '3" stainless DPF-back', pl: 'od filtra DPF, 3", stal nierdzewna', de: 'ab DPF, 3", Edelstahl' },
  { en: 'Varex 2.5" cat-back', pl: 'Varex od katalizatora, 2,5"', de: 'Varex ab Katalysator, 2,5"' },
  {
    en: '3" aluminised turbo-back',
    pl: 'od turbosprężarki, 3", stal aluminiowana',
    de: 'ab Turbolader, 3", aluminiert',
  },
  { en: 'Twin 2.5" cat-back', pl: 'podwójny od katalizatora, 2 x 2,5"', de: 'Doppelrohr ab Katalysator, 2 x 2,5"' },
];
const RYCO_FILTER: Worded[] = [
  { en: "oil filter", pl: "Filtr oleju", de: "Ölfilter" },
  { en: "air filter", pl: "Filtr powietrza", de: "Luftfilter" },
  { en: "fuel filter", pl: "Filtr paliwa", de: "Kraftstofffilter" },
  { en: "cabin air filter", pl: "Filtr kabinowy", de: "Innenraumfilter" },
];

/** A clutch kit's details: its torque capacity and the disc's diameter and spline count. */
const clutchDetails = (nm: number, clutch: DemoClutch): Record<Language, [string, string][]> => ({
  en: [
    ["Torque capacity", `${nm} Nm`],
    ["Disc diameter", mm(Number(clutch.discDiameterMm))],
    ["Spline count", String(clutch.splines)],
  ],
  pl: [
    ["Maksymalny moment", `${nm} Nm`],
    ["Średnica tarczy", mm(Number(clutch.discDiameterMm))],
    ["Liczba wielowypustów", String(clutch.splines)],
  ],
  de: [
    ["Drehmomentkapazität", `${nm} Nm`],
    ["Scheibendurchmesser", mm(Number(clutch.discDiameterMm))],
    ["Verzahnung", String(clutch.splines)],
  ],
});
const LINES: readonly Line[] = [
  {
    brand: "dba",
    category: "disc",
    count: 18,
    axle: true,
    r90: true,
    number: (n) => `DBA${[2000, 4000, 42000, 52000][n % 4]! + 100 + n * 37}${["XS", "S", "X", "SLVXS", ""][n % 5]}`,
    series: DBA_DISC_RANGES.flatMap((r) => r.series),
    // The range by the number's prefix; within it, the numbers ending in XS are the XS series.
    seriesOf: (number) => DBA_DISC_RANGES.find((r) => r.prefix.test(number))!.series[/XS$/.test(number) ? 1 : 0],
    priceBand: (series) => dbaDiscRange(series).eur,
    names: {
      en: ({ series, axle, number, facts: { rotor } }) =>
        `DBA ${series} ${discKind(number, rotor!).en} brake disc, ${AXLE.en[axle!]}, ${size(rotor!.diameterMm, rotor!.thicknessMm)}`,
      pl: ({ series, axle, number, facts: { rotor } }) =>
        `Tarcza hamulcowa DBA ${series}, ${discKind(number, rotor!).pl}, ${AXLE.pl[axle!]}, ${size(rotor!.diameterMm, rotor!.thicknessMm)}`,
      de: ({ series, axle, number, facts: { rotor } }) =>
        `DBA ${series} Bremsscheibe, ${discKind(number, rotor!).de}, ${AXLE.de[axle!]}, ${size(rotor!.diameterMm, rotor!.thicknessMm)}`,
    },
    body: {
      en: "<p>Cast from DBA's own high-carbon <strong>Kangaroo Paw</strong> vented alloy, the disc stays flat under repeated heavy braking with a loaded vehicle or on track.</p><ul><li>T3 slots clean the pad surface and vent gases</li><li>Thermo-graphic paint shows the temperature reached</li><li>Heat-treated to relieve casting stress</li></ul>",
      pl: "<p>Odlewana z wysokowęglowego stopu DBA z wentylacją <strong>Kangaroo Paw</strong> tarcza pozostaje płaska nawet przy wielokrotnym mocnym hamowaniu obciążonym autem lub na torze.</p><ul><li>Nacięcia T3 oczyszczają powierzchnię klocka i odprowadzają gazy</li><li>Farba termograficzna pokazuje osiągniętą temperaturę</li><li>Obróbka cieplna usuwa naprężenia odlewnicze</li></ul>",
      de: "<p>Aus DBAs eigener kohlenstoffreicher Legierung mit <strong>Kangaroo-Paw</strong>-Belüftung gegossen, bleibt die Scheibe auch bei wiederholtem harten Bremsen mit beladenem Fahrzeug oder auf der Rennstrecke plan.</p><ul><li>T3-Schlitze reinigen die Belagoberfläche und leiten Gase ab</li><li>Thermografische Farbe zeigt die erreichte Temperatur</li><li>Wärmebehandelt gegen Gussspannungen</li></ul>",
    },
    details: (_r, { rotor }) => {
      const d = rotor!;
      const vent = {
        en: d.vented ? "Vented" : "Solid",
        pl: d.vented ? "Wentylowana" : "Pełna",
        de: d.vented ? "Innenbelüftet" : "Massiv",
      };
      const min = mm(Number(d.thicknessMm) - 2);
      return {
        en: [
          ["Diameter", mm(Number(d.diameterMm))],
          ["Thickness", mm(Number(d.thicknessMm))],
          ["Minimum thickness", min],
          ["Number of bolt holes", String(d.boltHoles)],
          ["Pitch circle diameter", mm(Number(d.pcdMm))],
          ["Inside diameter", mm(Number(d.insideDiameterMm))],
          ["Offset", mm(Number(d.offsetMm))],
          ["Disc vent", vent.en],
          ["Weight", `${d.weightKg} kg`],
        ],
        pl: [
          ["Średnica", mm(Number(d.diameterMm))],
          ["Grubość", mm(Number(d.thicknessMm))],
          ["Grubość minimalna", min],
          ["Liczba otworów", String(d.boltHoles)],
          ["Średnica rozstawu otworów", mm(Number(d.pcdMm))],
          ["Średnica wewnętrzna", mm(Number(d.insideDiameterMm))],
          ["Przesunięcie", mm(Number(d.offsetMm))],
          ["Wentylacja tarczy", vent.pl],
          ["Waga", `${d.weightKg.replace(".", ",")} kg`],
        ],
        de: [
          ["Durchmesser", mm(Number(d.diameterMm))],
          ["Dicke", mm(Number(d.thicknessMm))],
          ["Mindestdicke", min],
          ["Anzahl Bohrungen", String(d.boltHoles)],
          ["Lochkreisdurchmesser", mm(Number(d.pcdMm))],
          ["Innendurchmesser", mm(Number(d.insideDiameterMm))],
          ["Einpresstiefe", mm(Number(d.offsetMm))],
          ["Belüftung", vent.de],
          ["Gewicht", `${d.weightKg.replace(".", ",")} kg`],
        ],
      };
    },
  },
  {
    brand: "dba",
    category: "pad",
    count: 12,
    axle: true,
    r90: true,
    number: (n) => `DB${1400 + n * 23}${["XP", "SP", "XP+"][n % 3]}`,
    series: ["Street Performance", "Xtreme Performance", "4X4 Xtreme"],
    names: {
      en: ({ series, axle, facts }) => `DBA ${series} brake pads, ${AXLE.en[axle!]}, ${padSize(facts.pad!).en}`,
      pl: ({ series, axle, facts }) => `Klocki hamulcowe DBA ${series}, ${AXLE.pl[axle!]}, ${padSize(facts.pad!).pl}`,
      de: ({ series, axle, facts }) => `DBA ${series} Bremsbeläge, ${AXLE.de[axle!]}, ${padSize(facts.pad!).de}`,
    },
    body: {
      en: "<p>A pad compound matched to DBA discs: strong bite from cold, steady friction when hot and low dust.</p><ul><li>Chamfered and slotted to cut noise</li><li>Shims included</li></ul>",
      pl: "<p>Mieszanka cierna dopasowana do tarcz DBA: mocne hamowanie od zimnego startu, stałe tarcie po rozgrzaniu i mało pyłu.</p><ul><li>Fazowane i nacinane, by ograniczyć hałas</li><li>Podkładki w zestawie</li></ul>",
      de: "<p>Eine auf DBA-Scheiben abgestimmte Mischung: kräftiger Biss schon kalt, gleichmäßige Reibung im heißen Zustand und wenig Staub.</p><ul><li>Gefast und geschlitzt gegen Geräusche</li><li>Mit Dämpfungsblechen</li></ul>",
    },
    details: (_r, { pad }) => {
      const { widthMm: w, heightMm: h, thicknessMm: t } = pad!;
      return {
        en: [
          ["Width", mm(w)],
          ["Height", mm(h)],
          ["Thickness", mm(t)],
          ["Wear sensor", "No"],
        ],
        pl: [
          ["Szerokość", mm(w)],
          ["Wysokość", mm(h)],
          ["Grubość", mm(t)],
          ["Czujnik zużycia", "Nie"],
        ],
        de: [
          ["Breite", mm(w)],
          ["Höhe", mm(h)],
          ["Dicke", mm(t)],
          ["Verschleißanzeige", "Nein"],
        ],
      };
    },
  },
  {
    brand: "xclutch",
    category: "clutch",
    count: 24,
    number: (n) => `KTY${22000 + n * 41}-1${["A", "B", "C"][n % 3]}`,
    series: ["Heavy Duty Organic", "Sprung Ceramic", "Twin Plate Cerametallic", "Race Sprung Ceramic"],
    names: {
      en: ({ series, facts: { clutch } }) =>
        `Xtreme Clutch ${series} clutch kit, ${size(clutch!.discDiameterMm)} disc with ${clutch!.splines} splines`,
      pl: ({ series, facts: { clutch } }) =>
        `Zestaw sprzęgła Xtreme Clutch ${series}, tarcza ${size(clutch!.discDiameterMm)} z ${clutch!.splines} wielowypustami`,
      de: ({ series, facts: { clutch } }) =>
        `Xtreme Clutch ${series} Kupplungssatz, Scheibe ${size(clutch!.discDiameterMm)} mit ${clutch!.splines} Zähnen`,
    },
    body: {
      en: "<p>A complete clutch kit rated well above the factory torque: pressure plate, disc, release bearing and alignment tool.</p><ul><li>Built in Australia</li><li>Street-friendly pedal feel</li></ul>",
      pl: "<p>Kompletny zestaw sprzęgła o momencie znacznie wyższym niż fabryczny: docisk, tarcza, łożysko wyciskowe i centrownik.</p><ul><li>Produkowany w Australii</li><li>Komfortowa praca pedału na co dzień</li></ul>",
      de: "<p>Ein kompletter Kupplungssatz weit über dem Serien-Drehmoment: Druckplatte, Scheibe, Ausrücklager und Zentrierwerkzeug.</p><ul><li>In Australien gefertigt</li><li>Alltagstaugliches Pedalgefühl</li></ul>",
    },
    details: (r, { clutch }) => clutchDetails(r.int(450, 1100), clutch!),
  },
  {
    brand: "xoutback",
    category: "clutch",
    count: 20,
    number: (n) => `KNI${24000 + n * 17}-1${["A", "B"][n % 2]}`,
    series: ["Heavy Duty", "Extra Heavy Duty Cushioned Ceramic", "Heavy Duty Organic"],
    names: {
      en: ({ series, facts: { clutch } }) =>
        `Xtreme Outback ${series} clutch kit, ${size(clutch!.discDiameterMm)} disc with ${clutch!.splines} splines`,
      pl: ({ series, facts: { clutch } }) =>
        `Zestaw sprzęgła Xtreme Outback ${series}, tarcza ${size(clutch!.discDiameterMm)} z ${clutch!.splines} wielowypustami`,
      de: ({ series, facts: { clutch } }) =>
        `Xtreme Outback ${series} Kupplungssatz, Scheibe ${size(clutch!.discDiameterMm)} mit ${clutch!.splines} Zähnen`,
    },
    body: {
      en: "<p>Made for towing, loads and low-range crawling: a clutch that holds the torque of a tuned diesel.</p>",
      pl: "<p>Do holowania, ciężkich ładunków i jazdy na reduktorze: sprzęgło, które wytrzyma moment podrasowanego diesla.</p>",
      de: "<p>Für Anhänger, Zuladung und Kriechgang: eine Kupplung, die das Drehmoment eines getunten Diesels hält.</p>",
    },
    details: (r, { clutch }) => clutchDetails(r.int(500, 950), clutch!),
  },
  {
    brand: "xforce",
    category: "exhaust",
    count: 24,
    number: (n) => `ES-${["T", "N", "F", "S"][n % 4]}${100 + n * 7}-XF`,
    series: ['3" stainless DPF-back', 'Varex 2.5" cat-back', '3" aluminised turbo-back', 'Twin 2.5" cat-back'],
    names: {
      en: ({ series }) => `Xforce ${series} exhaust`,
      pl: ({ series }) => `Układ wydechowy Xforce ${wordsOf(XFORCE_SERIES, series, "pl")}`,
      de: ({ series }) => `Xforce Abgasanlage ${wordsOf(XFORCE_SERIES, series, "de")}`,
    },
    body: {
      en: "<p>Mandrel-bent tubing and a free-flowing muffler lower exhaust gas temperature and add torque.</p>",
      pl: "<p>Rury gięte trzpieniowo i przepływowy tłumik obniżają temperaturę spalin i dodają momentu obrotowego.</p>",
      de: "<p>Dornbgebogene Rohre und ein durchlässiger Schalldämpfer senken die Abgastemperatur und bringen mehr Drehmoment.</p>",
    },
    details: (r) => {
      const d = r.pick([63, 76]);
      return {
        en: [
          ["Pipe diameter", mm(d)],
          ["Material", "304 stainless steel"],
        ],
        pl: [
          ["Średnica rury", mm(d)],
          ["Materiał", "Stal nierdzewna 304"],
        ],
        de: [
          ["Rohrdurchmesser", mm(d)],
          ["Material", "Edelstahl 304"],
        ],
      };
    },
  },
  {
    brand: "hawk",
    category: "pad",
    count: 26,
    axle: true,
    r90: true,
    number: (n) => `HB${400 + n * 11}${["F", "N", "B", "Z"][n % 4]}.${560 + n * 3}`,
    series: ["HPS 5.0", "Performance Ceramic", "DTC-60", "HP Plus", "LTS"],
    names: {
      en: ({ series, axle, facts }) => `Hawk ${series} brake pads, ${AXLE.en[axle!]}, ${padSize(facts.pad!).en}`,
      pl: ({ series, axle, facts }) => `Klocki hamulcowe Hawk ${series}, ${AXLE.pl[axle!]}, ${padSize(facts.pad!).pl}`,
      de: ({ series, axle, facts }) => `Hawk ${series} Bremsbeläge, ${AXLE.de[axle!]}, ${padSize(facts.pad!).de}`,
    },
    body: {
      en: "<p>Hawk's Ferro-Carbon compounds give a firm pedal and long pad life from the street to the track day.</p>",
      pl: "<p>Mieszanki Ferro-Carbon firmy Hawk dają twardy pedał i długą żywotność klocków, od ulicy po dzień na torze.</p>",
      de: "<p>Hawks Ferro-Carbon-Mischungen bieten ein festes Pedal und lange Belagstandzeit, von der Straße bis zum Trackday.</p>",
    },
    details: (r, { pad }) => {
      const t = pad!.thicknessMm;
      const range = `${r.int(40, 100)}-${r.int(400, 650)} °C`;
      return {
        en: [
          ["Thickness", mm(t)],
          ["Temperature range", range],
        ],
        pl: [
          ["Grubość", mm(t)],
          ["Zakres temperatur", range],
        ],
        de: [
          ["Dicke", mm(t)],
          ["Temperaturbereich", range],
        ],
      };
    },
  },
  {
    brand: "pedders",
    category: "suspension",
    count: 24,
    axle: true,
    number: (n) => `PED-${8000 + n * 13}${["", "R", "F"][n % 3]}`,
    series: [
      "TrakRyder foam cell shock absorber",
      "SportsRyder coil spring pair",
      "Heavy Duty leaf spring",
      "eezi-up camber bolt kit",
    ],
    // The series' lift (the first detail) where a lift is a property of the part.
    names: {
      en: ({ series, axle, values }) =>
        `Pedders ${series}, ${AXLE.en[axle!]}${/camber/.test(series) || values[0] === "0 mm" ? "" : `, ${values[0]} lift`}`,
      pl: ({ series, axle, values }) =>
        `${wordsOf(PEDDERS_SERIES, series, "pl")} Pedders, ${AXLE.pl[axle!]}${/camber/.test(series) || values[0] === "0 mm" ? "" : `, podniesienie ${values[0]}`}`,
      de: ({ series, axle, values }) =>
        `Pedders ${wordsOf(PEDDERS_SERIES, series, "de")}, ${AXLE.de[axle!]}${/camber/.test(series) || values[0] === "0 mm" ? "" : `, Höherlegung ${values[0]}`}`,
    },
    body: {
      en: "<p>Pedders suspension is developed on Australian roads and proven with loaded utes and touring rigs.</p>",
      pl: "<p>Zawieszenie Pedders powstaje na australijskich drogach i sprawdza się w obciążonych pickupach i autach wyprawowych.</p>",
      de: "<p>Pedders-Fahrwerke werden auf australischen Straßen entwickelt und in beladenen Pick-ups und Reisefahrzeugen erprobt.</p>",
    },
    details: (r) => {
      const lift = r.pick([0, 30, 40, 50]);
      const load = `${r.pick([0, 200, 300, 600])} kg`;
      return {
        en: [
          ["Lift", mm(lift)],
          ["Load rating", load],
        ],
        pl: [
          ["Podniesienie", mm(lift)],
          ["Dodatkowe obciążenie", load],
        ],
        de: [
          ["Höherlegung", mm(lift)],
          ["Zuladung", load],
        ],
      };
    },
  },
  {
    brand: "turbosmart",
    category: "turbo",
    count: 22,
    number: (n) => `TS-0${200 + n * 3}-${1000 + (n % 9) + 1}`,
    series: [
      "Kompact Plumb Back blow-off valve",
      "WG38 Ultra-Gate wastegate",
      "Boost Tee",
      "FPR800 fuel pressure regulator",
      "IWG75 internal wastegate actuator",
    ],
    names: {
      en: ({ series }) => `Turbosmart ${series}`,
      pl: ({ series }) => `${wordsOf(TURBOSMART_SERIES, series, "pl")} Turbosmart`,
      de: ({ series }) => `Turbosmart ${wordsOf(TURBOSMART_SERIES, series, "de")}`,
    },
    body: {
      en: "<p>Boost control parts machined from billet aluminium and tested on the Turbosmart dyno.</p>",
      pl: "<p>Elementy sterowania doładowaniem frezowane z litego aluminium i testowane na hamowni Turbosmart.</p>",
      de: "<p>Ladedruck-Komponenten aus Aluminium gefräst und auf dem Turbosmart-Prüfstand getestet.</p>",
    },
    details: (r) => {
      const psi = r.int(7, 35);
      return {
        en: [
          ["Spring pressure", `${psi} psi`],
          ["Finish", "Black anodised"],
        ],
        pl: [
          ["Ciśnienie sprężyny", `${psi} psi`],
          ["Wykończenie", "Czarny anodowany"],
        ],
        de: [
          ["Federdruck", `${psi} psi`],
          ["Oberfläche", "Schwarz eloxiert"],
        ],
      };
    },
  },
  {
    brand: "whiteline",
    category: "bushing",
    count: 26,
    number: (n) => (n % 2 ? `W${13000 + n * 7}` : `BSF${40 + n}${["Z", "XZ"][n % 2]}`),
    series: [
      "sway bar 24 mm heavy duty blade adjustable",
      "control arm lower inner bushing",
      "anti-lift kit",
      "sway bar link assembly",
    ],
    names: {
      en: ({ series, axle }) => `Whiteline ${series}, ${AXLE.en[axle!]}`,
      pl: ({ series, axle }) => `${wordsOf(WHITELINE_SERIES, series, "pl")} Whiteline, ${AXLE.pl[axle!]}`,
      de: ({ series, axle }) => `Whiteline ${wordsOf(WHITELINE_SERIES, series, "de")}, ${AXLE.de[axle!]}`,
    },
    body: {
      en: "<p>Whiteline parts sharpen steering response and cut body roll without spoiling ride comfort.</p>",
      pl: "<p>Części Whiteline poprawiają reakcję na skręt i ograniczają przechyły nadwozia bez pogorszenia komfortu.</p>",
      de: "<p>Whiteline-Teile schärfen das Lenkverhalten und reduzieren die Seitenneigung, ohne den Komfort zu verderben.</p>",
    },
    details: (r) => {
      const bar = mm(r.pick([22, 24, 26]));
      return {
        en: [
          ["Material", "Polyurethane"],
          ["Bar diameter", bar],
        ],
        pl: [
          ["Materiał", "Poliuretan"],
          ["Średnica stabilizatora", bar],
        ],
        de: [
          ["Material", "Polyurethan"],
          ["Stabilisatordurchmesser", bar],
        ],
      };
    },
    axle: true,
  },
  {
    brand: "redarc",
    category: "electrical",
    count: 22,
    number: (n) => [`BCDC${1200 + n}D`, `TOW-PRO${n}`, `SRNA${1200 + n}`, `RedVision${n}`][n % 4]!,
    series: [
      "in-vehicle DC-DC battery charger",
      "Tow-Pro Elite brake controller",
      "pure sine wave inverter",
      "RedVision battery management system",
    ],
    // With its output current (the first detail).
    names: {
      en: ({ series, values }) => `Redarc ${series}, ${values[0]}`,
      pl: ({ series, values }) => `${wordsOf(REDARC_SERIES, series, "pl")} Redarc, ${values[0]}`,
      de: ({ series, values }) => `Redarc ${wordsOf(REDARC_SERIES, series, "de")}, ${values[0]}`,
    },
    body: {
      en: "<p>Designed and made in Adelaide for dual-battery and caravan systems.</p>",
      pl: "<p>Projektowane i produkowane w Adelajdzie do instalacji z dwoma akumulatorami i przyczep kempingowych.</p>",
      de: "<p>In Adelaide entwickelt und gefertigt für Zweitbatterie- und Wohnwagensysteme.</p>",
    },
    details: (r) => {
      const a = r.pick([25, 40, 50]);
      return {
        en: [
          ["Output current", `${a} A`],
          ["Input voltage", "9-32 V"],
        ],
        pl: [
          ["Prąd wyjściowy", `${a} A`],
          ["Napięcie wejściowe", "9-32 V"],
        ],
        de: [
          ["Ausgangsstrom", `${a} A`],
          ["Eingangsspannung", "9-32 V"],
        ],
      };
    },
  },
  {
    brand: "acl",
    category: "bearing",
    count: 24,
    number: (n) =>
      `${[4, 6, 8][n % 3]}${["B", "M"][n % 2]}${1900 + n * 9}${["H", "HX"][n % 2]}-${["STD", "0.25", "0.50"][n % 3]}`,
    series: ["Race Series main bearing set", "Race Series conrod bearing set", "Duraglide thrust washer set"],
    names: {
      en: ({ series, number }) => `ACL ${series}, ${bearingSize(number).en}`,
      pl: ({ series, number }) => `${wordsOf(ACL_SERIES, series, "pl")} ACL, ${bearingSize(number).pl}`,
      de: ({ series, number }) => `ACL ${wordsOf(ACL_SERIES, series, "de")}, ${bearingSize(number).de}`,
    },
    body: {
      en: "<p>Tri-metal race bearings with extra crush and hardened backing for high-boost engines.</p>",
      pl: "<p>Trójwarstwowe panewki wyścigowe ze zwiększonym zaciskiem i utwardzonym podłożem do silników z wysokim doładowaniem.</p>",
      de: "<p>Dreistoff-Rennlager mit erhöhter Überdeckung und gehärtetem Stützkörper für Motoren mit hohem Ladedruck.</p>",
    },
    details: (r) => {
      const size = r.pick(["STD", "0.25 mm", "0.50 mm"]);
      return {
        en: [
          ["Size", size],
          ["Coating", "Polymer"],
        ],
        pl: [
          ["Rozmiar", size.replace(".", ",")],
          ["Powłoka", "Polimerowa"],
        ],
        de: [
          ["Größe", size.replace(".", ",")],
          ["Beschichtung", "Polymer"],
        ],
      };
    },
  },
  {
    brand: "ryco",
    category: "filter",
    count: 24,
    number: (n) => [`Z${400 + n * 3}`, `A${1500 + n * 5}`, `R${2600 + n}P`, `RCA${300 + n}C`][n % 4]!,
    series: ["oil filter", "air filter", "fuel filter", "cabin air filter"],
    // With its height (the first detail).
    names: {
      en: ({ series, values }) => `Ryco ${series}, ${values[0]} high`,
      pl: ({ series, values }) => `${wordsOf(RYCO_FILTER, series, "pl")} Ryco, wysokość ${values[0]}`,
      de: ({ series, values }) => `Ryco ${wordsOf(RYCO_FILTER, series, "de")}, Höhe ${values[0]}`,
    },
    body: {
      en: "<p>Ryco filters are engineered for dusty outback conditions and long service intervals.</p>",
      pl: "<p>Filtry Ryco są projektowane na zapylone drogi australijskiego buszu i długie interwały serwisowe.</p>",
      de: "<p>Ryco-Filter sind für staubiges Outback und lange Wartungsintervalle ausgelegt.</p>",
    },
    details: (r) => {
      const height = mm(r.int(60, 220));
      const [whole, tenth] = [r.int(98, 99), r.int(0, 9)];
      return {
        en: [
          ["Height", height],
          ["Efficiency", `${whole}.${tenth} %`],
        ],
        pl: [
          ["Wysokość", height],
          ["Skuteczność", `${whole},${tenth} %`],
        ],
        de: [
          ["Höhe", height],
          ["Wirkungsgrad", `${whole},${tenth} %`],
        ],
      };
    },
  },
  {
    brand: "superpro",
    category: "bushing",
    count: 24,
    axle: true,
    number: (n) => `SPF${1000 + n * 31}${["K", "-80K", "-90K"][n % 3]}`,
    series: SUPERPRO_SERIES.map((series) => series.en),
    names: {
      en: ({ series, axle }) => `SuperPro ${series}, ${AXLE.en[axle!]}`,
      pl: ({ series, axle }) => `SuperPro ${wordsOf(SUPERPRO_SERIES, series, "pl")}, ${AXLE.pl[axle!]}`,
      de: ({ series, axle }) => `SuperPro ${wordsOf(SUPERPRO_SERIES, series, "de")}, ${AXLE.de[axle!]}`,
    },
    body: {
      en: "<p>Polyurethane bushes with a lifetime warranty that restore precise wheel alignment.</p>",
      pl: "<p>Tuleje poliuretanowe z dożywotnią gwarancją, które przywracają precyzyjną geometrię kół.</p>",
      de: "<p>Polyurethan-Buchsen mit lebenslanger Garantie, die eine präzise Radstellung wiederherstellen.</p>",
    },
    details: () => ({
      en: [
        ["Material", "Polyurethane"],
        ["Warranty", "Lifetime"],
      ],
      pl: [
        ["Materiał", "Poliuretan"],
        ["Gwarancja", "Dożywotnia"],
      ],
      de: [
        ["Material", "Polyurethan"],
        ["Garantie", "Lebenslang"],
      ],
    }),
  },
  {
    brand: "saber",
    category: "recovery",
    count: 20,
    number: (n) => `SBR-${["SH", "RP", "SN", "BK"][n % 4]}${100 + n * 3}`,
    series: ["soft shackle 14.5 t", "6061 recovery point", "snatch strap 11 t", "recovery kit bag"],
    names: {
      en: ({ series }) => `Saber ${series}`,
      pl: ({ series }) => `${wordsOf(SABER_SERIES, series, "pl")} Saber`,
      de: ({ series }) => `Saber ${wordsOf(SABER_SERIES, series, "de")}`,
    },
    body: {
      en: "<p>Recovery gear machined and tested in Australia, rated well above the vehicle's mass.</p>",
      pl: "<p>Sprzęt ratowniczy frezowany i testowany w Australii, o wytrzymałości znacznie wyższej niż masa pojazdu.</p>",
      de: "<p>In Australien gefertigte und geprüfte Bergeausrüstung, weit über dem Fahrzeuggewicht belastbar.</p>",
    },
    details: () => ({
      en: [
        ["Material", "6061-T6 aluminium"],
        ["Breaking strength", "14.5 t"],
      ],
      pl: [
        ["Materiał", "Aluminium 6061-T6"],
        ["Wytrzymałość na zerwanie", "14,5 t"],
      ],
      de: [
        ["Material", "Aluminium 6061-T6"],
        ["Bruchlast", "14,5 t"],
      ],
    }),
  },
];

const APPLICATION_HTML: Record<Language, string> = {
  en: "<p>Universal part: fits most vehicles. Check the dimensions in the technical details or ask us.</p>",
  pl: "<p>Część uniwersalna: pasuje do większości pojazdów. Sprawdź wymiary w danych technicznych lub zapytaj nas.</p>",
  de: "<p>Universalteil: passt zu den meisten Fahrzeugen. Prüfen Sie die Maße in den technischen Daten oder fragen Sie uns.</p>",
};

const money = (n: number) => (Math.round(n * 100) / 100).toFixed(2);
const plnOf = (eur: number) => Math.floor(eur * 4.3) + 0.99;
/** A pound price as a British list writes it: whole pounds and 95 pence (decision 0069). */
const gbpOf = (eur: number) => Math.floor(eur * 0.86) + 0.95;
const isoDay = (d: Date) => d.toISOString().slice(0, 10);
/** A vehicle as the catalogue's make and model filters know it. */
export const vehicleOf = (a: Pick<DemoApplication, "make" | "model">) => `${a.make} ${a.model}`;

/**
 * The engine's data on a row that names an engine (capacity, cylinders, stroke, bore) and, on a
 * clutch's row, the manual gearbox it fits.
 */
function withEngineData(line: Line, v: Vehicle, row: DemoApplication): DemoApplication {
  const engine = row.engine ? ENGINES[row.engine] : undefined;
  return {
    ...row,
    transmission: line.category === "clutch" ? (CLUTCHES[v.engine]?.transmission ?? "") : "",
    capacity: engine?.capacity ?? null,
    cylinders: engine?.cylinders ?? null,
    stroke: engine ? engine.stroke.toFixed(1) : null,
    bore: engine ? engine.bore.toFixed(1) : null,
  };
}

const fixed = (v: number) => v.toFixed(1);
/**
 * A DBA disc's measurements, for the vehicle and axle it is made for: the hat copies the vehicle's
 * wheel fixing (bolt holes, pitch circle, centre bore); diameter and thickness are those of discs
 * of that class (DBA 4000 fronts of 296 to 345 mm on a 4x4). Drawn from a generator of its own, so
 * the rest of the demo stays as it was.
 */
export function rotorFor(n: number, vehicle: Vehicle, axle: Axle): DemoRotor {
  const p = prng(n * 104_729 + 17);
  const wheel = WHEEL_FIXINGS[vehicleOf(vehicle)];
  if (!wheel) throw new Error(`no wheel fixing for ${vehicleOf(vehicle)}`);
  const performance = vehicle.kind === "performance";
  const front = axle === "front";
  const diameter = front
    ? p.pick(performance ? [316, 326, 330, 340, 345, 355] : [296, 312, 319, 320, 332, 338, 345])
    : p.pick(performance ? [286, 296, 300, 316, 326] : [296, 312, 319, 332]);
  const vented = front || p.next() < 0.5;
  const thickness = vented ? p.pick(front ? [26, 28, 30, 32] : [18, 20, 22]) : p.pick([10, 12, 18]);
  const annulus = Math.round(diameter * 0.17);
  const flangeInside = diameter - 2 * annulus - 2 * p.int(4, 10);
  return {
    diameterMm: fixed(diameter),
    thicknessMm: fixed(thickness),
    annulusMm: fixed(annulus),
    boltHoleDiameterMm: fixed(wheel.fixing === "bolt" ? 15.2 : wheel.holes === 6 ? 14.3 : 13.3),
    boltHoles: wheel.holes,
    vented,
    insideDiameterMm: fixed(wheel.centreBore),
    pcdMm: fixed(wheel.pcd),
    airGapMm: vented ? fixed(Math.round(thickness * 0.4)) : null,
    offsetMm: fixed(performance ? p.int(38, 55) : p.int(48, 72)),
    flangeInsideDiameterMm: fixed(flangeInside),
    flangeThicknessMm: fixed(p.pick([7, 8, 9, 10, 12])),
    weightKg: ((diameter / 100) ** 2 * thickness * (vented ? 0.034 : 0.05)).toFixed(1),
    holeType: wheel.fixing,
  };
}

/** A clutch kit's disc: the one the engine's manual gearbox takes. */
export function clutchFor(vehicle: Vehicle): DemoClutch {
  const clutch = CLUTCHES[vehicle.engine];
  if (!clutch) throw new Error(`no clutch for ${vehicle.engine}`);
  return { splines: clutch.splines, discDiameterMm: fixed(clutch.discDiameter) };
}

/** Caliper sizes of the race pads: the calipers Hawk's race compounds are made for. */
const CALIPER_SIZES = ["AP Racing CP5200", "AP Racing CP7600", "Alcon CAR97", "Brembo GT4", "Wilwood Dynalite"];
/** Hawk's race compounds and ACL's Race Series are motorsport parts; the other series are not. */
function motorsportFor(line: Line, series: string, n: number): DemoMotorsport | null {
  if (line.brand === "hawk" && (series === "DTC-60" || series === "HP Plus")) {
    return {
      caliperSize: CALIPER_SIZES[Math.floor(n / 5) % CALIPER_SIZES.length]!,
      class: series === "DTC-60" ? "race" : "track",
    };
  }
  if (line.brand === "acl" && series.startsWith("Race Series")) return { caliperSize: null, class: "race" };
  return null;
}

/**
 * A disc is listed only for the vehicles whose wheel fixing its hat copies, a clutch only for the
 * engines whose gearbox takes its disc: the part's measurements and its applications agree.
 */
function sameFit(facts: PartFacts, rows: DemoApplication[]): DemoApplication[] {
  const { rotor, clutch } = facts;
  return rows.filter((row) => {
    if (rotor) {
      const wheel = WHEEL_FIXINGS[vehicleOf(row)];
      return wheel?.holes === rotor.boltHoles && fixed(wheel.pcd) === rotor.pcdMm;
    }
    if (clutch) {
      const vehicle = VEHICLES.find((v) => v.make === row.make && v.model === row.model && v.engine === row.engine);
      const own = vehicle ? CLUTCHES[vehicle.engine] : undefined;
      return own?.splines === clutch.splines && fixed(own.discDiameter) === clutch.discDiameterMm;
    }
    return true;
  });
}

function applicationsFor(line: Line, r: ReturnType<typeof prng>, vehicles: Vehicle[]): DemoApplication[] {
  return vehicles.map((v) => withEngineData(line, v, fitOf(line, r, v)));
}

function fitOf(line: Line, r: ReturnType<typeof prng>, v: Vehicle): DemoApplication {
  {
    const to = Math.min(v.to, 2025);
    const years = Array.from({ length: to - v.from + 1 }, (_, i) => v.from + i);
    const base: DemoApplication = {
      make: v.make,
      model: v.model,
      year: `${v.from}-${to}`,
      yearFrom: v.from,
      yearTo: to,
      peryear: years,
      variant: v.variant,
      engine: v.engine,
      note: "",
      description: "",
      parameter: "",
      parameter2: "",
      parameter3: "",
      categorydescription: "",
      groupdescription: "",
      classdescription: "",
      transmission: "",
      capacity: null,
      cylinders: null,
      stroke: null,
      bore: null,
    };
    switch (line.brand) {
      case "dba":
        return {
          ...base,
          engine: "",
          categorydescription: line.category === "disc" ? "Brake disc" : "Brake pads",
          note: r.pick(["", "With 2-piston caliper", "Not for Hybrid"]),
          description: r.pick(["Street", "Track", "4X4 Survival"]),
        };
      case "turbosmart":
        return { ...base, year: "", peryear: [], yearFrom: null, yearTo: null, engine: "" };
      case "whiteline":
        return { ...base, variant: "", engine: "" };
      case "superpro":
        return {
          ...base,
          variant: "",
          engine: "",
          categorydescription: r.pick(["Front suspension", "Rear suspension", "Steering"]),
          parameter: r.pick(["Standard height", "Lifted 50 mm"]),
        };
      case "ryco":
      case "xforce":
        return { ...base, engine: line.brand === "ryco" ? v.engine : "" };
      case "pedders":
        return {
          ...base,
          variant: "",
          engine: "",
          groupdescription: r.pick(["Shock absorbers", "Coil springs", "Leaf springs"]),
          parameter: r.pick(["Standard", "+40 mm lift", "Heavy load"]),
        };
      case "hawk":
        return { ...base, engine: "", classdescription: r.pick(["Axle class A", "Axle class B"]) };
      case "xclutch":
      case "xoutback":
        return { ...base, note: r.pick(["", "Dual-mass flywheel conversion", "Solid flywheel"]) };
      case "acl":
        return { ...base, year: "", peryear: [], yearFrom: null, yearTo: null };
      case "saber":
      case "redarc":
        return {
          ...base,
          make: "",
          model: "",
          year: "",
          peryear: [],
          yearFrom: null,
          yearTo: null,
          variant: "",
          engine: "",
          categorydescription: line.brand === "saber" ? "Recovery" : "Power management",
          groupdescription: r.pick(["Universal", "Touring", "Towing"]),
        };
    }
  }
}

export function buildDemoCatalogue(opts: { today?: Date } = {}): DemoCatalogue {
  const today = opts.today ?? new Date();
  const day = (n: number) => new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + n, 8));
  const r = prng(20081127);
  const items: DemoItem[] = [];
  const seen = new Set<string>();

  for (const line of LINES) {
    const brand = BRANDS.find((b) => b.id === line.brand)!;
    const pool = VEHICLES.filter((v) =>
      ["dba", "hawk", "whiteline", "turbosmart", "acl", "superpro"].includes(line.brand) ? true : v.kind === "4x4",
    );
    for (let n = 0; n < line.count; n++) {
      const name = line.number(n);
      const key = slugOf(name);
      if (seen.has(key)) continue;
      seen.add(key);
      const axle: Axle | null = line.axle ? (n % 2 ? "rear" : "front") : null;
      const vehicles = Array.from({ length: r.int(1, 4) }, () => r.pick(pool)).filter(
        (v, i, all) => all.indexOf(v) === i,
      );
      const main = vehicles[0]!;
      const series = line.seriesOf?.(name) ?? line.series[n % line.series.length]!;
      const facts: PartFacts = {
        rotor: line.category === "disc" && line.brand === "dba" ? rotorFor(n, main, axle ?? "front") : null,
        clutch: line.category === "clutch" ? clutchFor(main) : null,
        pad: line.category === "pad" ? padFor(n, line.brand) : null,
      };
      const details = line.details(prng(n * 7919 + line.count), facts);
      const texts = {} as Record<Language, DemoText>;
      const noApplications = line.brand === "saber" ? n % 5 === 0 : line.brand === "redarc" && n % 7 === 0;
      for (const lang of LANGUAGES) {
        texts[lang] = {
          description: line.names[lang]({ series, axle, facts, values: details[lang].map(([, v]) => v), number: name }),
          detaildescription: line.body[lang],
          application: noApplications ? APPLICATION_HTML[lang] : "",
        };
      }
      const [low, high] = line.priceBand?.(series) ?? [
        20,
        20 + (line.category === "exhaust" ? 1400 : line.category === "clutch" ? 900 : 320),
      ];
      const eur = Math.round((low + r.next() * (high - low)) * 100) / 100;
      // Every part has its drawings. Every 11th part (once without any) counts them without a draw
      // from the generator, so that the parts after it keep their vehicles, prices and stock.
      const photos = Array.from({ length: n % 11 === 7 ? 1 + (n % 3) : r.int(1, 4) }, (_, i) => ({
        url: photoUrl(line.category, line.brand, name, i + 1),
        name: `${name} ${["front view", "side view", "detail", "packaging"][i]}`,
      }));
      items.push({
        key,
        urlcomponent: key,
        number: `${brand.name.slice(0, 3).toUpperCase()}-${String(items.length + 1).padStart(5, "0")}`,
        name,
        nameNormalized: normalizePartNumber(name),
        manufacturer: brand.name,
        group: brand.group,
        brand: line.brand,
        pricegroup: `${line.brand.toUpperCase()}-${line.category.toUpperCase()}`,
        recordtype: "inventoryitem",
        category: line.category,
        certificate: line.r90 && n % 3 === 0 ? `E1 90R-02A${1000 + n * 7}/${2000 + n}` : null,
        weight: money(0.2 + r.next() * (line.category === "exhaust" ? 25 : 8)),
        axle,
        deadstock: n % 9 === 4,
        specialbackorder: false,
        manufacturerstock: 0,
        acl:
          line.brand === "acl" ? { type: series, size: name.split("-").pop() ?? "STD", material: "Tri-metal" } : null,
        rotor: facts.rotor,
        clutch: facts.clutch,
        motorsport: motorsportFor(line, series, n),
        safetyWarnings: SERIES_WARNINGS[series] ?? null,
        quantityRule: line.brand === "ryco" && series === "oil filter" ? { min: 12, max: null, increment: 12 } : null,
        texts,
        photos,
        picture: { category: line.category, brand: line.brand, partNumber: name, series, ...facts },
        technicalDetails: {
          en: details.en.map(([name, value]) => ({ name, value })),
          pl: details.pl.map(([name, value]) => ({ name, value })),
          de: details.de.map(([name, value]) => ({ name, value })),
        },
        applications: noApplications ? [] : sameFit(facts, applicationsFor(line, r, vehicles)),
        prices: priceSet(eur, null, today),
        stock: [
          { location: "TORUN", quantity: r.int(8, 60) },
          { location: "BIRMINGHAM", quantity: r.int(0, 12) },
        ],
        deliveries: [],
        components: [],
        related: [],
      });
    }
  }

  // Zero-priced parts (hidden from related lists).
  for (const item of items.filter((i) => i.brand === "saber").slice(1, 4)) item.prices = priceSet(0, null, today);

  // Promotions with a price history (EU lowest-price rule).
  const promoted = items.filter((_, i) => i % 19 === 3).slice(0, 18);
  for (const [i, item] of promoted.entries()) {
    const eur = Number(item.prices[0]!.baseprice);
    item.prices = priceSet(eur, { cut: 0.1 + (i % 3) * 0.1, from: day(-3 - (i % 4)) }, today);
  }

  // Stock situations for the seven availability cases (5+ each), on fixed positions.
  const byBrand = (b: BrandId) => items.filter((i) => i.brand === b && !i.prices[0]!.promotion);
  const set = (item: DemoItem, stock: DemoItem["stock"], extra: Partial<DemoItem> = {}) =>
    Object.assign(item, { stock, deliveries: [], ...extra });
  const take = (list: DemoItem[], from: number, count: number) => list.slice(from, from + count);
  for (const item of take(byBrand("hawk"), 2, 5))
    set(item, [
      { location: "TORUN", quantity: 0 },
      { location: "MANUFACTURER", quantity: 25 },
    ]);
  for (const item of take(byBrand("whiteline"), 2, 5))
    set(item, [
      { location: "TORUN", quantity: 0 },
      { location: "BIRMINGHAM", quantity: 9 },
    ]);
  for (const [i, item] of take(byBrand("turbosmart"), 2, 6).entries())
    set(item, [{ location: "TORUN", quantity: 0 }], {
      deliveries: [{ location: "TORUN", eta: i === 5 ? null : isoDay(day(6 + i * 4)), quantity: 10 }],
    });
  for (const item of [...take(byBrand("dba"), 20, 2), ...take(byBrand("xclutch"), 3, 2), ...take(byBrand("acl"), 3, 2)])
    set(item, [{ location: "TORUN", quantity: 0 }], { specialbackorder: true, manufacturerstock: 20 });
  for (const item of take(byBrand("xforce"), 2, 5))
    set(item, [{ location: "TORUN", quantity: 0 }], {
      deliveries: [{ location: "TORUN", eta: isoDay(day(45)), quantity: 6 }],
    });
  for (const item of take(byBrand("redarc"), 2, 5)) set(item, [{ location: "TORUN", quantity: 0 }]);
  const low = byBrand("pedders")[4]!;
  set(low, [{ location: "TORUN", quantity: 3 }]);

  // Kits: DBA combo kits (discs + pads), a Hawk pad set, a Pedders kit and a SuperPro kit, each
  // of parts that fit a vehicle in common, and listed for those vehicles only.
  const inStock = (brand: BrandId, category: Category, more = 0) =>
    items.filter((i) => i.brand === brand && i.category === category && !i.deadstock && i.stock[0]!.quantity > more);
  const used = new Set<string>();
  /**
   * The first unused pair, in catalogue order, of a part of `as` and one of `bs` that fit a vehicle
   * in common; preferably two parts made first for the same vehicle (their first application), so
   * a kit for a Land Cruiser is not made of pads made first for a Hilux.
   */
  const fitting = (as: DemoItem[], bs: DemoItem[], sameAxle: boolean) => {
    const named = (i: DemoItem) => vehicleOf(i.applications[0]!);
    for (const strict of [true, false]) {
      for (const a of as.filter((i) => !used.has(i.key))) {
        const fits = [...new Set(a.applications.map(vehicleOf))];
        for (const b of bs.filter((i) => !used.has(i.key) && i.key !== a.key && (!sameAxle || i.axle === a.axle))) {
          if (strict && named(a) !== named(b)) continue;
          const vehicles = fits.filter((v) => b.applications.some((x) => vehicleOf(x) === v));
          if (vehicles.length === 0) continue;
          used.add(a.key).add(b.key);
          // The kit's first vehicle is the one its parts are made for first, when they agree.
          if (strict) vehicles.sort((x, y) => Number(y === named(a)) - Number(x === named(a)));
          return { a, b, vehicles };
        }
      }
    }
    throw new Error(`demo kit: no ${as[0]?.brand} parts that fit a vehicle in common`);
  };
  const kit = (
    key: string,
    brand: BrandId,
    pair: ReturnType<typeof fitting>,
    quantities: [number, number],
    category: Category,
    names: Record<Language, string>,
  ) => {
    const components = [
      { item: pair.a, quantity: quantities[0] },
      { item: pair.b, quantity: quantities[1] },
    ];
    const first = pair.a;
    const eur = components.reduce((s, c) => s + Number(c.item.prices[0]!.baseprice) * c.quantity, 0) * 0.92;
    const name = key.toUpperCase();
    items.push({
      ...first,
      key,
      urlcomponent: key,
      name,
      nameNormalized: normalizePartNumber(name),
      number: `KIT-${key.toUpperCase()}`,
      manufacturer: BRANDS.find((b) => b.id === brand)!.name,
      brand,
      recordtype: "kititem",
      category,
      certificate: null,
      deadstock: false,
      acl: null,
      // A combo kit is not a disc of its own; a clutch kit has its clutch's disc.
      rotor: null,
      clutch: category === "clutch" ? first.clutch : null,
      motorsport: null,
      safetyWarnings: null,
      pricegroup: `${brand.toUpperCase()}-KIT`,
      texts: {
        en: { ...first.texts.en, description: names.en },
        pl: { ...first.texts.pl, description: names.pl },
        de: { ...first.texts.de, description: names.de },
      },
      photos: [{ url: photoUrl(category, brand, name, 1), name: `${name} kit` }],
      // A kit is drawn with its parts: the disc's and the pads' measurements.
      picture: {
        category,
        brand,
        partNumber: name,
        series: KIT_SERIES,
        rotor: pair.a.rotor,
        pad: pair.b.picture.pad ?? pair.a.picture.pad,
        clutch: null,
      },
      applications: first.applications.filter((a) => pair.vehicles.includes(vehicleOf(a))),
      prices: priceSet(eur, null, today),
      stock: [{ location: "TORUN", quantity: 6 }],
      deliveries: [],
      components: components.map((c) => ({ key: c.item.key, quantity: c.quantity })),
      related: [],
    });
  };
  // Front axle kits first: the first combo kit is a front one.
  const discs = inStock("dba", "disc").sort((a, b) => Number(a.axle === "rear") - Number(b.axle === "rear"));
  const pads = inStock("dba", "pad");
  for (let k = 0; k < 3; k++) {
    const pair = fitting(discs, pads, true);
    const [disc, pad] = [pair.a.name, pair.b.name];
    kit(`dba-combo-${pair.a.key}`, "dba", pair, [2, 1], "kit", {
      en: `DBA Combo Kit: 2 brake discs ${disc} + brake pads ${pad}, ${AXLE.en[pair.a.axle!]}`,
      pl: `Zestaw DBA Combo: 2 tarcze hamulcowe ${disc} + klocki hamulcowe ${pad}, ${AXLE.pl[pair.a.axle!]}`,
      de: `DBA Combo-Satz: 2 Bremsscheiben ${disc} + Bremsbeläge ${pad}, ${AXLE.de[pair.a.axle!]}`,
    });
  }
  // A Hawk pad set: front and rear pads of one vehicle (two parts of one kind would be no kit).
  const hawk = inStock("hawk", "pad");
  kit(
    "hawk-pad-set-kit",
    "hawk",
    fitting(
      hawk.filter((i) => i.axle === "front"),
      hawk.filter((i) => i.axle === "rear"),
      false,
    ),
    [1, 1],
    "pad",
    {
      en: "Hawk brake pad set, front and rear axle",
      pl: "Komplet klocków hamulcowych Hawk, oś przednia i tylna",
      de: "Hawk Bremsbelagsatz für Vorder- und Hinterachse",
    },
  );
  const pedders = inStock("pedders", "suspension", 5);
  const seriesIs = (series: string) => (i: DemoItem) => i.texts.en.description.includes(series);
  const shocks = pedders.filter(seriesIs("shock absorber"));
  const springs = pedders.filter(seriesIs("coil spring pair"));
  kit("pedders-ped-lift-kit", "pedders", fitting(shocks, springs, false), [2, 1], "suspension", {
    en: "Pedders 40 mm lift kit: shock absorbers and coil springs",
    pl: "Zestaw podnoszący Pedders 40 mm: amortyzatory i sprężyny śrubowe",
    de: "Pedders Höherlegungssatz 40 mm: Stoßdämpfer und Schraubenfedern",
  });
  // SuperPro's front end kit: two bush kits of different series for one vehicle, named by both.
  const superproFront = inStock("superpro", "bushing").filter((i) => i.axle === "front");
  const seriesOf = (i: DemoItem) => SUPERPRO_SERIES.find((series) => seriesIs(series.en)(i))!;
  const bushes = fitting(
    superproFront.filter(seriesIs(SUPERPRO_SERIES[0].en)),
    superproFront.filter((i) => !seriesIs(SUPERPRO_SERIES[0].en)(i)),
    true,
  );
  const [first, second] = [seriesOf(bushes.a), seriesOf(bushes.b)];
  kit("superpro-spf-front-kit", "superpro", bushes, [1, 1], "bushing", {
    en: `SuperPro front end set: ${first.en} and ${second.en}`,
    pl: `Zestaw przedniego zawieszenia SuperPro: ${first.pl} i ${second.pl}`,
    de: `SuperPro Satz Vorderachse: ${first.de} und ${second.de}`,
  });

  // Related items, as a distributor would list them: parts of other types for a vehicle the part
  // fits (discs with pads, shock absorbers with bushes), then of its own type, then universal
  // parts (for a universal part, other universal parts first). The ERP shows only those that share
  // a fitment with the part (erp/catalogue/items.ts), whatever the list says.
  const universal = (i: DemoItem) => cachedFits(i).length === 0;
  for (const [i, item] of items.entries()) {
    const count = i % 6 === 5 ? 0 : 2 + (i % 5);
    const fitting = items.filter((o) => o.key !== item.key && sharesFitment(item, o));
    const own = fitting.filter((o) => universal(o) === universal(item));
    // Each kind taken from its own place on (parts next to each other would list the same few).
    const turned = (list: DemoItem[]) => {
      const start = list.length ? (i * 7) % list.length : 0;
      return [...list.slice(start), ...list.slice(0, start)];
    };
    const ordered = [
      ...turned(own.filter((o) => o.category !== item.category)),
      ...turned(own.filter((o) => o.category === item.category)),
      ...turned(fitting.filter((o) => universal(o) !== universal(item))),
    ];
    item.related = ordered.slice(0, count).map((o) => o.key);
  }
  return { items };
}

/** A part's vehicles: make and model with the years of each row (a row without years fits every year). */
const fitsOf = (i: Pick<DemoItem, "applications">) =>
  i.applications
    .filter((a) => a.make !== "")
    .map((a) => ({
      vehicle: vehicleOf(a),
      from: a.yearFrom ?? 0,
      to: a.yearFrom === null ? 9999 : (a.yearTo ?? a.yearFrom),
    }));
const fitsCache = new WeakMap<object, ReturnType<typeof fitsOf>>();
function cachedFits(i: Pick<DemoItem, "applications">) {
  let fits = fitsCache.get(i.applications);
  if (!fits) fitsCache.set(i.applications, (fits = fitsOf(i)));
  return fits;
}

/**
 * Whether two parts fit a vehicle in common (the same make and model in overlapping years), as the
 * ERP judges related items: a part without a vehicle (a universal one) fits every vehicle. Asked
 * for every pair of demo parts, so written as plain loops over each part's rows, read once.
 */
export function sharesFitment(a: Pick<DemoItem, "applications">, b: Pick<DemoItem, "applications">): boolean {
  const x = cachedFits(a);
  const y = cachedFits(b);
  if (x.length === 0 || y.length === 0) return true;
  for (const p of x) for (const q of y) if (p.vehicle === q.vehicle && p.from <= q.to && q.from <= p.to) return true;
  return false;
}

/**
 * Prices on the three lists in EUR and PLN, and on the UK list in GBP too (decision 0069), with
 * history; a promotion cuts the price from a date.
 */
function priceSet(eur: number, promotion: { cut: number; from: Date } | null, today: Date): DemoPrice[] {
  const lists = [
    ["EU", 1],
    ["UK", 1.08],
    ["NL", 1.02],
  ] as const;
  const out: DemoPrice[] = [];
  const long = new Date(today.getTime() - 90 * 86_400_000);
  for (const [list, factor] of lists) {
    for (const currency of list === "UK" ? CURRENCIES : (["EUR", "PLN"] as const)) {
      const of = { EUR: (x: number) => x, PLN: plnOf, GBP: gbpOf }[currency];
      const base = eur === 0 ? 0 : of(eur * factor);
      const history = [{ price: money(base), validFrom: long }];
      let promo: string | null = null;
      if (promotion && base > 0) {
        const at = (days: number) => new Date(promotion.from.getTime() - days * 86_400_000);
        history.splice(
          0,
          1,
          { price: money(base * 1.05), validFrom: at(45) },
          { price: money(base * 0.97), validFrom: at(20) },
          { price: money(base), validFrom: at(8) },
        );
        promo = money(base * (1 - promotion.cut));
        history.push({ price: promo, validFrom: promotion.from });
      }
      out.push({
        list,
        currency,
        baseprice: money(base),
        promotion: promo,
        promotionFrom: promo ? promotion!.from : null,
        history,
      });
    }
  }
  return out;
}

/** Stable items for tests, by urlcomponent. */
export const DEMO_FIXTURES = (() => {
  const { items } = buildDemoCatalogue({ today: new Date("2026-11-22T00:00:00Z") });
  const find = (pick: (i: DemoItem) => boolean, what: string) => {
    const found = items.find(pick);
    if (!found) throw new Error(`demo fixture missing: ${what}`);
    return found.urlcomponent;
  };
  const torun = (i: DemoItem) => i.stock.find((s) => s.location === "TORUN")?.quantity ?? 0;
  const only = (i: DemoItem, location: string) =>
    i.stock.some((s) => s.location === location && s.quantity > 0) &&
    i.stock.every((s) => (s.location === location ? s.quantity > 0 : s.quantity === 0));
  return {
    inStock: find(
      (i) =>
        i.brand === "dba" &&
        i.category === "disc" &&
        i.recordtype === "inventoryitem" &&
        torun(i) >= 20 &&
        i.photos.length > 1 &&
        !i.prices[0]!.promotion &&
        i.name.startsWith("DBA4"),
      "inStock",
    ),
    lowStock: find(
      (i) => torun(i) === 3 && i.stock.length === 1 && i.deliveries.length === 0 && !i.specialbackorder,
      "lowStock",
    ),
    dropship: find((i) => torun(i) === 0 && only(i, "MANUFACTURER"), "dropship"),
    alternative: find((i) => torun(i) === 0 && only(i, "BIRMINGHAM"), "alternative"),
    inTransit: find(
      (i) => i.deliveries.some((d) => d.eta !== null && Date.parse(d.eta) < Date.parse("2026-12-20")),
      "inTransit",
    ),
    airfreight: find((i) => i.specialbackorder && i.manufacturerstock === 20, "airfreight"),
    inTransitLate: find(
      (i) => i.deliveries.some((d) => d.eta !== null && Date.parse(d.eta) > Date.parse("2026-12-25")),
      "inTransitLate",
    ),
    outOfStock: find(
      (i) =>
        i.brand === "redarc" &&
        i.stock.every((s) => s.quantity === 0) &&
        i.deliveries.length === 0 &&
        !i.specialbackorder,
      "outOfStock",
    ),
    promotion: find((i) => i.prices[0]!.promotion !== null, "promotion"),
    certified: find((i) => i.certificate !== null, "certified"),
    /** A DBA combo kit (discs and pads) of the front axle. */
    comboKit: find((i) => i.recordtype === "kititem" && i.brand === "dba" && i.axle === "front", "comboKit"),
    noApplications: find((i) => i.applications.length === 0 && i.recordtype === "inventoryitem", "noApplications"),
    deadstock: find((i) => i.deadstock, "deadstock"),
    /** In stock, but without a price: offered for enquiry only. */
    noPrice: find((i) => Number(i.prices[0]!.baseprice) === 0 && i.stock.some((s) => s.quantity > 0), "noPrice"),
  };
})();
