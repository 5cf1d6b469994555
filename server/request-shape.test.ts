import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requestShape } from "./request-shape.ts";

let server: http.Server;
let port = 0;

beforeAll(async () => {
  const app = express();
  app.use(requestShape);
  app.all("*", (_req, res) => {
    res.type("text/plain").send("handled");
  });
  server = await new Promise<http.Server>((resolve) => {
    const s = app.listen(0, "127.0.0.1", () => resolve(s));
  });
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function request(method: string, path: string, headers: Record<string, string> = {}, body?: string) {
  return new Promise<{ status: number; allow?: string }>((resolve, reject) => {
    const req = http.request({ port, method, path, headers, setHost: !("Host" in headers) }, (res) => {
      res.resume();
      res.on("end", () => resolve({ status: res.statusCode ?? 0, allow: res.headers.allow }));
    });
    req.on("error", reject);
    req.end(body);
  });
}

const form = { "Content-Type": "application/x-www-form-urlencoded" };

describe("requestShape", () => {
  it("lets GET, HEAD and form posts through", async () => {
    expect((await request("GET", "/basket")).status).toBe(200);
    expect((await request("HEAD", "/")).status).toBe(200);
    expect((await request("POST", "/basket", form, "intent=x")).status).toBe(200);
    expect((await request("POST", "/contact", { "Content-Type": "multipart/form-data; boundary=x" }, "")).status).toBe(
      200,
    );
    expect(
      (await request("POST", "/basket", { "Content-Type": "application/x-www-form-urlencoded;charset=UTF-8" })).status,
    ).toBe(200);
  });

  it("answers 405 with Allow to other methods", async () => {
    for (const method of ["TRACE", "PUT", "DELETE", "PATCH"]) {
      const answer = await request(method, "/basket", form);
      expect(answer, method).toEqual({ status: 405, allow: "GET, HEAD, POST" });
    }
  });

  it("answers 405 to HEAD and OPTIONS of a single-fetch data URL, which Remix would run as an action", async () => {
    for (const method of ["HEAD", "OPTIONS"]) {
      const answer = await request(method, "/basket.data", { Origin: "http://evil.example" });
      expect(answer, method).toEqual({ status: 405, allow: "GET, POST" });
    }
    expect((await request("GET", "/_root.data")).status).toBe(200);
    expect((await request("POST", "/basket.data", form, "intent=x")).status).toBe(200);
    expect((await request("HEAD", "/basket")).status).toBe(200);
  });

  it("answers 415 to a post that is not a form, except to the webhooks", async () => {
    expect((await request("POST", "/basket", { "Content-Type": "application/json" }, "{}")).status).toBe(415);
    expect((await request("POST", "/basket", { "Content-Type": "text/plain" }, "x")).status).toBe(415);
    expect((await request("POST", "/basket")).status).toBe(415);
    expect((await request("POST", "/webhooks/paypal", { "Content-Type": "application/json" }, "{}")).status).toBe(200);
  });

  it("answers 400 to a request target that is not a path (a proxy's absolute URL) or does not decode", async () => {
    expect((await request("GET", "http://evil.example/")).status).toBe(400);
    expect((await request("POST", "http://evil.example/basket", form, "intent=x")).status).toBe(400);
    expect((await request("GET", "//evil.example")).status).toBe(200);
    for (const path of ["/%ff", "/%zz", "/a/%E0%A4%A/enquiry", "/%"])
      expect((await request("GET", path)).status, path).toBe(400);
    expect((await request("GET", "/%00")).status).toBe(200);
    expect((await request("GET", "/search/%C5%BC%C3%B3%C5%82w")).status).toBe(200);
    expect((await request("OPTIONS", "*")).status).toBe(200);
  });

  it("answers 400 to a Host header that is no host", async () => {
    for (const host of [
      "a b",
      "evil.example/path",
      "a..b",
      "x:port",
      "-bad.example",
      "[::1]:99999",
      "a:65536",
      "[1.2.3.4]",
    ])
      expect((await request("GET", "/", { Host: host })).status, host).toBe(400);
    for (const host of ["shop.example", "localhost:3000", "127.0.0.1:8080", "[::1]:3000"])
      expect((await request("GET", "/", { Host: host })).status, host).toBe(200);
  });

  it("answers 400 to an X-Forwarded-Host that is no host, behind a trusted proxy only", async () => {
    const trusting = express();
    trusting.set("trust proxy", true);
    trusting.use(requestShape);
    trusting.all("*", (_req, res) => {
      res.type("text/plain").send("handled");
    });
    const other = await new Promise<http.Server>((resolve) => {
      const s = trusting.listen(0, "127.0.0.1", () => resolve(s));
    });
    const before = port;
    port = (other.address() as AddressInfo).port;
    try {
      expect((await request("GET", "/", { "X-Forwarded-Host": "a b" })).status).toBe(400);
      expect((await request("GET", "/", { "X-Forwarded-Host": "shop.example:99999" })).status).toBe(400);
      expect((await request("GET", "/", { "X-Forwarded-Host": "shop.example, a b" })).status).toBe(200);
      expect((await request("GET", "/", { "X-Forwarded-Host": "shop.example:8443" })).status).toBe(200);
    } finally {
      port = before;
      await new Promise<void>((resolve) => other.close(() => resolve()));
    }
    // Not trusted: the header is not read, so it is not judged either.
    expect((await request("GET", "/", { "X-Forwarded-Host": "a b" })).status).toBe(200);
  });
});
