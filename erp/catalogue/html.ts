import sanitizeHtml from "sanitize-html";
import { LINKS, TEXT_ATTRIBUTES, TEXT_TAGS } from "../html.ts";

/** The allow-list for descriptions and application HTML (built once: an import sanitises 300,000). */
const DESCRIPTION: sanitizeHtml.IOptions = {
  allowedTags: [...TEXT_TAGS, "span"],
  allowedAttributes: { ...TEXT_ATTRIBUTES, span: ["class"] },
  ...LINKS,
};

/** The allow-list for descriptions and application HTML; applied when the text is written. */
export function sanitizeDescription(html: string): string {
  return sanitizeHtml(html, DESCRIPTION);
}
