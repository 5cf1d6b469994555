/**
 * The sign-in and account forms (issue 20): one schema each for the server and, with JavaScript,
 * the browser. Messages are translation keys. A password's length is the ERP's rule too
 * (PASSWORD_WEAK); it is checked here first so the shopper sees it at once.
 */
import { z } from "zod";
import { SHIPPING_COUNTRIES } from "../../contract/countries.ts";
import { postcodeError } from "./checkout.ts";
import { LANGUAGES } from "../../contract/languages.ts";
import { EMAIL_PATTERN, SINGLE_LINE } from "../../contract/mail-fields.ts";
import { CURRENCIES } from "../../contract/money.ts";

export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 128;
const REQUIRED = "errors.required";

export const email = z
  .string({ required_error: REQUIRED })
  .regex(SINGLE_LINE, "errors.invalid")
  .trim()
  .min(1, REQUIRED)
  .max(254, "errors.invalid")
  .regex(EMAIL_PATTERN, "errors.invalid");
/** A password as typed (never trimmed); sign-in takes any, a new one must be 12 to 128 characters. */
export const typed = z.string({ required_error: REQUIRED }).min(1, REQUIRED).max(512, "account:errors.passwordTooLong");
const fresh = z
  .string({ required_error: REQUIRED })
  .refine((p) => [...p].length >= PASSWORD_MIN, "account:errors.passwordTooShort")
  .refine((p) => [...p].length <= PASSWORD_MAX, "account:errors.passwordTooLong");

export const SignInFormSchema = z.object({
  email,
  password: typed,
  /** "Keep me signed in": otherwise the session ends after 30 idle minutes. */
  remember: z.boolean().optional(),
  redirectTo: z.string().max(2000).optional(),
});
export const ForgotFormSchema = z.object({ email });

export const withRepeat = <T extends z.ZodRawShape>(shape: T) =>
  z
    .object({ ...shape, password: fresh, repeat: z.string({ required_error: REQUIRED }) })
    .refine((v) => v.password === v.repeat, { path: ["repeat"], message: "account:errors.passwordMismatch" });

export const SetPasswordFormSchema = withRepeat({});
export const ChangePasswordFormSchema = withRepeat({ intent: z.literal("password"), current: typed });
export const ChangeEmailFormSchema = z.object({ intent: z.literal("email"), email, password: typed });

/** A line of an address as the checkout takes it: one line, trimmed, at most `max` characters. */
const addressLine = (max: number) =>
  z.string().regex(SINGLE_LINE, "checkout:errors.singleLine").trim().max(max, "checkout:errors.tooLong");
const requiredLine = (max: number) => z.string({ required_error: REQUIRED }).pipe(addressLine(max).min(1, REQUIRED));

/** An address of the address book: the checkout's fields, so a default fills the checkout as typed. */
export const AddressFormSchema = z
  .object({
    label: addressLine(60).optional(),
    firstName: requiredLine(100),
    lastName: requiredLine(100),
    company: addressLine(200).optional(),
    street: requiredLine(150),
    houseNumber: requiredLine(20),
    apartment: addressLine(40).optional(),
    zip: requiredLine(20),
    city: requiredLine(100),
    country: z
      .string({ required_error: REQUIRED })
      .refine((c) => SHIPPING_COUNTRIES.includes(c.toUpperCase()), "errors.invalid"),
    phone: addressLine(40)
      .refine((p) => p === "" || /^\+?[\d\s\-()/.]{5,25}$/.test(p), "errors.invalid")
      .optional(),
    defaultShipping: z.boolean().optional(),
    defaultBilling: z.boolean().optional(),
  })
  .superRefine((v, ctx) => {
    // The checkout's postcode rule for the United Kingdom's two entries (decision 0034).
    const zipError = postcodeError(v.country, v.zip);
    if (zipError) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["zip"], message: zipError });
  });
export type AddressForm = z.infer<typeof AddressFormSchema>;

/** The settings: the language and currency the shop opens in, and product news by e-mail. */
export const SettingsFormSchema = z.object({
  language: z.enum(LANGUAGES, { required_error: REQUIRED, invalid_type_error: "errors.invalid" }),
  currency: z.enum(CURRENCIES, { required_error: REQUIRED, invalid_type_error: "errors.invalid" }),
  newsMail: z.boolean().optional(),
});
