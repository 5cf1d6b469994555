import sanitizeHtml from "sanitize-html";
import { LINKS, TEXT_ATTRIBUTES, TEXT_TAGS } from "../html.ts";

/** The allow-list for news HTML (excerpts and post bodies); applied when the post is written. */
export function sanitizeNews(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [...TEXT_TAGS, "h2", "blockquote", "figure", "figcaption", "img"],
    allowedAttributes: { ...TEXT_ATTRIBUTES, img: ["src", "alt", "width", "height"] },
    ...LINKS,
    // Pictures only from the shop itself (the CSP allows no other image host).
    allowedSchemesByTag: { img: [] },
    allowProtocolRelative: false,
    exclusiveFilter: (frame) => frame.tag === "img" && !frame.attribs.src,
  });
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", nbsp: " " };

/** Titles are plain text (React escapes them when shown): every tag goes, common entities are decoded. */
export function plainText(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? "")
    .replace(/\s+/g, " ")
    .trim();
}
