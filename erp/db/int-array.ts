/** Ids as one query parameter: a PostgreSQL integer array (`= ANY(...)`), however many there are. */
import { sql } from "drizzle-orm";

export const intArray = (ids: readonly number[]) => sql`${`{${ids.join(",")}}`}::int[]`;
