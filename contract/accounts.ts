/**
 * Customer accounts (issue 20): POST /account. A signed-in shopper's calls carry the session token
 * as `customer` (instead of "guest"); an unknown or expired token answers 401 AUTH001 on any call.
 * Sign-in, sessions, passwords, the sign-in e-mail, the address book and the settings.
 */
import { z } from "zod";
import { PERSON_ROLES } from "./person-roles.ts";
import { common, CountrySchema, CurrencySchema, LanguageSchema } from "./common.ts";
import { EMAIL_PATTERN } from "./mail-fields.ts";
import { emailLine, line, requiredLine } from "./text-fields.ts";

/** A password as typed: length is checked by the ERP (PASSWORD_WEAK); never trimmed. */
const PasswordSchema = z.string().min(1).max(512);
/** The client address failed sign-ins are counted for (the storefront's view of it). */
const ClientSchema = z.string().min(1).max(100);
/** One line without control characters (text-fields.ts): it becomes a line of the mails we send. */
const AccountEmailSchema = emailLine(EMAIL_PATTERN);

export const PriceLevelSchema = z.object({
  name: z.string(),
  /** The discount in percent (12.5 is 12.5 %). */
  discountpct: z.number(),
  /** The brand (slug) or price group it is agreed for; both null: every part. */
  brand: z.string().nullable(),
  pricegroup: z.string().nullable(),
});
/** What a person of a trade company may do (issue 41): admin, buyer or viewer. */
export const PersonRoleSchema = z.enum(PERSON_ROLES);

/**
 * The account as the signed-in person sees it: the company's number, name, terms and price levels
 * with the person's own sign-in e-mail, name and role.
 */
export const AccountSchema = z.object({
  number: z.string(),
  email: z.string(),
  company: z.string(),
  contactname: z.string(),
  role: PersonRoleSchema,
  phone: z.string(),
  vatnumber: z.string(),
  country: z.string(),
  lang: LanguageSchema,
  currency: CurrencySchema,
  status: z.enum(["applicant", "active", "on_hold", "closed"]),
  creditterms: z.enum(["prepaid", "invoice"]),
  duedays: z.number().int(),
  pricelevels: z.array(PriceLevelSchema),
  /** Product news by e-mail: only with the customer's yes. */
  newsmail: z.boolean(),
});
export type Account = z.infer<typeof AccountSchema>;

export const SignInRequestSchema = z.object({
  action: z.literal("signIn"),
  ...common,
  email: AccountEmailSchema,
  password: PasswordSchema,
  client: ClientSchema,
  /** The basket the shopper filled as a guest: it joins the customer's own (quantities added). */
  cart_id: z.string().max(64).nullish(),
  /** "Keep me signed in": without it the session ends after 30 minutes without a call. */
  remember: z.boolean().optional(),
});
export const SignInResponseSchema = z.object({
  token: z.string(),
  account: AccountSchema,
  /** The customer's basket after the guest's joined it (from any device), or null when they have none. */
  basket: z.object({ cart_id: z.string(), quantity: z.number().int().nonnegative() }).nullable(),
});
/** Ends the session of `customer` (its token). Answers {} also for a session already gone. */
export const SignOutRequestSchema = z.object({ action: z.literal("signOut"), ...common });
/** "Sign out everywhere else": every session of the signed-in customer ends but this one. */
export const SignOutOthersRequestSchema = z.object({ action: z.literal("signOutOthers"), ...common });
export const SignOutOthersResponseSchema = z.object({ ended: z.number().int().nonnegative() });
export const EmptyResponseSchema = z.object({});
/** The signed-in customer (`customer` is the session token). */
export const GetAccountRequestSchema = z.object({ action: z.literal("getAccount"), ...common });
export const GetAccountResponseSchema = z.object({ account: AccountSchema });
/** Sends a reset link if the address belongs to an active account; answers {} either way. */
export const RequestPasswordResetRequestSchema = z.object({
  action: z.literal("requestPasswordReset"),
  ...common,
  email: AccountEmailSchema,
});
/** Sets the password from a reset or welcome link's token (400 TOKEN_INVALID, PASSWORD_WEAK). */
export const SetPasswordRequestSchema = z.object({
  action: z.literal("setPassword"),
  ...common,
  token: z.string().min(1).max(100),
  password: PasswordSchema,
});
export const SetPasswordResponseSchema = z.object({ email: z.string() });
/** Changes the password (the current one first); every session ends; answers this browser's new token. */
export const ChangePasswordRequestSchema = z.object({
  action: z.literal("changePassword"),
  ...common,
  current: PasswordSchema,
  password: PasswordSchema,
  client: ClientSchema,
});
export const ChangePasswordResponseSchema = z.object({ token: z.string() });
export const ChangeEmailRequestSchema = z.object({
  action: z.literal("changeEmail"),
  ...common,
  password: PasswordSchema,
  email: AccountEmailSchema,
  client: ClientSchema,
});
/**
 * Asks to change the sign-in e-mail: nothing changes until the link mailed to the new address is
 * followed (confirmEmailChange). Answers the account's address as it still is, and the pending one.
 */
export const ChangeEmailResponseSchema = z.object({ email: z.string(), pending: z.string() });
/** The address an e-mail change link would set (null: unknown, used or expired); no sign-in needed. */
export const GetEmailChangeRequestSchema = z.object({
  action: z.literal("getEmailChange"),
  ...common,
  token: z.string().min(1).max(100),
});
export const GetEmailChangeResponseSchema = z.object({ email: z.string().nullable() });
/** Follows an e-mail change link (400 TOKEN_INVALID; 409 BAD_REQUEST fields.email "taken"); answers the new address. */
export const ConfirmEmailChangeRequestSchema = z.object({
  action: z.literal("confirmEmailChange"),
  ...common,
  token: z.string().min(1).max(100),
});
export const ConfirmEmailChangeResponseSchema = z.object({ email: z.string() });

/**
 * An address of the customer's address book (issue 20): the checkout's own fields, so a default
 * address fills the checkout as the customer typed it. At most ADDRESS_BOOK_LIMIT per customer.
 */
export const ADDRESS_BOOK_LIMIT = 50;
export const AddressBookFieldsSchema = z.object({
  label: line(60).default(""),
  firstname: requiredLine(100),
  lastname: requiredLine(100),
  company: line(200).default(""),
  street: requiredLine(150),
  housenumber: requiredLine(20),
  apartment: line(40).default(""),
  zip: requiredLine(20),
  city: requiredLine(100),
  country: CountrySchema,
  phone: line(40).default(""),
  defaultshipping: z.boolean().default(false),
  defaultbilling: z.boolean().default(false),
});
export const AddressBookEntrySchema = AddressBookFieldsSchema.extend({ id: z.string() });
export type AddressBookEntry = z.infer<typeof AddressBookEntrySchema>;
export const GetAddressesRequestSchema = z.object({ action: z.literal("getAddresses"), ...common });
export const GetAddressesResponseSchema = z.object({ addresses: z.array(AddressBookEntrySchema) });
/** Adds an address (no id) or changes one of the customer's; 404 NOT_FOUND for another's or none. */
export const SaveAddressRequestSchema = z.object({
  action: z.literal("saveAddress"),
  ...common,
  id: z.string().uuid().nullish(),
  address: AddressBookFieldsSchema,
});
export const SaveAddressResponseSchema = z.object({ address: AddressBookEntrySchema });
export const DeleteAddressRequestSchema = z.object({
  action: z.literal("deleteAddress"),
  ...common,
  id: z.string().uuid(),
});
/** The customer's settings: the language and currency the shop opens in, and e-mail preferences. */
export const UpdateSettingsRequestSchema = z.object({
  action: z.literal("updateSettings"),
  ...common,
  language: LanguageSchema,
  preferredcurrency: CurrencySchema,
  newsmail: z.boolean(),
});
export const AccountRequestSchema = z.discriminatedUnion("action", [
  SignInRequestSchema,
  SignOutRequestSchema,
  GetAccountRequestSchema,
  RequestPasswordResetRequestSchema,
  SetPasswordRequestSchema,
  ChangePasswordRequestSchema,
  ChangeEmailRequestSchema,
  SignOutOthersRequestSchema,
  GetEmailChangeRequestSchema,
  ConfirmEmailChangeRequestSchema,
  GetAddressesRequestSchema,
  SaveAddressRequestSchema,
  DeleteAddressRequestSchema,
  UpdateSettingsRequestSchema,
]);
