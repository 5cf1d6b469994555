/**
 * The demo catalogue's original-equipment numbers: for brake discs and pads, clutches and filters
 * that fit a vehicle, the vehicle maker's number each one replaces, in the maker's own style. Made
 * up but deterministic (from the vehicle, the category and the axle), so that parts for the same
 * place of the same vehicle replace the same OE number, as real ones do; some parts also replace
 * the number of their second vehicle.
 */
import type { DemoItem } from "./catalogue.ts";

/** The categories that get OE numbers, in the order of each maker's patterns below. */
const CATEGORIES = ["disc", "pad", "clutch", "filter"] as const;

/** Each maker's numbering of those categories: every # is a digit. */
const PATTERNS: Record<string, readonly [string, string, string, string]> = {
  Toyota: ["43512-#####", "04465-#####", "31250-#####", "90915-#####"],
  Nissan: ["40206-#####", "D1060-#####", "30100-#####", "15208-#####"],
  Mitsubishi: ["MR######", "MZ######", "ME######", "MD######"],
  Ford: ["1 ### ###", "2 ### ###", "1 ### ###", "1 ### ###"],
  Isuzu: ["8-########-0", "8-########-1", "8-########-2", "8-########-3"],
  "Land Rover": ["SDB######", "SFP######", "FTC####", "LR0#####"],
  Volkswagen: ["2H0.615.###", "2H0.698.###", "03L.141.###", "03N.115.###"],
  Subaru: ["26300#####", "26296#####", "30100#####", "15208#####"],
  Jeep: ["68######AA", "68######AB", "52######AC", "68######AD"],
  Suzuki: ["55311-#####", "55810-#####", "22400-#####", "16510-#####"],
  Honda: ["45251-###-000", "45022-###-000", "22200-###-000", "15400-###-000"],
};

/** The pattern filled with the digits, in order. */
const filled = (pattern: string, digits: string) => {
  let next = 0;
  return pattern.replace(/#/g, () => digits[next++ % digits.length]!);
};

/** Ten digits from a string (FNV-1a), the same for the same string. */
function digitsOf(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return String(hash).padStart(10, "0");
}

/**
 * The OE numbers an item replaces, as printed (none for a part without vehicles or of another
 * category): the maker's number of the part in that place (category and axle) of the vehicle.
 */
export function demoOeNumbers(item: Pick<DemoItem, "name" | "category" | "axle" | "applications">): string[] {
  const vehicles = [...new Map(item.applications.map((a) => [`${a.make}:${a.model}`, a])).values()];
  const numbers: string[] = [];
  for (const vehicle of vehicles.slice(0, digitsOf(item.name).endsWith("0") ? 2 : 1)) {
    const category = CATEGORIES.indexOf(item.category as (typeof CATEGORIES)[number]);
    const pattern = category < 0 ? undefined : PATTERNS[vehicle.make]?.[category];
    if (pattern)
      numbers.push(filled(pattern, digitsOf(`${vehicle.make}:${vehicle.model}:${item.category}:${item.axle ?? ""}`)));
  }
  return [...new Set(numbers)];
}
