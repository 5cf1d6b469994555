/**
 * The demo catalogue's seller record (decision 0057): the invented companies and offices, loaded
 * with demo = true, so a production start outside the demo refuses them (erp/ops/demo-guard.ts).
 * A real deployment sets its own in the office (/office/company) or with `npm run company`.
 * Tests take them as their fixture; nothing outside the seed and the tests imports this file.
 */
import {
  sellerRecordOf,
  type Company,
  type OpeningHours,
  type Region,
  type SellerRecord,
  type Site,
} from "../../contract/seller.ts";
import { seedDemoSellerRecords } from "../company/records.ts";
import type { Database } from "../db/client.ts";

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

/** The demo's seller of a region: the Polish company by default, the Dutch B.V. for the NL region. */
export const sellerFor = (region: Region): Company => (region === "NL" ? DUTCH_COMPANY : POLISH_COMPANY);

/** The demo's controller of a region: the Polish company for the EU region, the Dutch company otherwise. */
export const controllerFor = (region: Region): Company => (region === "EU" ? POLISH_COMPANY : DUTCH_COMPANY);

/** Office hours (transactions.md section 1). */
export const OFFICE_HOURS: OpeningHours = {
  days: { en: "Monday–Friday", pl: "poniedziałek–piątek", de: "Montag–Freitag" },
  time: "8:00–16:00 CET/CEST",
};
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
    hours: OFFICE_HOURS,
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
    hours: OFFICE_HOURS,
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
    hours: OFFICE_HOURS,
  },
};

export const DEMO_COMPANIES = [POLISH_COMPANY, DUTCH_COMPANY] as const;
export const DEMO_OFFICES = OFFICES;

/** The demo's seller record of a region (the demo catalogue's, and the pages' unit tests'). */
export const demoSellerRecord = (region: Region): SellerRecord => sellerRecordOf(region, DEMO_COMPANIES, OFFICES)!;

/** Writes the demo's records where none is set (a demo database made before migration 0041 gets them too). */
export const loadDemoSellerRecords = (db: Pick<Database, "execute">) =>
  seedDemoSellerRecords(db, DEMO_COMPANIES, DEMO_OFFICES);
