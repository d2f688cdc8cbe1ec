// The account forms as the browser checks them (sign up, sign in, profile), without zod: the same
// rules as the route handlers' schemas in ./input.ts (form-check.test.ts holds them side by side),
// and zod's issue codes, from which the forms choose their words (too_small, too_big…).
import { LOCALES, type Locale } from "@/lib/platform/i18n/config";
import { COUNTRIES, type Country } from "@/lib/rules/country";
import { isOneOf, lengthIssue, type FormCheck, type FormIssue } from "@/lib/rules/form-check";

export const PASSWORD_MIN = 10;
export const PASSWORD_MAX = 128;
export const EMAIL_MAX = 254;
export const NAME_MAX = 80;

/** zod's own email pattern (zod/v4/core/regexes `email`), which the server's schema applies. */
export const EMAIL_PATTERN = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

type Checked<T> = [T, FormIssue | null];

/** Trimmed and lower-cased, at most EMAIL_MAX characters, then a valid address. */
function email(value: string): Checked<string> {
  const normal = value.trim().toLowerCase();
  const long = lengthIssue("email", normal, { max: EMAIL_MAX, tooLong: `An email address has at most ${EMAIL_MAX} characters.` });
  if (long) return [normal, long];
  return [normal, EMAIL_PATTERN.test(normal) ? null : { path: "email", code: "invalid_format", message: "Enter a valid email address." }];
}

function name(value: string): Checked<string> {
  const trimmed = value.trim();
  return [trimmed, lengthIssue("name", trimmed, { min: 1, max: NAME_MAX, tooShort: "Enter your name.", tooLong: `A name has at most ${NAME_MAX} characters.` })];
}

const countryIssue = (value: unknown): FormIssue | null =>
  isOneOf(COUNTRIES, value) ? null : { path: "country", code: "invalid_value", message: `Choose one of these countries: ${COUNTRIES.join(", ")}.` };

const issuesOf = (...found: (FormIssue | null)[]): FormIssue[] => found.filter((issue): issue is FormIssue => issue !== null);

export type SignInForm = { email: string; password: string };
export type SignUpForm = SignInForm & { name: string; country?: Country };
export type ProfileForm = { name: string; country: Country; locale: Locale };

export const signInCheck: FormCheck<SignInForm> = (values) => {
  const [address, emailIssue] = email(values.email);
  const password = lengthIssue("password", values.password, { min: 1, max: PASSWORD_MAX, tooShort: "Enter your password.", tooLong: `A password has at most ${PASSWORD_MAX} characters.` });
  return { values: { email: address, password: values.password }, issues: issuesOf(emailIssue, password) };
};

/** A password being chosen (sign-up, reset): never trimmed, spaces are part of a passphrase. */
const newPassword = (value: string) =>
  lengthIssue("password", value, { min: PASSWORD_MIN, max: PASSWORD_MAX, tooShort: `Use at least ${PASSWORD_MIN} characters.`, tooLong: `Use at most ${PASSWORD_MAX} characters.` });

export const signUpCheck: FormCheck<SignUpForm> = (values) => {
  const [address, emailIssue] = email(values.email);
  const password = newPassword(values.password);
  const [trimmed, nameIssue] = name(values.name);
  const country = values.country === undefined ? null : countryIssue(values.country);
  const out: SignUpForm = { email: address, password: values.password, name: trimmed };
  if (values.country !== undefined) out.country = values.country;
  return { values: out, issues: issuesOf(emailIssue, password, nameIssue, country) };
};

/** The profile page's form: name and country as PATCH /api/me takes them, and the browser's language. */
export const profileFormCheck: FormCheck<ProfileForm> = (values) => {
  const [trimmed, nameIssue] = name(values.name);
  const locale = isOneOf(LOCALES, values.locale) ? null : { path: "locale", code: "invalid_value", message: "Choose a language." };
  return { values: { name: trimmed, country: values.country, locale: values.locale }, issues: issuesOf(nameIssue, countryIssue(values.country), locale) };
};

export type ForgotPasswordForm = { email: string };
export type ResetPasswordForm = { password: string; confirm: string };

/** "Forgot your password?": the email only. */
export const forgotPasswordCheck: FormCheck<ForgotPasswordForm> = (values) => {
  const [address, emailIssue] = email(values.email);
  return { values: { email: address }, issues: issuesOf(emailIssue) };
};

/**
 * The new password of a reset, typed twice. The server checks the password (as at sign-up); the
 * second copy is the browser's own check and is not sent.
 */
export const resetPasswordCheck: FormCheck<ResetPasswordForm> = (values) => {
  const password = newPassword(values.password);
  const confirm = !password && values.confirm !== values.password ? { path: "confirm", code: "mismatch", message: "The passwords do not match." } : null;
  return { values: { password: values.password, confirm: values.confirm }, issues: issuesOf(password, confirm) };
};
