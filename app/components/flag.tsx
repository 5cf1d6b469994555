import type { Language } from "../../contract/languages.ts";

/** Small flags drawn inline (no image requests): UK for English, Poland, Germany. */
export function Flag({ lang }: { lang: Language }) {
  const common = { width: 28, height: 18, "aria-hidden": true as const, focusable: "false" as const };
  if (lang === "pl")
    return (
      <svg {...common} viewBox="0 0 8 5">
        <rect width="8" height="5" fill="#dc143c" />
        <rect width="8" height="2.5" fill="#fff" />
      </svg>
    );
  if (lang === "de")
    return (
      <svg {...common} viewBox="0 0 5 3">
        <rect width="5" height="3" fill="#ffce00" />
        <rect width="5" height="2" fill="#d00" />
        <rect width="5" height="1" fill="#000" />
      </svg>
    );
  return (
    <svg {...common} viewBox="0 0 60 30">
      <clipPath id="flag-uk">
        <path d="M0,0 v30 h60 v-30 z" />
      </clipPath>
      <g clipPath="url(#flag-uk)">
        <path d="M0,0 v30 h60 v-30 z" fill="#012169" />
        <path d="M0,0 L60,30 M60,0 L0,30" stroke="#fff" strokeWidth="6" />
        <path d="M0,0 L60,30 M60,0 L0,30" stroke="#C8102E" strokeWidth="2" />
        <path d="M30,0 v30 M0,15 h60" stroke="#fff" strokeWidth="10" />
        <path d="M30,0 v30 M0,15 h60" stroke="#C8102E" strokeWidth="6" />
      </g>
    </svg>
  );
}
