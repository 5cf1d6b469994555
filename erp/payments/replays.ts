/**
 * The replay store of payment webhooks (table webhook_replays, migration 0016). A delivery is
 * claimed before it is verified and processed; a second claim of the same key fails, so a replayed
 * delivery is answered without any outbound call or change. A delivery that is refused or whose
 * processing fails is released, so that the provider's own retry of it is processed.
 */
import { sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import type { ProviderId } from "./provider.ts";

/** Keys are kept a day; a delivery older than the timestamp tolerance (minutes) is refused anyway. */
const KEEP = "1 day";

/** True when this call took the delivery; false when it was taken before (a replay). */
export async function claimDelivery(db: Database, provider: ProviderId, key: string): Promise<boolean> {
  await db.execute(sql`DELETE FROM webhook_replays WHERE received_at < now() - ${KEEP}::interval`);
  const claimed = await db.execute(sql`
    INSERT INTO webhook_replays (provider, replay_key) VALUES (${provider}, ${key})
    ON CONFLICT DO NOTHING RETURNING 1`);
  return claimed.rows.length > 0;
}

export async function releaseDelivery(db: Database, provider: ProviderId, key: string): Promise<void> {
  await db.execute(sql`DELETE FROM webhook_replays WHERE provider = ${provider} AND replay_key = ${key}`);
}
