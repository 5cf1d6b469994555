/**
 * The error answer of every call (the spec's error fields: message / errmsg, code): the codes the
 * ERP answers with and the shape of the body.
 */
import { z } from "zod";

export const ErrorCodes = [
  "BAD_REQUEST",
  "NOT_FOUND",
  "CART_NOT_FOUND",
  "LINE_NOT_FOUND",
  "OUT_OF_STOCK",
  /** The item has no price on the caller's price list: it cannot be bought, only asked about. */
  "NOT_PRICED",
  /**
   * The quantity breaks the item's quantity rule (issue 41): below its minimum, above its maximum
   * or not a multiple of its increment; fields names the quantity (or the basket line) and the rule.
   */
  "QUANTITY_RULE",
  /** updateCart promocode: no such code (or switched off). */
  "PROMO_UNKNOWN",
  /** The code's validity window has ended. */
  "PROMO_EXPIRED",
  /** The code's validity window has not started yet. */
  "PROMO_NOT_YET_VALID",
  /** The net subtotal is below the code's minimum for the cart's currency. */
  "PROMO_MINIMUM",
  /** A fixed-amount code has no amount in the cart's currency. */
  "PROMO_CURRENCY",
  /** The cart already became an order: it cannot change any more (addOrder answers the order again). */
  "CART_ORDERED",
  /** addOrder before the checkout data is complete (fields names what is missing). */
  "CHECKOUT_INCOMPLETE",
  /** The shipping or payment method is not offered for the cart's country or currency. */
  "METHOD_UNAVAILABLE",
  "NOT_IMPLEMENTED",
  /** A call over HTTP without the ERP's shared secret (the storefront's configuration, not the shopper's). */
  "ERP_CREDENTIAL",
  /** The session token is unknown or expired: the storefront signs the shopper out (transactions.md). */
  "AUTH001",
  /** signIn: the e-mail address or the password is wrong (the same answer for both). */
  "SIGNIN_FAILED",
  /**
   * signIn, or a password confirmed in the account: too many failed tries for the account or from
   * the client address; retry_after says in how many seconds the next try may be made.
   */
  "SIGNIN_LOCKED",
  /** A password could not be checked now (too many at once); retry_after in seconds. */
  "SIGNIN_BUSY",
  /** signIn with the right password, but the account is an applicant, on hold or closed (fields.status). */
  "ACCOUNT_INACTIVE",
  /** A new password shorter than 12 or longer than 128 characters. */
  "PASSWORD_WEAK",
  /** A reset or welcome link that is unknown, used or expired. */
  "TOKEN_INVALID",
  "ALREADY_PAID",
  /** withdraw: the withdrawal function is not offered for the order (fields.withdrawal names why). */
  "WITHDRAWAL_NOT_OFFERED",
  "PAYMENT_PROVIDER",
  /**
   * submitWarrantyClaim: the day's quota of stored claim bytes (every claim together) is used up;
   * retry_after gives the seconds until the next day in Poland.
   */
  "WARRANTY_QUOTA",
  /** An office call without a live staff session: unknown, ended (8 h, 30 min idle) or disabled; a customer's token too. */
  "STAFF_AUTH",
  /** An office call the staff member's roles do not allow (erp/staff/roles.ts). */
  "STAFF_FORBIDDEN",
  /** staffSignIn: the e-mail address, the password or the code is wrong (the same answer for each). */
  "STAFF_SIGNIN_FAILED",
  /** enrolStaff: the code from the authenticator app does not match the invitation's secret. */
  "STAFF_CODE_INVALID",
  /** getStaffInvite/enrolStaff: the invitation link is unknown, used or expired. */
  "STAFF_INVITE_INVALID",
  /** setStaffRoles/disableStaff: the shop's last active owner cannot lose the owner role or be disabled. */
  "STAFF_LAST_OWNER",
  /**
   * An office order action the order's state does not allow: shipping a cancelled, shipped or not
   * yet paid prepaid order, cancelling one with shipped units or cancelled already (fields.order).
   */
  "ORDER_STATE",
  /** recordRefund: more than was received and not refunded yet (fields.amount). */
  "REFUND_TOO_LARGE",
  /** GET /seller/{region}: the region's seller record is not set (the office's /office/company, `npm run company`). */
  "SELLER_RECORD_MISSING",
  /** POST /feed/{kind}: the feed has bad lines (`lines` names each); nothing of it was applied. */
  "FEED_INVALID",
  /** saveContentNews: another news post has this slug (fields.slug). */
  "CONTENT_SLUG_TAKEN",
  /** uploadContentPicture: the bytes are no JPEG, PNG or WebP picture (fields.picture). */
  "CONTENT_PICTURE_TYPE",
  /** uploadContentPicture: the picture is larger than the ERP keeps (fields.picture). */
  "CONTENT_PICTURE_SIZE",
  /**
   * An office customer action the customer's status does not allow: deciding on one who is no
   * applicant, making an applicant active without a decision, a password link for one not active.
   */
  "CUSTOMER_STATE",
  /**
   * addOrder on account: the order's total would take the customer's open balance over their
   * credit limit; paying in advance (a prepaid method) is still possible.
   */
  "CREDIT_LIMIT",
  /** A call the signed-in person's role in their company does not allow (fields.role names the role). */
  "ACCOUNT_ROLE",
  /** setPersonRole/removePerson: the company's last admin cannot lose the role or be removed. */
  "LAST_ADMIN",
  /** The order awaits no approval any more: decided already, or its hold ran out (issue 41). */
  "APPROVAL_CLOSED",
  /**
   * The quote cannot do what was asked any more (issue 41): not answered yet, already accepted,
   * declined or ordered, or its prices no longer valid.
   */
  "QUOTE_CLOSED",
  /** A quoted basket line keeps its quote's quantity (remove it, or ask for another quote). */
  "QUOTE_LINE",
  "INTERNAL",
] as const;
export type ErrorCode = (typeof ErrorCodes)[number];
export const ErrorResponseSchema = z.object({
  errmsg: z.string(),
  code: z.enum(ErrorCodes),
  fields: z.record(z.array(z.string())).optional(),
  /** A refusal only for now (throttled, busy, a quota): seconds until the caller may try again. */
  retry_after: z.number().nonnegative().optional(),
});
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;
