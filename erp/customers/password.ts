/**
 * Password hashing for customers: scrypt from Node's own crypto with the parameters of the OWASP
 * Password Storage Cheat Sheet (N = 2^17, r = 8, p = 1: 128 MiB and a few hundred milliseconds per
 * hash, run on libuv's thread pool, not the event loop). The stored form names its parameters,
 * so they can be raised later and old hashes still verify (needsRehash says when to re-hash).
 */
import crypto from "node:crypto";

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

function derive(password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
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
  decoy ??= hashPassword(crypto.randomBytes(18).toString("base64url"), params);
  const parsed = parse(stored ?? (await decoy)) ?? parse(await decoy)!;
  const key = await derive(password, parsed.salt, parsed.params);
  return stored !== null && key.length === parsed.key.length && crypto.timingSafeEqual(key, parsed.key);
}

/** The stored hash was made with other parameters than today's: hash the password again at sign-in. */
export function needsRehash(stored: string, params = SCRYPT_PARAMS): boolean {
  const parsed = parse(stored);
  return !parsed || parsed.params.N !== params.N || parsed.params.r !== params.r || parsed.params.p !== params.p;
}

/** Why a new password is refused, or null: length only (OWASP: no composition rules). */
export function passwordProblem(password: string): "tooShort" | "tooLong" | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN) return "tooShort";
  if (length > PASSWORD_MAX) return "tooLong";
  return null;
}
