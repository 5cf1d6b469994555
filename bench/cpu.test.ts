/**
 * The bench's CPU accounting tells PostgreSQL's processes by their executable. The postmaster's
 * command line is the binary's path, so a test of the command line counted it as the shop's and
 * lost the CPU of backends that ended (it moves to the postmaster's count of ended children).
 */
import { describe, expect, it } from "vitest";
import { parseStat, sumPostgres } from "./cpu.ts";

// Lines as /proc/PID/stat gives them (fields after the 17th cut short), ticks of 1/100 s.
const postmaster = "28699 (postgres) S 28678 28699 28699 0 -1 4194560 9550 151434 0 24 12 7 2471 903 20 0 1 0";
const backend = "28707 (postgres) S 28699 28707 28707 0 -1 4194624 1932 0 0 0 310 42 0 0 20 0 1 0";
const worker = "28708 (node) S 28678 28653 6977 0 -1 4194560 191213 0 0 0 5120 388 0 0 20 0 11 0";

describe("bench CPU accounting", () => {
  it("counts the postmaster and its backends as PostgreSQL, with the CPU of backends that ended", () => {
    expect(parseStat(postmaster)).toEqual({
      pid: 28699,
      ppid: 28678,
      postgres: true,
      seconds: 0.19,
      endedChildren: 33.74,
    });
    expect(parseStat(backend)).toEqual({ pid: 28707, ppid: 28699, postgres: true, seconds: 3.52, endedChildren: 0 });
  });

  it("counts other processes as not PostgreSQL, whatever their name holds", () => {
    expect(parseStat(worker)).toMatchObject({ pid: 28708, ppid: 28678, postgres: false, seconds: 55.08 });
    expect(parseStat("41 (a) (postgres) R 1 41 41 0 -1 0 0 0 0 0 100 0 50 0 20 0 1 0")).toMatchObject({
      pid: 41,
      ppid: 1,
      postgres: false,
      seconds: 1,
      endedChildren: 0.5,
    });
  });
});

describe("PostgreSQL's CPU of the shop alone", () => {
  // The shop (100) started its embedded server (101, backend 102); another server (200, backend 201)
  // of the same machine is not the shop's.
  const list = [
    { pid: 100, ppid: 1, postgres: false, seconds: 50, endedChildren: 0 },
    { pid: 102, ppid: 101, postgres: true, seconds: 3, endedChildren: 0 },
    { pid: 101, ppid: 100, postgres: true, seconds: 1, endedChildren: 20 },
    { pid: 200, ppid: 1, postgres: true, seconds: 7, endedChildren: 900 },
    { pid: 201, ppid: 200, postgres: true, seconds: 5, endedChildren: 0 },
  ];

  it("counts only the servers below the shop's process, with their ended backends", () => {
    expect(sumPostgres(list, 100)).toBe(24);
    expect(sumPostgres(list)).toBe(936);
    expect(sumPostgres(list, 300)).toBeNull();
  });
});
