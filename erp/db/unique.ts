/**
 * Whether a database error is PostgreSQL's unique violation (23505): from the driver itself, or
 * wrapped by Drizzle (DrizzleQueryError keeps the driver's error as its cause).
 */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code === "23505" || e?.cause?.code === "23505";
}
