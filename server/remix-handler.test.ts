import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { accepts, chooseEncoding, compress } from "./remix-handler.ts";

describe("chooseEncoding", () => {
  it("prefers brotli, then gzip, and falls back to identity", () => {
    expect(chooseEncoding("gzip, deflate, br")).toBe("br");
    expect(chooseEncoding("br")).toBe("br");
    expect(chooseEncoding("gzip, deflate")).toBe("gzip");
    expect(chooseEncoding("deflate")).toBe("identity");
    expect(chooseEncoding("identity")).toBe("identity");
    expect(chooseEncoding("")).toBe("identity");
    expect(chooseEncoding(undefined)).toBe("identity");
  });

  it("honours q values, case and spacing, and the wildcard", () => {
    expect(chooseEncoding("br;q=0, gzip")).toBe("gzip");
    expect(chooseEncoding("BR ; q=0.0 ,GZIP;q=0.5")).toBe("gzip");
    expect(chooseEncoding("br;q=0, gzip;q=0")).toBe("identity");
    expect(chooseEncoding("*")).toBe("br");
    expect(chooseEncoding("*;q=0")).toBe("identity");
    expect(chooseEncoding("br;q=0, *")).toBe("gzip");
  });
});

describe("accepts (also used for the precompressed assets)", () => {
  it("takes an encoding by name or by *, the named entry winning, and refuses q=0", () => {
    expect(accepts("gzip, br", "gzip")).toBe(true);
    expect(accepts("gzip;q=0, br", "gzip")).toBe(false);
    expect(accepts("gzip;q=0.1", "gzip")).toBe(true);
    expect(accepts("deflate", "gzip")).toBe(false);
    expect(accepts("*", "gzip")).toBe(true);
    expect(accepts("br;q=0, *", "br")).toBe(false);
    expect(accepts("*;q=0, br", "br")).toBe(true);
    expect(accepts("brotli", "br")).toBe(false);
    expect(accepts(undefined, "br")).toBe(false);
  });
});

describe("compress", () => {
  const page = Buffer.from(
    `<!DOCTYPE html><html lang="pl"><body>${"<p>Tarcza hamulcowa — 1 234,56 zł</p>".repeat(200)}</body></html>`,
  );

  it("gives back the same bytes after decompression, smaller", () => {
    const br = compress(page, "br");
    const gzip = compress(page, "gzip");
    expect(zlib.brotliDecompressSync(br).equals(page)).toBe(true);
    expect(zlib.gunzipSync(gzip).equals(page)).toBe(true);
    expect(br.length).toBeLessThan(page.length / 10);
    expect(gzip.length).toBeLessThan(page.length / 10);
  });
});
