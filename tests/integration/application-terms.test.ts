/**
 * The applications table in the shopper's language (issue 23 item 3, decision 0031): the ERP
 * answers the words of every row (note, description, parameters, category, group, class) from its
 * application_terms, and keeps the stored value, on which the catalogue filters; the catalogue's
 * group and category choices are named the same way.
 */
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { DEMO_FIXTURES } from "../../erp/seed/catalogue.ts";
import { APPLICATION_TERM_FIELDS } from "../../erp/catalogue/items.ts";
import { useErp } from "./harness.ts";

const { state, client } = useErp();

/** Product-line names the demo stores: they are the same in every language. */
const NAMES = new Set(["4X4 Survival"]);

describe("application words per language", () => {
  afterAll(async () => {
    await state.db.db.execute(sql`DELETE FROM application_terms WHERE term LIKE 'Test term%'`);
    await state.db.db.execute(sql`DELETE FROM applications WHERE note LIKE 'Test term%'`);
  });

  it("every word the demo's application rows hold has a Polish and a German text", async () => {
    const fields = sql.raw(APPLICATION_TERM_FIELDS.join(", "));
    const result = await state.db.db.execute(sql`
      SELECT DISTINCT v.term, l.lang FROM applications, unnest(ARRAY[${fields}]) AS v(term)
        CROSS JOIN (VALUES ('pl'), ('de')) AS l(lang)
      WHERE v.term <> '' AND NOT EXISTS (
        SELECT 1 FROM application_terms t WHERE t.term = v.term AND t.lang = l.lang)`);
    const missing = (result.rows as { term: string; lang: string }[]).filter((r) => !NAMES.has(r.term));
    expect(missing).toEqual([]);
  });

  it("answers a DBA disc's rows in Polish and German, keeping the stored values for the catalogue", async () => {
    const { item } = await client("in-process").getItem(DEMO_FIXTURES.inStock);
    const en = await client("in-process", { lang: "en" }).getApplications(item.id);
    const pl = await client("http", { lang: "pl" }).getApplications(item.id);
    const de = await client("in-process", { lang: "de" }).getApplications(item.id);
    expect(en.labels).toEqual({});
    // The rows themselves are the same in every language: the catalogue filters on them.
    expect(pl.applications).toEqual(en.applications);
    expect(de.applications).toEqual(en.applications);
    const categories = new Set(en.applications.map((a) => a.categorydescription));
    expect([...categories].every((c) => c === "Brake disc" || c === "Brake pads")).toBe(true);
    expect(de.labels["Brake disc"] ?? de.labels["Brake pads"]).toMatch(/^Brems(scheibe|beläge)$/);
    expect(pl.labels["Brake disc"] ?? pl.labels["Brake pads"]).toMatch(/^(Tarcza|Klocki) hamulc/);
    for (const row of en.applications) {
      for (const field of APPLICATION_TERM_FIELDS) {
        const value = row[field];
        if (!value || NAMES.has(value)) continue;
        expect(pl.labels[value], `pl ${value}`).toBeTruthy();
        expect(de.labels[value], `de ${value}`).toBeTruthy();
        expect(pl.labels[value]).not.toBe(value);
      }
    }
  });

  it("names the catalogue's group and category choices in the caller's language; the filter keeps the stored word", async () => {
    const en = await client("in-process", { lang: "en" }).catalogue({ filters: { brand: "dba" } });
    const de = await client("http", { lang: "de" }).catalogue({ filters: { brand: "dba" } });
    const pl = await client("in-process", { lang: "pl" }).catalogue({
      filters: { brand: "dba", category: "Brake disc" },
    });
    expect(de.options).toEqual(en.options);
    expect(en.labels).toEqual({});
    expect(en.options.category).toContain("Brake disc");
    expect(de.labels["Brake disc"]).toBe("Bremsscheibe");
    for (const word of [...en.options.category, ...en.options.group]) expect(de.labels[word], word).toBeTruthy();
    // A chosen word stays the stored one (it is what the rows hold), and is named in Polish.
    expect(pl.filters.category).toBe("Brake disc");
    expect(pl.labels["Brake disc"]).toBe("Tarcza hamulcowa");
  });

  it("answers a word the office translated, and leaves one without a translation out", async () => {
    const { item } = await client("in-process").getItem(DEMO_FIXTURES.inStock);
    await state.db.db.execute(sql`
      INSERT INTO applications (item_id, position, make, model, note, parameter)
        VALUES (${item.id}, 99, 'Toyota', 'Hilux', 'Test term: rear drums only', 'Test term untranslated')`);
    await state.db.db.execute(sql`
      INSERT INTO application_terms (term, lang, text)
        VALUES ('Test term: rear drums only', 'de', 'Nur mit Trommelbremsen hinten')`);
    const de = await client("in-process", { lang: "de" }).getApplications(item.id);
    expect(de.labels["Test term: rear drums only"]).toBe("Nur mit Trommelbremsen hinten");
    expect(de.labels).not.toHaveProperty("Test term untranslated");
    const pl = await client("in-process", { lang: "pl" }).getApplications(item.id);
    expect(pl.labels).not.toHaveProperty("Test term: rear drums only");
  });
});
