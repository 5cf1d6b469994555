import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

// Every name of the contract has one module, and one import path (issue 44): no module of contract/
// passes on what another defines, and no two define the same name.
const dir = import.meta.dirname;
const modules = readdirSync(dir).filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts"));

function exportsOf(file: string) {
  const source = ts.createSourceFile(file, readFileSync(path.join(dir, file), "utf8"), ts.ScriptTarget.Latest, true);
  const declared = new Set<string>();
  const exported: string[] = [];
  const reexports: string[] = [];
  const isExported = (node: ts.Node) =>
    ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
  for (const st of source.statements) {
    const names = ts.isVariableStatement(st)
      ? st.declarationList.declarations.flatMap((d) => (ts.isIdentifier(d.name) ? [d.name.text] : []))
      : (ts.isFunctionDeclaration(st) ||
            ts.isClassDeclaration(st) ||
            ts.isInterfaceDeclaration(st) ||
            ts.isTypeAliasDeclaration(st) ||
            ts.isEnumDeclaration(st)) &&
          st.name
        ? [st.name.text]
        : [];
    names.forEach((n) => declared.add(n));
    if (isExported(st)) exported.push(...names);
  }
  for (const st of source.statements) {
    if (!ts.isExportDeclaration(st)) continue;
    const line = st.getText(source).replace(/\s+/g, " ");
    if (st.moduleSpecifier || !st.exportClause || !ts.isNamedExports(st.exportClause)) {
      reexports.push(`${file}: ${line}`);
      continue;
    }
    for (const el of st.exportClause.elements) {
      const local = (el.propertyName ?? el.name).text;
      if (declared.has(local)) exported.push(el.name.text);
      else reexports.push(`${file}: ${el.name.text} (imported, then exported)`);
    }
  }
  return { exported, reexports };
}

describe("the contract's names", () => {
  const all = modules.map((file) => ({ file, ...exportsOf(file) }));

  it("are exported only by the module that defines them (no export *, export … from, or export of an import)", () => {
    expect(all.flatMap((m) => m.reexports)).toEqual([]);
  });

  it("are each defined by one module", () => {
    const homes = new Map<string, string[]>();
    for (const { file, exported } of all)
      for (const name of exported) homes.set(name, [...(homes.get(name) ?? []), file]);
    expect([...homes].filter(([, files]) => files.length > 1)).toEqual([]);
  });

  it("sees the contract's modules", () => {
    expect(all.find((m) => m.file === "wire.ts")?.exported).toContain("Calls");
    expect(all.find((m) => m.file === "wire-constants.ts")?.exported).toContain("QUANTITY_LIMIT");
  });
});
