/**
 * The patches of dependencies under patches/, written and applied by patch-package (the root
 * package's postinstall, `patch-package --error-on-fail`): which package and version each one is
 * for, and whether the installed files carry it. Used by the tests of the patches.
 */
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

export const ROOT = path.resolve(import.meta.dirname, "..");
const PATCH_DIR = path.join(ROOT, "patches");

interface PackageDetails {
  /** The package's name, e.g. "@remix-run/router". */
  name: string;
  /** The version in the patch's file name, which patch-package made it against. */
  version: string;
  /** Where it is installed, from the repository root ("node_modules/@remix-run/router"). */
  path: string;
}

const require = createRequire(import.meta.url);
// patch-package's own reading of a file name ("@remix-run+router+1.23.3.patch"; nested "a++b+1.0.0.patch").
const { getPackageDetailsFromPatchFilename } = require("patch-package/dist/PackageDetails.js") as {
  getPackageDetailsFromPatchFilename(file: string): PackageDetails | null;
};

export interface PatchFile extends PackageDetails {
  file: string;
  text: string;
}

export function patchFiles(): PatchFile[] {
  return fs
    .readdirSync(PATCH_DIR)
    .filter((file) => file.endsWith(".patch"))
    .sort()
    .map((file) => {
      const details = getPackageDetailsFromPatchFilename(file);
      if (!details) throw new Error(`patches/${file} is not named as patch-package names a patch`);
      return { ...details, file, text: fs.readFileSync(path.join(PATCH_DIR, file), "utf8") };
    });
}

export function patchFor(name: string): PatchFile {
  const found = patchFiles().filter((p) => p.name === name);
  if (found.length !== 1) throw new Error(`expected one patch of ${name} under patches/, found ${found.length}`);
  return found[0]!;
}

/** A hunk of a unified diff: the lines it expects, and the lines it leaves. */
export interface Hunk {
  before: string;
  after: string;
}

/**
 * The hunks of a unified diff per file it changes (the path after "b/"). Lines before the first
 * `diff --git` (the note on why the patch exists) are not part of it, as for patch-package.
 */
export function hunksOf(diff: string): Map<string, Hunk[]> {
  const files = new Map<string, Hunk[]>();
  let file: Hunk[] | null = null;
  let hunk: { before: string[]; after: string[] } | null = null;
  const close = () => {
    if (file && hunk) file.push({ before: hunk.before.join("\n"), after: hunk.after.join("\n") });
    hunk = null;
  };
  const lines = diff.split("\n");
  if (lines.at(-1) === "") lines.pop();
  for (const line of lines) {
    const header = /^diff --git a\/(.*?) b\/(.*?)\s*$/.exec(line);
    if (header) {
      close();
      file = [];
      files.set(header[2]!, file);
    } else if (file && line.startsWith("@@")) {
      close();
      hunk = { before: [], after: [] };
    } else if (hunk) {
      if (line.startsWith("-")) hunk.before.push(line.slice(1));
      else if (line.startsWith("+")) hunk.after.push(line.slice(1));
      else if (line.startsWith(" ")) {
        hunk.before.push(line.slice(1));
        hunk.after.push(line.slice(1));
      }
      // "\ No newline at end of file" changes no line's text.
    }
  }
  close();
  return files;
}

/**
 * Whether files (read by `read`, from the repository root) carry a patch: the text of every hunk
 * after the change is there, and the text it replaced is not (unless it is also part of the new).
 */
export function isApplied(diff: string, read = (file: string) => fs.readFileSync(path.join(ROOT, file), "utf8")) {
  for (const [file, hunks] of hunksOf(diff)) {
    const text = read(file);
    for (const { before, after } of hunks) {
      if (!text.includes(after)) return false;
      if (!after.includes(before) && text.includes(before)) return false;
    }
  }
  return true;
}
