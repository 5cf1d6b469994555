/**
 * The account statement says which way its balance runs (issue 43): an invoice adds what the
 * customer owes (erp/orders/ledger.ts), so a positive balance is what the customer owes us, in
 * every language; the German once said the reverse.
 */
import { describe, expect, it } from "vitest";
import { resources } from "./locales.ts";

describe("the statement's intro", () => {
  it("in English: a positive balance is what the customer owes", () => {
    expect(resources.en.account.transactions.intro).toMatch(/positive balance is what you owe us/);
  });

  it("in German: a positive balance is what the customer owes, not a claim on us", () => {
    const intro = resources.de.account.transactions.intro;
    expect(intro).toMatch(/positiver Saldo ist der Betrag, den Sie uns schulden/);
    expect(intro).not.toMatch(/Forderung an uns/);
  });

  it("in Polish: a positive balance is what the customer has to pay us", () => {
    expect(resources.pl.account.transactions.intro).toMatch(
      /Saldo dodatnie to kwota, którą masz do zapłaty na naszą rzecz/,
    );
  });
});
