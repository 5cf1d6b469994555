/**
 * Writes app/components/payment-marks.svg: one symbol per logo of app/lib/payment-marks.ts, in the
 * brand's colour, from Simple Icons (simple-icons on npm, CC0-1.0: simpleicons.org). The file is
 * committed; tests/payment-marks.test.ts fails when it no longer matches what this writes.
 * Usage: npm run payment-marks
 */
import fs from "node:fs";
import path from "node:path";
import * as icons from "simple-icons";
import { MARK_LOGOS } from "../app/lib/payment-marks.ts";

const SPRITE = path.resolve(import.meta.dirname, "../app/components/payment-marks.svg");

export function paymentMarksSprite(): string {
  const byName = icons as unknown as Record<string, { slug: string; path: string; hex: string; title: string }>;
  const symbols = MARK_LOGOS.map((slug) => {
    const icon = Object.values(byName).find((i) => typeof i === "object" && i?.slug === slug);
    if (!icon) throw new Error(`simple-icons has no icon ${slug}`);
    // A light brand colour (Klarna's pink) is the tile behind a black mark, as the brand draws its badge.
    const rgb = [0, 2, 4].map((i) => parseInt(icon.hex.slice(i, i + 2), 16) / 255);
    const light = 0.2126 * rgb[0]! + 0.7152 * rgb[1]! + 0.0722 * rgb[2]! > 0.6;
    const shape = light
      ? `<rect width="24" height="24" rx="4" fill="#${icon.hex}"/><path fill="#000" transform="translate(4 4) scale(.6667)" d="${icon.path}"/>`
      : `<path fill="#${icon.hex}" d="${icon.path}"/>`;
    return `  <symbol id="${slug}" viewBox="0 0 24 24">${shape}</symbol>`;
  });
  return [
    '<svg xmlns="http://www.w3.org/2000/svg">',
    "  <!-- Payment marks, written by `npm run payment-marks` from Simple Icons (CC0-1.0). Do not edit. -->",
    ...symbols,
    "</svg>",
    "",
  ].join("\n");
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  fs.writeFileSync(SPRITE, paymentMarksSprite());
  console.log(`[payment-marks] ${path.relative(process.cwd(), SPRITE)} written`);
}
