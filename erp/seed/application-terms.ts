/**
 * The demo catalogue's application words in Polish and German (the table application_terms). The
 * English word is the value an application row stores; "4X4 Survival" is a DBA product line and
 * stays as it is. Written at the demo's first load and, for a demo database loaded before these
 * existed, at every start (ensureDemoCatalogue).
 */
import type { Language } from "../../contract/languages.ts";

type Translation = Record<Exclude<Language, "en">, string>;

export const DEMO_APPLICATION_TERMS: Record<string, Translation> = {
  "Brake disc": { pl: "Tarcza hamulcowa", de: "Bremsscheibe" },
  "Brake pads": { pl: "Klocki hamulcowe", de: "Bremsbeläge" },
  "With 2-piston caliper": { pl: "Z zaciskiem dwutłoczkowym", de: "Mit Zweikolben-Bremssattel" },
  "Not for Hybrid": { pl: "Nie do wersji hybrydowej", de: "Nicht für Hybridmodelle" },
  Street: { pl: "Jazda drogowa", de: "Straße" },
  Track: { pl: "Jazda torowa", de: "Rennstrecke" },
  "Front suspension": { pl: "Zawieszenie przednie", de: "Vorderradaufhängung" },
  "Rear suspension": { pl: "Zawieszenie tylne", de: "Hinterradaufhängung" },
  Steering: { pl: "Układ kierowniczy", de: "Lenkung" },
  "Standard height": { pl: "Wysokość seryjna", de: "Serienhöhe" },
  "Lifted 50 mm": { pl: "Podniesione o 50 mm", de: "Um 50 mm höhergelegt" },
  "Shock absorbers": { pl: "Amortyzatory", de: "Stoßdämpfer" },
  "Coil springs": { pl: "Sprężyny śrubowe", de: "Schraubenfedern" },
  "Leaf springs": { pl: "Resory piórowe", de: "Blattfedern" },
  Standard: { pl: "Seryjne", de: "Serienausführung" },
  "+40 mm lift": { pl: "Podniesienie o 40 mm", de: "Höherlegung um 40 mm" },
  "Heavy load": { pl: "Duże obciążenie", de: "Schwerlast" },
  "Axle class A": { pl: "Klasa osi A", de: "Achsklasse A" },
  "Axle class B": { pl: "Klasa osi B", de: "Achsklasse B" },
  "Dual-mass flywheel conversion": {
    pl: "Zamiana koła dwumasowego na jednomasowe",
    de: "Umrüstung vom Zweimassenschwungrad",
  },
  "Solid flywheel": { pl: "Koło zamachowe jednomasowe", de: "Einmassenschwungrad" },
  Recovery: { pl: "Wyciąganie pojazdów", de: "Bergung" },
  "Power management": { pl: "Zarządzanie zasilaniem", de: "Energiemanagement" },
  Universal: { pl: "Uniwersalne", de: "Universell" },
  Touring: { pl: "Turystyka", de: "Reisen" },
  Towing: { pl: "Holowanie przyczep", de: "Anhängerbetrieb" },
  "5-speed manual": { pl: "Manualna 5-biegowa", de: "5-Gang-Schaltgetriebe" },
  "6-speed manual": { pl: "Manualna 6-biegowa", de: "6-Gang-Schaltgetriebe" },
};

/** The rows of application_terms for the demo's words. */
export const demoApplicationTermRows = () =>
  Object.entries(DEMO_APPLICATION_TERMS).flatMap(([term, t]) =>
    (Object.keys(t) as (keyof Translation)[]).map((lang) => ({ term, lang, text: t[lang] })),
  );
