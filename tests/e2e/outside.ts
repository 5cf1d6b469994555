/** The browser suite's handle on the outside services' doubles the shop under test talks to. */
import fs from "node:fs";
import { OUTSIDE_SERVICES_FILE } from "./e2e-data.ts";

const urls = () =>
  JSON.parse(fs.readFileSync(OUTSIDE_SERVICES_FILE, "utf8")) as Record<"paypal" | "revolut" | "vies" | "ga4", string>;

/** Turns the PayPal double's outage on or off (every call answers 503 while it is down). */
export async function setPayPalDown(down: boolean) {
  const answer = await fetch(`${urls().paypal}/__fake/down`, { method: "POST", body: String(down) });
  if (!answer.ok) throw new Error(`PayPal double: ${answer.status}`);
}

/** The events the GA4 collector's double has kept (tests/fakes/ga4.ts). */
export async function collectedEvents(): Promise<
  { client_id: string; name: string; params: Record<string, unknown> }[]
> {
  const answer = await fetch(`${urls().ga4}/__fake/events`);
  if (!answer.ok) throw new Error(`GA4 double: ${answer.status}`);
  return (await answer.json()) as { client_id: string; name: string; params: Record<string, unknown> }[];
}
