import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import zlib from "node:zlib";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPictureHost } from "../../tests/fakes/picture-host.ts";
import { zipStream, type ZipEntry } from "../pricelist/zip.ts";
import { gatherPictures, type GatherOptions, type PictureWanted } from "./pictures.ts";

const work = fs.mkdtempSync(path.join(os.tmpdir(), "pictures-test-"));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

/** A ZIP of `entries` written to a file of the test's folder; its path. */
async function zipOf(name: string, entries: ZipEntry[]) {
  const file = path.join(work, name);
  await pipeline(Readable.from(zipStream(entries)), fs.createWriteStream(file));
  return file;
}
/** A photo-like picture (a gradient, so it does not compress to nothing). */
const picture = (width: number, height: number) =>
  sharp(Buffer.from(Array.from({ length: width * height * 3 }, (_, i) => (i * 7 + Math.floor(i / width)) % 256)), {
    raw: { width, height, channels: 3 },
  });
/** Noise: a PNG that stays large. */
const noise = (side: number) =>
  sharp(Buffer.from(Array.from({ length: side * side * 3 }, () => Math.floor(Math.random() * 256))), {
    raw: { width: side, height: side, channels: 3 },
  })
    .png({ compressionLevel: 0 })
    .toBuffer();
/** A JPEG's signature, then `megabytes` of zeros, a megabyte at a time. */
async function* zeros(megabytes: number) {
  yield Buffer.from([0xff, 0xd8, 0xff, 0xe0]);
  const mb = Buffer.alloc(1024 * 1024);
  for (let i = 0; i < megabytes; i++) yield mb;
}

let jpeg: Buffer;
let png: Buffer;
beforeAll(async () => {
  // A camera photo held sideways: 2400 x 1200 pixels stored, EXIF orientation 6 (turn right to view).
  jpeg = await picture(2400, 1200)
    .jpeg()
    .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: "Camera owner" } } })
    .toBuffer();
  png = await picture(300, 200).png().toBuffer();
});

const lines = (...names: string[][]): PictureWanted[] => names.map((n, i) => ({ line: i + 2, names: n }));
const gather = async (wanted: PictureWanted[], zip: string | null, options: GatherOptions = {}) => {
  const gathered = await gatherPictures(wanted, zip, { tmpDir: work, ...options });
  await gathered.discard();
  return gathered;
};

describe("pictures from the ZIP given with an items file", () => {
  it("reads JPEG and PNG pictures, turns them upright, shrinks, strips and stores them as WebP by their hash", async () => {
    const zip = await zipOf("good.zip", [
      { name: "photos/DBA4137S-1.jpg", data: jpeg },
      { name: "DBA4137S-2.png", data: png },
      { name: "copy-of-2.png", data: png },
    ]);
    const gathered = await gatherPictures(
      lines(["DBA4137S-1.jpg", "DBA4137S-2.png"], ["DBA4137S-2.png", "copy-of-2.png"], ["photos/DBA4137S-1.jpg"]),
      zip,
      { tmpDir: work },
    );
    expect(gathered.problems).toEqual([]);
    const first = gathered.pictures.get("DBA4137S-1.jpg")!;
    // Upright (turned by its orientation) and shrunk to 1600 pixels on its long side.
    expect(first).toMatchObject({ width: 800, height: 1600, source: null });
    expect(first.path).toMatch(/^\/media\/parts\/imported\/[0-9a-f]{64}\.webp$/);
    const stored = await sharp(first.file!).metadata();
    expect(stored).toMatchObject({ format: "webp", width: 800, height: 1600 });
    expect(stored.exif).toBeUndefined();
    expect(stored.orientation).toBeUndefined();
    // A picture never enlarged; the same picture under two names is one file at one address.
    const second = gathered.pictures.get("DBA4137S-2.png")!;
    expect(second).toMatchObject({ width: 300, height: 200 });
    expect(gathered.pictures.get("copy-of-2.png")!.path).toBe(second.path);
    expect(gathered.pictures.get("photos/DBA4137S-1.jpg")!.path).toBe(first.path);
    await gathered.discard();
    expect(fs.existsSync(first.file!)).toBe(false);
  });

  it("names the line of a picture the ZIP lacks and of a text file named .jpg", async () => {
    const zip = await zipOf("some-bad.zip", [
      { name: "good.png", data: png },
      { name: "notes.jpg", data: "Front disc, 296 mm, vented. Not a picture at all." },
      { name: "drawing.png", data: '<svg xmlns="http://www.w3.org/2000/svg"/>' },
    ]);
    const { pictures, problems } = await gather(
      lines(["good.png"], ["good.png", "missing.jpg"], ["notes.jpg"], ["drawing.png"]),
      zip,
    );
    expect([...pictures.keys()]).toEqual(["good.png"]);
    expect(problems).toEqual([
      {
        line: 3,
        column: "image_files",
        problem: "pictureNotFound",
        value: "good.png|missing.jpg",
        params: { name: "missing.jpg" },
      },
      { line: 4, column: "image_files", problem: "notPicture", value: "notes.jpg", params: { name: "notes.jpg" } },
      { line: 5, column: "image_files", problem: "notPicture", value: "drawing.png", params: { name: "drawing.png" } },
    ]);
  });

  it("refuses a picture larger than the limit, by its header and by the bytes it inflates to", async () => {
    const large = await noise(400);
    const zip = await zipOf("large.zip", [{ name: "large.png", data: large }]);
    const { problems } = await gather(lines(["large.png"]), zip, { entryMaxBytes: 100 * 1024 });
    expect(problems).toEqual([expect.objectContaining({ line: 2, problem: "pictureTooLarge" })]);
    // A picture of more pixels than are decoded.
    const wide = Buffer.from(png);
    wide.writeUInt32BE(10_000, 16);
    wide.writeUInt32BE(6_000, 20);
    wide.writeUInt32BE(zlib.crc32(wide.subarray(12, 29)) >>> 0, 29);
    const { problems: pixels } = await gather(
      lines(["wide.png"]),
      await zipOf("wide.zip", [{ name: "wide.png", data: wide }]),
    );
    expect(pixels).toEqual([
      expect.objectContaining({ problem: "pictureTooLarge", params: { name: "wide.png", limit: 20 } }),
    ]);
  });

  it("refuses a ZIP bomb quickly, without unpacking it into memory", async () => {
    // 400 MB of zeros: about 400 KB in the ZIP.
    const file = await zipOf("bomb.zip", [{ name: "bomb.jpg", data: zeros(400) }]);
    let started = Date.now();
    const honest = await gather(lines(["bomb.jpg"]), file);
    expect(honest.problems).toEqual([
      expect.objectContaining({ line: 2, problem: "pictureTooLarge", params: { name: "bomb.jpg", limit: 20 } }),
    ]);
    expect(Date.now() - started).toBeLessThan(2000);

    // The same bomb whose central directory says it unpacks to 1 MB: the bytes inflated are counted.
    const bytes = fs.readFileSync(file);
    const central = bytes.lastIndexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    bytes.writeUInt32LE(1024 * 1024, central + 24);
    const liar = path.join(work, "liar.zip");
    fs.writeFileSync(liar, bytes);
    const rss = process.memoryUsage().rss;
    started = Date.now();
    const lied = await gather(lines(["bomb.jpg"]), liar);
    expect(lied.problems).toEqual([
      expect.objectContaining({ line: 1, column: "", problem: "archive", value: "liar.zip" }),
    ]);
    expect(lied.problems[0]!.params!.reason).toMatch(/^bomb\.jpg: too many bytes/);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(process.memoryUsage().rss - rss).toBeLessThan(100 * 1024 * 1024);
  });

  it("refuses a ZIP of too many entries or too many bytes in all, as a whole", async () => {
    const zip = await zipOf("many.zip", [
      { name: "a.png", data: png },
      { name: "b.png", data: png },
      { name: "c.png", data: png },
    ]);
    const many = await gather(lines(["a.png"]), zip, { entriesMax: 2 });
    expect(many.problems).toEqual([
      { line: 1, column: "", problem: "archiveTooLarge", value: "many.zip", params: { limit: 2048, files: 2 } },
    ]);
    const total = await gather(lines(["a.png"]), zip, { totalMaxBytes: png.length * 2 });
    expect(total.problems).toEqual([expect.objectContaining({ line: 1, problem: "archiveTooLarge" })]);
  });

  it("refuses a file that is no ZIP, and a name when no ZIP was given", async () => {
    const text = path.join(work, "pictures.zip");
    fs.writeFileSync(text, "part_number,brand\nDBA4137S,dba\n");
    const { problems } = await gather(lines(["a.jpg"]), text);
    expect(problems).toEqual([
      expect.objectContaining({ line: 1, column: "", problem: "archive", value: "pictures.zip" }),
    ]);
    expect(problems[0]!.params!.reason).toBeTruthy();
    expect((await gather(lines(["a.jpg"]), null)).problems).toEqual([
      expect.objectContaining({ line: 2, problem: "pictureAddress", params: { name: "a.jpg" } }),
    ]);
  });
});

describe("pictures at https addresses", () => {
  let host: Awaited<ReturnType<typeof startPictureHost>>;
  beforeAll(async () => {
    host = await startPictureHost({
      "/picture.jpg": { body: jpeg, type: "image/jpeg" },
      "/picture.png": { body: png, type: "image/png", chunked: true },
      "/page.jpg": { body: Buffer.from("<!doctype html><title>Sign in</title>"), type: "image/jpeg" },
    });
  });
  afterAll(() => host.close());

  it("fetches each address once, follows a few redirects, and names what cannot be fetched", async () => {
    const { pictures, problems } = await gather(
      lines(
        [host.url("/picture.jpg"), host.url("/picture.png")],
        [host.url("/picture.jpg")],
        [host.url("/redirect/2")],
        [host.url("/redirect/5")],
        [host.url("/missing")],
        [host.url("/page.jpg")],
        [host.url("/to-http")],
      ),
      null,
      { dispatcher: host.agent },
    );
    expect(host.hits("/picture.jpg")).toBe(2); // once itself, once at the end of /redirect/2
    expect(pictures.get(host.url("/picture.jpg"))).toMatchObject({
      width: 800,
      height: 1600,
      source: host.url("/picture.jpg"),
    });
    expect(pictures.get(host.url("/picture.png"))).toMatchObject({ width: 300, height: 200 });
    expect(pictures.get(host.url("/redirect/2"))!.path).toBe(pictures.get(host.url("/picture.jpg"))!.path);
    expect(problems.map((p) => [p.line, p.problem, p.params?.reason])).toEqual([
      [5, "pictureFetch", "too many redirects"],
      [6, "pictureFetch", "HTTP 404"],
      [7, "notPicture", undefined],
      [8, "pictureFetch", "redirected to no https address"],
    ]);
  });

  it("refuses an address that is not https, without fetching it", async () => {
    const hits = host.hits("/picture.png");
    const { problems } = await gather(
      lines([host.url("/picture.png").replace("https:", "http:")], ["ftp://example.com/a.jpg"]),
      null,
      { dispatcher: host.agent },
    );
    expect(problems.map((p) => [p.line, p.problem])).toEqual([
      [2, "pictureAddress"],
      [3, "pictureAddress"],
    ]);
    expect(host.hits("/picture.png")).toBe(hits);
  });

  it("gives up on a slow address at the time limit and on a large one at the size limit", async () => {
    const started = Date.now();
    const { problems } = await gather(
      lines([host.url("/slow")], [host.url("/picture.jpg")], [host.url("/picture.png")]),
      null,
      { dispatcher: host.agent, timeoutMs: 500, maxBytes: Math.min(jpeg.length, png.length) - 1 },
    );
    expect(Date.now() - started).toBeLessThan(3000);
    expect(problems).toEqual([
      expect.objectContaining({
        line: 2,
        problem: "pictureFetch",
        params: { name: host.url("/slow"), reason: "no answer within 0.5 s" },
      }),
      // By its Content-Length, and (sent chunked) by the bytes counted.
      expect.objectContaining({ line: 3, problem: "pictureTooLarge" }),
      expect.objectContaining({ line: 4, problem: "pictureTooLarge" }),
    ]);
  });

  it("trusts no certificate the system does not", async () => {
    const { problems } = await gather(lines([host.url("/picture.png")]), null);
    expect(problems).toEqual([expect.objectContaining({ problem: "pictureFetch" })]);
    expect(String(problems[0]!.params!.reason)).toMatch(/CERT|SELF_SIGNED|certificate/i);
  });
});
