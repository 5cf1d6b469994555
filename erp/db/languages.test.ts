/**
 * The database's language check agrees with the one list (contract/languages.ts): a new language
 * needs a migration that widens customers_lang, and this test says so until one does.
 */
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../../contract/languages.ts";

const MIGRATIONS = new URL("./migrations/", import.meta.url);

/** The languages of each CHECK ("lang" IN (...)) constraint, by name, as the last migration left it. */
function languageChecks(): Map<string, string[]> {
  const checks = new Map<string, string[]>();
  const files = readdirSync(MIGRATIONS)
    .filter((f) => f.endsWith(".sql"))
    .sort();
  for (const file of files) {
    const sql = readFileSync(new URL(file, MIGRATIONS), "utf8");
    for (const m of sql.matchAll(/CONSTRAINT\s+"([^"]+)"\s+CHECK\s*\(\s*"lang"\s+IN\s*\(([^)]*)\)\s*\)/gi))
      checks.set(
        m[1]!,
        [...m[2]!.matchAll(/'([^']*)'/g)].map((v) => v[1]!),
      );
  }
  return checks;
}

describe("the database's language check", () => {
  it("exists (customers.lang)", () => {
    expect([...languageChecks().keys()]).toContain("customers_lang");
  });

  it.each([...languageChecks()])("%s allows exactly the shop's languages", (_name, langs) => {
    expect([...langs].sort()).toEqual([...LANGUAGES].sort());
  });
});
