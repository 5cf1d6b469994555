/** The office's side of a quote in the browser specs (issue 41 item 4). */
import { spawnSync } from "node:child_process";
import { expect, test, type Page } from "@playwright/test";
import { shopDatabaseUrl } from "./shop-under-test.ts";

/** The last day of an answer's prices: `days` from today. */
export const validUntil = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The office answers every line of `number` at `cents` net, for 14 days, with `message`, as its
 * sales staff do with `npm run quotes`.
 */
export async function answerQuote(_page: Page, number: string, cents: number, message: string) {
  const run = spawnSync(
    "npx",
    [
      "tsx",
      "erp/quotes/cli.ts",
      "answer",
      number,
      "--price",
      `1=${(cents / 100).toFixed(2)}`,
      "--until",
      validUntil(14),
      "--message",
      message,
    ],
    {
      env: { ...process.env, DATABASE_URL: shopDatabaseUrl(), SHOP_URL: test.info().project.use.baseURL },
      encoding: "utf8",
    },
  );
  expect(run.status, `answer ${number}: ${run.stdout}${run.stderr}`).toBe(0);
}
