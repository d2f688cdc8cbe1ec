import { describe, expect, it } from "vitest";
import { signJwt, verifyJwt } from "./jwt";

const claims = { sub: "saldo", clientCompany: "Saldo", clientCountryCode: "AR", iat: 1, exp: 14_401, jti: "j" };

describe("access tokens", () => {
  it("verifies its own tokens", () => {
    expect(verifyJwt(signJwt(claims, "k"), "k")).toEqual(claims);
  });

  it("refuses a token signed with another key or altered", () => {
    const token = signJwt(claims, "k");
    expect(verifyJwt(token, "other")).toBeNull();
    const [head, , signature] = token.split(".");
    const forged = Buffer.from(JSON.stringify({ ...claims, exp: 9e9 })).toString("base64url");
    expect(verifyJwt(`${head}.${forged}.${signature}`, "k")).toBeNull();
    expect(verifyJwt("not-a-jwt", "k")).toBeNull();
  });
});
