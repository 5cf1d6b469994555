/**
 * getDeliveryFacts (contract/delivery.ts, decision 0032): the carriers, delivery times, dispatch
 * cut-off, shipping costs per country and method, and the payment methods offered, all from the
 * tables the checkout itself reads (shipping_methods, shipping_zone_countries, shipping_rates,
 * dispatch_settings, payment_methods), so every page that quotes them says what the basket charges.
 */
import { sql } from "drizzle-orm";
import type { DeliveryFacts } from "../../contract/delivery.ts";
import type { CallContext } from "../context.ts";
import { paymentMethodsFor } from "../payments/methods.ts";
import { regionFor } from "../region/region.ts";
import { consumerTax, MissingTaxRate } from "../tax/rule.ts";
import { grossCentsAt, type TaxRates } from "../tax/rates.ts";
import type { ShippingMethodRow } from "./shipping.ts";

interface RateRow {
  country: string;
  method_id: string;
  cost: string;
  days_min: number;
  days_max: number;
}

/** The gross cost for a consumer in `country`; null when the ERP has no VAT rate for it (the country is left out). */
function grossFor(ctx: CallContext, rates: TaxRates, country: string, netCents: number): number | null {
  try {
    const tax = consumerTax({ source: ctx.source, country: ctx.country, taxcountry: country }, rates, ctx.now);
    return grossCentsAt(netCents, tax.rate);
  } catch (error) {
    if (error instanceof MissingTaxRate) return null;
    throw error;
  }
}

export async function deliveryFacts(ctx: CallContext): Promise<DeliveryFacts> {
  const { db, lang, currency } = ctx;
  const [settings, methods, rates, payments, taxRates] = await Promise.all([
    db.execute(sql`SELECT to_char(cutoff, 'HH24:MI') AS cutoff, time_zone FROM dispatch_settings LIMIT 1`),
    db.execute(sql`SELECT id, carrier, names, descriptions FROM shipping_methods WHERE active ORDER BY position, id`),
    db.execute(sql`SELECT z.country, r.method_id, r.cost, r.days_min, r.days_max
      FROM shipping_zone_countries z
      JOIN shipping_rates r ON r.zone_id = z.zone_id
      JOIN shipping_methods m ON m.id = r.method_id
      WHERE m.active AND r.currency = ${currency}
      ORDER BY z.country, m.position, m.id`),
    paymentMethodsFor(db, currency, regionFor(ctx.source, ctx.country).location.name, ctx.paymentMethods),
    ctx.taxRates(),
  ]);
  const dispatch = settings.rows[0] as { cutoff: string; time_zone: string } | undefined;
  const countries = new Map<string, DeliveryFacts["countries"][number]>();
  const unpriced = new Set<string>();
  for (const r of rates.rows as unknown as RateRow[]) {
    const netcents = Math.round(Number(r.cost) * 100);
    const grosscents = unpriced.has(r.country) ? null : grossFor(ctx, taxRates, r.country, netcents);
    if (grosscents === null) {
      unpriced.add(r.country);
      countries.delete(r.country);
      continue;
    }
    let entry = countries.get(r.country);
    if (!entry) countries.set(r.country, (entry = { country: r.country, rates: [] }));
    entry.rates.push({ method: r.method_id, netcents, grosscents, days: { min: r.days_min, max: r.days_max } });
  }
  return {
    currency,
    cutoff: dispatch?.cutoff ?? null,
    timezone: dispatch?.time_zone ?? "Europe/Warsaw",
    methods: (methods.rows as unknown as ShippingMethodRow[]).map((m) => ({
      _id: m.id,
      name: m.names[lang] ?? m.names.en,
      description: m.descriptions[lang] ?? m.descriptions.en,
      carrier: m.carrier,
    })),
    countries: [...countries.values()],
    registered: [...countries.keys()].filter(
      (country) =>
        consumerTax({ source: ctx.source, country: ctx.country, taxcountry: country }, taxRates, ctx.now).treatment ===
        "registered",
    ),
    payments: payments.map((p) => ({
      _id: p.id,
      name: p.names[lang] ?? p.names.en,
      description: p.descriptions[lang] ?? p.descriptions.en,
    })),
  };
}
