/**
 * 20 parallel warranty claims of 24 MB from one address (issue 37 item 3): each posts the whole
 * form as a browser without JavaScript does (multipart, Content-Length, three real 8 MB JPEGs).
 * The shop counts each against the enquiry budget and takes an upload slot before it reads the
 * body; the rest are refused in the shopper's language. Meanwhile another page is fetched every
 * 100 ms. Measured: the shop's resident memory, the claims stored and their bytes, the refusals,
 * and the other page's latency.
 */
import http from "node:http";
import sharp from "sharp";
import { resources } from "../../app/locales.ts";
import { dataDirFor, type ScenarioOptions } from "./orders.ts";
import type { ScenarioResult } from "./report.ts";
import { sleep, startShop, type RunningShop } from "./shop.ts";
import { rss } from "./processes.ts";
import { percentile } from "./shopper.ts";

const MB = 2 ** 20;
const POSTS = 20;
const PICTURE_BYTES = 8 * MB - 64 * 1024;

/** A real JPEG (noise, which compresses worst) padded to just under 8 MB with a comment segment. */
async function eightMegabytePicture(): Promise<Buffer> {
  const width = 2600;
  const height = 1950;
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 2654435761) >>> 24;
  const jpeg = await sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
  // The rest as COM segments (each at most 65,533 bytes of text) right after SOI: still a valid JPEG.
  const segments: Buffer[] = [];
  let missing = PICTURE_BYTES - jpeg.length;
  while (missing > 4) {
    const length = Math.min(65_533, missing - 4);
    const header = Buffer.from([0xff, 0xfe, ((length + 2) >> 8) & 0xff, (length + 2) & 0xff]);
    segments.push(header, Buffer.alloc(length, 0x20));
    missing -= length + 4;
  }
  return Buffer.concat([jpeg.subarray(0, 2), ...segments, jpeg.subarray(2)]);
}

/** The claim form's body, as a browser encodes it. */
async function claimBody(honeypot: Record<string, string>, picture: Buffer) {
  const form = new FormData();
  const fields: Record<string, string> = {
    name: "Load Test",
    email: "load@shopper.example",
    phone: "+48 600 000 000",
    invoice: "FV/2026/0001",
    purchase_date: "2026-01-10",
    part_number: "DBA4285XS",
    make: "Toyota",
    model: "Hilux",
    vehicle_year: "2019",
    mileage: "12000",
    fault: "Cracked after 12,000 km.",
    privacy: "on",
    ...honeypot,
  };
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (let i = 1; i <= 3; i++)
    form.append("pictures", new File([new Uint8Array(picture)], `photo-${i}.jpg`, { type: "image/jpeg" }));
  const encoded = new Response(form);
  return { type: encoded.headers.get("Content-Type")!, body: Buffer.from(await encoded.arrayBuffer()) };
}

interface Answer {
  status: number | null;
  body: string;
  ms: number;
}

function post(shop: RunningShop, path: string, type: string, body: Buffer, cookie: string): Promise<Answer> {
  return new Promise((resolve) => {
    const started = performance.now();
    let text = "";
    let status: number | null = null;
    const request = http.request({
      host: "127.0.0.1",
      port: shop.port,
      path,
      method: "POST",
      headers: {
        "Content-Type": type,
        "Content-Length": String(body.length),
        Origin: shop.url,
        Cookie: cookie,
        "Accept-Language": "en",
      },
    });
    request.on("response", (response) => {
      status = response.statusCode ?? null;
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (text += chunk));
      response.on("end", () => resolve({ status, body: text, ms: performance.now() - started }));
    });
    request.on("error", () => resolve({ status, body: text, ms: performance.now() - started }));
    request.end(body);
  });
}

export async function warrantyUploads(opts: ScenarioOptions): Promise<ScenarioResult> {
  const shop = await startShop({
    port: opts.port,
    dataDir: dataDirFor(opts, "warranty-uploads"),
    // The defaults of production: 10 enquiry posts a minute per address, 1 upload at a time per worker.
    env: { ENQUIRY_RATE_LIMIT: "10", WARRANTY_UPLOADS_PER_PROCESS: "1" },
  });
  try {
    const path = "/warranty/dba";
    const page = await fetch(`${shop.url}${path}`, { headers: { "Accept-Language": "en" } });
    const html = await page.text();
    const honeypot: Record<string, string> = {};
    for (const input of html.matchAll(/<input[^>]*>/g)) {
      const name = /name="([^"]+)"/.exec(input[0])?.[1];
      if (name === "name__confirm" || name === "from__confirm")
        honeypot[name] = /value="([^"]*)"/.exec(input[0])?.[1] ?? "";
    }
    const cookie = (page.headers.getSetCookie?.() ?? []).map((c) => c.split(";")[0]).join("; ");
    const { type, body } = await claimBody(honeypot, await eightMegabytePicture());
    for (let i = 0; i < 10; i++) await fetch(`${shop.url}/contact`).then((r) => r.text());
    await sleep(500);
    const before = rss(shop);
    let peak = before;
    let running = true;
    const sampler = (async () => {
      while (running) {
        peak = Math.max(peak, rss(shop));
        await sleep(20);
      }
    })();
    // Another page, every 100 ms, while the claims arrive.
    const other: { ms: number; ok: boolean }[] = [];
    const browsing = (async () => {
      while (running) {
        const started = performance.now();
        const ok = await fetch(`${shop.url}/brands`, { signal: AbortSignal.timeout(10_000) })
          .then(async (r) => (await r.text(), r.status === 200))
          .catch(() => false);
        other.push({ ms: performance.now() - started, ok });
        await sleep(100);
      }
    })();
    const started = performance.now();
    const answers = await Promise.all(Array.from({ length: POSTS }, () => post(shop, path, type, body, cookie)));
    const took = performance.now() - started;
    await sleep(500);
    running = false;
    await Promise.all([sampler, browsing]);
    const after = rss(shop);
    const db = shop.database();
    const stored = (
      await db.query<{ claims: number; bytes: string; largest: number }>(
        `SELECT count(DISTINCT c.id)::int AS claims, coalesce(sum(p.bytes), 0)::text AS bytes, coalesce(max(p.bytes), 0)::int AS largest
          FROM warranty_claims c LEFT JOIN warranty_claim_pictures p ON p.claim_id = c.id`,
      )
    ).rows[0]!;
    const t = resources.en.enquiry;
    const said = (a: Answer, text: string) => a.body.includes(text.replace(/'/g, "&#x27;")) || a.body.includes(text);
    const claimed = answers.filter((a) => a.status === 303);
    const limited = answers.filter((a) => a.status === 429 && said(a, t.abuse.rateLimited));
    const busy = answers.filter((a) => a.status === 503 && said(a, t.warranty.errors.busy));
    const others = answers.filter((a) => !claimed.includes(a) && !limited.includes(a) && !busy.includes(a));
    const latencies = other.map((o) => o.ms);
    const failedPages = other.filter((o) => !o.ok).length;
    return {
      checks: [
        {
          what: "memory under 1 GB (primary + 2 workers, at its peak)",
          ok: peak < 1024 * MB,
          value: `${(peak / MB).toFixed(0)} MB peak`,
        },
        {
          what: "at most the allowed claims stored (10 a minute per address)",
          ok: stored.claims <= 10 && stored.claims === claimed.length && stored.claims > 0,
          value: `${stored.claims} stored, ${claimed.length} answered 303`,
        },
        {
          what: "every other post refused in the shopper's language (429 or 503 with the page's message)",
          ok: others.length === 0,
          value: `${limited.length} × 429 "too many", ${busy.length} × 503 "many claims arriving", ${others.length} other (${others.map((a) => a.status).join(", ") || "none"})`,
        },
        {
          // None may fail or time out (10 s); how fast they answer depends on what else shares the 2 cores.
          what: "other pages keep answering (none failed)",
          ok: other.length > 0 && failedPages === 0,
          value: `${other.length} fetched, ${failedPages} failed`,
        },
        {
          what: "half the other pages answered within 1 s",
          ok: percentile(latencies, 50) < 1000,
          value: `p50 ${Math.round(percentile(latencies, 50))} ms, p95 ${Math.round(percentile(latencies, 95))} ms, max ${Math.round(Math.max(...latencies))} ms`,
          timed: true,
        },
      ],
      figures: [
        ["posts", `${POSTS} at once from 127.0.0.1, each ${(body.length / MB).toFixed(1)} MB (3 JPEGs of 8 MB)`],
        [
          "resident memory of primary + 2 workers",
          `${(before / MB).toFixed(0)} MB before, ${(peak / MB).toFixed(0)} MB peak, ${(after / MB).toFixed(0)} MB after`,
        ],
        [
          "stored",
          `${stored.claims} claims, ${(Number(stored.bytes) / MB).toFixed(2)} MB of pictures (largest ${(stored.largest / 1024).toFixed(0)} KB), for ${((stored.claims * 3 * PICTURE_BYTES) / MB).toFixed(0)} MB posted`,
        ],
        ["refused", `${limited.length} × 429 (rate limit), ${busy.length} × 503 (upload slots taken)`],
        [
          "answer times of the posts",
          `claims ${claimed.map((a) => Math.round(a.ms)).join(", ")} ms; refusals max ${Math.round(Math.max(0, ...[...limited, ...busy].map((a) => a.ms)))} ms; all within ${Math.round(took)} ms`,
        ],
        [
          "/brands meanwhile",
          `${other.length} fetches, p50 ${Math.round(percentile(latencies, 50))} ms, p95 ${Math.round(percentile(latencies, 95))} ms, max ${Math.round(Math.max(...latencies))} ms`,
        ],
      ],
    };
  } finally {
    await shop.stop();
  }
}
