import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { claimNumber, isCalendarDate, pictureType, WarrantyClaimFieldsSchema } from "./warranty.ts";

const fixture = (name: string) =>
  new Uint8Array(readFileSync(new URL(`../tests/fixtures/warranty/${name}`, import.meta.url)));
const bytes = (...values: (number | string)[]) =>
  new Uint8Array(values.flatMap((v) => (typeof v === "string" ? [...v].map((c) => c.charCodeAt(0)) : [v])));

describe("pictureType reads the type from the first bytes", () => {
  it("knows JPEG, PNG, WebP and HEIC", () => {
    expect(pictureType(fixture("worn-disc.jpg"))).toBe("image/jpeg");
    expect(pictureType(fixture("cracked-pad.png"))).toBe("image/png");
    expect(pictureType(bytes("RIFF", 0x24, 0, 0, 0, "WEBPVP8 "))).toBe("image/webp");
    expect(pictureType(bytes(0, 0, 0, 0x18, "ftypheic", 0, 0, 0, 0))).toBe("image/heic");
    expect(pictureType(bytes(0, 0, 0, 0x18, "ftypmif1", 0, 0, 0, 0))).toBe("image/heic");
  });

  it("refuses a script named .jpg, other files and truncated signatures", () => {
    expect(pictureType(fixture("script.jpg"))).toBeNull();
    expect(pictureType(bytes("<svg xmlns='http://www.w3.org/2000/svg'>"))).toBeNull();
    expect(pictureType(bytes("%PDF-1.7"))).toBeNull();
    expect(pictureType(bytes("GIF89a"))).toBeNull();
    expect(pictureType(bytes("RIFF", 0, 0, 0, 0, "WAVE"))).toBeNull();
    expect(pictureType(bytes(0, 0, 0, 0x18, "ftypisom"))).toBeNull(); // an MP4 video
    expect(pictureType(bytes(0xff, 0xd8))).toBeNull();
    expect(pictureType(bytes(0x89, "PNG"))).toBeNull();
    expect(pictureType(new Uint8Array())).toBeNull();
  });
});

describe("claim fields", () => {
  const valid = {
    brand: "dba",
    name: "Jan Kowalski",
    email: "jan@example.com",
    phone: "+48 600 100 200",
    invoice: "FV/2026/0412",
    purchase_date: "2026-03-14",
    part_number: "DBA4285XS",
    make: "Toyota",
    model: "Hilux",
    vehicle_year: 2019,
    mileage: 18500,
    fault: "Cracked.",
    privacy: true,
  };

  it("takes a complete claim and refuses any field missing or malformed", () => {
    expect(WarrantyClaimFieldsSchema.safeParse(valid).success).toBe(true);
    for (const key of Object.keys(valid)) {
      const { [key]: _gone, ...rest } = valid as Record<string, unknown>;
      expect(WarrantyClaimFieldsSchema.safeParse(rest).success, key).toBe(false);
    }
    for (const bad of [
      { brand: "bosch" },
      { name: "  " },
      { email: "no-at-sign" },
      { name: "Jan\r\nBcc: x@example.com" },
      { purchase_date: "2026-02-30" },
      { vehicle_year: 1899 },
      { mileage: -1 },
      { privacy: false },
    ]) {
      expect(WarrantyClaimFieldsSchema.safeParse({ ...valid, ...bad }).success, JSON.stringify(bad)).toBe(false);
    }
  });

  it("dates are real days; numbers are per year with six digits", () => {
    expect(isCalendarDate("2024-02-29")).toBe(true);
    expect(isCalendarDate("2023-02-29")).toBe(false);
    expect(isCalendarDate("14.03.2026")).toBe(false);
    expect(claimNumber(2026, 7)).toBe("WC-2026-000007");
  });
});
