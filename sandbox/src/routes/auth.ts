// POST {login_url}/login (docs/provider/api-spec.md §4.1, §5).
import { Hono } from "hono";
import { fault } from "../errors";
import { jsonBody, reply, str, type SandboxEnv } from "../http";
import { uuid } from "../ids";
import { signJwt } from "../jwt";
import { sameSecret } from "../middleware";

export const auth = new Hono<SandboxEnv>();

auth.post("/login", async (c) => {
  const body = await jsonBody(c);
  const username = str(body?.clientUsername);
  const password = str(body?.password);
  if (!username || !password) {
    throw fault(400, "ALO04022", "Bad Request: clientUsername and password are required");
  }
  const config = c.get("config");
  const state = c.get("state");
  const userOk = sameSecret(username, config.clientUsername);
  const passwordOk = sameSecret(password, config.clientPassword);
  if (!userOk || !passwordOk) throw fault(401, "ALO04140", "Invalid client credentials");

  state.stats.logins += 1;
  const iat = Math.floor(state.clock.now() / 1000);
  const ttl = state.faults.tokenTtlSeconds ?? config.tokenTtlSeconds;
  const jti = uuid();
  state.issuedTokens.add(jti);
  const accessToken = signJwt(
    { sub: username, clientCompany: "Saldo", clientCountryCode: "AR", iat, exp: iat + ttl, jti },
    config.jwtSecret,
  );
  // The provider returns a refresh token but has no endpoint that accepts it
  // (docs/provider/api-spec.md §5.5).
  return reply(c, { accessToken, refreshToken: uuid() });
});
