/** The marquee rule of storefront.md section 4. */
import type { Language } from "../../contract/languages.ts";

export interface MarqueeData {
  show: boolean;
  show_error: boolean;
  text_pl: string;
  text_en: string;
  text_de: string;
  error_msg_pl: string;
  error_msg_en: string;
  error_msg_de: string;
}

/**
 * What the marquee shows: nothing unless show or show_error; the error text wins over the normal
 * text; an empty text means the default message (text null: the caller shows its translation).
 */
export function marqueeMessage(m: MarqueeData, lang: Language): { text: string | null; error: boolean } | null {
  if (!m.show && !m.show_error) return null;
  const text = (m.show_error ? m[`error_msg_${lang}`] : m[`text_${lang}`]).trim();
  return { text: text || null, error: m.show_error };
}
