import { describe, expect, it } from "vitest";
import { safePath } from "./safe-path.ts";

describe("safePath", () => {
  it("keeps paths of this shop, with their query and fragment", () => {
    for (const path of ["/", "/basket", "/search/dba%204137?lng=de", "/dba4137s?tab=applications#top", "/news/a-b"])
      expect(safePath(path), path).toBe(path);
  });

  it("refuses the usual open-redirect payloads", () => {
    const payloads = [
      "//evil.example",
      "/\\evil.example",
      "\\\\evil.example",
      "/\t/evil.example",
      "/%09/evil.example",
      "/%2F/evil.example",
      "/%2f%2fevil.example",
      "/%5Cevil.example",
      "/\n/evil.example",
      "/\r\n/evil.example",
      " /evil",
      "/ /evil.example",
      "https://evil.example",
      "http:evil.example",
      "javascript:alert(1)",
      "evil.example",
      "//\u3002evil.example",
      "/\u0000/evil.example",
      "/%00/evil.example",
      "/%E0%A4%A", // malformed encoding
      "",
      null,
      undefined,
      "/" + "a".repeat(2001),
    ];
    for (const payload of payloads) expect(safePath(payload, "/fallback"), JSON.stringify(payload)).toBe("/fallback");
  });
});
