/**
 * The header's icons and the language flags are drawn inline (app/components/icon.tsx, flag.tsx):
 * hidden from assistive technology, filled in the text's colour, and no SVG image left in the
 * shop's stylesheet, where each would cost the browser a document of its own before the first
 * paint (docs/perf/2026-11-30-first-paint.md).
 */
import fs from "node:fs";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../../contract/languages.ts";
import { Flag } from "./flag.tsx";
import { Icon, type IconName } from "./icon.tsx";

const ICONS: IconName[] = ["basket", "menu", "account", "search", "catalogue"];

describe("inline icons and flags", () => {
  it.each(ICONS)("draws the %s icon as a hidden inline path", (name) => {
    const html = renderToStaticMarkup(<Icon name={name} />);
    expect(html).toMatch(new RegExp(`^<svg class="icon icon-${name}" viewBox="0 0 24 24" aria-hidden="true"`));
    expect(html).toMatch(/<path d="M[^"]{20,}"><\/path><\/svg>$/);
  });

  it("draws a different flag for each language, hidden and in its own colours", () => {
    const flags = LANGUAGES.map((lang) => renderToStaticMarkup(<Flag lang={lang} />));
    expect(new Set(flags).size).toBe(LANGUAGES.length);
    for (const html of flags) {
      expect(html).toMatch(/^<svg class="flag" viewBox="[\d .]+" aria-hidden="true" focusable="false">/);
      expect(html).toContain('fill="#');
    }
    expect(renderToStaticMarkup(<Flag lang="pl" />)).toContain('fill="#dc143c"');
    expect(renderToStaticMarkup(<Flag lang="de" />)).toContain('fill="#ffce00"');
  });

  it("leaves no SVG image in the shop's stylesheet", () => {
    const css = fs.readFileSync(new URL("../styles.css", import.meta.url), "utf8");
    expect(css).not.toMatch(/url\(\s*["']?data:image\/svg/);
    expect(css).not.toMatch(/url\([^)]*\.svg/);
  });
});
