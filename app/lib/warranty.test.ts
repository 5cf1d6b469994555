import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { WARRANTY_PICTURE_MAX_BYTES } from "../../contract/warranty-constants.ts";
import { WARRANTY_ERRORS, WarrantyFormSchema } from "./warranty.ts";
import { picturesProblem } from "./warranty-fields.ts";

const FIELDS = {
  name: "Jan Kowalski",
  email: "jan@example.com",
  phone: "+48 600 100 200",
  invoice: "FV/2026/0412",
  purchase_date: "2026-03-14",
  part_number: "DBA4285XS",
  make: "Toyota",
  model: "Hilux",
  vehicle_year: "2019",
  mileage: "18500",
  fault: "The discs cracked.",
  privacy: "on",
};
const jpeg = (size = 100) => new File([new Uint8Array(size).fill(0xff)], "disc.jpg", { type: "image/jpeg" });

function post(fields: Record<string, string>, files: File[]) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const f of files) form.append("pictures", f);
  // A file input with nothing chosen still posts an empty part.
  if (!files.length) form.append("pictures", new File([], ""));
  return parseWithZod(form, { schema: WarrantyFormSchema });
}

describe("the warranty form", () => {
  it("takes every field and one to three pictures", () => {
    const one = post(FIELDS, [jpeg()]);
    expect(one.status).toBe("success");
    if (one.status === "success") {
      expect(one.value).toMatchObject({ vehicle_year: 2019, mileage: 18500, privacy: true });
      expect(one.value.pictures).toHaveLength(1);
    }
    expect(post(FIELDS, [jpeg(), jpeg(), jpeg()]).status).toBe("success");
  });

  it("every field is required", () => {
    for (const key of Object.keys(FIELDS)) {
      const { [key]: _gone, ...rest } = FIELDS as Record<string, string>;
      const reply = post(rest, [jpeg()]).reply();
      expect(reply.error?.[key], key).toBeTruthy();
    }
  });

  it("pictures: at least one, at most three, none over 8 MB", () => {
    expect(post(FIELDS, []).reply().error?.pictures).toEqual([WARRANTY_ERRORS.pictures]);
    expect(post(FIELDS, [jpeg(), jpeg(), jpeg(), jpeg()]).reply().error?.pictures).toEqual([WARRANTY_ERRORS.tooMany]);
    expect(post(FIELDS, [jpeg(WARRANTY_PICTURE_MAX_BYTES + 1)]).reply().error?.pictures).toEqual([
      WARRANTY_ERRORS.tooLarge,
    ]);
    expect(post(FIELDS, [jpeg(WARRANTY_PICTURE_MAX_BYTES)]).status).toBe("success");
  });

  it("refuses a purchase in the future, a day that does not exist, a year or mileage out of range", () => {
    const errorOf = (over: Record<string, string>, key: string) =>
      post({ ...FIELDS, ...over }, [jpeg()]).reply().error?.[key];
    expect(errorOf({ purchase_date: "2999-01-01" }, "purchase_date")).toEqual([WARRANTY_ERRORS.date]);
    expect(errorOf({ purchase_date: "2026-02-30" }, "purchase_date")).toEqual([WARRANTY_ERRORS.date]);
    expect(errorOf({ vehicle_year: "1850" }, "vehicle_year")).toEqual([WARRANTY_ERRORS.year]);
    expect(errorOf({ mileage: "12.5" }, "mileage")).toEqual([WARRANTY_ERRORS.mileage]);
    expect(errorOf({ email: "jan" }, "email")).toEqual(["enquiry:errors.invalid"]);
  });

  it("the page's check of the pictures says what the schema says first", () => {
    const lists = [
      [],
      [jpeg()],
      [jpeg(), jpeg(), jpeg()],
      [jpeg(), jpeg(), jpeg(), jpeg()],
      [jpeg(WARRANTY_PICTURE_MAX_BYTES)],
      [jpeg(), jpeg(WARRANTY_PICTURE_MAX_BYTES + 1)],
      [jpeg(), jpeg(), jpeg(), jpeg(WARRANTY_PICTURE_MAX_BYTES + 1)],
    ];
    for (const files of lists) {
      const server = post(FIELDS, files).reply().error?.pictures?.[0];
      expect(picturesProblem(files), `${files.length} files`).toBe(server);
    }
  });
});
