import { describe, expect, it } from "vitest";
import { plainText, sanitizeNews } from "./html.ts";

describe("sanitizeNews", () => {
  it("keeps headings, lists, links and local pictures; drops scripts, handlers and foreign pictures", () => {
    const out = sanitizeNews(
      `<h2 onclick="x()">New</h2><ul><li>a</li></ul><img src="/news/a.svg" alt="A"><img src="https://evil.example/t.gif"><script>alert(1)</script><a href="javascript:alert(1)">x</a><a href="https://dba.com.au">DBA</a>`,
    );
    expect(out).toBe(
      `<h2>New</h2><ul><li>a</li></ul><img src="/news/a.svg" alt="A" /><a rel="noopener noreferrer">x</a><a href="https://dba.com.au" rel="noopener noreferrer">DBA</a>`,
    );
  });
  it("makes titles plain text", () => {
    expect(plainText("<b>DBA</b>  T3 &amp; 4000")).toBe("DBA T3 & 4000");
  });
});
