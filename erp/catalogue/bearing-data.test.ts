import { describe, expect, it } from "vitest";
import { bearingSheet } from "./bearing-data.ts";

const main = { type: "Race Series main bearing set", size: "STD", material: "Tri-metal" };
// As the database gives it back: jsonb keeps its keys by length, not in the sheet's order.
const conrod = { size: "0.25", type: "Race Series conrod bearing set", material: "Tri-metal" };

describe("ACL's bearing data sheet", () => {
  it("is named and worded in German and Polish (issue 43 item 4)", () => {
    expect(bearingSheet(main, "de")).toEqual([
      { name: "Lagertyp", value: "Hauptlagersatz Race Series" },
      { name: "Größe", value: "Standard" },
      { name: "Werkstoff", value: "Dreistoff" },
    ]);
    expect(bearingSheet(conrod, "pl")).toEqual([
      { name: "Typ panewki", value: "Komplet panewek korbowodowych Race Series" },
      { name: "Rozmiar", value: "Podwymiar 0,25 mm" },
      { name: "Materiał", value: "Trójwarstwowy" },
    ]);
  });
  it("stays as the bearing company publishes it in English, and keeps words it does not know", () => {
    expect(bearingSheet(main, "en")).toEqual([
      { name: "Bearing type", value: "Race Series main bearing set" },
      { name: "Size", value: "STD" },
      { name: "Material", value: "Tri-metal" },
    ]);
    expect(bearingSheet({ material: "Unobtainium", grade: "A" }, "de")).toEqual([
      { name: "Werkstoff", value: "Unobtainium" },
      { name: "grade", value: "A" },
    ]);
  });
});
