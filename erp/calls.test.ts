import { describe, expect, it } from "vitest";
import { PRICE_LIST_PATH } from "../contract/price-list.ts";
import { Calls, type CallName } from "../contract/wire.ts";
import { CALL_MODULES, HANDLERS, POST_PATHS } from "./calls.ts";

const CALL_NAMES = Object.keys(Calls) as CallName[];

describe("the call handlers", () => {
  it("has exactly one handler per call of the contract's call table, registered by one module", () => {
    const registered = Object.entries(CALL_MODULES).flatMap(([module, handlers]) =>
      Object.keys(handlers).map((name) => ({ module, name })),
    );
    const byName = new Map<string, string[]>();
    for (const { module, name } of registered) byName.set(name, [...(byName.get(name) ?? []), module]);
    expect([...byName].filter(([, modules]) => modules.length > 1)).toEqual([]);
    expect([...byName.keys()].sort()).toEqual([...CALL_NAMES].sort());
    expect(Object.keys(HANDLERS).sort()).toEqual([...CALL_NAMES].sort());
  });

  it("validates every call's path, and every POST path answers a call of the table", () => {
    const paths = new Set(CALL_NAMES.map((name) => Calls[name].path));
    expect(Object.keys(POST_PATHS).sort()).toEqual([...paths].filter((p) => p !== PRICE_LIST_PATH).sort());
  });
});
