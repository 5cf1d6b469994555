/** Binary search over sorted sequences of strings, in JavaScript's string order (the index's one order). */

/** JavaScript's string order (UTF-16 code units) as a comparator; the index sorts lexemes, words and part numbers by it. */
export const byString = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** First index in [0, length) of a sorted sequence whose value is >= value. */
export function lowerBound(length: number, value: string, at: (i: number) => string): number {
  let lo = 0;
  let hi = length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (at(mid) < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The range [from, to) of a sorted sequence whose values start with the prefix. */
export function prefixRange(length: number, prefix: string, at: (i: number) => string): [number, number] {
  const from = lowerBound(length, prefix, at);
  let lo = from;
  let hi = length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (at(mid).startsWith(prefix)) lo = mid + 1;
    else hi = mid;
  }
  return [from, lo];
}
