/**
 * A local SMTP server (smtp-server, real SMTP over TCP) that counts what it receives per outbox
 * message (the sender's X-Outbox-Id header). `down()` closes the port, so senders get "connection
 * refused" as from a mail server that is gone; `up()` listens on the same port again.
 */
import { SMTPServer } from "smtp-server";

export interface FakeSmtp {
  port: number;
  url: string;
  /** Deliveries per X-Outbox-Id ("missing" for a message without one). */
  received: Map<string, number>;
  down(): Promise<void>;
  up(): Promise<void>;
  close(): Promise<void>;
}

export async function startFakeSmtp(port = 0): Promise<FakeSmtp> {
  const received = new Map<string, number>();
  let server: SMTPServer | null = null;
  const make = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      disableReverseLookup: true,
      logger: false,
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          const text = Buffer.concat(chunks).toString("utf8");
          const id = /^X-Outbox-Id: (.+)$/im.exec(text)?.[1]?.trim() ?? "missing";
          received.set(id, (received.get(id) ?? 0) + 1);
          callback();
        });
      },
    });
  let bound = port;
  const up = async () => {
    if (server) return;
    const s = make();
    await new Promise<void>((resolve, reject) => {
      s.server.once("error", reject);
      s.listen(bound, "127.0.0.1", () => resolve());
    });
    bound = (s.server.address() as { port: number }).port;
    server = s;
  };
  const down = async () => {
    const s = server;
    server = null;
    if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
  };
  await up();
  return {
    port: bound,
    url: `smtp://127.0.0.1:${bound}`,
    received,
    up,
    down,
    close: down,
  };
}
