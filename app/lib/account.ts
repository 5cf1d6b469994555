/**
 * The sign-in and account forms (issue 20): one schema each for the server and, with JavaScript,
 * the browser. Messages are translation keys. A password's length is the ERP's rule too
 * (PASSWORD_WEAK); it is checked here first so the shopper sees it at once.
 */
import { z } from "zod";
import { EMAIL_PATTERN, SINGLE_LINE } from "../../contract/mail-fields.ts";

export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 128;
const REQUIRED = "errors.required";

const email = z
  .string({ required_error: REQUIRED })
  .regex(SINGLE_LINE, "errors.invalid")
  .trim()
  .min(1, REQUIRED)
  .max(254, "errors.invalid")
  .regex(EMAIL_PATTERN, "errors.invalid");
/** A password as typed (never trimmed); sign-in takes any, a new one must be 12 to 128 characters. */
const typed = z.string({ required_error: REQUIRED }).min(1, REQUIRED).max(512, "account:errors.passwordTooLong");
const fresh = z
  .string({ required_error: REQUIRED })
  .refine((p) => [...p].length >= PASSWORD_MIN, "account:errors.passwordTooShort")
  .refine((p) => [...p].length <= PASSWORD_MAX, "account:errors.passwordTooLong");

export const SignInFormSchema = z.object({ email, password: typed, redirectTo: z.string().max(2000).optional() });
export const ForgotFormSchema = z.object({ email });

const withRepeat = <T extends z.ZodRawShape>(shape: T) =>
  z
    .object({ ...shape, password: fresh, repeat: z.string({ required_error: REQUIRED }) })
    .refine((v) => v.password === v.repeat, { path: ["repeat"], message: "account:errors.passwordMismatch" });

export const SetPasswordFormSchema = withRepeat({});
export const ChangePasswordFormSchema = withRepeat({ intent: z.literal("password"), current: typed });
export const ChangeEmailFormSchema = z.object({ intent: z.literal("email"), email, password: typed });
