/**
 * Warranty claims (issue 22 item 4) against the real ERP, in-process and over HTTP: a claim with two
 * pictures is stored with its fields, its pictures (bytes, type read from their first bytes) and
 * status "received", numbered WC-<year>-<six digits>; the office gets the claim and the way to its
 * pictures, the shopper the number in their language (both in the outbox). Concurrent claims never
 * share a number and leave no gap. A script named .jpg, a picture over the limit or a missing field
 * is refused and writes nothing. The office's CLI lists, shows, exports the pictures and sets the status.
 */
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { claimNumber, type WarrantyClaimFields } from "../../contract/warranty.ts";
import { WARRANTY_KEPT_PICTURE_MAX_BYTES, WARRANTY_PICTURE_MAX_BYTES } from "../../contract/warranty-constants.ts";
import { claimYear } from "../../erp/warranty/claims.ts";
import { runClaimsCommand } from "../../erp/warranty/office.ts";
import sharp from "sharp";
import { action } from "../../app/routes/warranty.$brand.tsx";
import { uploadSlots } from "../../app/.server/warranty-upload.ts";
import { CONSENT_COOKIE, honeypotFields } from "./fixtures/forms.ts";
import { ErpCallError } from "../../app/.server/erp.ts";
import { startFakeSiteverify } from "../fakes/siteverify.ts";
import { expectError, useErp } from "./harness.ts";

const { state, client, load } = useErp();
beforeAll(() => {
  process.env.SESSION_SECRET ??= "test-secret-test-secret-0123456789";
  process.env.HONEYPOT_SECRET = "honeypot-test-secret-0123456789";
});

const fixture = (name: string) => readFile(new URL(`../fixtures/warranty/${name}`, import.meta.url));
const picture = async (name: string) => ({ filename: name, data: (await fixture(name)).toString("base64") });

const claim = (email: string, over: Partial<WarrantyClaimFields> = {}): WarrantyClaimFields => ({
  brand: "dba",
  name: "Jan Kowalski",
  email,
  phone: "+48 600 100 200",
  invoice: "FV/2026/0412",
  purchase_date: "2026-03-14",
  part_number: "DBA4285XS",
  make: "Toyota",
  model: "Hilux",
  vehicle_year: 2019,
  mileage: 18500,
  fault: "The front discs cracked after 18,000 km of normal road use.",
  privacy: true,
  ...over,
});

const rowsOf = async (email: string) =>
  (
    await state.db.db.execute<{ id: string; number: string; status: string; part_number: string; lang: string }>(
      sql`SELECT id, number, status, part_number, lang FROM warranty_claims WHERE email = ${email}`,
    )
  ).rows;
const mailsAbout = async (email: string) =>
  (
    await state.db.db.execute<{ kind: string; recipient: string; subject: string; body: string; reply_to: string }>(
      sql`SELECT kind, recipient, subject, body, reply_to FROM mail_outbox
        WHERE lower(recipient) = lower(${email}) OR reply_to = ${email} ORDER BY created_at`,
    )
  ).rows;

describe.each(["in-process", "http"] as const)("warranty claims over %s", (transport) => {
  it("stores a claim with two pictures, numbers it and mails the office and the shopper", async () => {
    const email = `claim-${transport}-${Date.now()}@shopper.example`;
    const pictures = [await picture("worn-disc.jpg"), await picture("cracked-pad.png")];
    const answer = await client(transport, { lang: "pl" }).submitWarrantyClaim(claim(email), pictures);
    expect(answer.claim).toMatch(new RegExp(`^WC-${claimYear(new Date(inject("today")))}-\\d{6}$`));

    const rows = await rowsOf(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ number: answer.claim, status: "received", part_number: "DBA4285XS", lang: "pl" });
    const { rows: stored } = await state.db.db.execute<{
      position: number;
      content_type: string;
      data: Buffer;
      bytes: number;
    }>(
      sql`SELECT position, content_type, data, bytes FROM warranty_claim_pictures WHERE claim_id = ${rows[0]!.id} ORDER BY position`,
    );
    expect(stored.map((p) => p.content_type)).toEqual(["image/jpeg", "image/png"]);
    expect(Buffer.compare(stored[0]!.data, await fixture("worn-disc.jpg"))).toBe(0);
    expect(Buffer.compare(stored[1]!.data, await fixture("cracked-pad.png"))).toBe(0);

    const mails = await mailsAbout(email);
    const office = mails.filter((m) => m.kind === "warranty-claim");
    expect(office).toHaveLength(1);
    expect(office[0]).toMatchObject({ recipient: "office@parts-shop.example", reply_to: email });
    expect(office[0]!.subject).toBe(`Warranty claim ${answer.claim}: DBA DBA4285XS (Jan Kowalski)`);
    expect(office[0]!.body).toContain(`npm run claims -- pictures ${answer.claim} --out`);
    expect(office[0]!.body).toContain("Pictures: 2");
    expect(office[0]!.body).toContain("Vehicle: Toyota Hilux (2019)");
    const ack = mails.filter((m) => m.kind === "warranty-claim-received");
    expect(ack).toHaveLength(1);
    expect(ack[0]!.recipient).toBe(email);
    expect(ack[0]!.subject).toBe(`Twoja reklamacja gwarancyjna ${answer.claim}`);
    expect(ack[0]!.body).toContain(`Numer reklamacji to ${answer.claim}`);
    // The address may be anyone's: the acknowledgement carries nothing the sender typed (issue 37 item 3).
    expect(ack[0]!.body).toMatch(/^Dzień dobry,\n/);
    for (const typed of ["Jan Kowalski", "cracked", "Hilux"]) expect(ack[0]!.body).not.toContain(typed);
  });

  it("refuses a script named .jpg, an oversized picture, no picture or a missing field, and writes nothing", async () => {
    const email = `bad-claim-${transport}-${Date.now()}@shopper.example`;
    const good = await picture("worn-disc.jpg");
    const script = await picture("script.jpg");
    const fields = (await expectError(client(transport).submitWarrantyClaim(claim(email), [good, script]), 400)).fields;
    expect(fields).toHaveProperty(["pictures.1"]);
    // One byte over the limit of a kept (shrunk) picture, starting like a JPEG.
    const big = Buffer.alloc(WARRANTY_KEPT_PICTURE_MAX_BYTES + 1, 0);
    big.set([0xff, 0xd8, 0xff, 0xe0]);
    await expectError(
      client(transport).submitWarrantyClaim(claim(email), [{ filename: "big.jpg", data: big.toString("base64") }]),
      400,
    );
    await expectError(client(transport).submitWarrantyClaim(claim(email), []), 400);
    await expectError(client(transport).submitWarrantyClaim(claim(email, { invoice: "" }), [good]), 400);
    await expectError(client(transport).submitWarrantyClaim(claim(email, { privacy: false as true }), [good]), 400);
    await expectError(
      client(transport).submitWarrantyClaim(claim(email, { purchase_date: "2026-02-30" }), [good]),
      400,
    );
    expect(await rowsOf(email)).toHaveLength(0);
    expect(await mailsAbout(email)).toHaveLength(0);
  });
});

describe("pictures at their limit", () => {
  it("three shrunk pictures at the kept limit pass over HTTP (the ERP's body limit of a claim) and are kept whole", async () => {
    const email = `full-${Date.now()}@shopper.example`;
    const full = Buffer.alloc(WARRANTY_KEPT_PICTURE_MAX_BYTES, 7);
    full.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const data = full.toString("base64");
    const pictures = [1, 2, 3].map((i) => ({ filename: `full-${i}.png`, data }));
    const { claim: number } = await client("http").submitWarrantyClaim(claim(email), pictures);
    const { rows } = await state.db.db.execute<{ bytes: number; length: number }>(
      sql`SELECT p.bytes, octet_length(p.data) AS length FROM warranty_claim_pictures p
        JOIN warranty_claims c ON c.id = p.claim_id WHERE c.number = ${number}`,
    );
    expect(rows).toEqual(
      Array(3).fill({ bytes: WARRANTY_KEPT_PICTURE_MAX_BYTES, length: WARRANTY_KEPT_PICTURE_MAX_BYTES }),
    );
  });

  it("the ERP refuses a picture of the upload's size: only shrunk pictures are kept", async () => {
    const email = `unshrunk-${Date.now()}@shopper.example`;
    const big = Buffer.alloc(WARRANTY_PICTURE_MAX_BYTES, 7);
    big.set([0xff, 0xd8, 0xff, 0xe0]);
    await expectError(
      client("in-process").submitWarrantyClaim(claim(email), [{ filename: "big.jpg", data: big.toString("base64") }]),
      400,
    );
    expect(await rowsOf(email)).toHaveLength(0);
  });
});

describe("the day's quota of stored claim bytes", () => {
  it("claims at once never pass it together; the others are refused with the time until tomorrow", async () => {
    const stamp = Date.now();
    const data = Buffer.alloc(100_000, 7);
    data.set([0xff, 0xd8, 0xff, 0xe0]);
    const pictures = [{ filename: "q.jpg", data: data.toString("base64") }];
    const one = data.length + Buffer.byteLength(claim("x").fault);
    // What the day holds already (the other tests' claims), and room for two claims more.
    const { rows } = await state.db.db.execute<{
      used: string;
    }>(sql`WITH today AS (SELECT id, fault FROM warranty_claims
        WHERE (created_at AT TIME ZONE 'Europe/Warsaw')::date = (${inject("today")}::timestamptz AT TIME ZONE 'Europe/Warsaw')::date)
      SELECT (SELECT coalesce(sum(p.bytes), 0) FROM warranty_claim_pictures p JOIN today ON today.id = p.claim_id)
        + (SELECT coalesce(sum(octet_length(fault)), 0) FROM today) AS used`);
    process.env.WARRANTY_DAILY_MB = String((Number(rows[0]!.used) + 2 * one + one / 2) / (1024 * 1024));
    try {
      const answers = await Promise.allSettled(
        Array.from({ length: 6 }, (_, i) =>
          client(i % 2 ? "http" : "in-process").submitWarrantyClaim(
            claim(`quota-${stamp}-${i}@shopper.example`),
            pictures,
          ),
        ),
      );
      expect(answers.filter((a) => a.status === "fulfilled")).toHaveLength(2);
      const refused = answers.flatMap((a) => (a.status === "rejected" ? [a.reason as ErpCallError] : []));
      expect(refused).toHaveLength(4);
      for (const error of refused) {
        expect(error).toMatchObject({ status: 503, code: "WARRANTY_QUOTA" });
        expect(error.retryAfter).toBeGreaterThan(0);
        expect(error.retryAfter).toBeLessThanOrEqual(25 * 3600);
      }
      const { rows: stored } = await state.db.db.execute<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM warranty_claims WHERE email LIKE ${`quota-${stamp}-%`}`,
      );
      expect(stored[0]!.n).toBe(2);
    } finally {
      delete process.env.WARRANTY_DAILY_MB;
    }
  });
});

describe("claim numbers", () => {
  it("twelve claims at once get twelve different numbers in sequence, without gaps", async () => {
    const stamp = Date.now();
    const pictures = [await picture("cracked-pad.png")];
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        client(i % 2 ? "http" : "in-process").submitWarrantyClaim(
          claim(`rush-${stamp}-${i}@shopper.example`),
          pictures,
        ),
      ),
    );
    const numbers = answers.map((a) => a.claim);
    expect(new Set(numbers).size).toBe(12);
    const sequence = numbers.map((n) => Number(n.slice(-6))).sort((a, b) => a - b);
    expect(sequence.at(-1)! - sequence[0]!).toBe(11);
    const year = claimYear(new Date(inject("today")));
    expect(numbers).toContain(claimNumber(year, sequence[0]!));
  });

  it("a refused claim takes no number", async () => {
    const pictures = [await picture("cracked-pad.png")];
    const before = (
      await client("in-process").submitWarrantyClaim(claim(`gap-a-${Date.now()}@shopper.example`), pictures)
    ).claim;
    await expectError(
      client("in-process").submitWarrantyClaim(claim(`gap-b-${Date.now()}@shopper.example`), [
        await picture("script.jpg"),
      ]),
      400,
    );
    const after = (
      await client("in-process").submitWarrantyClaim(claim(`gap-c-${Date.now()}@shopper.example`), pictures)
    ).claim;
    expect(Number(after.slice(-6)) - Number(before.slice(-6))).toBe(1);
  });
});

describe("the office's claims command", () => {
  it("lists, shows, saves the pictures and sets the status", async () => {
    const email = `office-${Date.now()}@shopper.example`;
    const { claim: number } = await client("in-process", { lang: "de" }).submitWarrantyClaim(
      claim(email, { brand: "xclutch", part_number: "KXT20018" }),
      [await picture("worn-disc.jpg"), await picture("cracked-pad.png")],
    );
    const run = (...args: string[]) => runClaimsCommand(state.db.db, args, { now: () => new Date() });

    const listed = await run("list", "--status", "received");
    expect(listed.ok).toBe(true);
    expect(listed.message).toMatch(
      new RegExp(`${number}\\s+received .*Xtreme Clutch KXT20018 .*<${email}>\\s+2 pictures`),
    );

    const shown = await run("show", number);
    expect(shown.message).toContain("Status: received");
    expect(shown.message).toContain("image/jpeg");
    expect(shown.message).toContain('sent as "cracked-pad.png"');

    const dir = await mkdtemp(join(tmpdir(), "claims-"));
    try {
      const saved = await run("pictures", number, "--out", dir);
      expect(saved.ok).toBe(true);
      expect((await readdir(dir)).sort()).toEqual([`${number}-1.jpg`, `${number}-2.png`]);
      expect(Buffer.compare(await readFile(join(dir, `${number}-1.jpg`)), await fixture("worn-disc.jpg"))).toBe(0);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }

    expect((await run("status", number, "approved")).ok).toBe(false);
    expect((await run("status", number, "replacement", "--note", "DBA approved, new discs sent")).ok).toBe(true);
    expect((await run("show", number)).message).toContain("Status: replacement (DBA approved, new discs sent)");
    expect((await run("list", "--status", "received")).message).not.toContain(number);
    expect((await run("show", "WC-1999-000001")).ok).toBe(false);
  });
});

describe("the claim page's action", () => {
  /** The form as a browser posts it: multipart, the pictures as files, the honeypot's fields. */
  async function post(
    email: string,
    pictures: string[],
    over: Record<string, string> = {},
    client = `198.51.100.${Math.floor(Math.random() * 250) + 1}`,
    files: File[] = [],
    after: Record<string, string> = {},
  ) {
    const form = new FormData();
    const fields: Record<string, string> = {
      name: "Anna Nowak",
      email,
      phone: "+48 600 300 400",
      invoice: "WEB-000123",
      purchase_date: "2026-01-20",
      part_number: "HB453F.585",
      make: "Subaru",
      model: "WRX",
      vehicle_year: "2018",
      mileage: "9000",
      fault: "The pads delaminated.",
      privacy: "on",
      ...honeypotFields(),
      ...over,
    };
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    for (const name of pictures) form.append("pictures", new File([await fixture(name)], name, { type: "image/jpeg" }));
    for (const file of files) form.append("pictures", file);
    for (const [k, v] of Object.entries(after)) form.append(k, v);
    const request = new Request("http://shop.test/warranty/hawk", {
      method: "POST",
      body: form,
      headers: { Cookie: CONSENT_COOKIE },
    });
    const context = load({ clientAddress: client });
    return action({ request, params: { brand: "hawk" }, context });
  }

  it("sends a claim with two pictures to the ERP and answers with its number", async () => {
    const email = `page-${Date.now()}@shopper.example`;
    const sent = (await post(email, ["worn-disc.jpg", "cracked-pad.png"])) as Response;
    expect(sent.status).toBe(303);
    const location = sent.headers.get("Location") ?? "";
    expect(location).toMatch(/^\/warranty\/hawk\?claim=WC-\d{4}-\d{6}$/);
    const rows = await rowsOf(email);
    expect(rows).toHaveLength(1);
    expect(location).toContain(rows[0]!.number);
  });

  it("a script named .jpg is refused with the pictures' error and nothing is stored", async () => {
    const email = `page-script-${Date.now()}@shopper.example`;
    const answer = (await post(email, ["worn-disc.jpg", "script.jpg"])) as {
      init: { status: number };
      data: { result: { error?: Record<string, string[]> } };
    };
    expect(answer.init.status).toBe(400);
    expect(answer.data.result.error?.pictures).toEqual(["enquiry:warranty.errors.notPicture"]);
    expect(await rowsOf(email)).toHaveLength(0);
    expect(await mailsAbout(email)).toHaveLength(0);
  });

  it("keeps each picture shrunk to 2000 px as a JPEG without its metadata, whatever its type", async () => {
    const email = `page-shrink-${Date.now()}@shopper.example`;
    const large = await sharp({ create: { width: 3600, height: 2400, channels: 3, background: "#a33" } })
      .withExif({ IFD0: { Artist: "Someone", Copyright: "GPS 52.2N 21.0E" } })
      .jpeg()
      .toBuffer();
    const png = await sharp({ create: { width: 800, height: 600, channels: 4, background: "#3a3c" } })
      .png()
      .toBuffer();
    const sent = (await post(email, [], {}, undefined, [
      new File([large], "photo.jpg"),
      // A PNG named .txt: its bytes say what it is.
      new File([png], "notes.txt", { type: "text/plain" }),
    ])) as Response;
    expect(sent.status).toBe(303);
    const { rows: stored } = await state.db.db.execute<{ content_type: string; data: Buffer; filename: string }>(
      sql`SELECT p.content_type, p.data, p.filename FROM warranty_claim_pictures p
        JOIN warranty_claims c ON c.id = p.claim_id WHERE c.email = ${email} ORDER BY p.position`,
    );
    expect(stored.map((p) => p.content_type)).toEqual(["image/jpeg", "image/jpeg"]);
    const first = await sharp(stored[0]!.data).metadata();
    expect([first.format, first.width, first.height, first.exif]).toEqual(["jpeg", 2000, 1333, undefined]);
    const second = await sharp(stored[1]!.data).metadata();
    expect([second.format, second.width, second.height]).toEqual(["jpeg", 800, 600]);
    expect(stored[0]!.data.length).toBeLessThan(large.length);
    expect(stored.map((p) => p.filename)).toEqual(["photo.jpg", "notes.txt"]);
  });

  it("counts the rate limit before it reads a byte of the body", async () => {
    process.env.ENQUIRY_RATE_LIMIT = "1";
    try {
      const client = `203.0.113.${Math.floor(Math.random() * 250) + 1}`;
      await post(`page-first-${Date.now()}@shopper.example`, ["worn-disc.jpg"], {}, client);
      // A body that is no form at all: read, it would be a 400; it is never parsed.
      let read = 0;
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          read++;
          if (read > 3) return controller.close();
          controller.enqueue(new TextEncoder().encode("not a multipart body "));
        },
      });
      const request = new Request("http://shop.test/warranty/hawk", {
        method: "POST",
        body,
        duplex: "half",
        headers: { Cookie: CONSENT_COOKIE, "Content-Type": "multipart/form-data; boundary=x" },
      } as RequestInit);
      const limited = (await action({
        request,
        params: { brand: "hawk" },
        context: load({ clientAddress: client }),
      })) as { init: { status: number; headers: Record<string, string> }; data: { result: { error?: object } } };
      expect(limited.init.status).toBe(429);
      expect(limited.init.headers["Retry-After"]).toMatch(/^\d+$/);
      expect(limited.data.result.error).toEqual({ "": ["enquiry:abuse.rateLimited"] });
      // The rest of the body was read and dropped, so that the browser gets this answer.
      expect(read).toBe(4);
    } finally {
      delete process.env.ENQUIRY_RATE_LIMIT;
    }
  });

  it("refuses a claim when the process's upload slots are all taken: 503 with Retry-After, nothing stored", async () => {
    const email = `page-busy-${Date.now()}@shopper.example`;
    const slots = uploadSlots();
    const taken = Array.from({ length: slots.size }, () => slots.take()!);
    try {
      const busy = (await post(email, ["worn-disc.jpg"])) as {
        init: { status: number; headers: Record<string, string> };
        data: { result: { error?: object } };
      };
      expect(busy.init.status).toBe(503);
      expect(busy.init.headers["Retry-After"]).toMatch(/^\d+$/);
      expect(busy.data.result.error).toEqual({ "": ["enquiry:warranty.errors.busy"] });
    } finally {
      for (const release of taken) release();
    }
    expect(await rowsOf(email)).toHaveLength(0);
    expect(((await post(email, ["worn-disc.jpg"])) as Response).status).toBe(303);
  });

  it("verifies the captcha before it reads a picture: the token must come first, a bad one drops the pictures unread", async () => {
    const fake = await startFakeSiteverify({ secret: "captcha-secret", slowMs: 1500 });
    const keys = ["CAPTCHA_PROVIDER", "CAPTCHA_SITE_KEY", "CAPTCHA_SECRET_KEY", "CAPTCHA_VERIFY_URL"];
    Object.assign(process.env, {
      CAPTCHA_PROVIDER: "turnstile",
      CAPTCHA_SITE_KEY: "site-key",
      CAPTCHA_SECRET_KEY: "captcha-secret",
      CAPTCHA_VERIFY_URL: fake.url,
    });
    type Answer = { init: { status: number }; data: { result: { error?: Record<string, string[]> } } };
    try {
      const email = `page-captcha-${Date.now()}@shopper.example`;
      // A forged token with a script named .jpg: refused for the token, the file never looked at.
      const forged = (await post(email, ["script.jpg"], { "cf-turnstile-response": "forged" })) as Answer;
      expect(forged.init.status).toBe(400);
      expect(forged.data.result.error?.[""]).toEqual(["enquiry:abuse.captchaRejected"]);
      expect(forged.data.result.error?.pictures).toBeUndefined();
      // A token sent after the pictures is no token: the pictures would have been read first.
      const late = (await post(email, ["worn-disc.jpg"], {}, undefined, [], {
        "cf-turnstile-response": "pass",
      })) as Answer;
      expect(late.data.result.error?.[""]).toEqual(["enquiry:abuse.captchaMissing"]);
      expect(fake.calls.filter((c) => c.response === "pass")).toHaveLength(0);
      expect(await rowsOf(email)).toHaveLength(0);
      // The page's order: the token, then the pictures; verified once.
      const sent = (await post(email, ["worn-disc.jpg"], { "cf-turnstile-response": "pass" })) as Response;
      expect(sent.status).toBe(303);
      expect(fake.calls.filter((c) => c.response === "pass")).toHaveLength(1);
      expect(await rowsOf(email)).toHaveLength(1);
    } finally {
      for (const key of keys) delete process.env[key];
      await fake.close();
    }
  });

  it("says in the form when the day's quota of claims is used up: 503 with Retry-After, what was typed kept", async () => {
    const email = `page-quota-${Date.now()}@shopper.example`;
    process.env.WARRANTY_DAILY_MB = "0";
    try {
      const full = (await post(email, ["worn-disc.jpg"])) as {
        init: { status: number; headers: Record<string, string> };
        data: { result: { error?: Record<string, string[]>; initialValue?: Record<string, unknown> } };
      };
      expect(full.init.status).toBe(503);
      expect(Number(full.init.headers["Retry-After"])).toBeGreaterThan(0);
      expect(full.data.result.error?.[""]).toEqual(["enquiry:warranty.errors.quota"]);
      expect(full.data.result.initialValue?.email).toBe(email);
    } finally {
      delete process.env.WARRANTY_DAILY_MB;
    }
    expect(await rowsOf(email)).toHaveLength(0);
  });

  it("is guarded like the enquiry forms: the honeypot and the rate limit per client address", async () => {
    const email = `page-guard-${Date.now()}@shopper.example`;
    // TEST-NET-1: no other test of this file posts from it, so only this test's posts are counted.
    const bot = (await post(email, ["worn-disc.jpg"], honeypotFields(10_000, "filled"))) as {
      init: { status: number };
    };
    expect(bot.init.status).toBe(400);
    process.env.ENQUIRY_RATE_LIMIT = "1";
    try {
      const client = `192.0.2.${Math.floor(Math.random() * 250) + 1}`;
      expect(((await post(email, ["worn-disc.jpg"], {}, client)) as Response).status).toBe(303);
      const limited = (await post(email, ["worn-disc.jpg"], {}, client)) as {
        init: { status: number; headers: Record<string, string> };
      };
      expect(limited.init.status).toBe(429);
    } finally {
      delete process.env.ENQUIRY_RATE_LIMIT;
    }
    expect(await rowsOf(email)).toHaveLength(1);
  });
});
