import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { limitBody } from "./body-limit.ts";
import { readsAsForm, wellFormedForms } from "./form-body.ts";

let server: http.Server;
let port = 0;

beforeAll(async () => {
  const app = express();
  app.use(limitBody(), wellFormedForms);
  app.post("*", (_req, res) => {
    res.type("text/plain").send("handled");
  });
  server = await new Promise<http.Server>((resolve) => {
    const s = app.listen(0, "127.0.0.1", () => resolve(s));
  });
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function post(path: string, type: string, body: string) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = http.request({ port, method: "POST", path, headers: { "Content-Type": type } }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (c: string) => (text += c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, text }));
    });
    req.on("error", reject);
    req.end(body);
  });
}

const part = (boundary: string) =>
  `--${boundary}\r\nContent-Disposition: form-data; name="intent"\r\n\r\nadd\r\n--${boundary}--\r\n`;

describe("wellFormedForms", () => {
  it("hands readable forms on: URL encoded (even with broken escapes) and multipart", async () => {
    expect(await post("/basket", "application/x-www-form-urlencoded", "a=%zz&%ff=1&&=")).toEqual({
      status: 200,
      text: "handled",
    });
    expect((await post("/contact", "multipart/form-data; boundary=x", part("x"))).status).toBe(200);
  });

  it("answers 400 with a reason to a multipart body cut short or with another boundary", async () => {
    const cut = await post("/basket", "multipart/form-data; boundary=x", part("x").slice(0, 30));
    expect(cut.status).toBe(400);
    expect(cut.text).toMatch(/malformed/);
    expect((await post("/basket", "multipart/form-data; boundary=other", part("x"))).status).toBe(400);
    expect((await post("/basket", "multipart/form-data", part("x"))).status).toBe(400);
  });

  it("leaves the webhooks' raw bodies alone", async () => {
    expect((await post("/webhooks/paypal", "multipart/form-data; boundary=x", "not a form")).status).toBe(200);
  });

  it("reads a body as an action's request.formData() does", async () => {
    expect(await readsAsForm("multipart/form-data; boundary=x", Buffer.from(part("x")))).toBe(true);
    expect(await readsAsForm("multipart/form-data; boundary=x", Buffer.from("--x\r\nbroken"))).toBe(false);
  });
});
