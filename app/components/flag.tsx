import type { Language } from "../../contract/languages.ts";

/**
 * Small flags (UK for English, Poland, Germany), drawn inline: no image requests, and no SVG image
 * document for the browser to build before the first paint (see app/components/icon.tsx).
 */
export function Flag({ lang }: { lang: Language }) {
  if (lang === "pl")
    return (
      <svg className="flag" viewBox="0 0 8 5" aria-hidden="true" focusable="false">
        <rect width="8" height="5" fill="#dc143c" />
        <rect width="8" height="2.5" fill="#fff" />
      </svg>
    );
  if (lang === "de")
    return (
      <svg className="flag" viewBox="0 0 5 3" aria-hidden="true" focusable="false">
        <rect width="5" height="3" fill="#ffce00" />
        <rect width="5" height="2" fill="#d00" />
        <rect width="5" height="1" fill="#000" />
      </svg>
    );
  return (
    <svg className="flag" viewBox="0 0 60 30" aria-hidden="true" focusable="false">
      <rect width="60" height="30" fill="#012169" />
      <path d="M0,0 L60,30 M60,0 L0,30" stroke="#fff" strokeWidth="6" />
      <path d="M0,0 L60,30 M60,0 L0,30" stroke="#C8102E" strokeWidth="2" />
      <path d="M30,0 v30 M0,15 h60" stroke="#fff" strokeWidth="10" />
      <path d="M30,0 v30 M0,15 h60" stroke="#C8102E" strokeWidth="6" />
    </svg>
  );
}
