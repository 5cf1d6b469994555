/**
 * A picture of the catalogue import fetched from its https address, once: https only (a redirect
 * too), at most URL_REDIRECTS_MAX redirects, the whole exchange within URL_TIMEOUT_MS (the body's
 * last byte included) and at most URL_MAX_BYTES (counted as the body streams, whatever its
 * Content-Length says). undici's fetch, so a test can hand it an Agent that trusts its own server.
 */
import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { fetch, type Dispatcher } from "undici";
import type { LineProblemCode } from "../../contract/import.ts";

export const URL_TIMEOUT_MS = 10_000;
export const URL_MAX_BYTES = 10 * 1024 * 1024;
export const URL_REDIRECTS_MAX = 3;

export interface FetchLimits {
  timeoutMs: number;
  maxBytes: number;
  redirectsMax: number;
  /** Who connects (tests: an Agent trusting the test server's certificate); undici's global one by default. */
  dispatcher?: Dispatcher;
}

/** Why an address gave no picture: its problem and the problem's words. */
export class FetchRefused extends Error {
  constructor(
    readonly problem: Extract<LineProblemCode, "pictureFetch" | "pictureAddress" | "pictureTooLarge">,
    readonly reason = "",
  ) {
    super(`The picture's address was refused: ${problem} ${reason}`);
    this.name = "FetchRefused";
  }
}

/** The https address a name is, or null when the name is no address; FetchRefused when it is one of another kind. */
export function httpsAddress(name: string): URL | null {
  if (!/^[a-z][a-z0-9+.-]*:/i.test(name) || /^[a-z]:[\\/]/i.test(name)) return null;
  let url: URL;
  try {
    url = new URL(name);
  } catch {
    throw new FetchRefused("pictureAddress");
  }
  if (url.protocol !== "https:" || url.username || url.password) throw new FetchRefused("pictureAddress");
  return url;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** A redirect's Location against the address it came from, or null when it is none. */
function addressOf(location: string, base: URL): URL | null {
  try {
    return new URL(location, base);
  } catch {
    return null;
  }
}

/** Why the connection failed, in a few words (the code of the system's error when there is one). */
export function fetchReason(error: unknown, limits: Pick<FetchLimits, "timeoutMs">): string {
  if (error instanceof FetchRefused) return error.reason;
  const named = error as { name?: string; cause?: { code?: string; message?: string }; code?: string };
  if (named.name === "TimeoutError" || named.name === "AbortError") {
    return `no answer within ${limits.timeoutMs / 1000} s`;
  }
  return named.cause?.code ?? named.code ?? named.cause?.message ?? String(error);
}

/**
 * The picture's bytes as they arrive from `url` (redirects followed); `signal` ends the exchange at
 * the time limit. Throws FetchRefused before the first byte when the answer is no picture to read.
 */
export async function fetchPicture(url: URL, limits: FetchLimits, signal: AbortSignal): Promise<Readable> {
  let at = url;
  for (let redirects = 0; ; redirects++) {
    const response = await fetch(at, {
      redirect: "manual",
      signal,
      headers: { accept: "image/webp,image/png,image/jpeg;q=0.9,*/*;q=0.1" },
      ...(limits.dispatcher ? { dispatcher: limits.dispatcher } : {}),
    });
    if (REDIRECTS.has(response.status)) {
      await response.body?.cancel();
      const location = response.headers.get("location");
      if (redirects >= limits.redirectsMax) throw new FetchRefused("pictureFetch", "too many redirects");
      const next = location ? addressOf(location, at) : null;
      if (!next || next.protocol !== "https:") throw new FetchRefused("pictureFetch", "redirected to no https address");
      at = next;
      continue;
    }
    if (response.status !== 200 || !response.body) {
      await response.body?.cancel();
      throw new FetchRefused("pictureFetch", `HTTP ${response.status}`);
    }
    const length = Number(response.headers.get("content-length") ?? "");
    if (length > limits.maxBytes) {
      await response.body.cancel();
      throw new FetchRefused("pictureTooLarge");
    }
    return Readable.fromWeb(response.body as NodeReadableStream<Uint8Array>);
  }
}
