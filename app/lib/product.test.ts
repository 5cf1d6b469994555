import { describe, expect, it } from "vitest";
import {
  descriptionStyle,
  filterRelated,
  galleryWindows,
  listsKitComponents,
  needsAxleInfo,
  readTab,
  showsComponentTables,
} from "./product.ts";

const price = (baseprice: number) => ({ baseprice }) as never;

describe("product page rules", () => {
  it("reads the tab from the URL; related only when there are related items", () => {
    expect(readTab("applications", false)).toBe("applications");
    expect(readTab("related", true)).toBe("related");
    expect(readTab("related", false)).toBe("overview");
    expect(readTab("bogus", true)).toBe("overview");
    expect(readTab(null, true)).toBe("overview");
  });

  it("asks for axle info for brake items and combo kits", () => {
    expect(needsAxleInfo({ manufacturer: "DBA", name: "DBA4650XS" })).toBe(true);
    expect(needsAxleInfo({ manufacturer: "Hawk", name: "HB123F.570" })).toBe(true);
    expect(needsAxleInfo({ manufacturer: "Other", name: "HB555" })).toBe(true);
    expect(needsAxleInfo({ manufacturer: "DBA Combo Kit", name: "KIT1" })).toBe(true);
    expect(needsAxleInfo({ manufacturer: "Pedders", name: "PED-1234" })).toBe(false);
  });

  it("lists kit components except for XFORCE and REDARC", () => {
    expect(listsKitComponents({ recordtype: "kititem", manufacturergroup: "DBA" })).toBe(true);
    expect(listsKitComponents({ recordtype: "kititem", manufacturergroup: "XFORCE" })).toBe(false);
    expect(listsKitComponents({ recordtype: "kititem", manufacturergroup: "REDARC" })).toBe(false);
    expect(listsKitComponents({ recordtype: "inventoryitem", manufacturergroup: "DBA" })).toBe(false);
  });

  it("shows component tables for kits except two price groups and REDARC", () => {
    expect(showsComponentTables({ recordtype: "kititem", pricegroup: "DBA-KIT", manufacturergroup: "DBA" })).toBe(true);
    expect(showsComponentTables({ recordtype: "kititem", pricegroup: "XFORCE-KIT", manufacturergroup: "XFORCE" })).toBe(
      false,
    );
    expect(showsComponentTables({ recordtype: "kititem", pricegroup: "SABER-KIT", manufacturergroup: "SABER" })).toBe(
      false,
    );
    expect(showsComponentTables({ recordtype: "kititem", pricegroup: "OTHER-KIT", manufacturergroup: "REDARC" })).toBe(
      false,
    );
    expect(
      showsComponentTables({ recordtype: "inventoryitem", pricegroup: "DBA-DISC", manufacturergroup: "DBA" }),
    ).toBe(false);
  });

  it("styles DBA street and xtreme pad descriptions", () => {
    expect(
      descriptionStyle({ brand: "dba", category: "pad", name: "DB1234XP", description: "DBA Xtreme Performance pads" }),
    ).toBe("dba-xtreme");
    expect(
      descriptionStyle({ brand: "dba", category: "pad", name: "DB1234SP", description: "DBA Street Performance pads" }),
    ).toBe("dba-street");
    expect(
      descriptionStyle({ brand: "dba", category: "disc", name: "DBA4650", description: "Street Series disc" }),
    ).toBeNull();
    expect(descriptionStyle({ brand: "hawk", category: "pad", name: "HB1", description: "Street" })).toBeNull();
  });

  it("hides the item itself, duplicates and zero-priced items from related cards", () => {
    const related = [
      { id: 1, price: price(10) },
      { id: 2, price: price(10) },
      { id: 2, price: price(10) },
      { id: 3, price: price(0) },
      { id: 4, price: price(5) },
    ];
    expect(filterRelated(1, related).map((r) => r.id)).toEqual([2, 4]);
  });

  it("shows 2 or 4 thumbnails around the selected photo, arrows only when photos exceed them", () => {
    expect(galleryWindows(3, 0)).toEqual({
      narrow: { start: 0, end: 2, arrows: true },
      wide: { start: 0, end: 3, arrows: false },
    });
    expect(galleryWindows(3, 2).narrow).toEqual({ start: 1, end: 3, arrows: true });
    expect(galleryWindows(6, 5).wide).toEqual({ start: 2, end: 6, arrows: true });
    expect(galleryWindows(6, 1).wide).toEqual({ start: 0, end: 4, arrows: true });
    expect(galleryWindows(2, 1)).toEqual({
      narrow: { start: 0, end: 2, arrows: false },
      wide: { start: 0, end: 2, arrows: false },
    });
    expect(galleryWindows(0, 0).wide).toEqual({ start: 0, end: 0, arrows: false });
  });
});
