/**
 * Load for the failure scenarios: `concurrency` loops, each doing `task` again and again until
 * stopped, every attempt recorded with its start, end and outcome (an HTTP status, or the network
 * error that replaced it).
 */
import { Shopper } from "./shopper.ts";

export interface Attempt {
  kind: string;
  start: number;
  end: number;
  /** HTTP status, or null when the request failed without one. */
  status: number | null;
  error?: string;
  /** For an order placed: its /order/{id} path. */
  location?: string | null;
}

export function runLoad(concurrency: number, task: (record: (a: Attempt) => void) => Promise<void>) {
  const attempts: Attempt[] = [];
  let running = true;
  const loops = Array.from({ length: concurrency }, async () => {
    while (running) {
      try {
        await task((a) => attempts.push(a));
      } catch {
        // The attempt recorded its failure; a loop goes on until stopped.
        await new Promise((r) => setTimeout(r, 20));
      }
    }
  });
  return {
    attempts,
    async stop() {
      running = false;
      await Promise.all(loops);
      return attempts;
    },
  };
}

/** One request, recorded: status, or the network error. Throws after recording a failure. */
export async function timed(
  record: (a: Attempt) => void,
  kind: string,
  request: () => Promise<{ status: number; location: string | null }>,
) {
  const start = Date.now();
  try {
    const answer = await request();
    record({ kind, start, end: Date.now(), status: answer.status, location: answer.location });
    return answer;
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause;
    record({ kind, start, end: Date.now(), status: null, error: cause?.code ?? String(error) });
    throw error;
  }
}

/** A shopper's visit that orders one unit of the item: consent, add, the checkout form. */
export function orderingShopper(base: string, item: { id: number; urlcomponent: string }) {
  return async (record: (a: Attempt) => void) => {
    const shopper = new Shopper(base);
    await timed(record, "consent", () =>
      shopper.request("/cookies/settings", { intent: "acceptAll", redirectTo: "/" }),
    );
    await timed(record, "add", () =>
      shopper.request(`/${item.urlcomponent}`, { intent: "add", record: String(item.id), quantity: "1" }),
    );
    await timed(record, "basket", () => shopper.openBasket(30_000));
    await timed(record, "order", () => shopper.placeOrder(30_000));
  };
}

/** A visitor reading pages: a product page and a search, again and again. */
export function browsingVisitor(base: string, urlcomponent: string) {
  return async (record: (a: Attempt) => void) => {
    const shopper = new Shopper(base);
    await timed(record, "page", () => shopper.request(`/${urlcomponent}`, undefined, 30_000));
    await timed(record, "search", () => shopper.request("/search/dba%204433", undefined, 30_000));
  };
}

export const ok = (a: Attempt) => a.status !== null && a.status < 500;
export const ordered = (a: Attempt) => a.kind === "order" && a.status === 303 && !!a.location?.startsWith("/order/");
