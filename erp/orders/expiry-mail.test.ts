import { describe, expect, it } from "vitest";
import { order } from "../../tests/fixtures/order.ts";
import { DUTCH_COMPANY, POLISH_COMPANY, sellerFor } from "../seed/demo-seller.ts";
import { orderExpiredMail, paidAfterExpiryMail } from "./expiry-mail.ts";

describe("the e-mail of an order cancelled for want of payment", () => {
  it("is written in the order's language, names the order, the days and the way back", () => {
    const pl = orderExpiredMail(order, sellerFor(order.region), 7, "https://shop.example/");
    expect(pl.to).toBe("a@example.com");
    expect(pl.replyTo).toBe(POLISH_COMPANY.email);
    expect(pl.subject).toBe("Zamówienie WEB-2026-000042 anulowane – brak płatności");
    expect(pl.body).toContain(
      "nie otrzymaliśmy płatności za zamówienie WEB-2026-000042 z dnia 22 listopada 2026 w ciągu 7 dni",
    );
    expect(pl.body).toContain("zwolniliśmy zarezerwowane dla Ciebie części");
    expect(pl.body).toContain("DBA4000 Tarcza hamulcowa");
    expect(pl.body).toContain("https://shop.example/order/0123456789abcdef0123456789abcdef");

    const de = orderExpiredMail({ ...order, lang: "de" }, sellerFor(order.region), 10);
    expect(de.subject).toBe("Bestellung WEB-2026-000042 storniert: Zahlung nicht eingegangen");
    expect(de.body).toContain("Guten Tag");
    expect(de.body).toContain("innerhalb von 10 Tagen nicht bei uns eingegangen");
    expect(de.body).toContain("Mit freundlichen Grüßen");

    const en = orderExpiredMail({ ...order, lang: "en", region: "NL" }, sellerFor("NL"), 7);
    expect(en.subject).toBe("Order WEB-2026-000042 cancelled: payment not received");
    expect(en.body).toContain("within 7 days");
    expect(en.replyTo).toBe(DUTCH_COMPANY.email);
  });
});

describe("the office's notice of a payment after the cancellation", () => {
  it("goes to the office in English with the payment's details, the customer as Reply-To", () => {
    const mail = paidAfterExpiryMail(order, "office@parts-shop.example", { provider: "paypal", reference: "PP-1" });
    expect(mail.to).toBe("office@parts-shop.example");
    expect(mail.replyTo).toBe("a@example.com");
    expect(mail.subject).toBe("Payment after cancellation: order WEB-2026-000042 (pl)");
    expect(mail.body).toContain("NOT marked paid");
    expect(mail.body).toContain("provider: paypal");
    expect(mail.body).toContain("reference: PP-1");
  });
});
