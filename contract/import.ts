/**
 * The distributor's own data coming in (issue 39): the catalogue import's files (`npm run import`)
 * and the live feeds of the distributor's system (`POST /feed/stock`), which share the record kinds
 * and their columns, the report of what is wrong line by line, and its texts in every language.
 */
import { z } from "zod";
import type { Language } from "./languages.ts";

/** The kinds of record a file or a feed holds, each named by the columns it must have. */
export const RECORD_KINDS = {
  items: {
    required: ["part_number", "brand", "category", "name_en"],
    optional: [
      "name_pl",
      "name_de",
      "description_en",
      "description_pl",
      "description_de",
      "price_group",
      "weight_kg",
      "ean",
      "oe_numbers",
      "orderable",
      "certificate",
      "warnings_en",
      "warnings_pl",
      "warnings_de",
      "image_files",
      "order_minimum",
      "order_increment",
      "order_maximum",
    ],
  },
  prices: {
    required: ["part_number", "price_list", "currency", "price", "valid_from"],
    optional: ["promotion_price", "promotion_until"],
  },
  stock: { required: ["part_number", "location", "quantity"], optional: ["incoming_quantity", "incoming_date"] },
  fitment: {
    required: ["part_number", "make", "model"],
    optional: [
      "year_from",
      "year_to",
      "engine",
      "variant",
      "transmission",
      "capacity_cm3",
      "cylinders",
      "stroke_mm",
      "bore_mm",
      "note",
      "description",
      "parameter",
      "parameter2",
      "parameter3",
      "category_description",
      "group_description",
      "class_description",
      "axle",
    ],
  },
  kits: { required: ["part_number"], optional: ["component", "related", "quantity"] },
} as const;
export type RecordKind = keyof typeof RECORD_KINDS;

/** The feed paths of the ERP's HTTP surface (the ERP's credential, like every call). */
export const FEED_PATHS: Record<string, RecordKind> = { "/feed/stock": "stock", "/feed/prices": "prices" };
/**
 * The order in which the files of one import are applied: the items first, so the others may name
 * new ones; the fitment last, so that the catalogue's vehicle summaries (the fits and their prices,
 * which the triggers of stock, prices and application rows rewrite per item) are written once for
 * a new part, not again for its stock and again for its prices (docs/perf/import-catalogue.md).
 */
export const KIND_ORDER: readonly RecordKind[] = ["items", "kits", "stock", "prices", "fitment"];
/** The most lines one feed call may carry; more are refused whole (413). */
export const FEED_MAX_LINES = 50_000;
/** The most bytes of one feed call (about 100 bytes a line). */
export const FEED_MAX_BYTES = 8 * 1024 * 1024;

/** What can be wrong with a line. */
export const LINE_PROBLEMS = [
  "malformed",
  "kind",
  "columns",
  "required",
  "unknownPart",
  "unknownLocation",
  "notWholeNumber",
  "negative",
  "tooLarge",
  "date",
  "incomingWithoutDate",
  "incomingAtDropship",
  "repeated",
  "unknownBrand",
  "unknownCategory",
  "notYesNo",
  "notNumber",
  "decimals",
  "tooLong",
  "ean",
  "unknownPriceList",
  "unknownCurrency",
  "poundsOnUkList",
  "promotionNotLower",
  "untilWithoutPromotion",
  "untilBeforeFrom",
  "year",
  "yearOrder",
  "unknownAxle",
  "axleDiffers",
  "kitLine",
  "selfReference",
  "pictureNotFound",
  "notPicture",
  "pictureTooLarge",
  "pictureFetch",
  "pictureAddress",
  "archive",
  "archiveTooLarge",
  "quantityRule",
  "notMultipleOfIncrement",
  "maximumBelowMinimum",
] as const;
export type LineProblemCode = (typeof LINE_PROBLEMS)[number];

export const LineProblemSchema = z.object({
  /** The line in the file, 1 being the header of a CSV file (the first line of JSON lines). */
  line: z.number().int().positive(),
  /** The column (empty: the whole line). */
  column: z.string(),
  problem: z.enum(LINE_PROBLEMS),
  /** What the line holds there, as written (cut to 80 characters). */
  value: z.string(),
  /** The problem in words, in the report's language. */
  message: z.string(),
});
export type LineProblem = z.infer<typeof LineProblemSchema>;

/** What a file or feed changes (a dry run: would change). */
export const ImportCountsSchema = z.object({
  kind: z.enum(Object.keys(RECORD_KINDS) as [RecordKind]),
  lines: z.number().int().nonnegative(),
  new: z.number().int().nonnegative(),
  changed: z.number().int().nonnegative(),
  unchanged: z.number().int().nonnegative(),
  /** Items a full import no longer named, now discontinued (items files with `--full` only). */
  discontinued: z.number().int().nonnegative().optional(),
});
export type ImportCounts = z.infer<typeof ImportCountsSchema>;

/** A feed accepted and applied. */
export const FeedResponseSchema = ImportCountsSchema;
/** A feed refused whole: every problem, line by line (the error body's `lines`). */
export const FeedRefusalSchema = z.object({
  errmsg: z.string(),
  code: z.literal("FEED_INVALID"),
  lines: z.array(LineProblemSchema),
});

const TEXTS: Record<Language, Record<LineProblemCode, string>> = {
  en: {
    malformed: "The line cannot be read: {{reason}}",
    kind: "The columns name no kind of record (items, prices, stock, fitment or kits; see the README)",
    columns: "The line has {{count}} fields; the header has {{expected}}",
    required: "Required, and empty",
    unknownPart: "No item has this part number",
    unknownLocation: "Not a location: TORUN, BIRMINGHAM or MANUFACTURER",
    notWholeNumber: "Not a whole number",
    negative: "Negative",
    tooLarge: "Too large",
    date: "Not a date (YYYY-MM-DD)",
    incomingWithoutDate: "An incoming quantity needs its date",
    incomingAtDropship: "Only a warehouse has incoming deliveries",
    repeated: "Line {{first}} already gives this",
    unknownBrand: "Not one of the brands: {{brands}}",
    unknownCategory: "Not one of the kinds of part: {{categories}}",
    notYesNo: "Not yes or no",
    notNumber: "Not a number",
    decimals: "More than {{max}} decimals",
    tooLong: "Longer than {{max}} characters",
    ean: "Not an EAN: 8, 12, 13 or 14 digits with their check digit",
    unknownPriceList: "Not a price list: EU, UK or NL",
    unknownCurrency: "Not a currency: EUR, PLN or GBP",
    poundsOnUkList: "Prices in GBP are for the UK price list only",
    promotionNotLower: "A promotion price is lower than the price",
    untilWithoutPromotion: "An end of promotion needs a promotion price",
    untilBeforeFrom: "The promotion ends before the price is valid",
    year: "Not a year from 1900 to {{max}}",
    yearOrder: "year_to is before year_from",
    unknownAxle: "Not an axle: front, rear or both",
    axleDiffers: "Line {{first}} gives this part another axle",
    kitLine: "Give either a component with its quantity or a related part",
    selfReference: "A part cannot be its own component or related part",
    pictureNotFound: "No file {{name}} in the ZIP given with the file",
    notPicture: "{{name}} is not a picture (JPEG, PNG or WebP)",
    pictureTooLarge: "{{name}} is larger than {{limit}} MB",
    pictureFetch: "{{name}} could not be fetched: {{reason}}",
    pictureAddress: "Neither a file name in the ZIP nor an https address",
    archive: "The ZIP cannot be read: {{reason}}",
    archiveTooLarge: "The ZIP unpacks to more than {{limit}} MB or {{files}} files",
    quantityRule: "An order quantity rule is a whole number from 1 to {{max}}",
    notMultipleOfIncrement: "{{value}} is not a multiple of the order increment {{increment}}",
    maximumBelowMinimum: "The order maximum {{max}} is below the order minimum {{min}}",
  },
  pl: {
    malformed: "Nie można odczytać wiersza: {{reason}}",
    kind: "Kolumny nie wskazują rodzaju danych (items, prices, stock, fitment lub kits; zob. README)",
    columns: "Wiersz ma {{count}} pól, a nagłówek {{expected}}",
    required: "Pole wymagane jest puste",
    unknownPart: "Żaden artykuł nie ma tego numeru części",
    unknownLocation: "To nie jest lokalizacja: TORUN, BIRMINGHAM lub MANUFACTURER",
    notWholeNumber: "To nie jest liczba całkowita",
    negative: "Wartość ujemna",
    tooLarge: "Za duża wartość",
    date: "To nie jest data (RRRR-MM-DD)",
    incomingWithoutDate: "Ilość w drodze wymaga daty dostawy",
    incomingAtDropship: "Dostawy w drodze mają tylko magazyny",
    repeated: "Wiersz {{first}} już to podaje",
    unknownBrand: "To nie jest żadna z marek: {{brands}}",
    unknownCategory: "To nie jest żaden z rodzajów części: {{categories}}",
    notYesNo: "To nie jest yes ani no",
    notNumber: "To nie jest liczba",
    decimals: "Więcej niż {{max}} miejsca po przecinku",
    tooLong: "Dłuższe niż {{max}} znaków",
    ean: "To nie jest EAN: 8, 12, 13 lub 14 cyfr z cyfrą kontrolną",
    unknownPriceList: "To nie jest cennik: EU, UK lub NL",
    unknownCurrency: "To nie jest waluta: EUR, PLN lub GBP",
    poundsOnUkList: "Ceny w GBP są tylko dla cennika UK",
    promotionNotLower: "Cena promocyjna musi być niższa od ceny",
    untilWithoutPromotion: "Koniec promocji wymaga ceny promocyjnej",
    untilBeforeFrom: "Promocja kończy się, zanim cena zacznie obowiązywać",
    year: "To nie jest rok od 1900 do {{max}}",
    yearOrder: "year_to jest wcześniejszy niż year_from",
    unknownAxle: "To nie jest oś: front, rear lub both",
    axleDiffers: "Wiersz {{first}} podaje dla tej części inną oś",
    kitLine: "Podaj albo składnik z ilością, albo część powiązaną",
    selfReference: "Część nie może być swoim składnikiem ani częścią powiązaną",
    pictureNotFound: "W archiwum ZIP dołączonym do pliku nie ma pliku {{name}}",
    notPicture: "{{name}} nie jest zdjęciem (JPEG, PNG lub WebP)",
    pictureTooLarge: "{{name}} ma więcej niż {{limit}} MB",
    pictureFetch: "Nie udało się pobrać {{name}}: {{reason}}",
    pictureAddress: "To nie jest ani nazwa pliku w archiwum ZIP, ani adres https",
    archive: "Nie można odczytać archiwum ZIP: {{reason}}",
    archiveTooLarge: "Archiwum ZIP po rozpakowaniu ma więcej niż {{limit}} MB lub {{files}} plików",
    quantityRule: "Reguła ilości zamówienia to liczba całkowita od 1 do {{max}}",
    notMultipleOfIncrement: "{{value}} nie jest wielokrotnością kroku zamówienia {{increment}}",
    maximumBelowMinimum: "Maksymalna ilość zamówienia {{max}} jest mniejsza od minimalnej {{min}}",
  },
  de: {
    malformed: "Die Zeile ist nicht lesbar: {{reason}}",
    kind: "Die Spalten nennen keine Datenart (items, prices, stock, fitment oder kits; siehe README)",
    columns: "Die Zeile hat {{count}} Felder, die Kopfzeile {{expected}}",
    required: "Pflichtfeld ist leer",
    unknownPart: "Kein Artikel hat diese Teilenummer",
    unknownLocation: "Kein Lagerort: TORUN, BIRMINGHAM oder MANUFACTURER",
    notWholeNumber: "Keine ganze Zahl",
    negative: "Negativer Wert",
    tooLarge: "Zu groß",
    date: "Kein Datum (JJJJ-MM-TT)",
    incomingWithoutDate: "Eine Menge im Zulauf braucht ihr Datum",
    incomingAtDropship: "Nur ein Lager hat Lieferungen im Zulauf",
    repeated: "Zeile {{first}} gibt dies bereits an",
    unknownBrand: "Keine der Marken: {{brands}}",
    unknownCategory: "Keine der Teilearten: {{categories}}",
    notYesNo: "Weder yes noch no",
    notNumber: "Keine Zahl",
    decimals: "Mehr als {{max}} Nachkommastellen",
    tooLong: "Länger als {{max}} Zeichen",
    ean: "Keine EAN: 8, 12, 13 oder 14 Ziffern mit Prüfziffer",
    unknownPriceList: "Keine Preisliste: EU, UK oder NL",
    unknownCurrency: "Keine Währung: EUR, PLN oder GBP",
    poundsOnUkList: "Preise in GBP gibt es nur in der Preisliste UK",
    promotionNotLower: "Ein Aktionspreis liegt unter dem Preis",
    untilWithoutPromotion: "Ein Aktionsende braucht einen Aktionspreis",
    untilBeforeFrom: "Die Aktion endet, bevor der Preis gilt",
    year: "Kein Jahr von 1900 bis {{max}}",
    yearOrder: "year_to liegt vor year_from",
    unknownAxle: "Keine Achse: front, rear oder both",
    axleDiffers: "Zeile {{first}} gibt diesem Teil eine andere Achse",
    kitLine: "Entweder eine Komponente mit Menge oder ein verwandtes Teil angeben",
    selfReference: "Ein Teil kann nicht seine eigene Komponente oder sein verwandtes Teil sein",
    pictureNotFound: "Im ZIP zur Datei gibt es keine Datei {{name}}",
    notPicture: "{{name}} ist kein Bild (JPEG, PNG oder WebP)",
    pictureTooLarge: "{{name}} ist größer als {{limit}} MB",
    pictureFetch: "{{name}} konnte nicht geladen werden: {{reason}}",
    pictureAddress: "Weder ein Dateiname im ZIP noch eine https-Adresse",
    archive: "Das ZIP ist nicht lesbar: {{reason}}",
    archiveTooLarge: "Das ZIP entpackt sich zu mehr als {{limit}} MB oder {{files}} Dateien",
    quantityRule: "Eine Bestellmengenregel ist eine ganze Zahl von 1 bis {{max}}",
    notMultipleOfIncrement: "{{value}} ist kein Vielfaches der Bestellstaffelung {{increment}}",
    maximumBelowMinimum: "Die Höchstbestellmenge {{max}} liegt unter der Mindestbestellmenge {{min}}",
  },
};

/** A problem in words, in a language. */
export function problemText(lang: Language, problem: LineProblemCode, params: Record<string, string | number> = {}) {
  return TEXTS[lang][problem].replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ""));
}
