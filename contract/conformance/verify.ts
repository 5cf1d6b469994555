/**
 * Runs the contract's conformance suite (contract/conformance/probes.ts) against an ERP over HTTP and says,
 * call by call, what it lacks or answers wrongly: `npm run contract:verify -- --erp-url URL --secret S`
 * (scripts/contract-verify.ts), and tests/integration/contract-verify.test.ts against ours.
 */
import { ERP_AUTHORIZATION } from "../transport.ts";
import { ErrorResponseSchema } from "../errors.ts";
import { CALL_GROUPS, REQUIRED_GROUPS, type CallGroup, type Facts, type Probe } from "./probe.ts";
import { PROBES } from "./probes.ts";

/** What the shop does without a group's calls (README, "Connect your own ERP"). */
const WITHOUT: Record<CallGroup, string> = {
  catalogue: "the shop cannot show or find a part",
  basket: "the shop cannot take an order",
  site: "the shop's pages, sitemap and enquiry forms fail",
  accounts: "no customer can sign in; the shop serves guests only",
  trade:
    "signed-in customers have no order history, ledger, price list or reorder, and no one can apply for an account",
  warranty: "the warranty claim form and the claimant's page fail",
  office: "the office at /office says this ERP has no office",
  feeds: "the distributor's system cannot send stock or prices to the ERP; the ERP keeps them by its own means",
};

export type VerdictKind = "ok" | "missing" | "wrong" | "skipped";
export interface Verdict {
  probe: Pick<Probe, "name" | "group" | "method" | "path">;
  kind: VerdictKind;
  /** What was wrong, or what the skipped probe needed. */
  detail?: string;
}

export interface VerifyOptions {
  erpUrl: string;
  secret: string;
  /** Milliseconds one call may take. */
  timeoutMs?: number;
  probes?: readonly Probe[];
}

/**
 * Whether an answer says the ERP does not have the call at all: 501, 405, a 404 that is not the
 * contract's NOT_FOUND of the thing asked for, or a 400 whose only complaint is the action's name.
 */
export function saysMissing(status: number, body: unknown, expected: Probe["expected"]): boolean {
  if (status === 501 || status === 405) return true;
  const error = ErrorResponseSchema.safeParse(body);
  if (status === 404) return !(error.success && "codes" in expected && expected.codes.includes(error.data.code));
  if (status === 400 && error.success && error.data.code === "BAD_REQUEST") {
    const fields = Object.keys(error.data.fields ?? {});
    return fields.length > 0 && fields.every((field) => field === "action");
  }
  return false;
}

const issues = (error: { issues: { path: (string | number)[]; message: string }[] }) =>
  error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.join(".") || "(body)"}: ${issue.message}`)
    .join("; ");

/** The verdict on one answer. */
export function judge(probe: Probe, status: number, body: unknown): { kind: VerdictKind; detail?: string } {
  const { expected } = probe;
  if (saysMissing(status, body, expected)) return { kind: "missing" };
  if (status === expected.status) {
    if ("response" in expected) {
      const parsed = expected.response.safeParse(body);
      return parsed.success
        ? { kind: "ok" }
        : { kind: "wrong", detail: `the answer does not match: ${issues(parsed.error)}` };
    }
    if (expected.codes.length === 0) return { kind: "ok" };
    const error = ErrorResponseSchema.safeParse(body);
    if (!error.success) return { kind: "wrong", detail: `the error is not { errmsg, code }: ${issues(error.error)}` };
    if (!expected.codes.includes(error.data.code))
      return { kind: "wrong", detail: `code ${error.data.code}, the contract says ${expected.codes.join(" or ")}` };
    if (expected.field && !Object.hasOwn(error.data.fields ?? {}, expected.field))
      return { kind: "wrong", detail: `the error does not name the field ${expected.field}` };
    return { kind: "ok" };
  }
  const said = ErrorResponseSchema.safeParse(body);
  const what = said.success ? ` ${said.data.code}: ${said.data.errmsg}` : "";
  const wanted = "response" in expected ? "the call's answer" : expected.codes.join(" or ") || "a refusal";
  return { kind: "wrong", detail: `HTTP ${status}${what}; the contract says ${expected.status} (${wanted})` };
}

async function send(probe: Probe, body: unknown, options: VerifyOptions) {
  const url = new URL(probe.path, options.erpUrl.endsWith("/") ? options.erpUrl : `${options.erpUrl}/`);
  const headers: Record<string, string> = { Accept: "application/json" };
  if (!probe.anonymous) headers[ERP_AUTHORIZATION] = `Bearer ${options.secret}`;
  if (probe.method === "POST") headers["Content-Type"] = probe.contentType ?? "application/json";
  const response = await fetch(url, {
    method: probe.method,
    headers,
    body: probe.method !== "POST" ? undefined : probe.contentType ? String(body) : JSON.stringify(body),
    signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
  });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // Not JSON (a file, or a foreign server's page): judged as it is.
  }
  return { status: response.status, body: parsed };
}

/** Runs every probe in order, learning facts on the way; never throws for an ERP's answer. */
export async function verifyErp(options: VerifyOptions): Promise<Verdict[]> {
  const facts: Facts = {};
  const verdicts: Verdict[] = [];
  /** Once a call gets no answer at all, the rest are not sent. */
  let unreachable: string | null = null;
  for (const probe of options.probes ?? PROBES) {
    const { name, group, method, path } = probe;
    if (unreachable) {
      verdicts.push({ probe: { name, group, method, path }, kind: "skipped", detail: unreachable });
      continue;
    }
    const body = probe.body(facts);
    if (body === null) {
      verdicts.push({
        probe: { name, group, method, path },
        kind: "skipped",
        detail: "an earlier call gave nothing to ask about",
      });
      continue;
    }
    let answer: { status: number; body: unknown };
    try {
      answer = await send(probe, body, options);
    } catch (error) {
      const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : "";
      verdicts.push({
        probe: { name, group, method, path },
        kind: "wrong",
        detail: `no answer: ${String(error)}${cause}`,
      });
      unreachable = `the ERP gave no answer to ${name}`;
      continue;
    }
    const verdict = judge(probe, answer.status, answer.body);
    if (verdict.kind === "ok" && probe.learn && "response" in probe.expected)
      probe.learn(probe.expected.response.parse(answer.body), facts);
    verdicts.push({ probe: { name, group, method, path }, ...verdict });
  }
  return verdicts;
}

/** Whether the ERP can run the shop: every required call conforms and no call answers wrongly. */
export const passes = (verdicts: readonly Verdict[]) =>
  verdicts.every((v) => v.kind === "ok" || (v.kind === "missing" && !REQUIRED_GROUPS.includes(v.probe.group)));

/** The report, a group at a time: each call that is not ok, what the shop then lacks, and the totals. */
export function report(verdicts: readonly Verdict[]): string {
  const lines: string[] = [];
  for (const group of CALL_GROUPS) {
    const mine = verdicts.filter((v) => v.probe.group === group);
    if (mine.length === 0) continue;
    const required = REQUIRED_GROUPS.includes(group);
    const ok = mine.filter((v) => v.kind === "ok").length;
    lines.push(`${group} (${required ? "required" : "optional"}): ${ok} of ${mine.length} calls conform`);
    for (const v of mine.filter((v) => v.kind !== "ok"))
      lines.push(
        `  ${v.kind.padEnd(8)} ${v.probe.name} (${v.probe.method} ${v.probe.path})${v.detail ? `: ${v.detail}` : ""}`,
      );
    if (mine.some((v) => v.kind === "missing")) lines.push(`  without these, ${WITHOUT[group]}`);
  }
  const count = (kind: VerdictKind) => verdicts.filter((v) => v.kind === kind).length;
  lines.push(
    `${count("ok")} conform, ${count("missing")} missing, ${count("wrong")} wrong, ${count("skipped")} skipped: ` +
      (passes(verdicts) ? "this ERP can run the shop" : "this ERP cannot run the shop as it is"),
  );
  return lines.join("\n");
}
