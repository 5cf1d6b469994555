/**
 * ACL's bearing data sheet in the call's language (issue 43 item 4): the sheet's fields are named
 * in each language, and its words (bearing kind, size, material) translated where the ERP knows
 * them; a product line's name ("Race Series", "Duraglide") stays as it is, an unknown word as
 * stored. The data sheet itself is English, as the bearing company publishes it.
 */
import type { Language } from "../../contract/languages.ts";

type Words = Record<Exclude<Language, "en">, string>;

/** The data sheet's fields in the order it lists them. */
const FIELDS: Record<string, Record<Language, string>> = {
  type: { en: "Bearing type", pl: "Typ panewki", de: "Lagertyp" },
  size: { en: "Size", pl: "Rozmiar", de: "Größe" },
  material: { en: "Material", pl: "Materiał", de: "Werkstoff" },
};

/** The kinds of bearing a type ends with, after the product line's name. */
const KINDS: Record<string, Words> = {
  "main bearing set": { pl: "Komplet panewek głównych", de: "Hauptlagersatz" },
  "conrod bearing set": { pl: "Komplet panewek korbowodowych", de: "Pleuellagersatz" },
  "thrust washer set": { pl: "Komplet podkładek oporowych", de: "Anlaufscheibensatz" },
};

const MATERIALS: Record<string, Words> = {
  "tri-metal": { pl: "Trójwarstwowy", de: "Dreistoff" },
  "bi-metal": { pl: "Dwuwarstwowy", de: "Zweistoff" },
};

/** "STD" is the standard size; a number is the undersize in millimetres. */
function size(value: string, lang: Exclude<Language, "en">): string {
  if (/^std$/i.test(value)) return lang === "de" ? "Standard" : "Standardowy";
  if (/^\d+(\.\d+)?$/.test(value)) {
    const mm = value.replace(".", ",");
    return lang === "de" ? `Untermaß ${mm} mm` : `Podwymiar ${mm} mm`;
  }
  return value;
}

function word(field: string, value: string, lang: Exclude<Language, "en">): string {
  if (field === "size") return size(value, lang);
  if (field === "material") return MATERIALS[value.toLowerCase()]?.[lang] ?? value;
  if (field === "type") {
    const kind = Object.keys(KINDS).find((k) => value.toLowerCase().endsWith(k));
    if (!kind) return value;
    const line = value.slice(0, value.length - kind.length).trim();
    return [KINDS[kind]![lang], line].filter(Boolean).join(" ");
  }
  return value;
}

/** Where a field stands: the sheet's order, then fields it does not name (the database keeps no order). */
const rank = (key: string) => {
  const at = Object.keys(FIELDS).indexOf(key);
  return at === -1 ? Object.keys(FIELDS).length : at;
};

/** The stored sheet ({type, size, material}) as name/value pairs in the call's language, in its order. */
export function bearingSheet(acl: Record<string, unknown>, lang: Language): { name: string; value: string }[] {
  const entries = Object.entries(acl).sort(([a], [b]) => rank(a) - rank(b));
  return entries.map(([key, raw]) => {
    const value = String(raw);
    return {
      name: FIELDS[key]?.[lang] ?? key,
      value: lang === "en" ? value : word(key, value, lang),
    };
  });
}
