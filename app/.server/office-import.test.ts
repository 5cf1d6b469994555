import { describe, expect, it } from "vitest";
import {
  IMPORT_FILE_MAX_BYTES,
  IMPORT_PICTURES_MAX_BYTES,
  importFormatOf,
} from "../../contract/office-import-constants.ts";
import { ErpCallError } from "./erp.ts";
import { chosenImportFile, chosenPictures, refusedImport } from "./office-import.ts";

const form = (file?: File, name = "file") => {
  const data = new FormData();
  if (file) data.append(name, file);
  return data;
};
/** The first bytes of a ZIP (an XLSX is one). */
const ZIP = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00]);

describe("the import form's file", () => {
  it("is read as text when it is a .csv or .jsonl file of UTF-8", async () => {
    const csv = "\uFEFFpart_number;location;quantity\nDBA4285XS;TORUN;1\n";
    expect(await chosenImportFile(form(new File([csv], "Stock.CSV")))).toEqual({
      filename: "Stock.CSV",
      content: csv.slice(1),
    });
    expect(await chosenImportFile(form(new File(['{"a":"ż"}'], "x.jsonl")))).toMatchObject({ content: '{"a":"ż"}' });
  });

  it("names what is wrong: none chosen, too large, another format, no text", async () => {
    expect(await chosenImportFile(form())).toEqual({ problem: "required" });
    expect(await chosenImportFile(form(new File([], "")))).toEqual({ problem: "required" });
    const large = new File([new Uint8Array(IMPORT_FILE_MAX_BYTES + 1)], "large.csv");
    expect(await chosenImportFile(form(large))).toEqual({ problem: "tooLarge" });
    expect(await chosenImportFile(form(new File(["a,b\n"], "stock.xlsx")))).toEqual({ problem: "notWorkbook" });
    expect(await chosenImportFile(form(new File(["a,b\n"], "stock.xls")))).toEqual({ problem: "type" });
    expect(await chosenImportFile(form(new File(["a,b\n"], "stock.csv.txt")))).toEqual({ problem: "type" });
    expect(await chosenImportFile(form(new File([ZIP], "stock.csv")))).toEqual({ problem: "notText" });
    const latin1 = new Uint8Array([0x61, 0x2c, 0xf3, 0x0a]);
    expect(await chosenImportFile(form(new File([latin1], "stock.csv")))).toEqual({ problem: "notText" });
  });

  it("takes its format from the ending of its name", () => {
    expect(["a.csv", "B.JSONL", " c.csv ", "d.XLSX"].map(importFormatOf)).toEqual(["csv", "jsonl", "csv", "xlsx"]);
    expect(["a.xls", "csv", "a.csv.zip", "a.json", ""].map(importFormatOf)).toEqual([null, null, null, null, null]);
  });

  it("is sent in base64 when it is an XLSX workbook", async () => {
    expect(await chosenImportFile(form(new File([ZIP], "Items.xlsx")))).toEqual({
      filename: "Items.xlsx",
      content: Buffer.from(ZIP).toString("base64"),
    });
  });
});

describe("the import form's ZIP of pictures", () => {
  it("is optional, sent in base64, and refused when too large or no ZIP", async () => {
    expect(await chosenPictures(form())).toBeNull();
    expect(await chosenPictures(form(new File([], ""), "pictures"))).toBeNull();
    expect(await chosenPictures(form(new File([ZIP], "Photos.ZIP"), "pictures"))).toEqual({
      filename: "Photos.ZIP",
      data: Buffer.from(ZIP).toString("base64"),
    });
    const large = new File([new Uint8Array(IMPORT_PICTURES_MAX_BYTES + 1)], "large.zip");
    expect(await chosenPictures(form(large, "pictures"))).toEqual({ problem: "picturesTooLarge" });
    expect(await chosenPictures(form(new File([ZIP], "photos.7z"), "pictures"))).toEqual({ problem: "picturesType" });
    expect(await chosenPictures(form(new File(["jpeg"], "photo.zip"), "pictures"))).toEqual({
      problem: "picturesType",
    });
  });
});

describe("the ERP's refusal of an import", () => {
  const refusal = (status: number, code: string, fields?: Record<string, string[]>) =>
    new ErpCallError(status, code, "refused", fields);
  it("is the field's error when it names one, the office's answer otherwise", () => {
    expect(refusedImport(refusal(403, "STAFF_FORBIDDEN", { full: ["owner"] }), false)).toEqual({
      field: "full",
      problem: "fullOwner",
    });
    expect(refusedImport(refusal(403, "STAFF_FORBIDDEN"), false)).toBeNull();
    expect(refusedImport(refusal(400, "BAD_REQUEST", { full: ["items"] }), false)).toEqual({
      field: "full",
      problem: "fullItems",
    });
    expect(refusedImport(refusal(400, "BAD_REQUEST", { content: ["x"] }), true)).toEqual({
      field: "file",
      problem: "notWorkbook",
    });
    expect(refusedImport(refusal(400, "BAD_REQUEST", { content: ["x"] }), false)).toMatchObject({ problem: "notText" });
    expect(refusedImport(refusal(400, "BAD_REQUEST", { pictures: ["x"] }), false)).toEqual({
      field: "pictures",
      problem: "picturesUnused",
    });
    expect(refusedImport(refusal(400, "BAD_REQUEST", { "pictures.filename": ["x"] }), false)).toMatchObject({
      problem: "picturesType",
    });
    expect(refusedImport(refusal(401, "STAFF_AUTH"), false)).toBeNull();
    expect(refusedImport(new Error("down"), false)).toBeNull();
  });
});
