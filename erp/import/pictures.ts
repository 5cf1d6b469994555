/**
 * The pictures of an items file's image_files (issue 39): each name is a file of the ZIP given
 * alongside the file (`npm run import -- items.csv pictures.zip`) or an https address, fetched once
 * (an address an earlier import fetched is taken from the database). Every picture is checked and
 * re-encoded as WebP (picture-shrink.ts) into a work folder on disk, so a large catalogue's pictures
 * are never all in memory; savePictures then stores them in the caller's transaction, and a dry run
 * only discards the folder. What is wrong is a problem of the line (column image_files) or, for the
 * ZIP as a whole, of line 1 with the ZIP's file name.
 */
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { LineProblemCode } from "../../contract/import.ts";
import type { Database } from "../db/client.ts";
import {
  FetchRefused,
  fetchPicture,
  fetchReason,
  httpsAddress,
  URL_MAX_BYTES,
  URL_REDIRECTS_MAX,
  URL_TIMEOUT_MS,
  type FetchLimits,
} from "./picture-fetch.ts";
import { PICTURE_TYPE, shrinkPicture, type Shrunk } from "./picture-shrink.ts";
import {
  ArchiveRefused,
  PictureZip,
  ZIP_ENTRIES_MAX,
  ZIP_ENTRY_MAX_BYTES,
  ZIP_TOTAL_MAX_BYTES,
  type ZipLimits,
} from "./picture-zip.ts";
import type { Problem } from "./problems.ts";

/** An items line with image_files: its line number and the names it holds, in order. */
export interface PictureWanted {
  line: number;
  names: string[];
}

/** A picture ready to be named by item_photos.url. */
export interface Picture {
  /** The name or address as the file wrote it. */
  ref: string;
  /** The address it is served at: /media/parts/imported/<sha-256 of the bytes>.webp */
  path: string;
  width: number;
  height: number;
  /** The https address it was fetched from; null for a file of the ZIP. */
  source: string | null;
  /** The WebP file waiting in the work folder; null when the database holds the picture already. */
  file: string | null;
}

export interface GatherOptions extends Partial<ZipLimits>, Partial<FetchLimits> {
  /** Where addresses fetched by earlier imports are looked up (none: every address is fetched). */
  db?: Pick<Database, "execute">;
  /** The folder the work folder is made in (the system's temporary folder by default). */
  tmpDir?: string;
  /** Pictures read at once (one core decodes, another waits on the network). */
  concurrency?: number;
}

export interface GatheredPictures {
  /** By the name or address as written. */
  pictures: Map<string, Picture>;
  problems: Problem[];
  /** Removes the work folder; call it once the pictures are saved, or not to be (a dry run). */
  discard: () => Promise<void>;
  /** savePictures: here, so an import without pictures never loads the picture libraries. */
  save: typeof savePictures;
}

const MB = 1024 * 1024;
const COLUMN = "image_files";

/** Runs `work` on every item, `concurrency` at a time. */
async function eachAtOnce<T>(items: readonly T[], concurrency: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++] as T);
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, items.length)) }, worker));
}

/** The pictures of addresses fetched by earlier imports. */
async function fetchedBefore(db: Pick<Database, "execute">, urls: readonly string[]): Promise<Picture[]> {
  if (urls.length === 0) return [];
  const { rows } = await db.execute<{ url: string; path: string; width: number; height: number }>(
    sql`SELECT s.url, s.path, p.width, p.height FROM imported_picture_sources s JOIN imported_pictures p USING (path)
        WHERE s.url IN (SELECT jsonb_array_elements_text(${JSON.stringify(urls)}::jsonb))`,
  );
  return rows.map((r) => ({ ref: r.url, path: r.path, width: r.width, height: r.height, source: r.url, file: null }));
}

/** Reads every picture the lines name; see the module's comment. */
export async function gatherPictures(
  wanted: readonly PictureWanted[],
  zipFile: string | null,
  options: GatherOptions = {},
): Promise<GatheredPictures> {
  const zipLimits: ZipLimits = {
    entriesMax: options.entriesMax ?? ZIP_ENTRIES_MAX,
    entryMaxBytes: options.entryMaxBytes ?? ZIP_ENTRY_MAX_BYTES,
    totalMaxBytes: options.totalMaxBytes ?? ZIP_TOTAL_MAX_BYTES,
  };
  const fetchLimits: FetchLimits = {
    timeoutMs: options.timeoutMs ?? URL_TIMEOUT_MS,
    maxBytes: options.maxBytes ?? URL_MAX_BYTES,
    redirectsMax: options.redirectsMax ?? URL_REDIRECTS_MAX,
    dispatcher: options.dispatcher,
  };
  const pictures = new Map<string, Picture>();
  const problems: Problem[] = [];

  // Each name once, with the lines that name it.
  const linesOf = new Map<string, PictureWanted[]>();
  for (const w of wanted) {
    for (const name of new Set(w.names.map((n) => n.trim()).filter(Boolean))) {
      linesOf.set(name, [...(linesOf.get(name) ?? []), w]);
    }
  }
  const lineProblem = (ref: string, problem: LineProblemCode, params: Problem["params"] = {}) => {
    for (const w of linesOf.get(ref) ?? []) {
      const value = w.names.join("|").slice(0, 80);
      problems.push({ line: w.line, column: COLUMN, problem, value, params: { name: ref, ...params } });
    }
  };
  let archiveRefused = false;
  const archiveProblem = (problem: ArchiveRefused["problem"], params: Problem["params"]) => {
    if (archiveRefused) return;
    archiveRefused = true;
    problems.push({ line: 1, column: "", problem, value: path.basename(zipFile ?? ""), params });
  };

  const addresses = new Map<string, URL>();
  const names: string[] = [];
  for (const ref of linesOf.keys()) {
    let url: URL | null;
    try {
      url = httpsAddress(ref);
    } catch {
      lineProblem(ref, "pictureAddress");
      continue;
    }
    if (url) addresses.set(ref, url);
    // Without a ZIP a name names nothing.
    else if (zipFile === null) lineProblem(ref, "pictureAddress");
    else names.push(ref);
  }
  if (options.db) {
    for (const picture of await fetchedBefore(options.db, [...addresses.keys()])) {
      pictures.set(picture.ref, picture);
      addresses.delete(picture.ref);
    }
  }

  const folder = await fs.mkdtemp(path.join(options.tmpDir ?? os.tmpdir(), "import-pictures-"));
  const discard = () => fs.rm(folder, { recursive: true, force: true });
  const keep = (ref: string, shrunk: Shrunk | "notPicture" | "tooLarge", limit: number, source: string | null) => {
    if (shrunk === "notPicture") lineProblem(ref, "notPicture");
    else if (shrunk === "tooLarge") lineProblem(ref, "pictureTooLarge", { limit: limit / MB });
    else
      pictures.set(ref, {
        ref,
        path: shrunk.path,
        width: shrunk.width,
        height: shrunk.height,
        source,
        file: shrunk.file,
      });
  };

  let zip: PictureZip | null = null;
  try {
    if (zipFile !== null) {
      try {
        zip = await PictureZip.open(zipFile, zipLimits);
      } catch (error) {
        if (!(error instanceof ArchiveRefused)) throw error;
        archiveProblem(error.problem, error.params);
      }
    }
    const fromZip = async (ref: string) => {
      if (zip === null || archiveRefused) return;
      const entry = zip.find(ref);
      if (entry === null) return lineProblem(ref, "pictureNotFound");
      const limit = zipLimits.entryMaxBytes;
      if (zip.declaredTooLarge(entry)) return lineProblem(ref, "pictureTooLarge", { limit: limit / MB });
      try {
        keep(ref, await shrinkPicture(await zip.read(entry), limit, folder), limit, null);
      } catch (error) {
        if (error instanceof ArchiveRefused) archiveProblem(error.problem, error.params);
        // The entry is broken, or inflates to more than its header says.
        else archiveProblem("archive", { reason: `${entry.fileName}: ${(error as Error).message}` });
      }
    };
    const fromAddress = async (ref: string) => {
      const url = addresses.get(ref);
      if (!url) return;
      const signal = AbortSignal.timeout(fetchLimits.timeoutMs);
      try {
        const body = await fetchPicture(url, fetchLimits, signal);
        keep(ref, await shrinkPicture(body, fetchLimits.maxBytes, folder), fetchLimits.maxBytes, ref);
      } catch (error) {
        if (error instanceof FetchRefused && error.problem === "pictureTooLarge") {
          lineProblem(ref, "pictureTooLarge", { limit: fetchLimits.maxBytes / MB });
        } else if (error instanceof FetchRefused && error.problem === "pictureAddress") {
          lineProblem(ref, "pictureAddress");
        } else lineProblem(ref, "pictureFetch", { reason: fetchReason(error, fetchLimits) });
      }
    };
    const work = [
      ...names.map((ref) => () => fromZip(ref)),
      ...[...addresses.keys()].map((ref) => () => fromAddress(ref)),
    ];
    await eachAtOnce(work, options.concurrency ?? 2, (job) => job());
  } catch (error) {
    await discard();
    throw error;
  } finally {
    zip?.close();
  }
  problems.sort((a, b) => a.line - b.line);
  return { pictures, problems, discard, save: savePictures };
}

/**
 * Stores the pictures and the addresses they came from, in the caller's transaction; a picture or
 * an address stored before is left as it is, so saving again changes nothing.
 */
export async function savePictures(db: Pick<Database, "execute">, pictures: Iterable<Picture>): Promise<void> {
  const waiting = new Map<string, Picture & { file: string }>();
  const sources = new Map<string, string>();
  for (const p of pictures) {
    if (p.file !== null) waiting.set(p.path, { ...p, file: p.file });
    if (p.source !== null) sources.set(p.source, p.path);
  }
  const stored = new Set<string>();
  const paths = [...waiting.keys()];
  for (let i = 0; i < paths.length; i += 1000) {
    const { rows } = await db.execute<{ path: string }>(
      sql`SELECT path FROM imported_pictures
          WHERE path IN (SELECT jsonb_array_elements_text(${JSON.stringify(paths.slice(i, i + 1000))}::jsonb))`,
    );
    for (const r of rows) stored.add(r.path);
  }
  // One picture at a time: each is read from its file only when it is written.
  for (const p of waiting.values()) {
    if (stored.has(p.path)) continue;
    const bytes = await fs.readFile(p.file);
    await db.execute(sql`INSERT INTO imported_pictures (path, type, bytes, width, height)
      VALUES (${p.path}, ${PICTURE_TYPE}, ${bytes}, ${p.width}, ${p.height}) ON CONFLICT (path) DO NOTHING`);
  }
  const rows = [...sources].map(([url, picturePath]) => ({ url, path: picturePath }));
  for (let i = 0; i < rows.length; i += 1000) {
    await db.execute(sql`INSERT INTO imported_picture_sources (url, path)
      SELECT url, path FROM jsonb_to_recordset(${JSON.stringify(rows.slice(i, i + 1000))}::jsonb) AS r(url text, path text)
      ON CONFLICT (url) DO NOTHING`);
  }
}
