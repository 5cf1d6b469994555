/** Translation resources, bundled so that server render and hydration use the same texts. */
import deCommon from "../locales/de/common.json" with { type: "json" };
import enCommon from "../locales/en/common.json" with { type: "json" };
import plCommon from "../locales/pl/common.json" with { type: "json" };

export const resources = {
  en: { common: enCommon },
  pl: { common: plCommon },
  de: { common: deCommon },
} as const;
