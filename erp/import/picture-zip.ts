/**
 * The ZIP given alongside an items file, read with yauzl: its central directory from the file on
 * disk (the archive is never held in memory), then only the entries an items line names, each
 * inflated as a stream. What guards against a ZIP bomb: at most ZIP_ENTRIES_MAX entries; an entry
 * whose header says it unpacks to more than the entry limit is refused unread, and so is an archive
 * whose headers add up to more than the total; the bytes actually inflated are counted (an entry
 * against its limit in shrinkPicture, the archive against its total here), and yauzl stops an entry
 * that inflates to more than its header said.
 */
import path from "node:path";
import { Transform, type Readable } from "node:stream";
import yauzl from "yauzl";

/** The most entries of a ZIP (a catalogue of 100,000 parts has a few pictures for some of them). */
export const ZIP_ENTRIES_MAX = 20_000;
/** The most one picture in the ZIP may unpack to. */
export const ZIP_ENTRY_MAX_BYTES = 20 * 1024 * 1024;
/** The most the whole ZIP may unpack to. */
export const ZIP_TOTAL_MAX_BYTES = 2 * 1024 * 1024 * 1024;

export interface ZipLimits {
  entriesMax: number;
  entryMaxBytes: number;
  totalMaxBytes: number;
}

/** The ZIP cannot be read (archive) or unpacks to more than the limits (archiveTooLarge). */
export class ArchiveRefused extends Error {
  constructor(
    readonly problem: "archive" | "archiveTooLarge",
    readonly params: Record<string, string | number>,
  ) {
    super(`The ZIP was refused: ${problem}`);
    this.name = "ArchiveRefused";
  }
}

const MB = 1024 * 1024;
const tooLarge = (limits: ZipLimits) =>
  new ArchiveRefused("archiveTooLarge", { limit: Math.round(limits.totalMaxBytes / MB), files: limits.entriesMax });

/** A ZIP opened: its entries by name. */
export class PictureZip {
  /** Bytes inflated so far, of every entry read. */
  private inflated = 0;
  private constructor(
    private readonly zip: yauzl.ZipFile,
    private readonly byName: Map<string, yauzl.Entry>,
    /** By the name without its folders, when only one entry has it (null: several have). */
    private readonly byBaseName: Map<string, yauzl.Entry | null>,
    private readonly limits: ZipLimits,
  ) {}

  /** Opens the ZIP at `file` and reads its directory. Throws ArchiveRefused. */
  static async open(file: string, limits: ZipLimits): Promise<PictureZip> {
    let zip: yauzl.ZipFile;
    try {
      zip = await yauzl.openPromise(file, { autoClose: false, validateEntrySizes: true, strictFileNames: false });
    } catch (error) {
      throw new ArchiveRefused("archive", { reason: error instanceof Error ? error.message : String(error) });
    }
    try {
      if (zip.entryCount > limits.entriesMax) throw tooLarge(limits);
      const byName = new Map<string, yauzl.Entry>();
      const byBaseName = new Map<string, yauzl.Entry | null>();
      let declared = 0;
      for await (const entry of zip.eachEntry()) {
        if (entry.fileName.endsWith("/")) continue;
        declared += entry.uncompressedSize;
        if (declared > limits.totalMaxBytes) throw tooLarge(limits);
        byName.set(entry.fileName, entry);
        const base = path.posix.basename(entry.fileName);
        byBaseName.set(base, byBaseName.has(base) ? null : entry);
      }
      return new PictureZip(zip, byName, byBaseName, limits);
    } catch (error) {
      zip.close();
      if (error instanceof ArchiveRefused) throw error;
      throw new ArchiveRefused("archive", { reason: error instanceof Error ? error.message : String(error) });
    }
  }

  /** The entry a line names: by its path in the ZIP, else by its file name when no other entry has it. */
  find(name: string): yauzl.Entry | null {
    return this.byName.get(name) ?? this.byBaseName.get(name) ?? null;
  }

  /** Whether the entry's header already says it unpacks to more than a picture may. */
  declaredTooLarge(entry: yauzl.Entry): boolean {
    return entry.uncompressedSize > this.limits.entryMaxBytes;
  }

  /**
   * The entry's bytes as they are inflated; the stream fails with ArchiveRefused when the archive's
   * total passes its limit, or with yauzl's error when the entry is broken or larger than its header.
   */
  async read(entry: yauzl.Entry): Promise<Readable> {
    if (!entry.canDecodeFileData()) {
      throw new ArchiveRefused("archive", { reason: `${entry.fileName}: encrypted or of an unknown compression` });
    }
    const stream = await this.zip.openReadStreamPromise(entry);
    const counter = new Transform({
      transform: (chunk: Buffer, _encoding, done) => {
        this.inflated += chunk.length;
        done(this.inflated > this.limits.totalMaxBytes ? tooLarge(this.limits) : null, chunk);
      },
    });
    stream.once("error", (error) => counter.destroy(error));
    counter.once("close", () => stream.destroy());
    return stream.pipe(counter);
  }

  close() {
    this.zip.close();
  }
}
