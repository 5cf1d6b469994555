/** The marquee rule of storefront.md section 4. */
import type { Language, PerLanguage } from "../../contract/languages.ts";

/** The ERP's marquee: a text and an error message in every language. */
export type MarqueeData = { show: boolean; show_error: boolean } & PerLanguage<"text_"> & PerLanguage<"error_msg_">;

/**
 * What the marquee shows: nothing unless show or show_error; the error text wins over the normal
 * text; an empty text means the default message (text null: the caller shows its translation).
 * A text may quote the ERP's delivery facts as {{cutoff}}, {{carrier}}, {{days}} and {{country}}
 * (decision 0032), so the banner says what the product page and the checkout say; a placeholder
 * without a value (the ERP did not answer, or gives no such fact) makes it the default message
 * rather than show a number the ERP did not give.
 */
export function marqueeMessage(
  m: MarqueeData,
  lang: Language,
  facts: Partial<Record<string, string>> = {},
): { text: string | null; error: boolean } | null {
  if (!m.show && !m.show_error) return null;
  const raw = (m.show_error ? m[`error_msg_${lang}`] : m[`text_${lang}`]).trim();
  let missing = false;
  const text = raw.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => {
    const value = facts[name];
    if (value === undefined) missing = true;
    return value ?? "";
  });
  return { text: missing ? null : text || null, error: m.show_error };
}
