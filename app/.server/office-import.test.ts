import { describe, expect, it } from "vitest";
import { IMPORT_FILE_MAX_BYTES, importFormatOf } from "../../contract/office-import-constants.ts";
import { chosenImportFile } from "./office-import.ts";

const form = (file?: File) => {
  const data = new FormData();
  if (file) data.append("file", file);
  return data;
};

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
    expect(await chosenImportFile(form(new File(["a,b\n"], "stock.xlsx")))).toEqual({ problem: "type" });
    expect(await chosenImportFile(form(new File(["a,b\n"], "stock.csv.txt")))).toEqual({ problem: "type" });
    const zip = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00]);
    expect(await chosenImportFile(form(new File([zip], "stock.csv")))).toEqual({ problem: "notText" });
    const latin1 = new Uint8Array([0x61, 0x2c, 0xf3, 0x0a]);
    expect(await chosenImportFile(form(new File([latin1], "stock.csv")))).toEqual({ problem: "notText" });
  });

  it("takes its format from the ending of its name", () => {
    expect(["a.csv", "B.JSONL", " c.csv "].map(importFormatOf)).toEqual(["csv", "jsonl", "csv"]);
    expect(["a.xlsx", "csv", "a.csv.zip", "a.json", ""].map(importFormatOf)).toEqual([null, null, null, null, null]);
  });
});
