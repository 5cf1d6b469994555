/**
 * Delivers the mail outbox: over SMTP (nodemailer) when SMTP_URL is set, otherwise as .eml files
 * under DATA_DIR/mail so a demo shows what would be sent. Failed attempts are retried with
 * exponential back-off; after `maxAttempts` a message is marked failed and kept. Any number of
 * senders may run against one database (the shop and `npm run erp` each start one).
 */
import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { Database } from "../db/client.ts";
import { mailConfigFromEnv, type MailConfig } from "./config.ts";
import { claimDue, markFailed, markSent, release, type OutboxMessage } from "./outbox.ts";

/** Hands one message to the mail system; throws when it was not accepted. */
export interface MailTransport {
  readonly name: string;
  send(message: OutboxMessage, from: string): Promise<void>;
  close(): void;
}

/** Message-ID from the outbox id: a receiver (or a person) can tell a repeat from a new message. */
const messageId = (message: OutboxMessage, from: string) => {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? "parts-shop.example";
  return `<${message.id}@${domain}>`;
};

function mailOptions(message: OutboxMessage, from: string): nodemailer.SendMailOptions {
  return {
    from,
    to: message.recipient,
    replyTo: message.replyTo,
    subject: message.subject,
    text: message.body,
    date: message.createdAt,
    messageId: messageId(message, from),
    headers: { "X-Outbox-Id": message.id, "X-Enquiry-Kind": message.kind, "X-Shop-Source": message.source },
  };
}

/** SMTP through nodemailer; the timeouts keep one attempt well inside the claim's lease. */
export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url,
    connectionTimeout: 20_000,
    greetingTimeout: 20_000,
    socketTimeout: 60_000,
  } as nodemailer.TransportOptions);
  return {
    name: `SMTP ${new URL(url).host}`,
    async send(message, from) {
      await transporter.sendMail(mailOptions(message, from));
    },
    close: () => transporter.close(),
  };
}

/** Writes each message as DIR/<date>-<id>.eml (atomically: a temporary file, then a rename). */
export function fileTransport(dir: string): MailTransport {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    name: `files in ${dir}`,
    async send(message, from) {
      const info = (await composer.sendMail(mailOptions(message, from))) as { message: Buffer };
      await fs.mkdir(dir, { recursive: true });
      const stamp = message.createdAt.toISOString().replace(/[:.]/g, "-");
      const file = path.join(dir, `${stamp}-${message.id}.eml`);
      const temporary = `${file}.${crypto.randomBytes(4).toString("hex")}.tmp`;
      await fs.writeFile(temporary, info.message);
      await fs.rename(temporary, file);
    },
    close: () => composer.close(),
  };
}

export function transportFor(config: MailConfig): MailTransport {
  return config.smtpUrl ? smtpTransport(config.smtpUrl) : fileTransport(config.dir);
}

export interface SenderOptions {
  db: Database;
  transport: MailTransport;
  from: string;
  /** How often to look for due messages when the queue is empty. */
  pollMs?: number;
  /** Messages claimed at once. */
  batchSize?: number;
  /** How long a claim lasts; longer than any single attempt can take. */
  leaseMs?: number;
  /** Attempts before a message is marked failed. */
  maxAttempts?: number;
  /** Wait after the n-th failed attempt. */
  backoffMs?: (attempt: number) => number;
  log?: (message: string) => void;
  /** How long stop() waits for the message in flight. */
  stopTimeoutMs?: number;
}

export const DEFAULT_MAX_ATTEMPTS = 10;
/** 30 s, 1 min, 2 min, ... at most one hour: ten attempts span about three hours. */
export const defaultBackoff = (attempt: number) => Math.min(30_000 * 2 ** (attempt - 1), 60 * 60_000);

export interface MailSender {
  /** One pass: sends every due message; resolves with how many were handed over. */
  runOnce(): Promise<number>;
  /** Looks for due messages now instead of at the next poll. */
  wake(): void;
  /** Stops polling and waits (at most `stopTimeoutMs`) for the message in flight; its claim keeps it safe either way. */
  stop(): Promise<void>;
}

export function startMailSender(options: SenderOptions): MailSender {
  const { db, transport, from } = options;
  const pollMs = options.pollMs ?? 5_000;
  const batchSize = options.batchSize ?? 10;
  const leaseMs = options.leaseMs ?? 5 * 60_000;
  const maxAttempts = options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
  const backoffMs = options.backoffMs ?? defaultBackoff;
  const log = options.log ?? ((m: string) => console.log(m));

  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<number> | null = null;
  let lastProblem = "";

  async function deliver(message: OutboxMessage): Promise<boolean> {
    try {
      await transport.send(message, from);
    } catch (error) {
      const text = error instanceof Error ? error.message : String(error);
      const outcome = await markFailed(db, message, text, { retryInMs: backoffMs(message.attempt), maxAttempts });
      if (outcome === "failed") log(`[mail] giving up on ${message.id} after ${message.attempt} attempts: ${text}`);
      else if (text !== lastProblem)
        log(`[mail] ${transport.name}: attempt ${message.attempt} of ${message.id} failed, will retry: ${text}`);
      lastProblem = text;
      return false;
    }
    lastProblem = "";
    if (!(await markSent(db, message)))
      log(`[mail] ${message.id} was sent after its claim ran out (it may arrive twice)`);
    return true;
  }

  async function pass(): Promise<number> {
    let sent = 0;
    while (!stopped) {
      const batch = await claimDue(db, batchSize, leaseMs);
      if (batch.length === 0) break;
      for (const message of batch) {
        if (stopped) {
          // Not attempted: hand the claim back so the next sender need not wait for the lease.
          await release(db, message);
          continue;
        }
        if (await deliver(message)) sent += 1;
      }
    }
    return sent;
  }

  function runOnce(): Promise<number> {
    running ??= pass().finally(() => {
      running = null;
    });
    return running;
  }

  function schedule(delay: number) {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(tick, delay);
    timer.unref?.();
  }

  function tick() {
    runOnce()
      .catch((error: unknown) =>
        log(`[mail] sender pass failed: ${error instanceof Error ? error.message : String(error)}`),
      )
      .finally(() => schedule(pollMs));
  }

  log(`[mail] sending the outbox via ${transport.name}`);
  schedule(0);

  return {
    runOnce,
    wake: () => schedule(0),
    async stop() {
      stopped = true;
      clearTimeout(timer);
      let waited: ReturnType<typeof setTimeout> | undefined;
      const timeout = new Promise<void>((resolve) => {
        waited = setTimeout(resolve, options.stopTimeoutMs ?? 5_000);
      });
      await Promise.race([running?.catch(() => {}), timeout]);
      clearTimeout(waited);
      transport.close();
    },
  };
}

/** The sender a process runs: SMTP_URL or .eml files, addresses from the environment. */
export function startOutboxSender(
  db: Database,
  opts: { config?: MailConfig; log?: (m: string) => void } = {},
): MailSender {
  const config = opts.config ?? mailConfigFromEnv();
  return startMailSender({ db, transport: transportFor(config), from: config.from, log: opts.log });
}
