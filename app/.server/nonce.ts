import crypto from "node:crypto";

const NONCE_BYTES = 18;
const POOL_NONCES = 128;
let pool = Buffer.alloc(0);
let used = 0;

/**
 * A fresh CSP nonce: 18 bytes of the operating system's CSPRNG, base64. The bytes are drawn 128
 * nonces at a time (as Node's randomUUID does) and each is handed out once: one random-bytes call
 * per page cost more than the rest of the nonce's work.
 */
export function newNonce(): string {
  if (used + NONCE_BYTES > pool.length) {
    pool = crypto.randomFillSync(Buffer.allocUnsafeSlow(NONCE_BYTES * POOL_NONCES));
    used = 0;
  }
  const nonce = pool.toString("base64", used, used + NONCE_BYTES);
  used += NONCE_BYTES;
  return nonce;
}
