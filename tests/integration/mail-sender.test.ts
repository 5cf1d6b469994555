/**
 * The outbox sender against a real SMTP server in this process (smtp-server): while the server
 * refuses, nothing is lost; after it recovers every message arrives exactly once, also with two
 * senders at once; a message that keeps failing is marked failed and kept; a sender that died
 * mid-send leaves its message to another after the lease; without SMTP the messages become .eml files.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { mailOutbox } from "../../erp/mail/schema.ts";
import { DEFAULT_OFFICE } from "../../erp/mail/config.ts";
import { claimDue, requeueFailed } from "../../erp/mail/outbox.ts";
import {
  fileTransport,
  smtpTransport,
  startMailSender,
  type MailSender,
  type MailTransport,
} from "../../erp/mail/sender.ts";
import { useErp } from "./harness.ts";
import { until } from "./wait.ts";

const { state, client } = useErp();
const FROM = "Parts shop <no-reply@parts-shop.example>";

/** An SMTP server that can be told to refuse connections; counts what it received per outbox id. */
function smtpServer() {
  const received = new Map<string, number>();
  const raw: string[] = [];
  const control = { refusing: false };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    disableReverseLookup: true,
    logger: false,
    onConnect(_session, callback) {
      if (control.refusing)
        return callback(Object.assign(new Error("Service not available, try again later"), { responseCode: 421 }));
      callback();
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const text = Buffer.concat(chunks).toString("utf8");
        raw.push(text);
        const id = /^X-Outbox-Id: (.+)$/im.exec(text)?.[1]?.trim() ?? "missing";
        received.set(id, (received.get(id) ?? 0) + 1);
        callback();
      });
    },
  });
  return {
    control,
    received,
    raw,
    async listen(): Promise<number> {
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      return (server.server.address() as { port: number }).port;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function rows() {
  return state.db.db.select().from(mailOutbox);
}

const waitFor = (check: () => Promise<boolean>) => until("the outbox", check, (done) => done);

async function enqueue(n: number, prefix = "driver"): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < n; i++) {
    const { id } = await client("in-process").quickContactForm({
      email: `${prefix}${i}@example.com`,
      make: "Toyota",
      model: "Hilux",
      year: 2018,
      engine: "2.8 D-4D",
      drivingStyle: "daily",
      part: "DBA4000",
      manufacturer: "DBA",
    });
    ids.push(id);
  }
  return ids;
}

const smtp = smtpServer();
let smtpUrl = "";
const senders: MailSender[] = [];
const start = (transport: MailTransport, over: Partial<Parameters<typeof startMailSender>[0]> = {}) => {
  const sender = startMailSender({
    db: state.db.db,
    transport,
    from: FROM,
    pollMs: 50,
    batchSize: 3,
    backoffMs: () => 100,
    log: () => {},
    ...over,
  });
  senders.push(sender);
  return sender;
};

beforeAll(async () => {
  smtpUrl = `smtp://127.0.0.1:${await smtp.listen()}`;
});
afterAll(() => smtp.close());
beforeEach(async () => {
  await state.db.db.delete(mailOutbox);
  smtp.received.clear();
  smtp.raw.length = 0;
  smtp.control.refusing = false;
});
afterEach(async () => {
  await Promise.all(senders.splice(0).map((s) => s.stop()));
});

describe("mail outbox sender", () => {
  it("loses nothing while SMTP refuses; afterwards two senders deliver every message exactly once", async () => {
    const ids = await enqueue(12);
    smtp.control.refusing = true;
    start(smtpTransport(smtpUrl));
    start(smtpTransport(smtpUrl));
    // Both senders try (and fail) for a while.
    await waitFor(async () => (await rows()).every((r) => r.attempts >= 2));
    const during = await rows();
    expect(during).toHaveLength(12);
    expect(during.every((r) => r.status === "pending")).toBe(true);
    expect(during.every((r) => r.lastError?.includes("try again later"))).toBe(true);
    expect(smtp.received.size).toBe(0);

    smtp.control.refusing = false;
    await waitFor(async () => (await rows()).every((r) => r.status === "sent"));
    await new Promise((r) => setTimeout(r, 300)); // room for a duplicate to show up, if there were one
    expect([...smtp.received.keys()].sort()).toEqual([...ids].sort());
    expect([...smtp.received.values()].every((n) => n === 1)).toBe(true);
    const after = await rows();
    expect(after.every((r) => r.sentAt !== null && r.lastError === null)).toBe(true);

    const message = smtp.raw.find((m) => m.includes("driver3@example.com"))!;
    expect(message).toMatch(/^Reply-To: driver3@example\.com$/m);
    expect(message).toMatch(new RegExp(`^To: ${DEFAULT_OFFICE.main}$`, "m"));
    expect(message).toMatch(/^Subject: Quick contact: DBA4000 \(DBA\) for Toyota Hilux 2018$/m);
    expect(message).toContain("Driving style: Daily street use");
  });

  it("two senders draining a large queue at once send each message once", async () => {
    const ids = await enqueue(40, "bulk");
    const sentBy = [0, 0];
    const counted = (i: number): MailTransport => {
      const inner = smtpTransport(smtpUrl);
      return {
        name: inner.name,
        close: inner.close,
        send: async (m, from) => (await inner.send(m, from), void (sentBy[i]! += 1)),
      };
    };
    start(counted(0), { batchSize: 2 });
    start(counted(1), { batchSize: 2 });
    await waitFor(async () => (await rows()).every((r) => r.status === "sent"));
    await new Promise((r) => setTimeout(r, 300));
    expect(smtp.received.size).toBe(40);
    expect([...smtp.received.keys()].sort()).toEqual([...ids].sort());
    expect([...smtp.received.values()].every((n) => n === 1)).toBe(true);
    expect((await rows()).every((r) => r.attempts === 1)).toBe(true);
    // Both really worked the queue at the same time.
    expect(sentBy[0]! + sentBy[1]!).toBe(40);
    expect(Math.min(...sentBy)).toBeGreaterThan(0);
  });

  it("a message that keeps failing is marked failed after N attempts, kept, and can be queued again", async () => {
    await enqueue(2);
    smtp.control.refusing = true;
    start(smtpTransport(smtpUrl), { maxAttempts: 3, backoffMs: () => 50 });
    await waitFor(async () => (await rows()).every((r) => r.status === "failed"));
    const failed = await rows();
    expect(failed).toHaveLength(2);
    expect(failed.every((r) => r.attempts === 3 && (r.lastError ?? "").includes("try again later"))).toBe(true);
    expect(smtp.received.size).toBe(0);

    smtp.control.refusing = false;
    expect(await requeueFailed(state.db.db)).toBe(2);
    senders[0]!.wake();
    await waitFor(async () => (await rows()).every((r) => r.status === "sent"));
    expect(smtp.received.size).toBe(2);
  });

  it("a message claimed by a sender that died is sent by another once the lease runs out", async () => {
    const [id] = await enqueue(1);
    const claimed = await claimDue(state.db.db, 10, 400); // a sender claims it, then dies
    expect(claimed.map((m) => m.id)).toEqual([id]);
    start(smtpTransport(smtpUrl));
    await new Promise((r) => setTimeout(r, 200));
    expect(smtp.received.size).toBe(0); // still leased
    await waitFor(async () => (await rows())[0]!.status === "sent");
    expect(smtp.received.get(id!)).toBe(1);
    expect((await rows())[0]!.attempts).toBe(2);
  });

  it("without SMTP each message becomes one .eml file", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "outbox-"));
    try {
      const ids = await enqueue(3);
      const sender = start(fileTransport(dir));
      await waitFor(async () => (await rows()).every((r) => r.status === "sent"));
      expect(await sender.runOnce()).toBe(0);
      const files = fs.readdirSync(dir).sort();
      expect(files).toHaveLength(3);
      expect(files.every((f) => f.endsWith(".eml"))).toBe(true);
      for (const id of ids) expect(files.some((f) => f.includes(id))).toBe(true);
      const text = fs.readFileSync(
        path.join(
          dir,
          files.find((f) => f.includes(ids[1]!))!,
        ),
        "utf8",
      );
      expect(text).toMatch(/^Reply-To: driver1@example\.com$/m);
      expect(text).toMatch(/^From: Parts shop <no-reply@parts-shop\.example>$/m);
      expect(text).toMatch(/^Subject: Quick contact: DBA4000 \(DBA\) for Toyota Hilux 2018$/m);
      expect(text).toMatch(new RegExp(`^Message-ID: <${ids[1]}@parts-shop\\.example>$`, "m"));
      expect(text).toContain("Make: Toyota");
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("stop() finishes cleanly and leaves undelivered messages pending", async () => {
    smtp.control.refusing = true;
    await enqueue(2);
    const sender = start(smtpTransport(smtpUrl), { backoffMs: () => 60_000 });
    await waitFor(async () => (await rows()).every((r) => r.attempts >= 1));
    await sender.stop();
    const result = await state.db.db.execute(sql`SELECT count(*)::int AS n FROM mail_outbox WHERE status = 'pending'`);
    expect((result.rows[0] as { n: number }).n).toBe(2);
  });
});
