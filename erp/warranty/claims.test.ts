import { describe, expect, it } from "vitest";
import { ErpError } from "../errors.ts";
import { checkPictures, claimYear, safeFilename } from "./claims.ts";

describe("claim years", () => {
  it("are the calendar year in Poland, where the office is", () => {
    // Warsaw is an hour ahead of UTC in winter: its new year starts at 23:00 UTC.
    expect(claimYear(new Date("2026-12-31T22:59:59Z"))).toBe(2026);
    expect(claimYear(new Date("2026-12-31T23:00:00Z"))).toBe(2027);
    expect(claimYear(new Date("2027-01-01T00:30:00Z"))).toBe(2027);
  });
});

describe("pictures as the ERP takes them", () => {
  const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

  it("keeps the type read from the bytes, the size and a hash", () => {
    const [p] = checkPictures([{ filename: "C:\\photos\\pad.jpg", data: png.toString("base64") }]);
    expect(p).toMatchObject({ type: "image/png", filename: "pad.jpg" });
    expect(p!.bytes.equals(png)).toBe(true);
    expect(p!.sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it("refuses a file that is not a picture, naming it", () => {
    const script = Buffer.from("#!/bin/sh\nrm -rf /\n").toString("base64");
    let error: unknown;
    try {
      checkPictures([
        { filename: "a.png", data: png.toString("base64") },
        { filename: "b.jpg", data: script },
      ]);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ErpError);
    expect((error as ErpError).fields).toEqual({ "pictures.1": ["not a picture"] });
  });

  it("file names lose their path and control characters", () => {
    expect(safeFilename("../../etc/passwd")).toBe("passwd");
    expect(safeFilename("a\u0000b\r\n.jpg")).toBe("ab.jpg");
    expect(safeFilename("x".repeat(300))).toHaveLength(100);
  });
});
