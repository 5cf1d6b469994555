/**
 * The contract's conformance suite: one probe for every call a storefront makes to its ERP (the call
 * table of contract/wire.ts, the e-mail paths and the GET calls), for `npm run contract:verify`, which
 * runs them over HTTP against any ERP (contract/conformance/verify.ts).
 *
 * A probe is safe to send to a live ERP: it reads, or it asks for something that cannot exist (a
 * session, an order, a staff member, a link), so a conforming ERP refuses it with the contract's
 * error code and writes nothing. The only things it leaves are a guest basket with one line and a
 * rate-limit counter of its own. A read answered 200 is checked against the call's response schema;
 * a refusal must carry the code the contract names for it. Probes run in order: the catalogue's
 * first item and the probe's basket are learnt on the way and used by the probes after them.
 */
import { accountProbes, tradeProbes, warrantyProbes } from "./account-probes.ts";
import { FEED_PATHS, RECORD_KINDS } from "../import.ts";
import { officeProbes } from "./office-probes.ts";
import { NO_SUCH_TOKEN, refusal, type Probe } from "./probe.ts";
import { basketProbes, catalogueProbes, siteProbes } from "./shop-probes.ts";

/** Every probe, in the order they run. */
export const PROBES: readonly Probe[] = [
  ...catalogueProbes,
  ...basketProbes,
  ...siteProbes,
  ...accountProbes,
  ...tradeProbes,
  ...warrantyProbes,
  ...officeProbes,
  // The distributor's feeds: a line of the feed's kind naming no part, so that it is refused whole and nothing changes.
  ...Object.keys(FEED_PATHS).map((path): Probe => ({
    name: `POST ${path}`,
    group: "feeds",
    method: "POST",
    path,
    contentType: "text/csv",
    body: () => {
      const columns = RECORD_KINDS[FEED_PATHS[path]!].required;
      const sample: Record<string, string> = { part_number: NO_SUCH_TOKEN, location: "TORUN", price_list: "EU" };
      Object.assign(sample, { currency: "EUR", price: "1.00", valid_from: "2026-01-01", quantity: "1" });
      return `${columns.join(",")}\n${columns.map((c) => sample[c] ?? "").join(",")}\n`;
    },
    expected: refusal(400, "FEED_INVALID"),
  })),
];
