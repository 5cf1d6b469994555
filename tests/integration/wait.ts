/** Polls `probe` until `ok` accepts its value (returned), or fails after `ms` naming `what` and the last value. */
export async function until<T>(
  what: string,
  probe: () => T | Promise<T>,
  ok: (value: T) => boolean,
  ms = 20_000,
  everyMs = 50,
): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (ok(value)) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what} (last: ${JSON.stringify(value)})`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}
