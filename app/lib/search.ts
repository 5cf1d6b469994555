/** The search keyword rule: trimmed, at least 2 characters (storefront.md section 9). */
export const SEARCH_MIN_LENGTH = 2;
export const SEARCH_MAX_LENGTH = 100;

export function normalizeKeyword(raw: string | null | undefined): string | null {
  const keyword = (raw ?? "").trim().replace(/\s+/g, " ");
  if (keyword.length < SEARCH_MIN_LENGTH) return null;
  return keyword.slice(0, SEARCH_MAX_LENGTH);
}

/** Cards per page of search results. */
export const SEARCH_PAGE_SIZE = 24;
/** The ERP pages up to offset 10,000. */
export const SEARCH_MAX_PAGE = Math.floor(10_000 / SEARCH_PAGE_SIZE) + 1;

export interface SearchState {
  keyword: string;
  deep: boolean;
  page: number;
}

/** deep and page from the query string; anything unreadable falls back to the first page, not deep. */
export function readSearchQuery(params: URLSearchParams): { deep: boolean; page: number } {
  const page = Number(params.get("page") ?? 1);
  return {
    deep: params.get("deep") === "true",
    page: Number.isInteger(page) && page >= 1 ? Math.min(page, SEARCH_MAX_PAGE) : 1,
  };
}

/** /search/{phrase}?deep=true&page=N, with the defaults left out. */
export function searchUrl({ keyword, deep, page }: SearchState): string {
  const query = new URLSearchParams();
  if (deep) query.set("deep", "true");
  if (page > 1) query.set("page", String(page));
  const qs = query.toString();
  return `/search/${encodeURIComponent(keyword)}${qs ? `?${qs}` : ""}`;
}
