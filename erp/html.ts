/** What the ERP's HTML allow-lists share: the text and table tags, links with their attributes and schemes. */
import sanitizeHtml from "sanitize-html";

/** Paragraphs, emphasis, lists, small headings and tables: kept in every stored HTML text. */
export const TEXT_TAGS = [
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
  "a",
];

/** Links keep href, title and rel, to https and mailto only, and always open without the opener. */
export const LINKS = {
  allowedSchemes: ["https", "mailto"],
  transformTags: { a: sanitizeHtml.simpleTransform("a", { rel: "noopener noreferrer" }) },
} satisfies sanitizeHtml.IOptions;

/** The attributes of links and table cells. */
export const TEXT_ATTRIBUTES = { a: ["href", "title", "rel"], td: ["colspan"], th: ["colspan", "scope"] };
