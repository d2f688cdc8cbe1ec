import { describe, expect, it } from "vitest";
import { PASSWORD_MAX, PASSWORD_MIN } from "./limits";
import { passwordResetConfirmSchema, passwordResetRequestSchema, profileFormSchema, resetPasswordFormSchema, signInSchema, signUpSchema } from "./input";

// The account forms resolve with the routes' own schemas. A page words a problem from its field
// and its issue code (app/(public)/_components/auth-errors.ts), so these hold what each form sees:
// the verdict, each field's first issue code, and the values it sends.
type Parsed = { success: boolean; data?: unknown; error?: { issues: { path: PropertyKey[]; code: string }[] } };

/** What the resolver hands the form: the values on success, else each field's first issue code. */
function seen(result: Parsed) {
  if (result.success) return { values: result.data };
  const codes: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) codes[issue.path.join(".")] ??= issue.code;
  return { codes };
}

const long = (n: number, c = "x") => c.repeat(n);
const PASSWORD = long(PASSWORD_MIN);

/** Each email as typed, and what the forms make of it: the address sent, or the first issue's code. */
const EMAILS: [string, string][] = [
  ["ana@example.com", "ana@example.com"],
  ["  Ana.Perez@Example.COM ", "ana.perez@example.com"],
  ["an'a+tag@x.io", "an'a+tag@x.io"],
  ["ana@ex-ample.com.ar", "ana@ex-ample.com.ar"],
  ["a@b.co", "a@b.co"],
  [`${long(245)}@b.co`, `${long(245)}@b.co`],
  [`${long(250)}@b.co`, "too_big"],
  ...["ana@", "", "   ", "a@b.c", "a..b@c.com", ".a@b.com", "a.@b.com", "ana@-x.com", "a b@c.com", "ñ@x.com", "ana@x.c0m"].map((e): [string, string] => [e, "invalid_format"]),
];

describe("the account forms' schemas", () => {
  it("read an email (sign-up, sign-in, forgotten password) trimmed and lower-cased, of at most 254 characters, with zod's own pattern", () => {
    for (const [email, expected] of EMAILS) {
      const want = expected.includes("@") ? { values: { email: expected } } : { codes: { email: expected } };
      expect({ email, ...seen(passwordResetRequestSchema.safeParse({ email })) }).toEqual({ email, ...want });
      const signIn = seen(signInSchema.safeParse({ email, password: "x" }));
      expect({ email, ...signIn }).toEqual({ email, ...(expected.includes("@") ? { values: { email: expected, password: "x" } } : want) });
      const signUp = seen(signUpSchema.safeParse({ email, password: PASSWORD, name: "Ana" }));
      expect({ email, ...signUp }).toEqual({ email, ...(expected.includes("@") ? { values: { email: expected, password: PASSWORD, name: "Ana" } } : want) });
    }
  });

  it("sign-up: a password of 10 to 128 characters never trimmed, a name of 1 to 80 once trimmed, and any problem of each field at once", () => {
    const form = { email: " A@B.co ", password: " spaced passphrase ", name: "  Ana Pérez ", country: "AR" };
    expect(seen(signUpSchema.safeParse(form))).toEqual({ values: { email: "a@b.co", password: " spaced passphrase ", name: "Ana Pérez", country: "AR" } });
    const codes = (over: object) => seen(signUpSchema.safeParse({ ...form, ...over })).codes;
    expect(codes({ password: "" })).toEqual({ password: "too_small" });
    expect(codes({ password: long(PASSWORD_MIN - 1) })).toEqual({ password: "too_small" });
    expect(codes({ password: long(PASSWORD_MIN) })).toBeUndefined();
    expect(codes({ password: long(PASSWORD_MAX) })).toBeUndefined();
    expect(codes({ password: long(PASSWORD_MAX + 1) })).toEqual({ password: "too_big" });
    expect(codes({ name: "" })).toEqual({ name: "too_small" });
    expect(codes({ name: "   " })).toEqual({ name: "too_small" });
    expect(codes({ name: long(80, "n") })).toBeUndefined();
    expect(codes({ name: ` ${long(80, "n")} ` })).toBeUndefined();
    expect(codes({ name: long(81, "n") })).toEqual({ name: "too_big" });
    expect(codes({ email: "ana@", password: "short", name: "  ", country: "BR" })).toEqual({ email: "invalid_format", password: "too_small", name: "too_small", country: "invalid_value" });
  });

  it("sign-up: the country is optional, one of the catalogue's when given", () => {
    const form = { email: "a@b.co", password: PASSWORD, name: "Ana" };
    expect(seen(signUpSchema.safeParse(form))).toEqual({ values: form });
    expect(seen(signUpSchema.safeParse({ ...form, country: "BR" }))).toEqual({ codes: { country: "invalid_value" } });
  });

  it("sign-in: a password of 1 to 128 characters as typed, and no name sent", () => {
    expect(seen(signInSchema.safeParse({ email: "a@b.co", password: "" }))).toEqual({ codes: { password: "too_small" } });
    expect(seen(signInSchema.safeParse({ email: "a@b.co", password: " short " }))).toEqual({ values: { email: "a@b.co", password: " short " } });
    expect(seen(signInSchema.safeParse({ email: "a@b.co", password: long(PASSWORD_MAX + 1) }))).toEqual({ codes: { password: "too_big" } });
    expect(seen(signInSchema.safeParse({ email: "a@b.co", password: "x", name: "Ana" }))).toEqual({ values: { email: "a@b.co", password: "x" } });
  });

  it("reset: the new password as the confirm route checks it, and a second copy that must match once it is right", () => {
    const token = long(43, "t");
    for (const password of ["", "short", long(9), long(10), " spaced passphrase ", long(128), long(129)]) {
      const form = seen(resetPasswordFormSchema.safeParse({ password, confirm: password }));
      const route = seen(passwordResetConfirmSchema.safeParse({ token, password }));
      expect({ password, codes: form.codes }).toEqual({ password, codes: route.codes });
    }
    expect(resetPasswordFormSchema.safeParse({ password: long(12), confirm: long(12, "y") }).error?.issues).toEqual([
      expect.objectContaining({ path: ["confirm"], message: "The passwords do not match." }),
    ]);
    // A password that is wrong itself is told first: the copy is compared once it is right.
    expect(seen(resetPasswordFormSchema.safeParse({ password: "short", confirm: "other" }))).toEqual({ codes: { password: "too_small" } });
    expect(seen(resetPasswordFormSchema.safeParse({ password: long(12), confirm: long(12) }))).toEqual({ values: { password: long(12), confirm: long(12) } });
  });

  it("profile: a name, one of the catalogue's countries and one of the languages", () => {
    expect(seen(profileFormSchema.safeParse({ name: " Ana ", country: "MX", locale: "en" }))).toEqual({ values: { name: "Ana", country: "MX", locale: "en" } });
    expect(seen(profileFormSchema.safeParse({ name: "  ", country: "BR", locale: "fr" }))).toEqual({ codes: { name: "too_small", country: "invalid_value", locale: "invalid_value" } });
    expect(seen(profileFormSchema.safeParse({ name: long(81, "n"), country: "AR", locale: "es" }))).toEqual({ codes: { name: "too_big" } });
  });
});
