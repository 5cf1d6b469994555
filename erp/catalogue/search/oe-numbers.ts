/**
 * The original-equipment numbers in the index: every item's OE numbers sorted by their normalised
 * form, so that a typed part number finds the items that replace an OE number equal to it or
 * starting with it, as part numbers are found (docs/decisions/0058-oe-numbers.md).
 */
import { byString, prefixRange } from "./sorted.ts";

/** An OE number of an item: [normalised (normalizePartNumber), as printed]. */
export type OeNumber = readonly [normalized: string, printed: string];

/** The item's OE number the typed (normalised) number finds: equal, else the first it starts; null when none. */
export function oeMatch(numbers: readonly OeNumber[], typed: string): string | null {
  if (typed.length === 0) return null;
  const found = numbers.find(([normalized]) => normalized === typed) ?? numbers.find(([n]) => n.startsWith(typed));
  return found ? found[1] : null;
}

/** The OE numbers of a snapshot's items, by normalised form. */
export class OeIndex {
  private readonly keys: string[] = [];
  private readonly positions: number[] = [];
  private readonly printed: string[] = [];

  constructor(items: readonly { oe: readonly OeNumber[] }[]) {
    const entries: [string, number, string][] = [];
    items.forEach((item, position) => {
      for (const [normalized, printed] of item.oe) entries.push([normalized, position, printed]);
    });
    entries.sort((a, b) => byString(a[0], b[0]) || a[1] - b[1]);
    for (const [key, position, printed] of entries) {
      this.keys.push(key);
      this.positions.push(position);
      this.printed.push(printed);
    }
  }

  /** Calls `visit` for each item position with an OE number equal to or starting with the typed one (an exact one first). */
  match(typed: string, visit: (position: number, printed: string) => void) {
    if (typed.length === 0) return;
    const [from, to] = prefixRange(this.keys.length, typed, (i) => this.keys[i]!);
    for (let i = from; i < to; i++) if (this.keys[i] === typed) visit(this.positions[i]!, this.printed[i]!);
    for (let i = from; i < to; i++) if (this.keys[i] !== typed) visit(this.positions[i]!, this.printed[i]!);
  }
}
