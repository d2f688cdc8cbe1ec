// HS256 JWTs signed locally (docs/provider/notes.md §5): claims sub, clientCompany, clientCountryCode,
// iat and exp. Verification is constant-time on the signature.
import { createHmac, timingSafeEqual } from "node:crypto";

export type TokenClaims = {
  sub: string;
  clientCompany: string;
  clientCountryCode: string;
  iat: number;
  exp: number;
  jti: string;
};

const b64url = (input: Buffer | string) => Buffer.from(input).toString("base64url");

export function signJwt(claims: TokenClaims, secret: string): string {
  const head = b64url(JSON.stringify({ alg: "HS256", typ: "JWT" }));
  const body = b64url(JSON.stringify(claims));
  const signature = createHmac("sha256", secret).update(`${head}.${body}`).digest("base64url");
  return `${head}.${body}.${signature}`;
}

/** The claims of a token this sandbox signed, or null when it is malformed or forged. */
export function verifyJwt(token: string, secret: string): TokenClaims | null {
  const [head, body, signature] = token.split(".");
  if (!head || !body || !signature) return null;
  const expected = createHmac("sha256", secret).update(`${head}.${body}`).digest();
  const given = Buffer.from(signature, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const claims = JSON.parse(Buffer.from(body, "base64url").toString("utf8")) as TokenClaims;
    return typeof claims.exp === "number" && typeof claims.iat === "number" ? claims : null;
  } catch {
    return null;
  }
}
