/**
 * A first-come, first-served queue in front of placing orders: at most `limit` run at once in this
 * process, the others wait their turn. Orders for the same part queue at the database anyway (its
 * stock rows are locked in turn); fifty submits let in at once only share the CPU, so every one of
 * them, the shoppers who get the part included, answers when the last does. Queued, the first
 * submits finish first. Measured in docs/perf/reliability.md ("50 shoppers, the last 3 units").
 */
export function orderQueue(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running--;
  };
  return {
    /** Runs `work` when its turn comes; the turn passes on when it settles, also when it throws. */
    async run<T>(work: () => Promise<T>): Promise<T> {
      if (running < limit) running++;
      else await new Promise<void>((resolve) => waiting.push(resolve));
      try {
        return await work();
      } finally {
        release();
      }
    },
    /** Running and waiting now (for tests). */
    get size() {
      return { running, waiting: waiting.length };
    },
  };
}

/**
 * Orders placed at once per storefront process. A worker has one JavaScript thread, so a second
 * placement at once only halves the speed of both (measured: the winners of the last 3 units
 * answered in 1.5-1.7 s with 2, 0.6-0.9 s with 1, on a loaded machine). The cost: a slow VIES
 * check of a company's VAT number holds the turn of that process until VIES answers or times out.
 */
export const ORDERS_AT_ONCE = 1;
export const placingOrders = orderQueue(ORDERS_AT_ONCE);
