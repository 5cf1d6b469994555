import { describe, expect, it } from "vitest";
import { CARRIER_INFO, CARRIERS, shipmentTracking, TrackingNumberSchema, trackingUrl } from "./carriers.ts";

describe("carriers", () => {
  it("link each carrier's own tracking page with the number in it", () => {
    for (const carrier of CARRIERS) {
      const url = new URL(trackingUrl(carrier, "AB123456789GB"));
      expect(url.protocol, carrier).toBe("https:");
      expect(url.href, carrier).toContain("AB123456789GB");
    }
    expect(trackingUrl("poczta-polska", "00359007738090000000")).toBe(
      "https://emonitoring.poczta-polska.pl/?numer=00359007738090000000",
    );
    expect(trackingUrl("ups", "1Z999AA10123456784")).toBe(
      "https://www.ups.com/track?loc=en_US&tracknum=1Z999AA10123456784",
    );
    expect(CARRIER_INFO.parcelforce.name).toBe("Parcelforce");
  });

  it("take a tracking number trimmed, 1 to 40 letters and digits, upper-cased", () => {
    expect(TrackingNumberSchema.parse("  1z999aa1 ")).toBe("1Z999AA1");
    for (const bad of ["", "   ", "12 34", "12-34", "x".repeat(41), "<script>", "a/b?c=1"]) {
      expect(TrackingNumberSchema.safeParse(bad).success, bad).toBe(false);
    }
    expect(TrackingNumberSchema.safeParse("x".repeat(40)).success).toBe(true);
  });

  it("show a stored shipment's tracking, or none for one recorded without", () => {
    expect(shipmentTracking("dhl", "JJD000390007")).toEqual({
      carrier: "dhl",
      carriername: "DHL",
      trackingnumber: "JJD000390007",
      trackingurl: "https://www.dhl.com/global-en/home/tracking/tracking-parcel.html?submit=1&tracking-id=JJD000390007",
    });
    expect(shipmentTracking(null, null)).toBeNull();
    expect(shipmentTracking("fedex", "1")).toBeNull();
  });
});
