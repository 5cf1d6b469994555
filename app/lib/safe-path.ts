/**
 * Redirect targets taken from a request (redirectTo and the like) are paths of this shop or
 * nothing: a single leading "/", then no second "/" or "\" right after it (protocol-relative
 * "//host" and "/\host"), no control characters or whitespace anywhere (browsers drop a tab or a
 * line break, so "/\t/evil.example" becomes "//evil.example"), no scheme and no host, and no
 * encoded slash or backslash at the start that a later decoding could turn into one. Anything else
 * gives the fallback.
 */
/** C0 controls, DEL, C1 controls. */
const isControl = (code: number) => code < 0x20 || (code >= 0x7f && code <= 0x9f);
/** Controls and every kind of space: never in a raw redirect target. */
const isControlOrSpace = (ch: string) => isControl(ch.charCodeAt(0)) || /\s/u.test(ch) || ch === "\ufeff";

export function safePath(to: string | null | undefined, fallback = "/"): string {
  if (typeof to !== "string" || to.length === 0 || to.length > 2000) return fallback;
  if (!to.startsWith("/") || /^\/[/\\]/.test(to)) return fallback;
  if ([...to].some(isControlOrSpace)) return fallback;
  // The same, percent-encoded (%2F, %5C, %09...), in case something decodes the path once more:
  // no control characters, and no second slash or backslash after the first, spaces skipped.
  let decoded: string;
  try {
    decoded = decodeURIComponent(to);
  } catch {
    return fallback;
  }
  if ([...decoded].some((ch) => isControl(ch.charCodeAt(0)))) return fallback;
  if (/^\/[/\\]/.test(`/${decoded.slice(1).trimStart()}`)) return fallback;
  // A path that a URL parser resolves to another origin is not a path of this shop.
  const base = "http://shop.invalid";
  try {
    return new URL(to, base).origin === base ? to : fallback;
  } catch {
    return fallback;
  }
}
