/**
 * The selling company of an order, by region: the Polish company by default (also for the UK site)
 * and the Dutch B.V. for the NL region. Names, addresses and registration numbers are invented for
 * the demo; a real distributor replaces them here and nowhere else.
 */

export interface Seller {
  /** Country of the company; decides whether a business customer's reverse charge applies. */
  country: "PL" | "NL";
  name: string;
  address: string[];
  taxId: { label: string; value: string };
  registration: { label: string; value: string };
  /** Packaging register: BDO in Poland, the Afvalfonds Verpakkingen number in the Netherlands. */
  packagingRegister: { label: string; value: string };
  bank: { name: string; iban: string; swift: string };
  email: string;
  phone: string;
}

export const SELLERS: Record<"PL" | "NL", Seller> = {
  PL: {
    country: "PL",
    name: "4x4 & Performance Parts Sp. z o.o.",
    address: ["ul. Przemysłowa 10", "87-100 Toruń", "Poland"],
    taxId: { label: "NIP / VAT", value: "PL9562318745" },
    registration: { label: "KRS", value: "0000712345" },
    packagingRegister: { label: "BDO", value: "000458213" },
    bank: { name: "Bank Toruński S.A.", iban: "PL27 1140 2004 0000 3402 7654 3210", swift: "TORBPLPW" },
    email: "office@parts-shop.example",
    phone: "+48 56 600 10 20",
  },
  NL: {
    country: "NL",
    name: "4x4 & Performance Parts B.V.",
    address: ["Havenweg 42", "3089 JR Rotterdam", "Netherlands"],
    taxId: { label: "BTW / VAT", value: "NL863214577B01" },
    registration: { label: "KvK", value: "81234567" },
    packagingRegister: { label: "Afvalfonds Verpakkingen", value: "AFV-104578" },
    bank: { name: "Rotterdamse Handelsbank N.V.", iban: "NL42 RHBK 0417 1644 23", swift: "RHBKNL2R" },
    email: "nl@parts-shop.example",
    phone: "+31 10 700 20 30",
  },
};

export function sellerFor(region: string): Seller {
  return region === "NL" ? SELLERS.NL : SELLERS.PL;
}
