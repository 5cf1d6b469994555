/**
 * The distributor's own data coming in (issue 39): the catalogue import's files (`npm run import`)
 * and the live feeds of the distributor's system (`POST /feed/stock`), which share the record kinds
 * and their columns, the report of what is wrong line by line, and its texts in every language.
 * Kinds not built yet (items, prices, fitment, kits) are named here so a file of one is recognised.
 */
import { z } from "zod";
import type { Language } from "./languages.ts";

/** The kinds of record a file or a feed holds, each named by the columns it must have. */
export const RECORD_KINDS = {
  stock: { required: ["part_number", "location", "quantity"], optional: ["incoming_quantity", "incoming_date"] },
} as const;
export type RecordKind = keyof typeof RECORD_KINDS;

/** The feed paths of the ERP's HTTP surface (the ERP's credential, like every call). */
export const FEED_PATHS: Record<string, RecordKind> = { "/feed/stock": "stock" };
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
  "pictureNotFound",
  "notPicture",
  "pictureTooLarge",
  "pictureFetch",
  "pictureAddress",
  "archive",
  "archiveTooLarge",
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
    kind: "The columns name no kind of record; a stock file has part_number, location, quantity",
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
    repeated: "The same part and location as line {{first}}",
    pictureNotFound: "No file {{name}} in the ZIP given with the file",
    notPicture: "{{name}} is not a picture (JPEG, PNG or WebP)",
    pictureTooLarge: "{{name}} is larger than {{limit}} MB",
    pictureFetch: "{{name}} could not be fetched: {{reason}}",
    pictureAddress: "Neither a file name in the ZIP nor an https address",
    archive: "The ZIP cannot be read: {{reason}}",
    archiveTooLarge: "The ZIP unpacks to more than {{limit}} MB or {{files}} files",
  },
  pl: {
    malformed: "Nie można odczytać wiersza: {{reason}}",
    kind: "Kolumny nie wskazują rodzaju danych; plik stanów ma part_number, location, quantity",
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
    repeated: "Ta sama część i lokalizacja co w wierszu {{first}}",
    pictureNotFound: "W archiwum ZIP dołączonym do pliku nie ma pliku {{name}}",
    notPicture: "{{name}} nie jest zdjęciem (JPEG, PNG lub WebP)",
    pictureTooLarge: "{{name}} ma więcej niż {{limit}} MB",
    pictureFetch: "Nie udało się pobrać {{name}}: {{reason}}",
    pictureAddress: "To nie jest ani nazwa pliku w archiwum ZIP, ani adres https",
    archive: "Nie można odczytać archiwum ZIP: {{reason}}",
    archiveTooLarge: "Archiwum ZIP po rozpakowaniu ma więcej niż {{limit}} MB lub {{files}} plików",
  },
  de: {
    malformed: "Die Zeile ist nicht lesbar: {{reason}}",
    kind: "Die Spalten nennen keine Datenart; eine Bestandsdatei hat part_number, location, quantity",
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
    repeated: "Dasselbe Teil und derselbe Lagerort wie in Zeile {{first}}",
    pictureNotFound: "Im ZIP zur Datei gibt es keine Datei {{name}}",
    notPicture: "{{name}} ist kein Bild (JPEG, PNG oder WebP)",
    pictureTooLarge: "{{name}} ist größer als {{limit}} MB",
    pictureFetch: "{{name}} konnte nicht geladen werden: {{reason}}",
    pictureAddress: "Weder ein Dateiname im ZIP noch eine https-Adresse",
    archive: "Das ZIP ist nicht lesbar: {{reason}}",
    archiveTooLarge: "Das ZIP entpackt sich zu mehr als {{limit}} MB oder {{files}} Dateien",
  },
};

/** A problem in words, in a language. */
export function problemText(lang: Language, problem: LineProblemCode, params: Record<string, string | number> = {}) {
  return TEXTS[lang][problem].replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ""));
}
