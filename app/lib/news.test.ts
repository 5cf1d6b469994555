import { describe, expect, it } from "vitest";
import { NEWS_PER_PAGE, newsDate, newsPageCount, newsPageParam } from "./news.ts";

describe("news paging", () => {
  it("shows 4 posts a page", () => {
    expect(NEWS_PER_PAGE).toBe(4);
    expect(newsPageCount(0)).toBe(1);
    expect(newsPageCount(4)).toBe(1);
    expect(newsPageCount(5)).toBe(2);
    expect(newsPageCount(9)).toBe(3);
  });
  it("reads ?page= as a whole number from 1, anything else as page 1", () => {
    expect(newsPageParam("2")).toBe(2);
    for (const bad of [null, "", "0", "-1", "1.5", "abc", "1e9"]) expect(newsPageParam(bad)).toBe(1);
  });
  it("formats the post's day in the shopper's language", () => {
    expect(newsDate("2026-03-09", "en")).toBe("9 March 2026");
    expect(newsDate("2026-03-09", "de")).toBe("9. März 2026");
    expect(newsDate("2026-03-09", "pl")).toBe("9 marca 2026");
  });
});
