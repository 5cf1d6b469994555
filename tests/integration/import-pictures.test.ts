import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { erpMedia } from "../../app/.server/erp.ts";
import { loader as mediaLoader } from "../../app/routes/media.$.tsx";
import { gatherPictures, savePictures, type PictureWanted } from "../../erp/import/pictures.ts";
import { zipStream } from "../../erp/pricelist/zip.ts";
import { startPictureHost } from "../fakes/picture-host.ts";
import { useErp } from "./harness.ts";

const { state, load } = useErp();
const work = fs.mkdtempSync(path.join(os.tmpdir(), "import-pictures-"));
let host: Awaited<ReturnType<typeof startPictureHost>>;
let zip: string;

beforeAll(async () => {
  const jpeg = await sharp({ create: { width: 1200, height: 900, channels: 3, background: "#c33" } })
    .jpeg()
    .toBuffer();
  const png = await sharp({ create: { width: 640, height: 480, channels: 4, background: "#36c8" } })
    .png()
    .toBuffer();
  host = await startPictureHost({ "/parts/ACL-1.jpg": { body: jpeg, type: "image/jpeg" } });
  zip = path.join(work, "pictures.zip");
  await pipeline(Readable.from(zipStream([{ name: "ACL-2.png", data: png }])), fs.createWriteStream(zip));
});
afterAll(async () => {
  await host.close();
  fs.rmSync(work, { recursive: true, force: true });
});

const count = async (table: "imported_pictures" | "imported_picture_sources") =>
  Number(
    (await state.db.db.execute<{ n: string }>(sql`SELECT count(*) AS n FROM ${sql.identifier(table)}`)).rows[0]!.n,
  );

describe("the catalogue import's pictures", () => {
  it("stores them once, fetches an address once, and serves them at their address", async () => {
    const wanted: PictureWanted[] = [
      { line: 2, names: [host.url("/parts/ACL-1.jpg"), "ACL-2.png"] },
      { line: 3, names: [host.url("/parts/ACL-1.jpg")] },
    ];
    const options = { db: state.db.db, dispatcher: host.agent, tmpDir: work };
    const first = await gatherPictures(wanted, zip, options);
    expect(first.problems).toEqual([]);
    expect(host.hits("/parts/ACL-1.jpg")).toBe(1);
    // Saved in the caller's transaction, twice: the second changes nothing.
    for (let i = 0; i < 2; i++) await state.db.db.transaction((tx) => savePictures(tx, first.pictures.values()));
    await first.discard();
    expect(await count("imported_pictures")).toBe(2);
    expect(await count("imported_picture_sources")).toBe(1);

    // The next import takes the fetched picture from the database.
    const second = await gatherPictures(wanted, zip, options);
    await second.discard();
    expect(second.problems).toEqual([]);
    expect(host.hits("/parts/ACL-1.jpg")).toBe(1);
    const fetched = second.pictures.get(host.url("/parts/ACL-1.jpg"))!;
    expect(fetched).toEqual({ ...first.pictures.get(host.url("/parts/ACL-1.jpg")), file: null });
    await state.db.db.transaction((tx) => savePictures(tx, second.pictures.values()));
    expect(await count("imported_pictures")).toBe(2);

    // Served by the ERP, in process and over HTTP, and by the shop's /media route.
    const png = second.pictures.get("ACL-2.png")!;
    expect(png).toMatchObject({ width: 640, height: 480 });
    for (const via of Object.values(state.transports)) {
      const media = await erpMedia(via, png.path);
      if (media === null || !("picture" in media)) throw new Error(`no picture at ${png.path}`);
      expect(media.picture.type).toBe("image/webp");
      expect(await sharp(media.picture.bytes).metadata()).toMatchObject({ format: "webp", width: 640, height: 480 });
      expect(await erpMedia(via, png.path.replace(/[0-9a-f]{8}\.webp$/, "00000000.webp"))).toBeNull();
    }
    const response = await mediaLoader({
      request: new Request(`http://shop.test${fetched.path}`),
      params: {},
      context: load(),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/webp");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(await sharp(Buffer.from(await response.arrayBuffer())).metadata()).toMatchObject({
      width: 1200,
      height: 900,
    });

    // The demo's drawings are served as before.
    const drawing = (await state.db.db.execute<{ path: string }>(sql`SELECT path FROM media_pictures LIMIT 1`))
      .rows[0]!;
    const svg = await mediaLoader({
      request: new Request(`http://shop.test${drawing.path}`),
      params: {},
      context: load(),
    });
    expect(svg.headers.get("content-type")).toBe("image/svg+xml; charset=utf-8");
    expect(await svg.text()).toContain("<svg");
  });
});
