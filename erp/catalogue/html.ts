import sanitizeHtml from "sanitize-html";

/** The allow-list for descriptions and application HTML; applied when the text is written. */
export function sanitizeDescription(html: string): string {
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
      "h3",
      "h4",
      "table",
      "thead",
      "tbody",
      "tr",
      "th",
      "td",
      "span",
      "a",
    ],
    allowedAttributes: { a: ["href", "title", "rel"], span: ["class"], td: ["colspan"], th: ["colspan", "scope"] },
    allowedSchemes: ["https", "mailto"],
    transformTags: { a: sanitizeHtml.simpleTransform("a", { rel: "noopener noreferrer" }) },
  });
}
