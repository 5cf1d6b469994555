import QRCode from "qrcode";
import { describe, expect, it } from "vitest";
import { qrDrawing, qrPath, QR_QUIET_ZONE, type QrMatrix } from "./office-qr.ts";

const matrix = (rows: string[]): QrMatrix => ({
  size: rows.length,
  get: (row, col) => (rows[row]![col] === "#" ? 1 : 0),
});

/** The dark squares a path of qrPath's rectangles paints, as "x,y" in modules. */
function painted(path: string): Set<string> {
  const dark = new Set<string>();
  for (const [, x, y, run] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\3z/g)) {
    for (let i = 0; i < Number(run); i++) dark.add(`${Number(x) + i},${y}`);
  }
  return dark;
}

describe("the enrolment QR code's path", () => {
  it("draws each run of dark modules on a row as one rectangle, inside the quiet zone", () => {
    expect(qrPath(matrix(["##.", "...", ".##"]), 0)).toBe("M0 0h2v1h-2zM1 2h2v1h-2z");
    expect(qrPath(matrix(["#"]))).toBe(`M${QR_QUIET_ZONE} ${QR_QUIET_ZONE}h1v1h-1z`);
    expect(qrPath(matrix(["..", ".."]))).toBe("");
  });

  it("paints exactly the dark modules of the library's matrix for an otpauth URI", () => {
    const uri = "otpauth://totp/Parts%20shop:owner%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=Parts%20shop";
    const { modules } = QRCode.create(uri, { errorCorrectionLevel: "M" });
    const drawing = qrDrawing(uri);
    expect(drawing.size).toBe(modules.size + 2 * QR_QUIET_ZONE);
    const expected = new Set<string>();
    for (let row = 0; row < modules.size; row++)
      for (let col = 0; col < modules.size; col++)
        if (modules.get(row, col)) expected.add(`${col + QR_QUIET_ZONE},${row + QR_QUIET_ZONE}`);
    expect(painted(drawing.path)).toEqual(expected);
    // The three finder patterns' corners are dark: it is a QR code, not an empty square.
    expect(expected.has(`${QR_QUIET_ZONE},${QR_QUIET_ZONE}`)).toBe(true);
  });
});
