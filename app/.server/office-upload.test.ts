import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { CONTENT_PICTURE_LONGEST_SIDE } from "../../contract/office-content-constants.ts";
import { ContentBodyRefused, readContentForm, uploadedPicture, UPLOAD_FIELD } from "./office-upload.ts";

const picture = (width: number, height: number, format: "png" | "jpeg") => {
  const image = sharp({ create: { width, height, channels: 3, background: "#4a6" } });
  return (format === "png" ? image.png() : image.jpeg()).toBuffer();
};

const withFile = (bytes: Uint8Array, name: string, type: string) => {
  const data = new FormData();
  data.append("intent", "save");
  data.append(UPLOAD_FIELD, new File([bytes], name, { type }));
  return data;
};

describe("a content picture", () => {
  it("is shrunk to the longest side kept and re-encoded as WebP, whatever its name says", async () => {
    const big = await picture(3000, 1500, "png");
    const kept = await uploadedPicture(withFile(big, "photo.gif", "text/plain"));
    expect(kept).not.toBeNull();
    if (!kept || "problem" in kept) throw new Error("not kept");
    const bytes = Buffer.from(kept.base64, "base64");
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ format: "webp", width: CONTENT_PICTURE_LONGEST_SIDE, height: 960 });
  });

  it("is refused when its bytes are no picture, or it is too large; none chosen is none", async () => {
    const text = new TextEncoder().encode("a text file called photo.jpg");
    expect(await uploadedPicture(withFile(text, "photo.jpg", "image/jpeg"))).toEqual({ problem: "pictureType" });
    const jpeg = await picture(50, 50, "jpeg");
    expect(await uploadedPicture(withFile(jpeg.subarray(0, 40), "cut.jpg", "image/jpeg"))).toEqual({
      problem: "pictureType",
    });
    expect(await uploadedPicture(withFile(jpeg, "photo.jpg", "image/jpeg"), 100)).toEqual({
      problem: "pictureTooLarge",
    });
    expect(await uploadedPicture(withFile(new Uint8Array(0), "", "application/octet-stream"))).toBeNull();
  });
});

describe("the content form's body", () => {
  const post = (body: BodyInit, headers: Record<string, string> = {}) =>
    new Request("http://shop.test/office/content/slides", { method: "POST", body, headers });

  it("is read within its limit, and refused with 413 past it, declared or not", async () => {
    const data = new FormData();
    data.append("alt_en", "A slide");
    const read = await readContentForm(post(data));
    expect(read.get("alt_en")).toBe("A slide");
    const large = new FormData();
    large.append(UPLOAD_FIELD, new File([new Uint8Array(4096)], "big.png"));
    await expect(readContentForm(post(large), 1024)).rejects.toMatchObject({ status: 413 });
    const stream = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 4; i++) controller.enqueue(new Uint8Array(1000));
        controller.close();
      },
    });
    const chunked = new Request("http://shop.test/office/content/slides", {
      method: "POST",
      body: stream,
      headers: { "Content-Type": "multipart/form-data; boundary=x" },
      duplex: "half",
    } as RequestInit);
    const refused = await readContentForm(chunked, 1024).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ContentBodyRefused);
    expect((refused as ContentBodyRefused).status).toBe(413);
    await expect(readContentForm(post("not a form", { "Content-Type": "text/plain" }))).rejects.toMatchObject({
      status: 400,
    });
  });
});
