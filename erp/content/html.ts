import sanitizeHtml from "sanitize-html";

/** The allow-list for news HTML (excerpts and post bodies); applied when the post is written. */
export function sanitizeNews(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [
      "p",
      "br",
      "strong",
      "em",
      "b",
      "i",
      "ul",
      "ol",
      "li",
      "h2",
      "h3",
      "h4",
      "blockquote",
      "figure",
      "figcaption",
      "img",
      "a",
      "table",
      "thead",
      "tbody",
      "tr",
      "th",
      "td",
    ],
    allowedAttributes: {
      a: ["href", "title", "rel"],
      img: ["src", "alt", "width", "height"],
      th: ["scope", "colspan"],
      td: ["colspan"],
    },
    allowedSchemes: ["https", "mailto"],
    // Pictures only from the shop itself (the CSP allows no other image host).
    allowedSchemesByTag: { img: [] },
    allowProtocolRelative: false,
    transformTags: { a: sanitizeHtml.simpleTransform("a", { rel: "noopener noreferrer" }) },
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
