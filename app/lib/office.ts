/**
 * What the office's pages and header share in the browser and on the server (issue 38): the
 * roles, the sections each role reaches, the headers and meta of every office page. No zod here
 * (decision 0049): contract/staff.ts is the roles' source, office.test.ts holds the two together.
 */
import type { HeadersFunction, MetaFunction } from "@remix-run/node";
import type { StaffRole } from "../../contract/staff.ts";
import { resources } from "../locales.ts";
import { rootMeta, seoMeta } from "./seo.ts";

/** The roles in the order the office lists them (contract/staff.ts STAFF_ROLES). */
export const OFFICE_ROLES = ["owner", "sales", "warehouse", "content"] as const satisfies readonly StaffRole[];

export type OfficeSection = "home" | "staff" | "audit" | "recoveryCodes";

/**
 * The office's sections that exist, and who reaches them: every staff member the home and their
 * recovery codes, the owner the staff and the audit log. The sections of the other roles (sales:
 * orders, customers, applications, claims; warehouse: shipments; content: news, slider, marquee;
 * owner: company data) join this list as their pages are built, so no entry leads nowhere.
 */
export const OFFICE_SECTIONS: readonly { key: OfficeSection; to: string; roles: readonly StaffRole[] | "any" }[] = [
  { key: "home", to: "/office", roles: "any" },
  { key: "staff", to: "/office/staff", roles: ["owner"] },
  { key: "audit", to: "/office/audit", roles: ["owner"] },
  { key: "recoveryCodes", to: "/office/recovery-codes", roles: "any" },
];

/** The sections a staff member with these roles reaches. */
export function sectionsFor(roles: readonly string[]) {
  return OFFICE_SECTIONS.filter((s) => s.roles === "any" || s.roles.some((r) => roles.includes(r)));
}

/** Recovery codes left at which the home warns that few are. */
export const FEW_RECOVERY_CODES = 3;

/**
 * The headers of every office page: kept by no cache (server/app.ts sends the same for every
 * private path), and not for search engines, also where a meta tag is not read (a PDF, a redirect).
 */
export const OFFICE_HEADERS = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow" } as const;
export const officeHeaders: HeadersFunction = () => OFFICE_HEADERS;

type Texts = (typeof resources)["en"]["office"];
/** The office namespace's groups that name a page: each has a title. */
type TitleKey = { [K in keyof Texts]: Texts[K] extends { title: string } ? K : never }[keyof Texts];

/** Title (page | office | shop) of an office page, never indexed. */
export const officeMeta =
  (key: TitleKey): MetaFunction =>
  (args) => {
    const { lang } = rootMeta(args.matches);
    const texts = resources[lang];
    return seoMeta(args, {
      title: `${texts.office[key].title} | ${texts.office.shell.title} | ${texts.common.shell.shopName}`,
      description: texts.office.shell.description,
      noindex: "noindex, nofollow",
    });
  };
