/**
 * An XLSX workbook (ECMA-376, SpreadsheetML) of one worksheet, written as a stream: the fixed
 * parts first, then the sheet's rows as they come, zipped on the way (./zip.ts). Text goes in
 * inline strings (no shared-string table to hold), numbers in numeric cells with a number format,
 * so the spreadsheet can sum and sort them. Inline strings are never formulas, so no text needs
 * the CSV's apostrophe.
 */
import type { Column, Row } from "./cells.ts";
import { zipStream } from "./zip.ts";

const MAIN = "http://schemas.openxmlformats.org/spreadsheetml/2006/main";
const REL = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";
const PKG_REL = "http://schemas.openxmlformats.org/package/2006/relationships";
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

/** Style indexes of styles.xml's cellXfs. */
const STYLE = { header: 1, money: 2, percent: 3 } as const;

// Characters XML 1.0 cannot hold (controls other than tab, LF, CR; lone surrogates; U+FFFE/FFFF).
const NOT_XML =
  // eslint-disable-next-line no-control-regex -- these control characters are removed on purpose
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export function xmlText(value: string): string {
  return value
    .replace(NOT_XML, "")
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;");
}

/** A (1-based) column number as its letters: 1 A, 26 Z, 27 AA. */
export function columnName(n: number): string {
  let name = "";
  for (let rest = n; rest > 0; rest = Math.floor((rest - 1) / 26))
    name = String.fromCharCode(65 + ((rest - 1) % 26)) + name;
  return name;
}

function stringCell(ref: string, value: string, style?: number): string {
  const text = xmlText(value);
  const space = text !== text.trim() ? ' xml:space="preserve"' : "";
  return `<c r="${ref}" t="inlineStr"${style ? ` s="${style}"` : ""}><is><t${space}>${text}</t></is></c>`;
}

/** One <row> of the sheet (r is its 1-based number). */
export function sheetRow(columns: readonly Column[], row: Row, r: number, header = false): string {
  let cells = "";
  columns.forEach((column, i) => {
    const value = row[i];
    if (value === null || value === undefined || value === "") return;
    const ref = `${columnName(i + 1)}${r}`;
    if (header || column.kind === "text" || typeof value === "string") {
      cells += stringCell(ref, String(value), header ? STYLE.header : undefined);
      return;
    }
    if (!Number.isFinite(value)) return;
    const style = column.kind === "money" ? STYLE.money : column.kind === "percent" ? STYLE.percent : 0;
    cells += `<c r="${ref}"${style ? ` s="${style}"` : ""}><v>${value}</v></c>`;
  });
  return `<row r="${r}">${cells}</row>`;
}

const contentTypes = `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">\
<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>\
<Default Extension="xml" ContentType="application/xml"/>\
<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>\
<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>\
<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>\
</Types>`;

const rootRels = `${XML_HEAD}<Relationships xmlns="${PKG_REL}">\
<Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`;

const workbookRels = `${XML_HEAD}<Relationships xmlns="${PKG_REL}">\
<Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/>\
<Relationship Id="rId2" Type="${REL}/styles" Target="styles.xml"/></Relationships>`;

/** Fonts: normal, bold. Formats: 2 is the built-in "0.00"; 164 a percent number with two decimals. */
const styles = `${XML_HEAD}<styleSheet xmlns="${MAIN}">\
<numFmts count="1"><numFmt numFmtId="164" formatCode="0.00"/></numFmts>\
<fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts>\
<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>\
<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>\
<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>\
<cellXfs count="4"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>\
<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>\
<xf numFmtId="2" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>\
<xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs>\
<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`;

/** A sheet name Excel accepts: at most 31 characters, none of : \ / ? * [ ]. */
export const sheetName = (name: string) => name.replace(/[:\\/?*[\]]/g, " ").slice(0, 31) || "Sheet1";

function workbook(name: string) {
  return `${XML_HEAD}<workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets>\
<sheet name="${xmlText(sheetName(name))}" sheetId="1" r:id="rId1"/></sheets></workbook>`;
}

/** The worksheet's XML: the header row frozen at the top, then the rows page by page. */
async function* worksheet(columns: readonly Column[], pages: AsyncIterable<readonly Row[]>) {
  const encoder = new TextEncoder();
  const cols = columns
    .map((c, i) => `<col min="${i + 1}" max="${i + 1}" width="${c.width}" customWidth="1"/>`)
    .join("");
  yield encoder.encode(
    `${XML_HEAD}<worksheet xmlns="${MAIN}" xmlns:r="${REL}"><sheetViews><sheetView workbookViewId="0">\
<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>\
<cols>${cols}</cols><sheetData>${sheetRow(
      columns,
      columns.map((c) => c.header),
      1,
      true,
    )}`,
  );
  let r = 1;
  for await (const rows of pages) {
    let chunk = "";
    for (const row of rows) chunk += sheetRow(columns, row, ++r);
    if (chunk) yield encoder.encode(chunk);
  }
  yield encoder.encode("</sheetData></worksheet>");
}

/** The workbook as a stream of bytes. */
export function xlsxFile(
  columns: readonly Column[],
  pages: AsyncIterable<readonly Row[]>,
  options: { sheet: string; at?: Date },
): AsyncGenerator<Uint8Array> {
  return zipStream(
    [
      { name: "[Content_Types].xml", data: contentTypes },
      { name: "_rels/.rels", data: rootRels },
      { name: "xl/workbook.xml", data: workbook(options.sheet) },
      { name: "xl/_rels/workbook.xml.rels", data: workbookRels },
      { name: "xl/styles.xml", data: styles },
      { name: "xl/worksheets/sheet1.xml", data: worksheet(columns, pages) },
    ],
    options.at,
  );
}
