/** Delivery facts as the ERP answers them, for the unit tests of their wording. */
import type { DeliveryFacts } from "../../contract/delivery.ts";

/** Two countries, three methods; Germany's first method is the standard one. */
export const FACTS: DeliveryFacts = {
  currency: "EUR",
  cutoff: "13:00",
  timezone: "Europe/Warsaw",
  methods: [
    { _id: "std", name: "Parcel Standard", description: "DPD Classic", carrier: "DPD" },
    { _id: "exp", name: "Parcel Express", description: "DHL Express", carrier: "DHL Express" },
    { _id: "post", name: "Post parcel", description: "Poland only", carrier: "Poczta Polska" },
  ],
  countries: [
    {
      country: "PL",
      rates: [
        { method: "std", netcents: 600, grosscents: 738, days: { min: 1, max: 1 } },
        { method: "post", netcents: 350, grosscents: 431, days: { min: 1, max: 3 } },
      ],
    },
    {
      country: "DE",
      rates: [
        { method: "std", netcents: 1200, grosscents: 1428, days: { min: 2, max: 2 } },
        { method: "exp", netcents: 2400, grosscents: 2856, days: { min: 1, max: 1 } },
      ],
    },
  ],
  registered: [],
  payments: [{ _id: "bank", name: "Bank transfer", description: "Pay by bank transfer" }],
};
