/**
 * Product safety data (GPSR, Regulation (EU) 2023/988) of the demo catalogue: each brand's
 * manufacturer, its EU responsible person and the warnings for its parts, in en/pl/de; and the
 * warnings some series carry beyond their brand's.
 *
 * PLACEHOLDERS: the manufacturers' names are the publicly known company or trading names and the
 * countries are theirs, but the street lines, postcodes, e-mail and web addresses below are invented
 * for the demo (.example domains), and the cities marked "unconfirmed" are our best knowledge only.
 * A distributor must replace all of them with the manufacturers' registered names and addresses
 * before selling.
 */
import type { BrandId } from "../../contract/catalogue.ts";
import { isEuMemberState } from "../../contract/countries.ts";
import { POLISH_COMPANY } from "./demo-seller.ts";
import type { SafetyWarnings } from "../catalogue/schema.ts";

export interface Manufacturer {
  name: string;
  street: string;
  postcode: string;
  city: string;
  /** ISO 3166-1 alpha-2 code. */
  country: string;
  email: string;
  url: string;
}

export interface BrandSafety {
  manufacturer: Manufacturer;
  warnings: SafetyWarnings;
}

const BRAKES: SafetyWarnings = {
  en: [
    "Fitting by a qualified mechanic only.",
    "Bed in the brakes before hard use, following the manufacturer's instructions.",
    "Replace discs and pads on both sides of an axle at the same time.",
  ],
  pl: [
    "Montaż wyłącznie przez wykwalifikowanego mechanika.",
    "Przed intensywnym hamowaniem dotrzyj hamulce zgodnie z instrukcją producenta.",
    "Tarcze i klocki wymieniaj jednocześnie po obu stronach osi.",
  ],
  de: [
    "Einbau nur durch eine qualifizierte Fachwerkstatt.",
    "Bremsen vor starker Beanspruchung nach Herstelleranleitung einbremsen.",
    "Scheiben und Beläge immer auf beiden Seiten einer Achse gleichzeitig ersetzen.",
  ],
};

const CLUTCH: SafetyWarnings = {
  en: [
    "Fitting by a qualified mechanic only.",
    "Do not blow out clutch dust with compressed air and do not breathe it in.",
    "Follow the bedding-in instructions before full load or towing.",
  ],
  pl: [
    "Montaż wyłącznie przez wykwalifikowanego mechanika.",
    "Nie wydmuchuj pyłu sprzęgła sprężonym powietrzem i nie wdychaj go.",
    "Przed pełnym obciążeniem lub holowaniem przestrzegaj instrukcji docierania.",
  ],
  de: [
    "Einbau nur durch eine qualifizierte Fachwerkstatt.",
    "Kupplungsstaub nicht mit Druckluft ausblasen und nicht einatmen.",
    "Vor Volllast oder Anhängerbetrieb die Einfahrhinweise befolgen.",
  ],
};

const BUSHINGS: SafetyWarnings = {
  en: [
    "Fitting by a qualified mechanic only.",
    "Tighten the bolts to the vehicle maker's torque with the vehicle at ride height.",
    "Have the wheel alignment checked after fitting.",
  ],
  pl: [
    "Montaż wyłącznie przez wykwalifikowanego mechanika.",
    "Śruby dokręcaj momentem podanym przez producenta pojazdu, gdy pojazd stoi na kołach.",
    "Po montażu sprawdź geometrię kół.",
  ],
  de: [
    "Einbau nur durch eine qualifizierte Fachwerkstatt.",
    "Schrauben mit dem Anzugsmoment des Fahrzeugherstellers anziehen, wenn das Fahrzeug auf den Rädern steht.",
    "Nach dem Einbau die Achsvermessung prüfen lassen.",
  ],
};

/** Demo manufacturer data: see the PLACEHOLDERS note at the top of this file. */
const manufacturer = (name: string, domain: string, place: Omit<Manufacturer, "name" | "email" | "url">) => ({
  name,
  ...place,
  email: `safety@${domain}`,
  url: `https://www.${domain}`,
});

export const BRAND_SAFETY: Record<BrandId, BrandSafety> = {
  dba: {
    manufacturer: manufacturer("Disc Brakes Australia Pty Ltd", "dba.example", {
      street: "1 Demo Road",
      postcode: "2000",
      city: "Sydney",
      country: "AU",
    }),
    warnings: BRAKES,
  },
  xclutch: {
    manufacturer: manufacturer("Australian Clutch Services Pty Ltd", "xtremeclutch.example", {
      street: "2 Demo Road",
      postcode: "2000",
      city: "Sydney", // unconfirmed
      country: "AU",
    }),
    warnings: CLUTCH,
  },
  xoutback: {
    manufacturer: manufacturer("Australian Clutch Services Pty Ltd", "xtremeoutback.example", {
      street: "2 Demo Road",
      postcode: "2000",
      city: "Sydney", // unconfirmed
      country: "AU",
    }),
    warnings: CLUTCH,
  },
  xforce: {
    manufacturer: manufacturer("Xforce Performance Exhaust", "xforce.example", {
      street: "3 Demo Road",
      postcode: "3000",
      city: "Melbourne", // unconfirmed
      country: "AU",
    }),
    warnings: {
      en: [
        "Fitting by a qualified mechanic only.",
        "Exhaust parts get very hot: let them cool down before touching.",
        "Check the joints for leaks after fitting: exhaust gas contains carbon monoxide.",
        "Check whether the part is approved for road use in your country.",
      ],
      pl: [
        "Montaż wyłącznie przez wykwalifikowanego mechanika.",
        "Elementy wydechu bardzo się nagrzewają: przed dotknięciem odczekaj, aż ostygną.",
        "Po montażu sprawdź szczelność połączeń: spaliny zawierają tlenek węgla.",
        "Sprawdź, czy część jest dopuszczona do ruchu drogowego w Twoim kraju.",
      ],
      de: [
        "Einbau nur durch eine qualifizierte Fachwerkstatt.",
        "Abgasteile werden sehr heiß: vor dem Berühren abkühlen lassen.",
        "Verbindungen nach dem Einbau auf Dichtheit prüfen: Abgas enthält Kohlenmonoxid.",
        "Prüfen Sie, ob das Teil in Ihrem Land für den Straßenverkehr zugelassen ist.",
      ],
    },
  },
  hawk: {
    manufacturer: manufacturer("Hawk Performance", "hawkperformance.example", {
      street: "4 Demo Drive",
      postcode: "44256",
      city: "Medina, Ohio",
      country: "US",
    }),
    warnings: BRAKES,
  },
  pedders: {
    manufacturer: manufacturer("Pedders Suspension & Brakes", "pedders.example", {
      street: "5 Demo Road",
      postcode: "3000",
      city: "Melbourne",
      country: "AU",
    }),
    warnings: {
      en: [
        "Fitting by a qualified mechanic only.",
        "Coil springs store energy: compress them only with a suitable spring compressor.",
        "Have the wheel alignment checked after fitting; a lift changes the vehicle's handling.",
      ],
      pl: [
        "Montaż wyłącznie przez wykwalifikowanego mechanika.",
        "Sprężyny śrubowe magazynują energię: ściskaj je tylko odpowiednim ściągaczem.",
        "Po montażu sprawdź geometrię kół; podniesienie zawieszenia zmienia właściwości jezdne pojazdu.",
      ],
      de: [
        "Einbau nur durch eine qualifizierte Fachwerkstatt.",
        "Schraubenfedern speichern Energie: nur mit einem geeigneten Federspanner spannen.",
        "Nach dem Einbau die Achsvermessung prüfen lassen; eine Höherlegung verändert das Fahrverhalten.",
      ],
    },
  },
  turbosmart: {
    manufacturer: manufacturer("Turbosmart Pty Ltd", "turbosmart.example", {
      street: "6 Demo Road",
      postcode: "2000",
      city: "Sydney",
      country: "AU",
    }),
    warnings: {
      en: [
        "Fitting by a qualified mechanic only.",
        "Wrong boost settings can damage the engine: set up the boost control on a dynamometer.",
        "Turbocharger parts get very hot: let them cool down before touching.",
      ],
      pl: [
        "Montaż wyłącznie przez wykwalifikowanego mechanika.",
        "Nieprawidłowe ustawienie doładowania może uszkodzić silnik: ustawiaj je na hamowni.",
        "Elementy turbosprężarki bardzo się nagrzewają: przed dotknięciem odczekaj, aż ostygną.",
      ],
      de: [
        "Einbau nur durch eine qualifizierte Fachwerkstatt.",
        "Falsch eingestellter Ladedruck kann den Motor beschädigen: Ladedruckregelung auf dem Prüfstand abstimmen.",
        "Turboladerteile werden sehr heiß: vor dem Berühren abkühlen lassen.",
      ],
    },
  },
  whiteline: {
    manufacturer: manufacturer("Whiteline", "whiteline.example", {
      street: "7 Demo Road",
      postcode: "2000",
      city: "Sydney", // unconfirmed
      country: "AU",
    }),
    warnings: BUSHINGS,
  },
  redarc: {
    manufacturer: manufacturer("REDARC Electronics Pty Ltd", "redarc.example", {
      street: "8 Demo Road",
      postcode: "5000",
      city: "Adelaide",
      country: "AU",
    }),
    warnings: {
      en: [
        "Installation by a qualified auto electrician only.",
        "Disconnect the battery before installing and fuse every cable at the battery.",
        "Use cables of the cross-section given in the installation guide: undersized cables can overheat.",
      ],
      pl: [
        "Montaż wyłącznie przez wykwalifikowanego elektryka samochodowego.",
        "Przed montażem odłącz akumulator i zabezpiecz każdy przewód bezpiecznikiem przy akumulatorze.",
        "Stosuj przewody o przekroju podanym w instrukcji montażu: zbyt cienkie przewody mogą się przegrzać.",
      ],
      de: [
        "Einbau nur durch eine qualifizierte Kfz-Elektrikfachkraft.",
        "Vor dem Einbau die Batterie abklemmen und jedes Kabel an der Batterie absichern.",
        "Kabel mit dem Querschnitt aus der Einbauanleitung verwenden: zu dünne Kabel können überhitzen.",
      ],
    },
  },
  acl: {
    manufacturer: manufacturer("ACL Bearing Company", "aclbearings.example", {
      street: "9 Demo Road",
      postcode: "7250",
      city: "Launceston",
      country: "AU",
    }),
    warnings: {
      en: [
        "Fitting by a qualified engine builder only.",
        "Measure the bearing clearances before assembly.",
        "Prime the oil system before the first start.",
      ],
      pl: [
        "Montaż wyłącznie przez wykwalifikowanego mechanika silnikowego.",
        "Przed montażem zmierz luzy łożysk.",
        "Przed pierwszym uruchomieniem napełnij układ olejowy.",
      ],
      de: [
        "Einbau nur durch eine qualifizierte Motoreninstandsetzung.",
        "Lagerspiel vor dem Zusammenbau messen.",
        "Ölsystem vor dem ersten Start vorfüllen.",
      ],
    },
  },
  ryco: {
    manufacturer: manufacturer("Ryco Filters", "ryco.example", {
      street: "10 Demo Road",
      postcode: "3000",
      city: "Melbourne",
      country: "AU",
    }),
    warnings: {
      en: [
        "Change filters with the engine off and cold.",
        "Fuel is highly flammable: no open flames or smoking while working on the fuel system.",
        "Dispose of used filters and oil at a collection point, not with household waste.",
      ],
      pl: [
        "Filtry wymieniaj przy wyłączonym i zimnym silniku.",
        "Paliwo jest skrajnie łatwopalne: podczas prac przy układzie paliwowym nie używaj otwartego ognia i nie pal.",
        "Zużyte filtry i olej oddaj do punktu zbiórki, nie wyrzucaj ich z odpadami domowymi.",
      ],
      de: [
        "Filter nur bei abgestelltem, kaltem Motor wechseln.",
        "Kraftstoff ist leicht entzündlich: bei Arbeiten an der Kraftstoffanlage kein offenes Feuer, nicht rauchen.",
        "Gebrauchte Filter und Altöl bei einer Sammelstelle abgeben, nicht im Hausmüll entsorgen.",
      ],
    },
  },
  superpro: {
    manufacturer: manufacturer("SuperPro Suspension Parts", "superpro.example", {
      street: "11 Demo Road",
      postcode: "3000",
      city: "Melbourne", // unconfirmed
      country: "AU",
    }),
    warnings: BUSHINGS,
  },
  saber: {
    manufacturer: manufacturer("Saber Offroad", "saberoffroad.example", {
      street: "12 Demo Road",
      postcode: "3000",
      city: "Melbourne", // unconfirmed
      country: "AU",
    }),
    warnings: {
      en: [
        "Never exceed the working load limit (WLL) marked on the product.",
        "Inspect the gear before every use; do not use it when damaged or worn.",
        "Attach only to rated recovery points, never to a tow ball.",
        "Keep bystanders well clear of the recovery line.",
      ],
      pl: [
        "Nigdy nie przekraczaj dopuszczalnego obciążenia roboczego (WLL) oznaczonego na produkcie.",
        "Sprawdzaj sprzęt przed każdym użyciem; nie używaj go, jeśli jest uszkodzony lub zużyty.",
        "Mocuj wyłącznie do atestowanych punktów ratowniczych, nigdy do kuli haka holowniczego.",
        "Osoby postronne muszą trzymać się z dala od linii ratowniczej.",
      ],
      de: [
        "Die auf dem Produkt angegebene Arbeitslast (WLL) nie überschreiten.",
        "Ausrüstung vor jedem Einsatz prüfen; beschädigte oder verschlissene Teile nicht verwenden.",
        "Nur an zugelassenen Bergepunkten befestigen, niemals an einer Anhängerkupplung.",
        "Unbeteiligte Personen aus dem Bereich der Bergeleine fernhalten.",
      ],
    },
  },
};

/**
 * The EU responsible person of a brand: for a manufacturer outside the EU the distributor, named
 * by its company id (contract/seller.ts holds its name and address once).
 */
export const responsiblePersonFor = (m: Manufacturer) => (isEuMemberState(m.country) ? null : POLISH_COMPANY.id);

/** Warnings of a product series beyond its brand's, by the series name of erp/seed/catalogue.ts. */
export const SERIES_WARNINGS: Readonly<Record<string, SafetyWarnings>> = {
  "snatch strap 11 t": {
    en: ["A snatch strap stores energy when stretched: lay a recovery damper over its middle."],
    pl: ["Rozciągnięta taśma szarpakowa magazynuje energię: połóż na jej środku tłumik (damper)."],
    de: ["Ein gedehnter Bergegurt speichert Energie: einen Seildämpfer über seine Mitte legen."],
  },
  "pure sine wave inverter": {
    en: ["The output carries mains voltage (230 V), which can kill: connect appliances only as the guide says."],
    pl: [
      "Na wyjściu występuje napięcie sieciowe (230 V) groźne dla życia: podłączaj urządzenia tylko zgodnie z instrukcją.",
    ],
    de: ["Am Ausgang liegt lebensgefährliche Netzspannung (230 V) an: Geräte nur nach Anleitung anschließen."],
  },
};
