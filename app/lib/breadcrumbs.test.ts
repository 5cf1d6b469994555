import { describe, expect, it } from "vitest";
import { breadcrumbJsonLd } from "./breadcrumbs.ts";

describe("breadcrumbJsonLd", () => {
  it("numbers the trail from 1 with absolute URLs, the page itself without one", () => {
    const json = breadcrumbJsonLd(
      [{ label: "Home", to: "/" }, { label: "DBA", to: "/catalogue/dba?x=1" }, { label: "DBA4137S" }],
      "https://shop.example.com",
    );
    expect(json).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: "https://shop.example.com/" },
        { "@type": "ListItem", position: 2, name: "DBA", item: "https://shop.example.com/catalogue/dba?x=1" },
        { "@type": "ListItem", position: 3, name: "DBA4137S" },
      ],
    });
  });
});
