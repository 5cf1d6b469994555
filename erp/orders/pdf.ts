/**
 * The order PDF served at GET /api/pdf/transactions/{id}: seller (by region), order number and
 * date, addresses, lines, tax, totals and currency, in the order's language. Uses DejaVu Sans when
 * the system has it (Polish and German letters); otherwise Helvetica with the letters it lacks
 * spelled in plain Latin. The ERP draws it in a worker thread (./pdf-pool.ts) and keeps it per
 * order state (./pdf-cache.ts).
 */
import fs from "node:fs";
import PDFDocument from "pdfkit";
import type { Language } from "../../contract/languages.ts";
import { formatDate } from "../../contract/format.ts";
import { formatPrice } from "../../contract/money.ts";
import { PO_NUMBER_LABEL } from "../../contract/po-number.ts";
import { BUYER_VAT_LABEL, taxLineLabel, taxNote, VIES_REQUEST_LABEL } from "../../contract/tax-wording.ts";
import type { Order } from "../../contract/orders.ts";
import { addressLines } from "./address.ts";
import { formatAddress, formatIban, type Company } from "../../contract/seller.ts";
import { config } from "../config.ts";

/** DejaVu Sans when available; PDF_FONT=builtin forces Helvetica, PDF_FONT=/path.ttf another font. */
function fontFiles(): { regular: string | null; bold: string | null } {
  if (config().PDF_FONT === "builtin") return { regular: null, bold: null };
  const first = (list: (string | undefined)[]) =>
    list.find((f): f is string => Boolean(f) && fs.existsSync(f!)) ?? null;
  const regular = first([
    config().PDF_FONT,
    "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
    "/usr/share/fonts/dejavu/DejaVuSans.ttf",
  ]);
  const bold = first([
    config().PDF_FONT_BOLD,
    "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf",
    "/usr/share/fonts/dejavu/DejaVuSans-Bold.ttf",
  ]);
  return { regular, bold: bold ?? regular };
}

/** Font files looked up and read so far: each once per process or thread (by PDF_FONT, PDF_FONT_BOLD). */
const foundFonts = new Map<string, { regular: string | null; bold: string | null }>();
const fontData = new Map<string, Buffer>();

function foundFontFiles() {
  const key = `${config().PDF_FONT ?? ""}\n${config().PDF_FONT_BOLD ?? ""}`;
  let files = foundFonts.get(key);
  if (!files) foundFonts.set(key, (files = fontFiles()));
  return files;
}

function fonts(): { regular: Buffer | null; bold: Buffer | null } {
  const files = foundFontFiles();
  const read = (file: string | null) => {
    if (!file) return null;
    let data = fontData.get(file);
    if (!data) fontData.set(file, (data = fs.readFileSync(file)));
    return data;
  };
  return { regular: read(files.regular), bold: read(files.bold) };
}

/**
 * What an order's PDF depends on besides the order and its seller: the layout's version and the
 * fonts. Raise PDF_LAYOUT when a change of this file changes the document, so the PDFs kept by
 * erp/orders/pdf-cache.ts are drawn again.
 */
const PDF_LAYOUT = 1;
export function pdfRenderIdentity(): string {
  const { regular, bold } = foundFontFiles();
  return `layout ${PDF_LAYOUT}; fonts ${regular ?? "builtin"}, ${bold ?? "builtin"}`;
}

const LABELS = {
  en: {
    order: "Order",
    date: "Date",
    seller: "Seller",
    billTo: "Billing address",
    shipTo: "Delivery address",
    item: "Part",
    qty: "Qty",
    unit: "Unit price",
    amount: "Amount",
    subtotal: "Subtotal (without VAT)",
    discount: "Discount",
    shipping: "Shipping",
    total: "Total",
    payment: "Payment",
    status: "Payment status",
    paid: "paid",
    partiallyPaid: "partially paid",
    unpaid: "unpaid",
    sellerVat: "VAT ID",
    bank: "Bank account",
    together: "Ships complete in one parcel",
    comment: "Comment",
    currency: "Currency",
  },
  pl: {
    order: "Zamówienie",
    date: "Data",
    seller: "Sprzedawca",
    billTo: "Dane do faktury",
    shipTo: "Adres dostawy",
    item: "Część",
    qty: "Ilość",
    unit: "Cena jedn.",
    amount: "Wartość",
    subtotal: "Wartość netto",
    discount: "Rabat",
    shipping: "Wysyłka",
    total: "Razem",
    payment: "Płatność",
    status: "Status płatności",
    paid: "opłacone",
    partiallyPaid: "opłacone częściowo",
    unpaid: "nieopłacone",
    sellerVat: "NIP",
    bank: "Rachunek bankowy",
    together: "Wysyłka w całości, w jednej paczce",
    comment: "Uwagi",
    currency: "Waluta",
  },
  de: {
    order: "Bestellung",
    date: "Datum",
    seller: "Verkäufer",
    billTo: "Rechnungsadresse",
    shipTo: "Lieferadresse",
    item: "Teil",
    qty: "Menge",
    unit: "Einzelpreis",
    amount: "Betrag",
    subtotal: "Zwischensumme (ohne MwSt.)",
    discount: "Rabatt",
    shipping: "Versand",
    total: "Gesamt",
    payment: "Zahlung",
    status: "Zahlungsstatus",
    paid: "bezahlt",
    partiallyPaid: "teilweise bezahlt",
    unpaid: "offen",
    sellerVat: "USt-IdNr.",
    bank: "Bankverbindung",
    together: "Versand vollständig in einem Paket",
    comment: "Anmerkung",
    currency: "Währung",
  },
} as const satisfies Record<Language, unknown>;

/** Plain-Latin spelling for Helvetica, which has no ł, ś, ż, ... (WinAnsi). */
const plain = (s: string) =>
  s
    .replace(/ł/g, "l")
    .replace(/Ł/g, "L")
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^\x20-\x7e\u00a0-\u00ff×]/g, "?");

/**
 * The seller block under its name: address, VAT ID and register, packaging register, contact, bank
 * account. `seller`: the order's region's seller company as the ERP's seller record has it.
 */
export function sellerLines(order: Pick<Order, "lang" | "region" | "bankaccount">, seller: Company): string[] {
  const l = LABELS[order.lang] ?? LABELS.en;
  const bank = order.bankaccount;
  return [
    ...formatAddress(seller.registeredOffice, order.lang),
    `${l.sellerVat}: ${seller.vatId}   ${seller.registerNumber}`,
    `${seller.packagingRegister[order.lang]}: ${seller.packagingRegisterNumber}`,
    `${seller.email}   ${seller.phone}`,
    ...(bank ? [`${l.bank}: ${bank.bankname}, IBAN ${formatIban(bank.iban)}, BIC ${bank.bic}`] : []),
  ];
}

/** The order's PDF; `seller` is the order's region's seller company (erp/company/records.ts). */
export async function renderOrderPdf(order: Order, seller: Company): Promise<Buffer> {
  const { regular, bold } = fonts();
  const text = regular ? (s: string) => s : plain;
  const l = LABELS[order.lang] ?? LABELS.en;
  const money = (v: number) => text(formatPrice(v, order.currency.iso, order.lang));
  const doc = new PDFDocument({
    size: "A4",
    margin: 50,
    info: { Title: `${l.order} ${order.name}`, Author: seller.name, Subject: order.name },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  if (regular) {
    doc.registerFont("Body", regular);
    doc.registerFont("Body-Bold", bold ?? regular);
  }
  const font = (weight: "regular" | "bold") => {
    if (regular) doc.font(weight === "bold" ? "Body-Bold" : "Body");
    else doc.font(weight === "bold" ? "Helvetica-Bold" : "Helvetica");
    return doc;
  };

  // Seller block
  font("bold").fontSize(14).text(text(seller.name));
  font("regular").fontSize(9);
  for (const line of sellerLines(order, seller)) doc.text(text(line));
  doc.moveDown();

  font("bold")
    .fontSize(16)
    .text(text(`${l.order} ${order.name}`));
  font("regular").fontSize(10);
  doc.text(text(`${l.date}: ${formatDate(order.date, order.lang)}   ${l.currency}: ${order.currency.iso}`));
  if (order.ponumber) doc.text(text(`${PO_NUMBER_LABEL[order.lang]}: ${order.ponumber}`));
  doc.text(text(`${l.payment}: ${order.paymentmethod.name}   ${l.status}: ${l[order.paymentstatus]}`));
  if (order.taxnumber && order.taxtreatment === "intra-community")
    doc.text(text(`${BUYER_VAT_LABEL[order.lang]}: ${order.taxnumber}`));
  if (order.viesrequest) doc.text(text(`${VIES_REQUEST_LABEL[order.lang]}: ${order.viesrequest}`));
  doc.moveDown();

  // Addresses side by side
  const top = doc.y;
  const address = (p: "bill" | "ship") => addressLines(order, p, [order[`${p}phone`]]);
  font("bold").text(text(l.billTo), 50, top);
  font("regular");
  for (const line of address("bill")) doc.text(text(line), 50);
  const leftBottom = doc.y;
  font("bold").text(text(l.shipTo), 300, top);
  font("regular");
  for (const line of address("ship")) doc.text(text(line), 300);
  doc.y = Math.max(leftBottom, doc.y);
  doc.x = 50;
  doc.moveDown();

  // Lines
  const cols = { item: 50, qty: 330, unit: 380, amount: 470 };
  const header = doc.y;
  font("bold").fontSize(9);
  doc.text(text(l.item), cols.item, header);
  doc.text(text(l.qty), cols.qty, header);
  doc.text(text(l.unit), cols.unit, header);
  doc.text(text(l.amount), cols.amount, header);
  font("regular");
  doc
    .moveTo(50, doc.y + 2)
    .lineTo(545, doc.y + 2)
    .stroke();
  doc.moveDown(0.5);
  for (const line of order.transactionlines) {
    const y = doc.y;
    const name = `${line.kitcomponent ? "   – " : ""}${line.item.name} ${line.displayname}`;
    doc.text(text(name), cols.item, y, { width: 270 });
    const after = doc.y;
    doc.text(String(line.quantity), cols.qty, y);
    if (!line.kitcomponent) {
      doc.text(money(line.price), cols.unit, y);
      doc.text(money(line.amount), cols.amount, y);
    }
    doc.y = Math.max(after, doc.y);
    if (doc.y > 740) doc.addPage();
  }
  doc
    .moveTo(50, doc.y + 2)
    .lineTo(545, doc.y + 2)
    .stroke();
  doc.moveDown();

  // Totals
  const row = (label: string, value: string, strong = false) => {
    const y = doc.y;
    font(strong ? "bold" : "regular").fontSize(strong ? 11 : 10);
    doc.text(text(label), 300, y);
    doc.text(value, cols.amount, y);
  };
  row(l.subtotal, money(order.itemsamount));
  if (order.discountamount > 0) row(`${l.discount} (${order.promocode ?? ""})`, `-${money(order.discountamount)}`);
  row(`${l.shipping} (${order.shippingmethod.name})`, money(order.shippingcost));
  row(taxLineLabel(order, order.lang), money(order.taxamount));
  row(l.total, money(order.grossamount), true);
  font("regular").fontSize(9);
  doc.x = 50;
  doc.moveDown();
  const note = taxNote(order, order.lang);
  if (note) doc.text(text(note), 50);
  if (order.sendtogether) doc.text(text(l.together), 50);
  if (order.comment) doc.text(text(`${l.comment}: ${order.comment}`), 50);
  doc.end();
  return done;
}
