import type { Language } from "../../contract/languages.ts";
import { Symbol } from "./icon.tsx";

/** Small flags (UK for English, Poland, Germany): symbols of app/components/icons.svg. */
export function Flag({ lang }: { lang: Language }) {
  return <Symbol className="flag" id={`flag-${lang}`} />;
}
