import { describe, expect, it } from "vitest";
import { profileSchema, signInSchema, signUpSchema } from "./input";

const valid = { email: "  Ana.Perez@Example.COM ", password: "correct horse battery", name: "  Ana Pérez " };

function fieldsOf(result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) {
  return (result.error?.issues ?? []).map((issue) => issue.path.join("."));
}

describe("sign-up schema", () => {
  it("trims and lower-cases the email and trims the name, leaving the password as typed", () => {
    const parsed = signUpSchema.parse({ ...valid, password: " spaced passphrase " });
    expect(parsed).toEqual({ email: "ana.perez@example.com", password: " spaced passphrase ", name: "Ana Pérez" });
  });

  it("refuses a malformed email", () => {
    expect(fieldsOf(signUpSchema.safeParse({ ...valid, email: "ana@" }))).toEqual(["email"]);
    expect(fieldsOf(signUpSchema.safeParse({ ...valid, email: "   " }))).toEqual(["email"]);
  });

  it("takes passwords of 10 to 128 characters only", () => {
    expect(signUpSchema.safeParse({ ...valid, password: "x".repeat(10) }).success).toBe(true);
    expect(signUpSchema.safeParse({ ...valid, password: "x".repeat(128) }).success).toBe(true);
    expect(fieldsOf(signUpSchema.safeParse({ ...valid, password: "x".repeat(9) }))).toEqual(["password"]);
    expect(fieldsOf(signUpSchema.safeParse({ ...valid, password: "x".repeat(129) }))).toEqual(["password"]);
  });

  it("takes names of 1 to 80 characters after trimming", () => {
    expect(fieldsOf(signUpSchema.safeParse({ ...valid, name: "   " }))).toEqual(["name"]);
    expect(signUpSchema.safeParse({ ...valid, name: "n".repeat(80) }).success).toBe(true);
    expect(fieldsOf(signUpSchema.safeParse({ ...valid, name: "n".repeat(81) }))).toEqual(["name"]);
  });

  it("names every missing field", () => {
    expect(fieldsOf(signUpSchema.safeParse({})).sort()).toEqual(["email", "name", "password"]);
  });
});

describe("sign-in schema", () => {
  it("normalises the email the same way as sign-up", () => {
    expect(signInSchema.parse({ email: " OPS@Saldo.Test", password: "x" }).email).toBe("ops@saldo.test");
  });

  it("needs a password but does not reveal the sign-up length rule", () => {
    expect(signInSchema.safeParse({ email: "a@b.co", password: "short" }).success).toBe(true);
    expect(fieldsOf(signInSchema.safeParse({ email: "a@b.co", password: "" }))).toEqual(["password"]);
    expect(fieldsOf(signInSchema.safeParse({ email: "a@b.co", password: "x".repeat(129) }))).toEqual(["password"]);
  });
});

describe("profile schema", () => {
  it("takes a known country and a name, trimmed", () => {
    expect(profileSchema.parse({ name: " Ana ", country: "MX" })).toEqual({ name: "Ana", country: "MX" });
    expect(profileSchema.parse({ country: "PE" })).toEqual({ country: "PE" });
  });

  it("refuses an unknown country, an unknown field and an empty change", () => {
    expect(fieldsOf(profileSchema.safeParse({ country: "US" }))).toEqual(["country"]);
    expect(profileSchema.safeParse({ country: "ar" }).success).toBe(false);
    expect(profileSchema.safeParse({ name: "Ana", email: "a@b.co" }).success).toBe(false);
    expect(profileSchema.safeParse({}).success).toBe(false);
  });

  it("lets sign-up name a country or leave it to the server", () => {
    expect(signUpSchema.parse({ ...valid, country: "CL" }).country).toBe("CL");
    expect(fieldsOf(signUpSchema.safeParse({ ...valid, country: "BR" }))).toEqual(["country"]);
  });
});
