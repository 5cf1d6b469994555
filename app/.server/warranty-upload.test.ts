import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { ClaimBodyRefused, readClaimForm, UploadSlots } from "./warranty-upload.ts";

/** The claim form as a browser posts it: multipart, as a stream (chunked, no length). */
function request(form: FormData, chunk = 64 * 1024) {
  const encoded = new Response(form);
  const type = encoded.headers.get("Content-Type")!;
  return encoded.arrayBuffer().then((buffer) => {
    const bytes = new Uint8Array(buffer);
    let at = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (at >= bytes.length) return controller.close();
        controller.enqueue(bytes.slice(at, (at += chunk)));
      },
    });
    return new Request("http://shop.test/warranty/dba", {
      method: "POST",
      body,
      duplex: "half",
      headers: { "Content-Type": type },
    } as RequestInit);
  });
}

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#4a6" } })
    .withExif({ IFD0: { Artist: "Jan Kowalski" } })
    .jpeg({ quality: 95 })
    .toBuffer();

describe("readClaimForm", () => {
  it("reads the fields and shrinks each picture to 2000 px, a JPEG without metadata", async () => {
    const form = new FormData();
    form.append("name", "Anna Nowak");
    form.append("pictures", new File([await photo(4000, 3000)], "a.jpg", { type: "image/jpeg" }));
    form.append(
      "pictures",
      new File(
        [
          await sharp(await photo(600, 900))
            .webp()
            .toBuffer(),
        ],
        "b.webp",
      ),
    );
    form.append("privacy", "on");
    const { formData, pictureProblem } = await readClaimForm(await request(form));
    expect(pictureProblem).toBeNull();
    expect(formData.get("name")).toBe("Anna Nowak");
    expect(formData.get("privacy")).toBe("on");
    const kept = formData.getAll("pictures") as File[];
    expect(kept.map((f) => [f.name, f.type])).toEqual([
      ["a.jpg", "image/jpeg"],
      ["b.webp", "image/jpeg"],
    ]);
    const [a, b] = await Promise.all(kept.map(async (f) => sharp(Buffer.from(await f.arrayBuffer())).metadata()));
    expect([a!.format, a!.width, a!.height, a!.exif]).toEqual(["jpeg", 2000, 1500, undefined]);
    expect([b!.width, b!.height]).toEqual([600, 900]);
  });

  it("refuses what is no picture by its bytes, whatever its name; HEIC too (the image library cannot read it)", async () => {
    for (const bytes of [
      new TextEncoder().encode("#!/bin/sh\nrm -rf /\n"),
      new Uint8Array([0, 0, 0, 24, ...new TextEncoder().encode("ftypheic"), 0, 0, 0, 0, 1, 2, 3, 4]),
      // A JPEG's signature with nothing a decoder can read after it.
      new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]),
    ]) {
      const form = new FormData();
      form.append("pictures", new File([bytes], "photo.jpg", { type: "image/jpeg" }));
      const { formData, pictureProblem } = await readClaimForm(await request(form));
      expect(pictureProblem).toBe("notPicture");
      expect(formData.getAll("pictures")).toEqual([]);
    }
  });

  it("drops a picture over its limit unread, and a fourth picture counts as one too many", async () => {
    const big = await photo(3000, 3000);
    const form = new FormData();
    form.append("pictures", new File([big], "big.jpg"));
    const over = await readClaimForm(await request(form), { pictureLimit: big.length - 1 });
    expect(over.pictureProblem).toBe("tooLarge");
    const four = new FormData();
    const small = await photo(100, 100);
    for (let i = 0; i < 4; i++) four.append("pictures", new File([small], `${i}.jpg`));
    const many = await readClaimForm(await request(four));
    expect((many.formData.getAll("pictures") as File[]).map((f) => f.size > 0)).toEqual([true, true, true, false]);
  });

  it("asks beforePictures once, with the fields before the first picture; refused, no picture is read", async () => {
    const form = new FormData();
    form.append("name", "Anna");
    form.append("cf-turnstile-response", "token");
    for (let i = 0; i < 2; i++) form.append("pictures", new File([await photo(300, 200)], `${i}.jpg`));
    form.append("privacy", "on");
    const asked: string[][] = [];
    const refused = await readClaimForm(await request(form), {
      beforePictures: async (fields) => (asked.push([...fields.keys()]), false),
    });
    expect(asked).toEqual([["name", "cf-turnstile-response"]]);
    expect(refused.formData.getAll("pictures")).toEqual([]);
    expect(refused.formData.get("privacy")).toBe("on");
    const admitted = await readClaimForm(await request(form), { beforePictures: async () => true });
    expect(admitted.formData.getAll("pictures")).toHaveLength(2);
  });

  it("refuses a body over its limit and one that is no multipart form", async () => {
    const form = new FormData();
    form.append("pictures", new File([new Uint8Array(300_000)], "zeros.jpg"));
    await expect(readClaimForm(await request(form), { bodyLimit: 200_000 })).rejects.toEqual(
      new ClaimBodyRefused("size"),
    );
    const garbage = new Request("http://shop.test/warranty/dba", {
      method: "POST",
      // Cut short in the middle of a part.
      body: '--zzz\r\nContent-Disposition: form-data; name="fault"\r\n\r\nThe disc cra',
      headers: { "Content-Type": "multipart/form-data; boundary=zzz" },
    });
    await expect(readClaimForm(garbage)).rejects.toEqual(new ClaimBodyRefused("malformed"));
  });
});

describe("UploadSlots", () => {
  it("gives out as many slots as it has; a released one can be taken again, once", () => {
    const slots = new UploadSlots(2);
    const first = slots.take()!;
    expect(slots.take()).not.toBeNull();
    expect(slots.take()).toBeNull();
    first();
    first();
    expect(slots.inUse).toBe(1);
    expect(slots.take()).not.toBeNull();
    expect(slots.take()).toBeNull();
  });
});
