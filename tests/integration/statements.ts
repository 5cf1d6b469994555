/** The statements a test's work sends to PostgreSQL, for tests that count or inspect them. */
import pg from "pg";

/** The texts of the statements sent on any of this process's connections while `work` runs. */
export async function statementsDuring(work: () => Promise<unknown>): Promise<string[]> {
  const original = pg.Client.prototype.query;
  const texts: string[] = [];
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const first = args[0] as string | { text?: string };
    texts.push(typeof first === "string" ? first : (first.text ?? ""));
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof original;
  try {
    await work();
  } finally {
    pg.Client.prototype.query = original;
  }
  return texts;
}
