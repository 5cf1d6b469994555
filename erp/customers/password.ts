/**
 * Password hashing for customers: scrypt from Node's own crypto with the parameters of the OWASP
 * Password Storage Cheat Sheet (N = 2^17, r = 8, p = 1: 128 MiB and a few hundred milliseconds per
 * hash, run on libuv's thread pool, not the event loop). The stored form names its parameters,
 * so they can be raised later and old hashes still verify (needsRehash says when to re-hash).
 */
import crypto from "node:crypto";
import { ErpError } from "../errors.ts";

export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

/** OWASP's scrypt minimum. Tests may pass smaller ones; production uses these. */
export const SCRYPT_PARAMS: ScryptParams = { N: 2 ** 17, r: 8, p: 1 };
const KEY_LENGTH = 32;
const SALT_BYTES = 16;

/** What a password must be (OWASP ASVS 2.1: at least 12 characters, up to 128, no composition rules). */
export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 128;

/**
 * Password hashes at once per process, and tries waiting for one (issue 37). Each hash holds
 * 128 MiB and one of libuv's four threads for a few hundred milliseconds; without a cap a burst
 * of sign-ins takes every thread (zlib and file reads wait behind them) and gigabytes of memory.
 * Two leave half the pool to the rest of the worker; a try that finds the queue full, or waits
 * longer than `waitMs`, is refused with HashBusyError (the caller answers 429 with Retry-After).
 */
export const HASH_LIMITS = {
  concurrent: Math.max(1, Number(process.env.PASSWORD_HASH_CONCURRENCY ?? 2)),
  queue: 16,
  waitMs: 5_000,
};

/** No hashing slot came free in time: nothing was checked; try again in `retryAfterSeconds`. */
export class HashBusyError extends Error {
  readonly retryAfterSeconds = 2;
  constructor() {
    super("Too many password checks at once");
    this.name = "HashBusyError";
  }
}

let hashing = 0;
const waiting: { start: () => void; timer: NodeJS.Timeout }[] = [];

function release() {
  const next = waiting.shift();
  if (!next) {
    hashing--;
    return;
  }
  clearTimeout(next.timer);
  next.start();
}

/** Runs `work` in one of the process's hashing slots, queued briefly when all are taken. */
async function inHashSlot<T>(work: () => Promise<T>): Promise<T> {
  if (hashing >= HASH_LIMITS.concurrent) {
    if (waiting.length >= HASH_LIMITS.queue) throw new HashBusyError();
    await new Promise<void>((resolve, reject) => {
      const entry = {
        start: resolve,
        timer: setTimeout(() => {
          waiting.splice(waiting.indexOf(entry), 1);
          reject(new HashBusyError());
        }, HASH_LIMITS.waitMs),
      };
      waiting.push(entry);
    });
  } else {
    hashing++;
  }
  try {
    return await work();
  } finally {
    release();
  }
}

/** How many hashes run and wait in this process now (for tests and the bench). */
export const hashLoad = () => ({ hashing, waiting: waiting.length });

function derive(password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  return inHashSlot(() => scrypt(password, salt, params));
}

function scrypt(password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    crypto.scrypt(
      password.normalize("NFKC"),
      salt,
      KEY_LENGTH,
      { N: params.N, r: params.r, p: params.p, maxmem: 256 * params.N * params.r + 1024 * 1024 },
      (error, key) => (error ? reject(error) : resolve(key)),
    ),
  );
}

/** `scrypt$N$r$p$salt$hash` (base64url). */
export async function hashPassword(password: string, params = SCRYPT_PARAMS): Promise<string> {
  const salt = crypto.randomBytes(SALT_BYTES);
  const key = await derive(password, salt, params);
  return ["scrypt", params.N, params.r, params.p, salt.toString("base64url"), key.toString("base64url")].join("$");
}

function parse(stored: string): { params: ScryptParams; salt: Buffer; key: Buffer } | null {
  const [scheme, n, r, p, salt, key] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !key) return null;
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  if (![params.N, params.r, params.p].every((v) => Number.isInteger(v) && v > 0)) return null;
  return { params, salt: Buffer.from(salt, "base64url"), key: Buffer.from(key, "base64url") };
}

/** A hash no password matches: verified against when the e-mail is unknown, so the answer takes as long. */
let decoy: Promise<string> | null = null;

/**
 * Whether `password` matches `stored` (compared in constant time). With no stored hash (an
 * unknown e-mail, a customer without a password yet) a decoy hash is checked all the same.
 */
export async function verifyPassword(
  password: string,
  stored: string | null,
  params = SCRYPT_PARAMS,
): Promise<boolean> {
  decoy ??= hashPassword(crypto.randomBytes(18).toString("base64url"), params).catch((error: unknown) => {
    decoy = null; // a busy moment must not leave a failed decoy behind for good
    throw error;
  });
  const parsed = parse(stored ?? (await decoy)) ?? parse(await decoy)!;
  const key = await derive(password, parsed.salt, parsed.params);
  return stored !== null && key.length === parsed.key.length && crypto.timingSafeEqual(key, parsed.key);
}

/** The stored hash was made with other parameters than today's: hash the password again at sign-in. */
export function needsRehash(stored: string, params = SCRYPT_PARAMS): boolean {
  const parsed = parse(stored);
  return !parsed || parsed.params.N !== params.N || parsed.params.r !== params.r || parsed.params.p !== params.p;
}

/**
 * After a right password: its new hash when `stored` was made with other parameters than `params`
 * (hashed again at sign-in), else null.
 */
export async function rehashed(
  password: string,
  stored: string | null,
  params: ScryptParams = SCRYPT_PARAMS,
): Promise<string | null> {
  return stored && needsRehash(stored, params) ? hashNewPassword(password, params) : null;
}

/**
 * The guessing estimate a new password must reach: zxcvbn's score 3, "safely unguessable" (about
 * 10^8 guesses), the level Dropbox built zxcvbn for. Below it are the lists of the most common and
 * breached passwords (@zxcvbn-ts/language-common's 49,000, checked offline, no network call) and
 * the patterns around them: "Passwort12345", "qwertyuiop123", the customer's own e-mail address.
 */
export const PASSWORD_MIN_SCORE = 3;

/**
 * The estimator, made on the first new password: its dictionaries (about 2 MB, 25 ms and 5 MB of
 * heap to read) are not loaded by a worker that never sets one, nor at every start.
 */
let estimator: Promise<import("@zxcvbn-ts/core").ZxcvbnFactory> | null = null;
async function strength(password: string, userInputs: string[]): Promise<number> {
  estimator ??= Promise.all([import("@zxcvbn-ts/core"), import("@zxcvbn-ts/language-common")]).then(
    ([{ ZxcvbnFactory }, common]) =>
      new ZxcvbnFactory({
        dictionary: { ...common.dictionary },
        graphs: common.adjacencyGraphs,
        maxLength: PASSWORD_MAX,
      }),
  );
  return (await estimator).check(password, userInputs).score;
}

/**
 * Why a new password is refused, or null: its length (OWASP: no composition rules), or that it is
 * common or guessable from `userInputs` (the account's e-mail address and names).
 */
export async function passwordProblem(
  password: string,
  userInputs: string[] = [],
): Promise<"tooShort" | "tooLong" | "common" | null> {
  const length = [...password].length;
  if (length < PASSWORD_MIN) return "tooShort";
  if (length > PASSWORD_MAX) return "tooLong";
  const inputs = userInputs.flatMap((v) => [v, ...v.split(/[@.\s_-]+/)]).filter((v) => v.length >= 3);
  if ((await strength(password, inputs)) < PASSWORD_MIN_SCORE) return "common";
  return null;
}

/** 429 SIGNIN_BUSY: no hashing slot came free (nothing was checked or counted). */
export const busyError = (error: HashBusyError) =>
  new ErpError(429, "SIGNIN_BUSY", error.message, undefined, error.retryAfterSeconds);

/** A new password's hash; 429 SIGNIN_BUSY when no hashing slot comes free. */
export async function hashNewPassword(password: string, params?: ScryptParams): Promise<string> {
  try {
    return await hashPassword(password, params);
  } catch (error) {
    throw error instanceof HashBusyError ? busyError(error) : error;
  }
}
