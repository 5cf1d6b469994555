import type { Language } from "../../contract/languages.ts";
import { SpriteSymbol } from "./icon.tsx";

/** Small flags (UK for English, Poland, Germany): symbols of app/components/icons.svg. */
export function Flag({ lang }: { lang: Language }) {
  return <SpriteSymbol className="flag" id={`flag-${lang}`} />;
}
