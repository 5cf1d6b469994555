/**
 * A burst of password guesses (issue 37 item 1): 40 parallel sign-ins for one demo account with
 * the right password among the later ones, then 40 parallel password confirmations in another
 * account's page, against the production shop with production scrypt (128 MiB a hash). Each try
 * must be counted before it is checked, so only the first five are checked and the right password
 * comes too late; and the workers must keep answering other pages meanwhile.
 */
import { DEMO_CUSTOMERS } from "../../erp/seed/demo-customers.ts";
import { dataDirFor, type ScenarioOptions } from "./orders.ts";
import { rss } from "./processes.ts";
import type { ScenarioResult } from "./report.ts";
import { sleep, startShop } from "./shop.ts";
import { Shopper, type Answer } from "./shopper.ts";

const MB = 2 ** 20;
const BURST = 40;
const RIGHT_AT = 30;
const FREE = 5;

const tally = (answers: Answer[]) =>
  Object.entries(
    answers.reduce<Record<number, number>>((all, a) => ({ ...all, [a.status]: (all[a.status] ?? 0) + 1 }), {}),
  )
    .map(([status, n]) => `${n} × ${status}`)
    .join(", ");

export async function signInBurst(opts: ScenarioOptions): Promise<ScenarioResult> {
  const shop = await startShop({ port: opts.port, dataDir: dataDirFor(opts, "sign-in-burst") });
  const [guessed, confirming] = DEMO_CUSTOMERS.filter((c) => c.password);
  if (!guessed || !confirming) throw new Error("the demo catalogue has no two customers with passwords");
  const counted = async (email: string) =>
    (
      await shop
        .database()
        .query<{ n: number }>("SELECT count(*)::int AS n FROM rate_limit_hits WHERE key = $1", [
          `signin:account:${email}`,
        ])
    ).rows[0]!.n;
  try {
    for (let i = 0; i < 10; i++) await fetch(`${shop.url}/contact`).then((r) => r.text());
    // The account whose password the page asks for: signed in before the burst.
    const owner = new Shopper(shop.url);
    const signedIn = await owner.request("/login", { email: confirming.email, password: confirming.password! });
    if (signedIn.status !== 303) throw new Error(`the demo customer's sign-in answered ${signedIn.status}`);

    const before = rss(shop);
    let peak = before;
    let slowest = 0;
    let pages = 0;
    let running = true;
    const watcher = (async () => {
      while (running) {
        peak = Math.max(peak, rss(shop));
        const started = performance.now();
        const page = await fetch(`${shop.url}/contact`).then((r) => r.text().then(() => r.status));
        if (page === 200) pages++;
        slowest = Math.max(slowest, performance.now() - started);
        await sleep(25);
      }
    })();
    const guess = (i: number) => (i === RIGHT_AT ? "" : `wrong guess number ${i}`);
    const signIns = await Promise.all(
      Array.from({ length: BURST }, (_, i) =>
        new Shopper(shop.url).request("/login", {
          email: guessed.email,
          password: guess(i) || guessed.password!,
        }),
      ),
    );
    const confirmations = await Promise.all(
      Array.from({ length: BURST }, (_, i) =>
        owner.request("/account", {
          intent: "password",
          current: guess(i) || confirming.password!,
          password: "a new password for the demo",
          repeat: "a new password for the demo",
        }),
      ),
    );
    await sleep(200);
    running = false;
    await watcher;
    const retryAfter = signIns.filter((a) => a.status === 429).length;
    const guessedCount = await counted(guessed.email);
    const confirmCount = await counted(confirming.email);
    return {
      checks: [
        {
          what: `sign-in: the right password (try ${RIGHT_AT + 1} of ${BURST}) refused`,
          ok: signIns[RIGHT_AT]!.status === 429,
          value: String(signIns[RIGHT_AT]!.status),
        },
        {
          what: `sign-in: exactly ${FREE} tries checked and counted, the rest refused unchecked`,
          ok:
            signIns.filter((a) => a.status === 401).length === FREE &&
            retryAfter === BURST - FREE &&
            guessedCount === FREE,
          value: `${tally(signIns)}; ${guessedCount} failures counted`,
        },
        {
          what: "account page: the right current password among the later ones refused, 5 counted",
          ok:
            confirmations[RIGHT_AT]!.status === 429 &&
            confirmations.filter((a) => a.status === 400).length === FREE &&
            confirmCount === FREE,
          value: `${tally(confirmations)}; ${confirmCount} failures counted`,
        },
        {
          what: "other pages answered within 1 s throughout",
          ok: slowest < 1000 && pages > 0,
          value: `${pages} pages, slowest ${Math.round(slowest)} ms`,
          timed: true,
        },
      ],
      figures: [
        ["tries", `${BURST} sign-ins at once for ${guessed.email}, then ${BURST} password changes at once`],
        ["sign-in answers", tally(signIns)],
        ["password-change answers", tally(confirmations)],
        ["slowest /contact meanwhile", `${Math.round(slowest)} ms (${pages} pages)`],
        [
          "resident memory of primary + 2 workers",
          `${(before / MB).toFixed(0)} MB before, ${(peak / MB).toFixed(0)} MB peak`,
        ],
      ],
    };
  } finally {
    await shop.stop();
  }
}
