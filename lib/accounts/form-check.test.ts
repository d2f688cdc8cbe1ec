import { describe, expect, it } from "vitest";
import { forgotPasswordCheck, profileFormCheck, resetPasswordCheck, signInCheck, signUpCheck } from "./form-check";
import { passwordResetConfirmSchema, passwordResetRequestSchema, profileFormSchema, signInSchema, signUpSchema } from "./input";

// The browser's checks and the route handlers' zod schemas, side by side on the same forms: the
// same verdict, the same first problem per field (its code picks the form's words) and the same
// values sent.
type Parsed = { success: boolean; data?: unknown; error?: { issues: { path: PropertyKey[]; code: string }[] } };
type Checked = { values: unknown; issues: { path: string; code: string }[] };

const firstCodes = (issues: { path: string; code: string }[]) => {
  const codes: Record<string, string> = {};
  for (const issue of issues) codes[issue.path] ??= issue.code;
  return codes;
};
const fromZod = (result: Parsed) => ({
  ok: result.success,
  codes: firstCodes((result.error?.issues ?? []).map((i) => ({ path: i.path.join("."), code: i.code }))),
  values: result.success ? result.data : undefined,
});
const fromCheck = (result: Checked) => ({ ok: result.issues.length === 0, codes: firstCodes(result.issues), values: result.issues.length === 0 ? result.values : undefined });

const EMAILS = ["ana@example.com", "  Ana.Perez@Example.COM ", "ana@", "", "   ", "a@b.c", "a@b.co", "a..b@c.com", ".a@b.com", "a.@b.com", "ana@ex-ample.com.ar", "ana@-x.com", "an'a+tag@x.io", "a b@c.com", `${"x".repeat(250)}@b.co`, `${"x".repeat(245)}@b.co`, "ñ@x.com", "ana@x.c0m"];
const PASSWORDS = ["", "short", "x".repeat(9), "x".repeat(10), " spaced passphrase ", "x".repeat(128), "x".repeat(129)];
const NAMES = ["", "   ", "Ana", "  Ana Pérez ", "n".repeat(80), "n".repeat(81), ` ${"n".repeat(80)} `];

describe("the account forms' checks in the browser", () => {
  it("sign-up: agree with the sign-up schema on every email, password and name", () => {
    for (const email of EMAILS)
      for (const password of PASSWORDS)
        for (const name of NAMES.slice(0, 4)) {
          const form = { email, password, name, country: "AR" as const };
          expect({ form, ...fromCheck(signUpCheck(form)) }).toEqual({ form, ...fromZod(signUpSchema.safeParse(form)) });
        }
    for (const name of NAMES) {
      const form = { email: "a@b.co", password: "x".repeat(10), name };
      expect({ form, ...fromCheck(signUpCheck(form)) }).toEqual({ form, ...fromZod(signUpSchema.safeParse(form)) });
    }
    const foreign = { email: "a@b.co", password: "x".repeat(10), name: "Ana", country: "BR" as "AR" };
    expect(fromCheck(signUpCheck(foreign))).toEqual(fromZod(signUpSchema.safeParse(foreign)));
  });

  it("sign-in: agree with the sign-in schema, and send no name", () => {
    for (const email of EMAILS)
      for (const password of PASSWORDS) {
        const form = { email, password };
        expect({ form, ...fromCheck(signInCheck(form)) }).toEqual({ form, ...fromZod(signInSchema.safeParse(form)) });
      }
    const typed = { email: "a@b.co", password: "x", name: "Ana" } as { email: string; password: string };
    expect(signInCheck(typed).values).toEqual({ email: "a@b.co", password: "x" });
  });

  it("forgot password: agree with the reset request's schema", () => {
    for (const email of EMAILS) {
      const form = { email };
      expect({ form, ...fromCheck(forgotPasswordCheck(form)) }).toEqual({ form, ...fromZod(passwordResetRequestSchema.safeParse(form)) });
    }
  });

  it("reset password: agree with the confirm schema on the password, and refuse a second copy that differs", () => {
    const token = "t".repeat(43);
    for (const password of PASSWORDS) {
      const checked = resetPasswordCheck({ password, confirm: password });
      const parsed = fromZod(passwordResetConfirmSchema.safeParse({ token, password }));
      expect({ password, ok: checked.issues.length === 0, codes: firstCodes(checked.issues) }).toEqual({ password, ok: parsed.ok, codes: parsed.codes });
    }
    expect(resetPasswordCheck({ password: "x".repeat(12), confirm: "y".repeat(12) }).issues).toEqual([
      { path: "confirm", code: "mismatch", message: "The passwords do not match." },
    ]);
  });

  it("profile: agree with the profile form's schema", () => {
    for (const name of NAMES)
      for (const country of ["AR", "MX", "BR"] as "AR"[])
        for (const locale of ["es", "en", "fr"] as "es"[]) {
          const form = { name, country, locale };
          expect({ form, ...fromCheck(profileFormCheck(form)) }).toEqual({ form, ...fromZod(profileFormSchema.safeParse(form)) });
        }
  });
});
