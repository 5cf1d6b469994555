import { describe, expect, it } from "vitest";
import { sanitizeDescription } from "./html.ts";

describe("sanitizeDescription", () => {
  it("keeps the allowed structure and drops scripts, handlers and javascript: links", () => {
    const out = sanitizeDescription(
      `<p onclick="x()">Hi <strong>there</strong></p><script>alert(1)</script><a href="javascript:alert(1)">x</a><img src=x onerror=alert(1)>`,
    );
    expect(out).toBe(`<p>Hi <strong>there</strong></p><a rel="noopener noreferrer">x</a>`);
  });
});
