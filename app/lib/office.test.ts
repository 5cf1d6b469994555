import { describe, expect, it } from "vitest";
import { STAFF_ROLES } from "../../contract/staff.ts";
import { OFFICE_ROLES, OFFICE_SECTIONS, sectionsFor } from "./office.ts";
import { OFFICE_HEADERS } from "./office-meta.ts";
import { auditChanges, auditLabel, auditValue } from "./office-format.ts";
import { AuditFilterSchema, EnrolFormSchema, StaffFormSchema, StaffSignInFormSchema } from "./office-forms.ts";
import { parseWithZod } from "@conform-to/zod";
import { needsCurrencyQuestion } from "./currency-question.ts";
import { DISALLOWED } from "./robots.ts";

const form = (entries: [string, string][]) => {
  const data = new FormData();
  for (const [k, v] of entries) data.append(k, v);
  return data;
};

describe("the office's roles and sections", () => {
  it("has the contract's roles, in its order", () => {
    expect(OFFICE_ROLES).toEqual(STAFF_ROLES);
  });

  it("shows each role only the sections that exist for it", () => {
    const keys = (roles: string[]) => sectionsFor(roles).map((s) => s.key);
    expect(keys(["owner"])).toEqual(OFFICE_SECTIONS.map((s) => s.key));
    expect(keys(["sales"])).toEqual([
      "home",
      "orders",
      "claims",
      "quotes",
      "customers",
      "applications",
      "recoveryCodes",
    ]);
    expect(keys(["warehouse"])).toEqual(["home", "orders", "recoveryCodes"]);
    expect(keys(["content"])).toEqual(["home", "news", "slides", "marquee", "import", "recoveryCodes"]);
    expect(keys(["sales", "owner"])).toContain("staff");
  });

  it("is kept by no cache, indexed by no search engine, and asks no currency question", () => {
    expect(OFFICE_HEADERS["Cache-Control"]).toBe("private, no-store");
    expect(OFFICE_HEADERS["X-Robots-Tag"]).toMatch(/noindex/);
    expect(DISALLOWED).toContain("/office");
    expect(needsCurrencyQuestion("/office/staff", "EUR", "pl", "main")).toBe(false);
  });
});

describe("the audit log's changes", () => {
  it("lists the fields that changed, each value in one line", () => {
    expect(auditChanges({ roles: ["sales"], name: "Ann" }, { roles: ["sales", "owner"], name: "Ann" })).toEqual([
      { field: "roles", before: "sales", after: "sales, owner" },
    ]);
    expect(auditChanges(null, { status: "paid", amount: 12.5 })).toEqual([
      { field: "status", before: "", after: "paid" },
      { field: "amount", before: "", after: "12.5" },
    ]);
    expect(auditChanges({ id: "x" }, null)).toEqual([{ field: "id", before: "x", after: "" }]);
    expect(auditValue(null)).toBe("");
    expect(auditValue({ a: 1 })).toBe('{"a":1}');
    expect(auditValue([{ a: 1 }])).toBe('[{"a":1}]');
  });

  it("names the record as a person would", () => {
    expect(auditLabel({ email: "a@b.c", status: "active" }, { email: "a@b.c", status: "disabled" })).toBe("a@b.c");
    expect(auditLabel(null, { number: "WEB-2026-000001", name: "x" })).toBe("WEB-2026-000001");
    expect(auditLabel({ slug: "news" }, null)).toBe("news");
    expect(auditLabel(null, { status: "paid" })).toBe("");
  });
});

describe("the office's forms", () => {
  it("take a TOTP code or a recovery code, spaces dropped, and refuse anything else", () => {
    const signIn = (code: string) =>
      parseWithZod(
        form([
          ["email", "a@example.com"],
          ["password", "x"],
          ["code", code],
        ]),
        {
          schema: StaffSignInFormSchema,
        },
      );
    expect(signIn("123 456").status).toBe("success");
    expect(signIn("abcde-12345").status).toBe("success");
    expect(signIn("12ab").reply().error).toEqual({ code: ["office:errors.codeFormat"] });
    expect(signIn("").reply().error).toEqual({ code: ["errors.required"] });
  });

  it("enrol with the customer's password rules and a six-digit code", () => {
    const enrol = (password: string, repeat: string, code: string) =>
      parseWithZod(
        form([
          ["password", password],
          ["repeat", repeat],
          ["code", code],
        ]),
        { schema: EnrolFormSchema },
      );
    expect(enrol("a long enough password", "a long enough password", "123456").status).toBe("success");
    expect(enrol("short", "short", "123456").reply().error).toMatchObject({
      password: ["account:errors.passwordTooShort"],
    });
    expect(enrol("a long enough password", "another", "123456").reply().error).toMatchObject({
      repeat: ["account:errors.passwordMismatch"],
    });
    expect(enrol("a long enough password", "a long enough password", "abcde-12345").reply().error).toMatchObject({
      code: ["office:errors.totpFormat"],
    });
  });

  it("invite with at least one known role", () => {
    const invite = (...roles: string[]) =>
      parseWithZod(
        form([["intent", "invite"], ["email", "new@example.com"], ...roles.map((r): [string, string] => ["roles", r])]),
        {
          schema: StaffFormSchema,
        },
      );
    expect(invite("sales").status).toBe("success");
    expect(invite("sales", "content").status).toBe("success");
    expect(invite().reply().error).toMatchObject({ roles: ["office:errors.roles"] });
    expect(invite("admin").reply().error).toMatchObject({ "roles[0]": ["office:errors.roles"] });
  });

  it("filter the audit log by dates in order", () => {
    const filter = (from: string, to: string) =>
      parseWithZod(new URLSearchParams({ from, to }), { schema: AuditFilterSchema });
    expect(filter("2026-11-01", "2026-11-29").status).toBe("success");
    expect(filter("2026-11-29", "2026-11-01").reply().error).toMatchObject({ to: ["office:errors.dateOrder"] });
    expect(filter("29.11.2026", "").reply().error).toMatchObject({ from: ["office:errors.date"] });
  });
});
