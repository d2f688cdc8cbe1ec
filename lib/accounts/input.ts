// The account forms' schemas: used by the pages' forms and by the auth route handlers alike.
import { z } from "zod";
import { LOCALES } from "@/lib/platform/i18n/config";
import { COUNTRIES } from "@/lib/rules/country";
import { EMAIL_MAX, NAME_MAX, PASSWORD_MAX, PASSWORD_MIN } from "./form-check";

// The browser checks the same rules without zod (./form-check.ts; form-check.test.ts compares them).
export { PASSWORD_MAX, PASSWORD_MIN };

/** Emails are compared trimmed and lower-cased everywhere (the users table stores them so). */
const email = z
  .string({ error: "Enter your email address." })
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX, `An email address has at most ${EMAIL_MAX} characters.`)
  .pipe(z.email({ error: "Enter a valid email address." }));

const name = z
  .string({ error: "Enter your name." })
  .trim()
  .min(1, "Enter your name.")
  .max(NAME_MAX, `A name has at most ${NAME_MAX} characters.`);

/** One of the catalogue's countries (lib/rules/country.ts), as its two-letter code. */
const country = z.enum(COUNTRIES, { error: `Choose one of these countries: ${COUNTRIES.join(", ")}.` });

// Never trimmed: spaces are part of a passphrase. The maximum bounds the hashing work.
const newPassword = z
  .string({ error: "Choose a password." })
  .min(PASSWORD_MIN, `Use at least ${PASSWORD_MIN} characters.`)
  .max(PASSWORD_MAX, `Use at most ${PASSWORD_MAX} characters.`);

/** A mailed link's token, as typed: whether it is one is decided by lib/accounts/tokens.ts (details.token). */
const token = z.string({ error: "The link has no token." }).min(1, "The link has no token.").max(200, "This link is not valid.");

export const signUpSchema = z.object({
  email,
  password: newPassword,
  name,
  // Left out, the server takes the client's country from Accept-Language (the form always sends one).
  country: country.optional(),
});

/** The profile page: what may change. The email is the sign-in and is not edited here. */
export const profileSchema = z
  .object({ name: name.optional(), country: country.optional() })
  .strict()
  .refine((input) => input.name !== undefined || input.country !== undefined, "Change the name or the country.");

/** Sign-in checks no length rule beyond the maximum: a short password is simply wrong. */
export const signInSchema = z.object({
  email,
  password: z
    .string({ error: "Enter your password." })
    .min(1, "Enter your password.")
    .max(PASSWORD_MAX, `A password has at most ${PASSWORD_MAX} characters.`),
});

/** POST /api/auth/password-reset: where to send the link. */
export const passwordResetRequestSchema = z.object({ email });

/** POST /api/auth/password-reset/confirm: the link's token and the new password. */
export const passwordResetConfirmSchema = z.object({ token, password: newPassword });

/** POST /api/auth/verify-email: the link's token. */
export const verifyEmailSchema = z.object({ token });

/** The profile page's form: name and country as PATCH /api/me takes them, and the browser's language. */
export const profileFormSchema = z.object({ name, country, locale: z.enum(LOCALES) });

export type SignUpInput = z.output<typeof signUpSchema>;
export type SignInInput = z.output<typeof signInSchema>;
export type ProfileInput = z.output<typeof profileSchema>;
