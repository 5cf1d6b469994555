/**
 * Issue 37 item 5: the shop refuses at start-up an ERP_URL that is neither https nor this machine,
 * since every call to it carries ERP_SECRET and brings back customers and orders.
 */
import { describe, expect, it } from "vitest";
import { erpUrlRefusal } from "../app/.server/env.ts";
import { remoteErp } from "./erp.ts";

const SECRET = "erp-test-secret-0123456789";

describe("ERP_URL", () => {
  it("is taken over https anywhere, and over http on a loopback address only", () => {
    for (const url of [
      "https://erp.example",
      "https://10.0.0.5:3100/",
      "http://127.0.0.1:3100",
      "http://127.8.9.10",
      "http://127.1:3100",
      "http://localhost:3100",
      "http://LOCALHOST",
      "http://[::1]:3100",
    ]) {
      expect(erpUrlRefusal(url), url).toBeNull();
    }
  });

  it("is refused over http elsewhere, with any other scheme, or when it is no URL, naming why", () => {
    for (const url of [
      "http://erp.internal:3100",
      "http://10.0.0.5:3100",
      "http://128.0.0.1",
      "http://127.0.0.1.evil.example",
      "http://localhost.evil.example",
      "http://[::2]",
      "http://[::ffff:10.0.0.1]",
      "ftp://127.0.0.1",
      "file:///tmp/erp",
      "erp.internal:3100",
    ]) {
      expect(erpUrlRefusal(url), url).toMatch(/^must be /);
    }
    expect(erpUrlRefusal("http://erp.internal:3100")).toContain("not http://erp.internal:3100");
  });

  it("stops the shop's ERP transport at start-up, before any call carries the secret", () => {
    expect(() => remoteErp("http://erp.internal:3100", SECRET)).toThrow(
      /^Invalid configuration: ERP_URL must be https:\/\/ or a loopback address/,
    );
    expect(() => remoteErp("http://127.0.0.1:3100", SECRET)).not.toThrow();
    expect(() => remoteErp("https://erp.example", SECRET)).not.toThrow();
  });
});
