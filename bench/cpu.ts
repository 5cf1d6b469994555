/**
 * CPU time used so far by processes of this machine (Linux /proc; null elsewhere). Latency on a
 * shared or virtual machine drifts with its speed; CPU per request says what a request costs.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";

const TICKS = 100; // USER_HZ on Linux

export interface Proc {
  pid: number;
  ppid: number;
  postgres: boolean;
  seconds: number;
  /** CPU of its children that ended and were waited for (cutime + cstime). */
  endedChildren: number;
}

/**
 * One line of /proc/PID/stat as a Proc. A PostgreSQL process is told by its executable's name
 * (the field in parentheses), not by its command line: the postmaster's command line is the
 * binary's full path (`/…/bin/postgres -D …`), only the backends rewrite theirs to `postgres: …`.
 * Taken by the command line, the postmaster counted as the shop's, and the CPU of backends that
 * ended (which moves to the postmaster's count of ended children) was lost: PostgreSQL's CPU over
 * a round could come out negative.
 */
export function parseStat(line: string): Proc {
  const open = line.indexOf(" (");
  const close = line.lastIndexOf(") ");
  const fields = line.slice(close + 2).split(" ");
  return {
    pid: Number(line.slice(0, open)),
    ppid: Number(fields[1]),
    postgres: line.slice(open + 2, close) === "postgres",
    seconds: (Number(fields[11]) + Number(fields[12])) / TICKS,
    endedChildren: (Number(fields[13]) + Number(fields[14])) / TICKS,
  };
}

function processes(): Proc[] | null {
  try {
    const list: Proc[] = [];
    for (const name of fs.readdirSync("/proc")) {
      if (!/^\d+$/.test(name)) continue;
      try {
        list.push(parseStat(fs.readFileSync(`/proc/${name}/stat`, "utf8")));
      } catch {
        // the process ended meanwhile
      }
    }
    return list;
  } catch {
    return null;
  }
}

/**
 * PostgreSQL's CPU among `list`: the processes of executable "postgres", with the backends that
 * ended (a pool closes idle connections, and a backend's CPU then moves to the postmaster's count
 * of ended children; without it, CPU over an interval could come out negative). With `root`, only
 * those descended from it (the shop's embedded server): on a machine shared with another
 * PostgreSQL server, that server's work is not the shop's, and its ended backends made the figure
 * jump, even below zero.
 */
export function sumPostgres(list: readonly Proc[], root?: number): number | null {
  let chosen = list.filter((p) => p.postgres);
  if (root !== undefined) {
    const below = new Set([root]);
    // Parents come before children in no guaranteed order: repeat until nothing is added.
    for (let added = true; added;) {
      added = false;
      for (const p of list)
        if (!below.has(p.pid) && below.has(p.ppid)) {
          below.add(p.pid);
          added = true;
        }
    }
    chosen = chosen.filter((p) => below.has(p.pid) && p.pid !== root);
  }
  return chosen.length > 0 ? chosen.reduce((sum, p) => sum + p.seconds + p.endedChildren, 0) : null;
}

/** This machine's PostgreSQL CPU so far (see sumPostgres); `root`: only the processes below it. */
export function postgresCpuSeconds(root?: number): number | null {
  const list = processes();
  return list ? sumPostgres(list, root) : null;
}

/** A process and its descendants, without PostgreSQL's (the shop starts its embedded server). */
export function treeCpuSeconds(root: number): number | null {
  const list = processes();
  if (!list) return null;
  const children = new Map<number, Proc[]>();
  for (const p of list) {
    const siblings = children.get(p.ppid);
    if (siblings) siblings.push(p);
    else children.set(p.ppid, [p]);
  }
  let total = 0;
  const walk = (pid: number) => {
    for (const child of children.get(pid) ?? []) {
      if (child.postgres) continue;
      total += child.seconds;
      walk(child.pid);
    }
  };
  const self = list.find((p) => p.pid === root);
  if (!self) return null;
  total += self.seconds;
  walk(root);
  return total;
}

/** The gauge's loop, run in a process of its own: the fastest of three rounds, in milliseconds. */
const GAUGE_LOOP = `let best = Infinity;
for (let round = 0; round < 3; round++) {
  const started = performance.now();
  let sum = 0;
  for (let i = 0; i < 1e8; i++) sum += i;
  if (sum > 0) best = Math.min(best, performance.now() - started);
}
process.stdout.write(String(Math.round(best)));`;

/**
 * The machine's speed now: milliseconds for a fixed loop of 100 million additions, the fastest of
 * three. A shared or virtual machine drifts (by a third here, from one hour to the next); printed
 * beside the figures, it tells a slow run from a slower shop. Each reading runs in a new Node
 * process: run a third time in the same process, V8 compiled the loop anew and it took three
 * times as long, which read as a machine three times slower.
 */
export function speedGauge(): number {
  const run = spawnSync(process.execPath, ["-e", GAUGE_LOOP], { encoding: "utf8" });
  const ms = Number(run.stdout);
  if (run.status !== 0 || !Number.isFinite(ms))
    throw new Error(`the speed gauge failed: ${run.stderr || run.error?.message}`);
  return ms;
}
