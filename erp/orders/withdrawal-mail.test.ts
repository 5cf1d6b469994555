import { describe, expect, it } from "vitest";
import { order } from "../../tests/fixtures/order.ts";
import { withdrawalAcknowledgementMail, withdrawalOfficeMail } from "./withdrawal-mail.ts";
import { withdrawalState } from "./withdrawal-state.ts";
import { sellerFor } from "../seed/demo-seller.ts";

const receivedat = "2026-11-25T13:05:09.000Z";

describe("the withdrawal acknowledgement", () => {
  it.each([
    [
      "en",
      "Acknowledgement of your withdrawal from order WEB-2026-000042",
      "on 25 November 2026 at 14:05:09 CET",
      "the whole order",
    ],
    [
      "pl",
      "Potwierdzenie odstąpienia od umowy – zamówienie WEB-2026-000042",
      "w dniu 25 listopada 2026 14:05:09 CET",
      "całego zamówienia",
    ],
    [
      "de",
      "Bestätigung Ihres Widerrufs der Bestellung WEB-2026-000042",
      "am 25. November 2026 um 14:05:09 MEZ",
      "die gesamte Bestellung",
    ],
  ] as const)("in %s: the date and time of receipt, Warsaw time", (lang, subject, at, all) => {
    const mail = withdrawalAcknowledgementMail(
      { ...order, lang },
      sellerFor(order.region),
      { receivedat, items: "all", reason: null },
      "https://shop.example/",
    );
    expect(mail.subject).toBe(subject);
    expect(mail.to).toBe(order.email);
    expect(mail.body).toContain(at);
    expect(mail.body).toContain(all);
    expect(mail.body).toContain(`https://shop.example/order/${order._id}`);
  });

  it("quotes a reason of several lines line by line, so none passes for the shop's own text", () => {
    const reason = "Too big\nYour order page: https://evil.example/pay";
    const w = { receivedat, items: "all" as const, reason };
    const mail = withdrawalAcknowledgementMail(order, sellerFor(order.region), w, "https://shop.example");
    expect(mail.body).toContain("> Too big\n> Your order page: https://evil.example/pay");
    expect(mail.body).not.toMatch(/^Your order page: https:\/\/evil/m);
  });

  it("names the chosen lines and the reason; the office gets both, in English", () => {
    const w = { receivedat, items: [{ _id: "l1", name: "Brake disc", quantity: 2 }], reason: "Too big" };
    const mail = withdrawalAcknowledgementMail({ ...order, lang: "en" }, sellerFor(order.region), w);
    expect(mail.body).toContain("  2 × Brake disc");
    expect(mail.body).toContain("Your reason:\n> Too big");
    const office = withdrawalOfficeMail(order, w, "office@parts-shop.example");
    expect(office).toMatchObject({ to: "office@parts-shop.example", replyTo: order.email });
    expect(office.body).toContain("Reason:\n> Too big");
    expect(office.body).toContain(receivedat);
  });
});

describe("whether the withdrawal function is offered", () => {
  const row = {
    status: "pendingPayment",
    taxtreatment: "domestic",
    withdrawal_until: "2026-12-22T22:59:59.999Z",
    withdrawal_received_at: null,
    withdrawal_items: null,
    withdrawal_reason: null,
  };
  const before = new Date("2026-12-22T22:59:59.000Z");
  it("is offered to a consumer within the period, up to its last moment", () => {
    expect(withdrawalState(row, before)).toEqual({
      offered: true,
      reason: null,
      until: row.withdrawal_until,
      received: null,
    });
    expect(withdrawalState(row, new Date("2026-12-22T23:00:00.000Z"))).toMatchObject({
      offered: false,
      reason: "period-ended",
    });
  });
  it("is not offered for a business purchase or a cancelled order", () => {
    expect(withdrawalState({ ...row, taxtreatment: "intra-community" }, before)).toMatchObject({
      offered: false,
      reason: "business",
    });
    expect(withdrawalState({ ...row, status: "cancelled" }, before)).toMatchObject({
      offered: false,
      reason: "cancelled",
    });
  });
  it("once received, answers the withdrawal and offers nothing more", () => {
    expect(withdrawalState({ ...row, withdrawal_received_at: receivedat }, before)).toEqual({
      offered: false,
      reason: null,
      until: row.withdrawal_until,
      received: { receivedat, items: "all", reason: null },
    });
  });
});
