/**
 * A ZIP archive written as a stream (PKWARE APPNOTE 6.3): each entry's local header goes out
 * before its data, which is deflated as it arrives; its CRC-32 and sizes follow in a data
 * descriptor (flag bit 3), so nothing has to be held to know them in advance. The central
 * directory closes the archive. No ZIP64: an entry or the archive over 4 GiB is refused (an XLSX
 * sheet reaches Excel's row limit long before).
 */
import { Readable } from "node:stream";
import zlib from "node:zlib";

export interface ZipEntry {
  name: string;
  data: string | Uint8Array | AsyncIterable<Uint8Array>;
}

const LIMIT = 0xffffffff;
/** Bit 3: sizes and CRC in a data descriptor; bit 11: the name is UTF-8. */
const FLAGS = 0x0008 | 0x0800;
const DEFLATE = 8;
const VERSION = 20;

/** Date and time in MS-DOS format (local fields, two-second resolution), as ZIP keeps them. */
export function dosDateTime(at: Date): { date: number; time: number } {
  const year = Math.max(1980, at.getUTCFullYear());
  return {
    date: ((year - 1980) << 9) | ((at.getUTCMonth() + 1) << 5) | at.getUTCDate(),
    time: (at.getUTCHours() << 11) | (at.getUTCMinutes() << 5) | Math.floor(at.getUTCSeconds() / 2),
  };
}

interface Stats {
  crc: number;
  size: number;
  compressed: number;
}

async function* chunksOf(data: ZipEntry["data"]): AsyncGenerator<Uint8Array> {
  if (typeof data === "string") yield Buffer.from(data, "utf8");
  else if (data instanceof Uint8Array) yield data;
  else yield* data;
}

/** The entry's bytes deflated as they come, counting the CRC and both sizes on the way. */
async function* deflated(data: ZipEntry["data"], stats: Stats): AsyncGenerator<Uint8Array> {
  const counted = Readable.from(
    (async function* () {
      for await (const chunk of chunksOf(data)) {
        stats.crc = zlib.crc32(chunk, stats.crc);
        stats.size += chunk.length;
        if (stats.size > LIMIT) throw new Error("A ZIP entry over 4 GiB needs ZIP64");
        yield chunk;
      }
    })(),
    // One chunk ahead at most: the source (a database cursor) is read only as fast as we write.
    { objectMode: false, highWaterMark: 1 },
  );
  const deflate = zlib.createDeflateRaw({ level: 6 });
  counted.on("error", (error) => deflate.destroy(error));
  counted.pipe(deflate);
  try {
    for await (const out of deflate as AsyncIterable<Buffer>) {
      stats.compressed += out.length;
      yield out;
    }
  } finally {
    counted.destroy();
    deflate.destroy();
  }
}

/** The archive of `entries`, in order, as a stream of bytes. */
export async function* zipStream(entries: Iterable<ZipEntry>, at = new Date()): AsyncGenerator<Uint8Array> {
  const { date, time } = dosDateTime(at);
  const central: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, "utf8");
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(VERSION, 4);
    local.writeUInt16LE(FLAGS, 6);
    local.writeUInt16LE(DEFLATE, 8);
    local.writeUInt16LE(time, 10);
    local.writeUInt16LE(date, 12);
    // CRC and sizes (14..25) stay 0: the data descriptor carries them.
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(0, 28);
    const headerOffset = offset;
    yield local;
    yield name;
    offset += local.length + name.length;

    const stats: Stats = { crc: 0, size: 0, compressed: 0 };
    for await (const chunk of deflated(entry.data, stats)) yield chunk;
    offset += stats.compressed;

    const descriptor = Buffer.alloc(16);
    descriptor.writeUInt32LE(0x08074b50, 0);
    descriptor.writeUInt32LE(stats.crc >>> 0, 4);
    descriptor.writeUInt32LE(stats.compressed, 8);
    descriptor.writeUInt32LE(stats.size, 12);
    yield descriptor;
    offset += descriptor.length;
    if (offset > LIMIT) throw new Error("A ZIP archive over 4 GiB needs ZIP64");

    const record = Buffer.alloc(46);
    record.writeUInt32LE(0x02014b50, 0);
    record.writeUInt16LE(VERSION, 4); // made by: MS-DOS/FAT attributes, version 2.0
    record.writeUInt16LE(VERSION, 6);
    record.writeUInt16LE(FLAGS, 8);
    record.writeUInt16LE(DEFLATE, 10);
    record.writeUInt16LE(time, 12);
    record.writeUInt16LE(date, 14);
    record.writeUInt32LE(stats.crc >>> 0, 16);
    record.writeUInt32LE(stats.compressed, 20);
    record.writeUInt32LE(stats.size, 24);
    record.writeUInt16LE(name.length, 28);
    // extra, comment, disk, internal and external attributes (30..41) stay 0
    record.writeUInt32LE(headerOffset, 42);
    central.push(record, name);
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  const count = central.length / 2;
  end.writeUInt16LE(count, 8);
  end.writeUInt16LE(count, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  yield directory;
  yield end;
}
