/**
 * The header's icons and the language flags are symbols of one SVG file (app/components/icon.tsx,
 * icons.svg): each drawn with `<use>`, hidden from assistive technology, every symbol it names in the
 * file; and no SVG image left in the shop's stylesheet, where each would cost the browser a document
 * of its own before the first paint (docs/perf/2026-11-30-first-paint.md).
 */
import fs from "node:fs";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../../contract/languages.ts";
import { Flag } from "./flag.tsx";
import { Icon, type IconName } from "./icon.tsx";

const ICONS: IconName[] = ["basket", "menu", "account", "search", "catalogue"];
const file = fs.readFileSync(new URL("./icons.svg", import.meta.url), "utf8");
/** The symbol of the file a `<use href="…#id">` names, with its contents. */
const symbol = (html: string) => {
  const id = /<use href="[^"#]*icons[^"#]*#([\w-]+)"><\/use>/.exec(html)?.[1];
  return id ? new RegExp(`<symbol id="${id}" viewBox="[\\d .]+">(.+?)</symbol>`).exec(file)?.[1] : undefined;
};

describe("icons and flags", () => {
  it.each(ICONS)("draws the %s icon from its symbol, hidden, in the text's colour", (name) => {
    const html = renderToStaticMarkup(<Icon name={name} />);
    expect(html).toMatch(new RegExp(`^<svg class="icon icon-${name}" aria-hidden="true" focusable="false"><use `));
    const shape = symbol(html);
    expect(shape).toMatch(/^<path d="M[^"]{20,}"\/>$/);
    expect(shape).not.toContain("fill=");
  });

  it("draws a different flag for each language, in its own colours", () => {
    const flags = LANGUAGES.map((lang) => renderToStaticMarkup(<Flag lang={lang} />));
    expect(new Set(flags).size).toBe(LANGUAGES.length);
    for (const html of flags) {
      expect(html).toMatch(/^<svg class="flag" aria-hidden="true" focusable="false">/);
      expect(symbol(html)).toContain('fill="#');
    }
    expect(symbol(renderToStaticMarkup(<Flag lang="pl" />))).toContain('fill="#dc143c"');
    expect(symbol(renderToStaticMarkup(<Flag lang="de" />))).toContain('fill="#ffce00"');
  });

  it("leaves no SVG image in the shop's stylesheet", () => {
    const css = fs.readFileSync(new URL("../styles.css", import.meta.url), "utf8");
    expect(css).not.toMatch(/url\(\s*["']?data:image\/svg/);
    expect(css).not.toMatch(/url\([^)]*\.svg/);
  });
});
