/**
 * A distributor's picture server for the catalogue import's tests: real HTTPS on 127.0.0.1 with a
 * self-signed certificate made for the run, and an undici Agent that trusts it (what the import is
 * handed instead of the global one). It serves the pictures it is given at their paths, counts the
 * requests per path, and has a few paths that misbehave: /slow (headers, then a byte a second),
 * /redirect/N (N redirects to /picture.jpg), /to-http (a redirect to http://), /missing (404).
 */
import fs from "node:fs";
import https from "node:https";
import os from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { Agent } from "undici";
import { selfSignedCertificate } from "./certificate.ts";

export async function startPictureHost(files: Record<string, { body: Buffer; type: string; chunked?: boolean }>) {
  const hits = new Map<string, number>();
  const timers = new Set<NodeJS.Timeout>();
  const folder = path.join(os.tmpdir(), `picture-host-${process.pid}-${Date.now()}`);
  const { key, cert } = selfSignedCertificate(folder);
  fs.rmSync(folder, { recursive: true, force: true });
  const server = https.createServer({ key, cert }, (req, res) => {
    const at = new URL(req.url ?? "/", "https://127.0.0.1").pathname;
    hits.set(at, (hits.get(at) ?? 0) + 1);
    const file = files[at];
    if (file) {
      res.writeHead(200, {
        "Content-Type": file.type,
        ...(file.chunked ? {} : { "Content-Length": String(file.body.length) }),
      });
      res.end(file.body);
      return;
    }
    const redirect = /^\/redirect\/(\d+)$/.exec(at);
    if (redirect) {
      const left = Number(redirect[1]);
      res.writeHead(302, { Location: left > 1 ? `/redirect/${left - 1}` : "/picture.jpg" });
      res.end();
      return;
    }
    if (at === "/to-http") {
      res.writeHead(301, { Location: `http://127.0.0.1:${port()}/picture.jpg` });
      res.end();
      return;
    }
    if (at === "/slow") {
      res.writeHead(200, { "Content-Type": "image/jpeg" });
      res.write(Buffer.from([0xff, 0xd8, 0xff]));
      const timer = setInterval(() => res.write(Buffer.from([0])), 1000);
      timers.add(timer);
      res.on("close", () => {
        clearInterval(timer);
        timers.delete(timer);
      });
      return;
    }
    res.writeHead(404, { "Content-Type": "text/plain" });
    res.end("Not found");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = () => (server.address() as AddressInfo).port;
  const agent = new Agent({ connect: { ca: cert } });
  return {
    url: (at: string) => `https://127.0.0.1:${port()}${at}`,
    /** Requests received at a path. */
    hits: (at: string) => hits.get(at) ?? 0,
    /** Trusts this server's certificate (and only it). */
    agent,
    async close() {
      for (const timer of timers) clearInterval(timer);
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await agent.close();
    },
  };
}
