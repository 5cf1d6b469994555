/**
 * The patches under patches/ (applied by patch-package at npm install): each is for the version
 * that package-lock.json installs and that package.json pins, says why it exists, and is applied.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { hunksOf, isApplied, patchFiles, ROOT } from "./dependency-patches.ts";

const readJson = (file: string) =>
  JSON.parse(fs.readFileSync(path.join(ROOT, file), "utf8")) as Record<string, unknown>;
const lock = readJson("package-lock.json") as { packages: Record<string, { version?: string }> };
const manifest = readJson("package.json") as {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  overrides?: Record<string, unknown>;
  scripts?: Record<string, string>;
};
const patches = patchFiles();

describe("the patches of dependencies", () => {
  it("are there", () => {
    expect(patches.length).toBeGreaterThan(0);
  });

  it("are applied by patch-package at every install, which fails when one does not apply", () => {
    expect(manifest.scripts?.postinstall).toBe("patch-package --error-on-fail");
    expect(
      manifest.dependencies?.["patch-package"],
      "a dependency: the production install applies them too",
    ).toBeDefined();
  });

  it.each(patches.map((p) => [p.file, p] as const))(
    "%s is for the version package-lock.json installs, in every copy of the package",
    (_file, patch) => {
      expect(lock.packages[patch.path]?.version, `${patch.path} in package-lock.json`).toBe(patch.version);
      const copies = Object.entries(lock.packages).filter(([where]) => where.endsWith(`node_modules/${patch.name}`));
      for (const [where, entry] of copies) expect(entry.version, `${where} in package-lock.json`).toBe(patch.version);
    },
  );

  it.each(patches.map((p) => [p.file, p] as const))(
    "%s is for the exact version package.json pins (a dependency or an override)",
    (_file, patch) => {
      const pins = [
        manifest.dependencies?.[patch.name],
        manifest.devDependencies?.[patch.name],
        manifest.overrides?.[patch.name],
      ].filter((pin) => pin !== undefined);
      expect(pins.length, `${patch.name} in package.json`).toBeGreaterThan(0);
      for (const pin of pins) expect(pin).toBe(patch.version);
    },
  );

  it.each(patches.map((p) => [p.file, p] as const))("%s says why it exists before its diff", (_file, patch) => {
    const note = patch.text.slice(0, patch.text.indexOf("diff --git "));
    expect(note.trim()).not.toBe("");
    // Every line of the note is a comment line, so no line of it reads as part of a diff.
    for (const line of note.split("\n").filter((l) => l !== "")) expect(line).toMatch(/^#( |$)/);
  });

  it.each(patches.map((p) => [p.file, p] as const))("%s is applied to the installed package", (_file, patch) => {
    const files = [...hunksOf(patch.text).keys()];
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) expect(file.startsWith(`${patch.path}/`), file).toBe(true);
    expect(isApplied(patch.text)).toBe(true);
  });
});

describe("isApplied", () => {
  const diff = [
    "# why: a note, which is not part of the diff",
    "diff --git a/node_modules/x/index.js b/node_modules/x/index.js",
    "index 1111111..2222222 100644",
    "--- a/node_modules/x/index.js",
    "+++ b/node_modules/x/index.js",
    "@@ -1,3 +1,3 @@",
    " const a = 1;",
    "-const b = 2;",
    "+const b = 3;",
    " const c = 4;",
    "",
  ].join("\n");
  const files = (text: string) => () => text;

  it("reads the hunks of each file, without the note", () => {
    expect([...hunksOf(diff)]).toEqual([
      [
        "node_modules/x/index.js",
        [{ before: "const a = 1;\nconst b = 2;\nconst c = 4;", after: "const a = 1;\nconst b = 3;\nconst c = 4;" }],
      ],
    ]);
  });

  it("tells a patched file from an unpatched or a changed one", () => {
    expect(isApplied(diff, files("x();\nconst a = 1;\nconst b = 3;\nconst c = 4;\n"))).toBe(true);
    expect(isApplied(diff, files("const a = 1;\nconst b = 2;\nconst c = 4;\n"))).toBe(false);
    expect(isApplied(diff, files("const a = 1;\nconst b = 5;\nconst c = 4;\n"))).toBe(false);
  });
});
