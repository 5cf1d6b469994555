/**
 * The header's icons, drawn inline in the page (24 x 24 paths, filled in the colour of the text
 * around them, so also in forced colours). Inline rather than as images or stylesheet masks: a
 * browser builds a whole document for every SVG image, about 4 ms each on a phone before the first
 * paint (docs/perf/2026-11-30-first-paint.md); an inline path costs nothing of that.
 */
const PATHS = {
  basket:
    "M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4ZM5.2 4l.4 2H21l-2 8H7.4l.4 2H19v2H6.2L3.5 4H1V2h3.7l.5 2Z",
  menu: "M3 5h18v2H3V5Zm0 6h18v2H3v-2Zm0 6h18v2H3v-2Z",
  account:
    "M12 12a5 5 0 1 0 0-10 5 5 0 0 0 0 10Zm0-2a3 3 0 1 1 0-6 3 3 0 0 1 0 6Zm-8 12v-1a7 7 0 0 1 7-7h2a7 7 0 0 1 7 7v1h-2v-1a5 5 0 0 0-5-5h-2a5 5 0 0 0-5 5v1H4Z",
  search: "M10 2a8 8 0 0 1 6.3 12.9l5.4 5.4-1.4 1.4-5.4-5.4A8 8 0 1 1 10 2Zm0 2a6 6 0 1 0 0 12 6 6 0 0 0 0-12Z",
  catalogue:
    "M3 3h8v8H3V3Zm2 2v4h4V5H5Zm8-2h8v8h-8V3Zm2 2v4h4V5h-4ZM3 13h8v8H3v-8Zm2 2v4h4v-4H5Zm8-2h8v8h-8v-8Zm2 2v4h4v-4h-4Z",
} as const;

export type IconName = keyof typeof PATHS;

/** A decorative icon: hidden from assistive technology, the control around it carries the name. */
export function Icon({ name }: { name: IconName }) {
  return (
    <svg className={`icon icon-${name}`} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={PATHS[name]} />
    </svg>
  );
}
