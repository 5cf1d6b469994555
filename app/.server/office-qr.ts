/**
 * The enrolment page's QR code (issue 38): the `qrcode` library encodes the otpauth:// URI into its
 * matrix of modules, and the page draws it as an inline SVG path, so that it needs no script, no
 * image request and no data: URL (the Content-Security-Policy allows none).
 */
import QRCode from "qrcode";

/** The matrix as `qrcode` gives it (QRCode.create(text).modules): size × size, 1 for a dark module. */
export interface QrMatrix {
  size: number;
  get(row: number, col: number): number;
}

/** The quiet zone around the code: 4 modules on every side, as the QR standard asks. */
export const QR_QUIET_ZONE = 4;

/**
 * One SVG path of the dark modules: each run of dark modules on a row is one rectangle, in units
 * of one module, offset by the quiet zone.
 */
export function qrPath(matrix: QrMatrix, margin = QR_QUIET_ZONE): string {
  const parts: string[] = [];
  for (let row = 0; row < matrix.size; row++) {
    let col = 0;
    while (col < matrix.size) {
      if (!matrix.get(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < matrix.size && matrix.get(row, col)) col++;
      const run = col - start;
      parts.push(`M${start + margin} ${row + margin}h${run}v1h-${run}z`);
    }
  }
  return parts.join("");
}

/** What the page draws: the side of the square in modules (quiet zone included) and the path. */
export interface QrDrawing {
  size: number;
  path: string;
}

/** The QR code of `text` (error correction M, the authenticator apps' usual). */
export function qrDrawing(text: string): QrDrawing {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
  return { size: modules.size + 2 * QR_QUIET_ZONE, path: qrPath(modules) };
}
