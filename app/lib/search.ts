/** The search keyword rule: trimmed, at least 2 characters (storefront.md section 9). */
export const SEARCH_MIN_LENGTH = 2;
export const SEARCH_MAX_LENGTH = 100;

export function normalizeKeyword(raw: string | null | undefined): string | null {
  const keyword = (raw ?? "").trim().replace(/\s+/g, " ");
  if (keyword.length < SEARCH_MIN_LENGTH) return null;
  return keyword.slice(0, SEARCH_MAX_LENGTH);
}
