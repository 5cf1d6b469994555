/**
 * What the office's header and pages share in the browser (issue 38): the roles and the sections
 * each role reaches, small since the header is part of every page's shell (the JavaScript budget).
 * No zod here (decision 0049): contract/staff.ts is the roles' source, office.test.ts holds the two
 * together. The pages' headers and meta are office-meta.ts.
 */
import { LANGUAGES } from "../../contract/languages.ts";
import type { StaffRole } from "../../contract/staff.ts";

/** The roles in the order the office lists them (contract/staff.ts STAFF_ROLES). */
export const OFFICE_ROLES = ["owner", "sales", "warehouse", "content"] as const satisfies readonly StaffRole[];

export type OfficeSection =
  | "home"
  | "orders"
  | "customers"
  | "applications"
  | "claims"
  | "quotes"
  | "news"
  | "slides"
  | "marquee"
  | "import"
  | "staff"
  | "audit"
  | "company"
  | "recoveryCodes";

/**
 * The office's sections and who reaches them: every staff member the home and their recovery codes;
 * sales and warehouse the orders; sales the claims, quotes, customers and applications; content the news,
 * slides, marquee and the catalogue import; the owner the staff, the audit log, the company data and every other section.
 */
export const OFFICE_SECTIONS: readonly { key: OfficeSection; to: string; roles: readonly StaffRole[] | "any" }[] = [
  { key: "home", to: "/office", roles: "any" },
  { key: "orders", to: "/office/orders", roles: ["sales", "warehouse"] },
  { key: "claims", to: "/office/claims", roles: ["sales"] },
  { key: "quotes", to: "/office/quotes", roles: ["sales"] },
  { key: "customers", to: "/office/customers", roles: ["sales"] },
  { key: "applications", to: "/office/applications", roles: ["sales"] },
  { key: "news", to: "/office/content/news", roles: ["content"] },
  { key: "slides", to: "/office/content/slides", roles: ["content"] },
  { key: "marquee", to: "/office/content/marquee", roles: ["content"] },
  { key: "import", to: "/office/import", roles: ["content"] },
  { key: "staff", to: "/office/staff", roles: ["owner"] },
  { key: "audit", to: "/office/audit", roles: ["owner"] },
  { key: "company", to: "/office/company", roles: ["owner"] },
  { key: "recoveryCodes", to: "/office/recovery-codes", roles: "any" },
];

/** The sections a staff member with these roles reaches: the owner every one (as every call). */
export function sectionsFor(roles: readonly string[]) {
  return OFFICE_SECTIONS.filter(
    (s) => s.roles === "any" || roles.includes("owner") || s.roles.some((r) => roles.includes(r)),
  );
}

/** A list page of the office (`path`) filtered by `status` ("" for all), at `page`. */
export function officeListUrl(path: string, status: string, page: number): string {
  const params = new URLSearchParams();
  if (status) params.set("status", status);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return `${path}${query ? `?${query}` : ""}`;
}

/** Recovery codes left at which the home warns that few are. */
export const FEW_RECOVERY_CODES = 3;

/** The languages the content is written in and previewed in: the shop's. */
export const PREVIEW_LANGUAGES = LANGUAGES;
