import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  DRAIN_LIMIT,
  FIELD_COUNT_LIMIT,
  FIELD_LENGTH_LIMIT,
  formShapeProblem,
  limitBody,
  type LimitedRequest,
  WARRANTY_DRAIN_LIMIT,
} from "./body-limit.ts";
import { WARRANTY_FORM_BODY_LIMIT } from "../app/lib/warranty.ts";
import { WARRANTY_PICTURE_MAX_BYTES } from "../contract/warranty-constants.ts";

const LIMIT = 1024;
let server: http.Server;
let port = 0;

beforeAll(async () => {
  const app = express();
  app.use(limitBody(LIMIT));
  app.post("/echo", (req, res) => {
    res.type("text/plain").send(`read ${(req as LimitedRequest).body?.length ?? "nothing"}`);
  });
  server = await new Promise<http.Server>((resolve) => {
    const s = app.listen(0, "127.0.0.1", () => resolve(s));
  });
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** Posts `size` bytes, declaring the length or chunked, and answers status and text. */
function post(size: number, opts: { declare?: string | null; chunk?: number } = {}) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const headers: Record<string, string> = { "Content-Type": "application/x-www-form-urlencoded" };
    if (opts.declare !== null) headers["Content-Length"] = opts.declare ?? String(size);
    const req = http.request({ port, method: "POST", path: "/echo", headers }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (c: string) => (text += c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, text }));
    });
    // The server may close the connection before everything is sent: that is the point.
    req.on("error", (error: NodeJS.ErrnoException) => {
      if (error.code !== "EPIPE" && error.code !== "ECONNRESET") reject(error);
    });
    const chunk = opts.chunk ?? size;
    let sent = 0;
    const write = () => {
      while (sent < size) {
        const n = Math.min(chunk, size - sent);
        sent += n;
        if (!req.write(Buffer.alloc(n, 97))) return void req.once("drain", write);
      }
      req.end();
    };
    if (opts.declare && Number(opts.declare) > size) req.flushHeaders();
    else write();
  });
}

describe("limitBody", () => {
  it("hands a body within the limit on, read whole", async () => {
    expect(await post(LIMIT)).toEqual({ status: 200, text: `read ${LIMIT}` });
    expect(await post(300, { declare: null, chunk: 100 })).toEqual({ status: 200, text: "read 300" });
  });

  it("answers 413 to a declared length over the limit without reading the body", async () => {
    const answer = await post(0, { declare: String(50 * 1024 * 1024) });
    expect(answer.status).toBe(413);
    expect(answer.text).toContain("at most 1 KB");
  });

  it("answers 413 to a chunked body as soon as it passes the limit", async () => {
    expect((await post(64 * 1024, { declare: null, chunk: 512 })).status).toBe(413);
  });

  it("answers 400 to a Content-Length that is not a number", async () => {
    expect((await post(10, { declare: "ten" })).status).toBe(400);
  });
});

describe("formShapeProblem", () => {
  const form = (fields: number, length = 3) =>
    Buffer.from(Array.from({ length: fields }, (_, i) => `f${i}=${"x".repeat(length)}`).join("&"));

  it("lets a real form through: the checkout's few dozen fields, a 2,000-character comment", () => {
    expect(formShapeProblem(form(40))).toBeNull();
    expect(formShapeProblem(Buffer.from(`intent=placeOrder&comment=${"a%0A".repeat(2000)}`))).toBeNull();
    expect(formShapeProblem(Buffer.from(""))).toBeNull();
    expect(formShapeProblem(Buffer.from("&&&a=1&&"))).toBeNull();
  });

  it("refuses more fields than the limit, and a field longer than the limit", () => {
    expect(formShapeProblem(form(FIELD_COUNT_LIMIT))).toBeNull();
    expect(formShapeProblem(form(FIELD_COUNT_LIMIT + 1))).toMatch(/Too many form fields/);
    expect(formShapeProblem(Buffer.from(`a=${"x".repeat(FIELD_LENGTH_LIMIT)}`))).toMatch(/too long/);
  });
});

describe("limitBody with form fields", () => {
  it("answers 413 to a urlencoded body of thousands of tiny fields", async () => {
    const big = express();
    big.use(limitBody());
    big.post("/echo", (_req, res) => void res.send("read"));
    const s = await new Promise<http.Server>((resolve) => {
      const x = big.listen(0, "127.0.0.1", () => resolve(x));
    });
    try {
      const url = `http://127.0.0.1:${(s.address() as AddressInfo).port}/echo`;
      const headers = { "Content-Type": "application/x-www-form-urlencoded" };
      const many = await fetch(url, { method: "POST", headers, body: "a=1&".repeat(20_000) });
      expect(many.status).toBe(413);
      expect(await many.text()).toMatch(/Too many form fields/);
      const fine = await fetch(url, { method: "POST", headers, body: "a=1&b=2" });
      expect(fine.status).toBe(200);
    } finally {
      await new Promise<void>((resolve) => s.close(() => resolve()));
    }
  });
});

describe("limitBody on a page with a limit of its own (the quick order's upload)", () => {
  it("takes a body up to the page's limit, and sends a larger one back to the page once read", async () => {
    const app = express();
    app.use(limitBody(LIMIT, [{ path: /^\/upload$/, limit: 4 * LIMIT, refusedTo: "/upload?refused=size" }]));
    app.post(/.*/, (req, res) => void res.send(`read ${(req as LimitedRequest).body?.length ?? "nothing"}`));
    const s = await new Promise<http.Server>((resolve) => {
      const x = app.listen(0, "127.0.0.1", () => resolve(x));
    });
    try {
      const base = `http://127.0.0.1:${(s.address() as AddressInfo).port}`;
      const send = (path: string, body: BodyInit, init: RequestInit = {}) =>
        fetch(`${base}${path}`, {
          method: "POST",
          headers: { "Content-Type": "multipart/form-data; boundary=x" },
          body,
          redirect: "manual",
          ...init,
        });
      expect(await (await send("/upload", Buffer.alloc(3 * LIMIT, 97))).text()).toBe(`read ${3 * LIMIT}`);
      // Other pages keep the shop's limit.
      expect((await send("/other", Buffer.alloc(3 * LIMIT, 97))).status).toBe(413);
      const over = await send("/upload", Buffer.alloc(40 * LIMIT, 97));
      expect(over.status).toBe(303);
      expect(over.headers.get("location")).toBe("/upload?refused=size");
      // Sent in chunks without a length, too.
      const chunked = new ReadableStream({
        start(controller) {
          for (let i = 0; i < 40; i++) controller.enqueue(new Uint8Array(LIMIT).fill(97));
          controller.close();
        },
      });
      const streamed = await send("/upload", chunked, { duplex: "half" } as RequestInit);
      expect(streamed.status).toBe(303);
      // Beyond what is worth reading to the end: 413 at once.
      const huge = await new Promise<number>((resolve, reject) => {
        const req = http.request(
          `${base}/upload`,
          { method: "POST", headers: { "Content-Length": String(DRAIN_LIMIT + 1), "Content-Type": "text/plain" } },
          (res) => resolve(res.statusCode ?? 0),
        );
        req.on("error", reject);
        req.flushHeaders();
      });
      expect(huge).toBe(413);
    } finally {
      await new Promise<void>((resolve) => s.close(() => resolve()));
    }
  });
});

describe("limitBody on the warranty claim form (decision 0035)", () => {
  it("hands three pictures at their limit on unread, and sends a 50 MB picture back to the brand's form once read", async () => {
    const app = express();
    app.use(limitBody());
    // The claim's action reads its body itself, as a stream (its rate limit comes first).
    app.post(/.*/, (req, res) => {
      if ((req as LimitedRequest).body !== undefined) return void res.send("read by limitBody");
      let size = 0;
      req.on("data", (chunk: Buffer) => (size += chunk.length));
      req.on("end", () => void res.send(`streamed ${size}`));
    });
    const s = await new Promise<http.Server>((resolve) => {
      const x = app.listen(0, "127.0.0.1", () => resolve(x));
    });
    try {
      const base = `http://127.0.0.1:${(s.address() as AddressInfo).port}`;
      const send = (path: string, size: number) =>
        fetch(`${base}${path}`, {
          method: "POST",
          headers: { "Content-Type": "multipart/form-data; boundary=x" },
          body: Buffer.alloc(size, 97),
          redirect: "manual",
        });
      const full = 3 * WARRANTY_PICTURE_MAX_BYTES + 64 * 1024;
      expect(full).toBeLessThan(WARRANTY_FORM_BODY_LIMIT);
      expect(await (await send("/warranty/dba", full)).text()).toBe(`streamed ${full}`);
      expect(await (await send("/warranty/dba.data", full)).text()).toBe(`streamed ${full}`);
      const camera = await send("/warranty/dba", 50 * 1024 * 1024);
      expect(camera.status).toBe(303);
      expect(camera.headers.get("location")).toBe("/warranty/dba?refused=size");
      // The data request (JavaScript checks the sizes first) gets a plain 413.
      expect((await send("/warranty/dba.data", WARRANTY_FORM_BODY_LIMIT + 1)).status).toBe(413);
      // Beyond what is worth reading to the end: 413 at once.
      const huge = await new Promise<number>((resolve, reject) => {
        const req = http.request(
          `${base}/warranty/dba`,
          {
            method: "POST",
            headers: { "Content-Length": String(WARRANTY_DRAIN_LIMIT + 1), "Content-Type": "text/plain" },
          },
          (res) => resolve(res.statusCode ?? 0),
        );
        req.on("error", reject);
        req.flushHeaders();
      });
      expect(huge).toBe(413);
    } finally {
      await new Promise<void>((resolve) => s.close(() => resolve()));
    }
  });
});
