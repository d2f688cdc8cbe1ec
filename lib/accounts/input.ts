// The account forms' schemas, one per form: the pages' forms resolve with them (in the user's
// language, chosen from each issue's code: auth-errors.ts) and the auth routes parse with them (in
// English). zod/mini, so the browser loads no more of zod than these need.
import "@/lib/platform/zod-browser";
import * as z from "zod/mini";
import { LOCALES } from "@/lib/platform/i18n/config";
import { COUNTRIES } from "@/lib/rules/country";
import { EMAIL_MAX, NAME_MAX, PASSWORD_MAX, PASSWORD_MIN } from "./limits";

/** Emails are compared trimmed and lower-cased everywhere (the users table stores them so). */
const email = z.pipe(
  z
    .string({ error: "Enter your email address." })
    .check(z.trim(), z.toLowerCase(), z.maxLength(EMAIL_MAX, `An email address has at most ${EMAIL_MAX} characters.`)),
  z.email({ error: "Enter a valid email address." }),
);

const name = z
  .string({ error: "Enter your name." })
  .check(z.trim(), z.minLength(1, "Enter your name."), z.maxLength(NAME_MAX, `A name has at most ${NAME_MAX} characters.`));

/** One of the catalogue's countries (lib/rules/country.ts), as its two-letter code. */
const country = z.enum(COUNTRIES, { error: `Choose one of these countries: ${COUNTRIES.join(", ")}.` });

// Never trimmed: spaces are part of a passphrase. The maximum bounds the hashing work.
const newPassword = z
  .string({ error: "Choose a password." })
  .check(z.minLength(PASSWORD_MIN, `Use at least ${PASSWORD_MIN} characters.`), z.maxLength(PASSWORD_MAX, `Use at most ${PASSWORD_MAX} characters.`));

/** A mailed link's token, as typed: whether it is one is decided by lib/accounts/tokens.ts (details.token). */
const token = z.string({ error: "The link has no token." }).check(z.minLength(1, "The link has no token."), z.maxLength(200, "This link is not valid."));

/** The sign-up form and POST /api/auth/sign-up. */
export const signUpSchema = z.object({
  email,
  password: newPassword,
  name,
  // Left out, the server takes the client's country from Accept-Language (the form always sends one).
  country: z.optional(country),
});

/** The sign-in form and POST /api/auth/sign-in: no length rule beyond the maximum, a short password is simply wrong. */
export const signInSchema = z.object({
  email,
  password: z
    .string({ error: "Enter your password." })
    .check(z.minLength(1, "Enter your password."), z.maxLength(PASSWORD_MAX, `A password has at most ${PASSWORD_MAX} characters.`)),
});

/** "Cerrar mi cuenta" and POST /api/me/close: the password, asked again. */
export const closeAccountSchema = z.strictObject({ password: signInSchema.shape.password });

/** POST /api/me/password: the password now (asked again) and the new one. */
export const changePasswordSchema = z.strictObject({ current: signInSchema.shape.password, password: newPassword });

/** Perfil's password form: the new password typed twice (the copy is the browser's own check). */
export const changePasswordFormSchema = z
  .object({ current: signInSchema.shape.password, password: newPassword, confirm: z.string() })
  .check(
    z.refine((form) => form.confirm === form.password, {
      path: ["confirm"],
      message: "The passwords do not match.",
      when: (payload) => payload.issues.length === 0,
    }),
  );

/** A WebAuthn answer as @simplewebauthn/browser gives it; what it says is checked by @simplewebauthn/server. */
const webAuthnAnswer = z.looseObject({
  id: z.string().check(z.minLength(1), z.maxLength(1_024)),
  rawId: z.string().check(z.maxLength(1_024)),
  type: z.literal("public-key"),
  response: z.looseObject({}),
});

/** POST /api/me/passkeys: the browser's new passkey and the name the user gives it. */
export const addPasskeySchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, "Name the passkey."), z.maxLength(60, "Use at most 60 characters.")),
  response: webAuthnAnswer,
});

/** POST /api/auth/passkey: a passkey's answer to the sign-in challenge. */
export const passkeySignInSchema = z.object({ response: webAuthnAnswer });

/** POST /api/me/confirmations/{id}: the password, or a passkey's answer to the confirmation's challenge. */
export const confirmAnswerSchema = z.union([
  z.strictObject({ password: signInSchema.shape.password }),
  z.strictObject({ passkey: webAuthnAnswer }),
], { error: "Send the password or a passkey's answer." });

/** The confirmation dialog's password form. */
export const confirmPasswordFormSchema = z.object({ password: signInSchema.shape.password });

/** PUT /api/me/confirm-over: the amount above which payments in this currency are confirmed. */
export const confirmOverSchema = z.strictObject({
  currency: z.string().check(z.regex(/^[A-Z]{3}$/, "A currency is three capital letters.")),
  amount: z.number({ error: "Enter an amount." }).check(z.gte(0, "The amount cannot be negative."), z.multipleOf(0.01, "At most two decimals.")),
});

/** "Forgot your password?" and POST /api/auth/password-reset: where to send the link. */
export const passwordResetRequestSchema = z.object({ email });

/** POST /api/auth/password-reset/confirm: the link's token and the new password. */
export const passwordResetConfirmSchema = z.object({ token, password: newPassword });

/**
 * The reset page's form: the new password (as the route checks it) typed twice. The second copy is
 * the browser's own check and is not sent; it is compared once the password itself is right.
 */
export const resetPasswordFormSchema = z
  .object({ password: newPassword, confirm: z.string() })
  .check(
    z.refine((form) => form.confirm === form.password, {
      path: ["confirm"],
      message: "The passwords do not match.",
      when: (payload) => payload.issues.length === 0,
    }),
  );

/** POST /api/auth/verify-email: the link's token. */
export const verifyEmailSchema = z.object({ token });

/** POST /api/auth/session-end: the token of a new-device mail's link. */
export const sessionEndSchema = z.object({ token });

/** PATCH /api/me: what may change. The email is the sign-in and is not edited here. */
export const profileSchema = z
  .strictObject({ name: z.optional(name), country: z.optional(country) })
  .check(z.refine((input) => input.name !== undefined || input.country !== undefined, "Change the name or the country."));

/** The profile page's form: name and country as PATCH /api/me takes them, and the browser's language. */
export const profileFormSchema = z.object({ name, country, locale: z.enum(LOCALES, { error: "Choose a language." }) });

export type SignUpInput = z.output<typeof signUpSchema>;
export type SignInInput = z.output<typeof signInSchema>;
export type ProfileInput = z.output<typeof profileSchema>;
export type SignInForm = z.input<typeof signInSchema>;
export type SignUpForm = z.input<typeof signUpSchema>;
export type ForgotPasswordForm = z.input<typeof passwordResetRequestSchema>;
export type ResetPasswordForm = z.input<typeof resetPasswordFormSchema>;
export type ChangePasswordForm = z.input<typeof changePasswordFormSchema>;
export type ProfileForm = z.output<typeof profileFormSchema>;
