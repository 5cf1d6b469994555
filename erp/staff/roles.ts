/**
 * Which staff roles may make which office call (issue 38): the ONE table of the office's
 * permissions. Every call posted to OFFICE_PATH has a line here, which the type demands: a call
 * added to contract/wire.ts on OFFICE_PATH does not typecheck until it is given its roles.
 *
 *   "public"  made before a session exists (an invitation link, sign-in);
 *   "self"    any signed-in staff member, about their own session and account;
 *   [roles]   a signed-in staff member with one of these roles. The owner may make every call,
 *             listed or not.
 *
 * erp/staff/office-call.ts enforces the table (401 STAFF_AUTH, 403 STAFF_FORBIDDEN);
 * tests/integration/staff-roles.test.ts tries every call of it with every role lacking it.
 */
import type { OFFICE_PATH, StaffRole } from "../../contract/staff.ts";
import type { CallName, Calls } from "../../contract/wire.ts";

/** The calls posted to the office's path. */
export type OfficeCallName = {
  [K in CallName]: (typeof Calls)[K]["path"] extends typeof OFFICE_PATH ? K : never;
}[CallName];

export type OfficeAccess = "public" | "self" | readonly StaffRole[];

const OWNER = ["owner"] as const;

export const OFFICE_CALL_ROLES = {
  getStaffInvite: "public",
  enrolStaff: "public",
  staffSignIn: "public",
  getStaffSession: "self",
  staffSignOut: "self",
  renewRecoveryCodes: "self",
  listStaff: OWNER,
  inviteStaff: OWNER,
  setStaffRoles: OWNER,
  disableStaff: OWNER,
  getAuditLog: OWNER,
  // The orders (erp/orders/office-calls.ts): the sales desk runs the money and the order, the
  // warehouse finds an order and ships it.
  listOfficeOrders: ["sales", "warehouse"],
  exportOfficeOrders: ["sales"],
  getOfficeOrder: ["sales", "warehouse"],
  markOrderPaid: ["sales"],
  shipOrder: ["warehouse"],
  cancelOfficeOrder: ["sales"],
  recordRefund: ["sales"],
  resendOrderConfirmation: ["sales"],
  // The customers and applications (erp/customers/office-calls.ts): the sales desk's.
  listOfficeCustomers: ["sales"],
  getOfficeCustomer: ["sales"],
  listApplicants: ["sales"],
  decideApplication: ["sales"],
  setCustomerPriceLevel: ["sales"],
  setCustomerTerms: ["sales"],
  setCustomerStatus: ["sales"],
  sendPasswordLink: ["sales"],
  // Warranty claims (erp/warranty/office-calls.ts): the sales desk's.
  listOfficeClaims: ["sales"],
  getOfficeClaim: ["sales"],
  getClaimPicture: ["sales"],
  decideClaim: ["sales"],
  // Quotes of trade companies (erp/quotes/office-calls.ts): the sales desk's.
  listOfficeQuotes: ["sales"],
  getOfficeQuote: ["sales"],
  answerOfficeQuote: ["sales"],
  postOfficeQuoteMessage: ["sales"],
  // The company's own data (erp/company-page/office-calls.ts): the owner's only.
  getCompanyData: OWNER,
  setSellerCompany: OWNER,
  setSellerOffice: OWNER,
  setBankAccount: OWNER,
  removeBankAccount: OWNER,
  setVatRegistration: OWNER,
  endVatRegistration: OWNER,
  // The content (erp/content/office-calls.ts): news, slides, the marquee and their pictures.
  listContentNews: ["content"],
  getContentNews: ["content"],
  saveContentNews: ["content"],
  previewContentNews: ["content"],
  deleteContentNews: ["content"],
  listContentSlides: ["content"],
  saveContentSlide: ["content"],
  deleteContentSlide: ["content"],
  getContentMarquee: ["content"],
  saveContentMarquee: ["content"],
  uploadContentPicture: ["content"],
  // The catalogue import (erp/import/office-calls.ts): the content role keeps the catalogue.
  importCatalogue: ["content"],
} as const satisfies Record<OfficeCallName, OfficeAccess>;

/** The office calls made in a staff session (every call not "public"). */
export type SessionCallName = {
  [K in OfficeCallName]: (typeof OFFICE_CALL_ROLES)[K] extends "public" ? never : K;
}[OfficeCallName];

/** The access of an office call. */
export const accessOf = (name: OfficeCallName): OfficeAccess => OFFICE_CALL_ROLES[name];

/** Whether a staff member with `roles` may make a call of `access` (a public call needs no session). */
export function mayCall(access: OfficeAccess, roles: readonly StaffRole[]): boolean {
  if (access === "public" || access === "self") return true;
  return roles.includes("owner") || access.some((role) => roles.includes(role));
}

/** The office calls a staff member with `roles` may make (the office shows only their pages). */
export const callsAllowed = (roles: readonly StaffRole[]): OfficeCallName[] =>
  (Object.keys(OFFICE_CALL_ROLES) as OfficeCallName[]).filter((name) => mayCall(accessOf(name), roles));
