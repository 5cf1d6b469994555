import sprite from "./icons.svg?no-inline";

/**
 * The header's icons and the language flags: symbols of one SVG file (app/components/icons.svg,
 * a hashed asset) drawn with `<use>`. The icons are filled in the colour of the text around them
 * (so also in forced colours), the flags in their own colours. Not images or stylesheet masks: a
 * browser builds a whole document for every SVG image, 15-35 ms each on Lighthouse's phone before
 * the first paint (docs/perf/2026-11-30-first-paint.md), where the one file of symbols is read once.
 * Not inline paths either: every page's script would carry their shapes (decision 0063).
 */
export type IconName = "basket" | "menu" | "account" | "search" | "catalogue";

/** A decorative icon: hidden from assistive technology, the control around it carries the name. */
export function Icon({ name }: { name: IconName }) {
  return <SpriteSymbol className={`icon icon-${name}`} id={name} />;
}

/** A symbol of the file, hidden from assistive technology. */
export function SpriteSymbol({ className, id }: { className: string; id: string }) {
  return (
    <svg className={className} aria-hidden="true" focusable="false">
      <use href={`${sprite}#${id}`} />
    </svg>
  );
}
