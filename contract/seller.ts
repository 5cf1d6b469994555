/**
 * The one record of the companies behind the shop (storefront.md section 1), one per region: the
 * seller in the terms, the order page, the order PDF and the confirmation e-mail; the controller in
 * the privacy notice; the imprint, the contact page and the footer. The company data is invented for
 * the reference shop; a distributor replaces it here and every page, PDF and e-mail follows. Bank
 * accounts are not here: they are the ERP's data (the bank_accounts table, `npm run bank`; decision
 * 0026), reached through the contract (GET /bank-accounts/{seller}, an order's bankaccount).
 */
import type { Language } from "./languages.ts";

/** Region of a visitor as the ERP's GET /source/{source} answers it (location.name). */
export type Region = "EU" | "UK" | "NL";
export const DEFAULT_REGION: Region = "EU";

type Translated<T = string> = Record<Language, T>;

export interface Address {
  street: string;
  postcode: string;
  city: string;
  country: Translated;
}

export interface Fact {
  term: string;
  value: string;
}

export interface Company {
  id: "pl" | "nl";
  /** Country of the company: decides whether a business customer's reverse charge applies. */
  country: "PL" | "NL";
  name: string;
  legalForm: Translated;
  registeredOffice: Address;
  /** Commercial register: court or chamber, and number. */
  register: Translated;
  registerNumber: string;
  vatId: string;
  /** Further identifiers shown in the imprint (REGON, share capital and the like). */
  extra: Translated<Fact[]>;
  /** Register of producers placing packaged goods on the market (BDO in Poland, Afvalfonds in NL). */
  packagingRegister: Translated;
  packagingRegisterNumber: string;
  managingDirector: string;
  email: string;
  privacyEmail: string;
  phone: string;
}

export const POLISH_COMPANY: Company = {
  id: "pl",
  country: "PL",
  name: "4x4 Performance Parts sp. z o.o.",
  legalForm: {
    en: "limited liability company",
    pl: "spółka z ograniczoną odpowiedzialnością",
    de: "Gesellschaft mit beschränkter Haftung (poln. Recht)",
  },
  registeredOffice: {
    street: "ul. Przemysłowa 10",
    postcode: "87-100",
    city: "Toruń",
    country: { en: "Poland", pl: "Polska", de: "Polen" },
  },
  register: {
    en: "National Court Register (KRS), District Court in Toruń, 7th Commercial Division",
    pl: "Krajowy Rejestr Sądowy, Sąd Rejonowy w Toruniu, VII Wydział Gospodarczy KRS",
    de: "Landesgerichtsregister (KRS), Amtsgericht Toruń, VII. Handelsabteilung",
  },
  registerNumber: "KRS 0000312845",
  vatId: "PL9562287140",
  extra: {
    en: [
      { term: "REGON", value: "340512873" },
      { term: "Share capital", value: "PLN 250,000, paid in full" },
    ],
    pl: [
      { term: "REGON", value: "340512873" },
      { term: "Kapitał zakładowy", value: "250 000 zł, wpłacony w całości" },
    ],
    de: [
      { term: "REGON", value: "340512873" },
      { term: "Stammkapital", value: "250.000 PLN, voll eingezahlt" },
    ],
  },
  packagingRegister: {
    en: "BDO (Polish waste database) register number",
    pl: "Numer rejestrowy BDO",
    de: "BDO-Registernummer (polnische Abfalldatenbank)",
  },
  packagingRegisterNumber: "000123456",
  managingDirector: "Marek Kowalczyk",
  email: "office@parts-shop.example",
  privacyEmail: "privacy@parts-shop.example",
  phone: "+48 56 000 00 00",
};

export const DUTCH_COMPANY: Company = {
  id: "nl",
  country: "NL",
  name: "4x4 Performance Parts Europe B.V.",
  legalForm: {
    en: "private limited company (B.V.)",
    pl: "spółka z ograniczoną odpowiedzialnością prawa niderlandzkiego (B.V.)",
    de: "Besloten Vennootschap (niederländische GmbH)",
  },
  registeredOffice: {
    street: "Transportweg 21",
    postcode: "5928 PM",
    city: "Venlo",
    country: { en: "the Netherlands", pl: "Holandia", de: "Niederlande" },
  },
  register: {
    en: "Netherlands Chamber of Commerce (KvK)",
    pl: "Izba Handlowa Niderlandów (KvK)",
    de: "Niederländische Handelskammer (KvK)",
  },
  registerNumber: "KvK 71938462",
  vatId: "NL862347519B01",
  extra: { en: [], pl: [], de: [] },
  packagingRegister: {
    en: "Afvalfonds Verpakkingen registration number",
    pl: "Numer rejestrowy Afvalfonds Verpakkingen (opakowania)",
    de: "Registriernummer Afvalfonds Verpakkingen (Verpackungen)",
  },
  packagingRegisterNumber: "AFV-2019-04871",
  managingDirector: "Marek Kowalczyk",
  email: "nl@parts-shop.example",
  privacyEmail: "privacy@parts-shop.example",
  phone: "+31 77 000 00 00",
};

/** The ids of the seller companies (the bank accounts are kept per company and currency). */
export const COMPANY_IDS = ["pl", "nl"] as const satisfies readonly Company["id"][];

/** A company by its id, e.g. the EU responsible person the ERP names for a manufacturer outside the EU. */
export const companyById = (id: Company["id"]): Company => (id === "nl" ? DUTCH_COMPANY : POLISH_COMPANY);

/** The seller in the terms and imprint: the Polish company by default, the Dutch B.V. for the NL region. */
export const sellerFor = (region: Region): Company => (region === "NL" ? DUTCH_COMPANY : POLISH_COMPANY);

/** The controller in the privacy notice: the Polish company for the EU region, the Dutch company otherwise (storefront.md section 1). */
export const controllerFor = (region: Region): Company => (region === "EU" ? POLISH_COMPANY : DUTCH_COMPANY);

export interface Site {
  label: Translated;
  address: Address;
  phone: string;
  email: string;
}

/** Office and warehouse shown on the contact page, by region (transactions.md section 2; EU by default). */
export const OFFICES: Record<Region, Site> = {
  EU: {
    label: { en: "Office and main warehouse", pl: "Biuro i magazyn główny", de: "Büro und Hauptlager" },
    address: {
      street: "ul. Przemysłowa 10",
      postcode: "87-100",
      city: "Toruń",
      country: POLISH_COMPANY.registeredOffice.country,
    },
    phone: POLISH_COMPANY.phone,
    email: POLISH_COMPANY.email,
  },
  UK: {
    label: {
      en: "UK office and warehouse (since 2017)",
      pl: "Biuro i magazyn w Wielkiej Brytanii (od 2017 r.)",
      de: "Büro und Lager im Vereinigten Königreich (seit 2017)",
    },
    address: {
      street: "Unit 4, Tameside Trade Park, Kingsbury Road",
      postcode: "B24 9QJ",
      city: "Birmingham",
      country: { en: "United Kingdom", pl: "Wielka Brytania", de: "Vereinigtes Königreich" },
    },
    phone: "+44 121 000 0000",
    email: "uk@parts-shop.example",
  },
  NL: {
    label: {
      en: "Benelux office and dispatch point",
      pl: "Biuro i punkt wysyłkowy Benelux",
      de: "Benelux-Büro und Versandstelle",
    },
    address: DUTCH_COMPANY.registeredOffice,
    phone: DUTCH_COMPANY.phone,
    email: DUTCH_COMPANY.email,
  },
};

/** Office hours (transactions.md section 1). */
export const OFFICE_HOURS: { days: Translated; time: string } = {
  days: { en: "Monday–Friday", pl: "poniedziałek–piątek", de: "Montag–Freitag" },
  time: "8:00–16:00 CET/CEST",
};
/** Enquiries are answered within this many hours (transactions.md section 9). */
export const RESPONSE_HOURS = 48;

/** IBAN in groups of four, as it is printed for people to copy. */
export const formatIban = (iban: string) => iban.replace(/(.{4})(?=.)/g, "$1 ");

export const formatAddress = (a: Address, lang: Language) => [a.street, `${a.postcode} ${a.city}`, a.country[lang]];
