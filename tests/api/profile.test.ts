import { describe, expect, it } from "vitest";
import { ApiClient, signedUpUser, uniqueEmail } from "../support/api-client";
import { PASSWORD, expectError } from "../support/auth-helpers";

const codes = (body: { companies: { companyCode: string }[] }) => body.companies.map((c) => c.companyCode);

describe("the user's country at sign-up", () => {
  it("is the one chosen, shown by /api/me", async () => {
    const client = new ApiClient();
    const response = await client.post("/api/auth/sign-up", { email: uniqueEmail("mx"), password: PASSWORD, name: "Ana", country: "MX" });
    expect(response.status).toBe(201);
    expect(response.body.user.country).toBe("MX");
    expect((await client.get("/api/me")).body.user.country).toBe("MX");
  });

  it("defaults to the client's region from Accept-Language, then to Argentina", async () => {
    const chilean = new ApiClient();
    const body = { email: uniqueEmail("cl"), password: PASSWORD, name: "Ana" };
    expect((await chilean.request("POST", "/api/auth/sign-up", body, { "accept-language": "es-CL,es;q=0.9" })).status).toBe(201);
    expect((await chilean.get("/api/me")).body.user.country).toBe("CL");

    const unknown = new ApiClient();
    const other = { email: uniqueEmail("us"), password: PASSWORD, name: "Ana" };
    expect((await unknown.request("POST", "/api/auth/sign-up", other, { "accept-language": "en-US" })).status).toBe(201);
    expect((await unknown.get("/api/me")).body.user.country).toBe("AR");
  });

  it("refuses a country the catalogue does not have, creating no account", async () => {
    const email = uniqueEmail("zz");
    const client = new ApiClient();
    const refused = await client.post("/api/auth/sign-up", { email, password: PASSWORD, name: "Ana", country: "US" });
    expectError(refused, 400, "INVALID_INPUT");
    expect(refused.body.error.details).toHaveProperty("country");
    expect((await client.post("/api/auth/sign-up", { email, password: PASSWORD, name: "Ana" })).status).toBe(201);
  });
});

describe("PATCH /api/me", () => {
  it("changes the country and the name, and the catalogue follows the country", async () => {
    const user = await signedUpUser("profile");
    expect((await user.get("/api/me")).body.user).toMatchObject({ name: "Ana Pérez", country: "AR" });

    const changed = await user.patch("/api/me", { country: "MX", name: "  Ana María " });
    expect(changed.status).toBe(200);
    expect(changed.body.user).toMatchObject({ name: "Ana María", country: "MX" });
    expect((await user.get("/api/me")).body.user).toMatchObject({ name: "Ana María", country: "MX" });

    const carriers = await user.get("/api/companies/recharges");
    expect(codes(carriers.body).length).toBeGreaterThan(0);
    for (const code of codes(carriers.body)) expect(code).toMatch(/^MX-/);
  });

  it("answers 400 and changes nothing for an unknown country, a blank name, an unknown field or nothing", async () => {
    const user = await signedUpUser("profile-bad");
    for (const body of [{ country: "US" }, { country: "mx" }, { country: 52 }, { name: "   " }, { name: "Ana", email: "x@saldo.test" }, {}, { country: "MX", name: "n".repeat(81) }]) {
      expectError(await user.patch("/api/me", body), 400, "INVALID_INPUT");
    }
    expect((await user.get("/api/me")).body.user).toMatchObject({ name: "Ana Pérez", country: "AR" });
  });

  it("needs a session and our Origin", async () => {
    expectError(await new ApiClient().patch("/api/me", { country: "MX" }), 401, "UNAUTHENTICATED");
    const user = await signedUpUser("profile-csrf");
    expectError(await user.request("PATCH", "/api/me", { country: "MX" }, { origin: "https://evil.example" }), 403, "CROSS_SITE_REQUEST");
    expect((await user.get("/api/me")).body.user.country).toBe("AR");
  });
});

describe("the catalogue lists answer the user's country", () => {
  it("lists only an Argentine's bill companies, carriers and ARS gift cards, and others when asked", async () => {
    const user = await signedUpUser("country-lists");
    const services = await user.get("/api/companies/services?limit=100");
    expect(services.status).toBe(200);
    expect(codes(services.body)).toContain("AR-S-0003");
    for (const code of codes(services.body)) expect(code).toMatch(/^AR-/);

    const carriers = await user.get("/api/companies/recharges");
    expect(codes(carriers.body).sort()).toEqual(["AR-R-0001", "AR-R-0034", "AR-R-0045", "AR-R-0090", "AR-R-00407"].sort());
    const cards = await user.get("/api/companies/gift-cards");
    expect(codes(cards.body)).toContain("AR-G-0001");
    for (const code of codes(cards.body)) expect(code).toMatch(/^AR-/);

    const mexican = await user.get("/api/companies/services?country=MX&limit=100");
    expect(codes(mexican.body).length).toBeGreaterThan(0);
    for (const code of codes(mexican.body)) expect(code).toMatch(/^MX-/);
    for (const code of codes((await user.get("/api/companies/gift-cards?country=mx")).body)) expect(code).toMatch(/^MX-/);
    expect(codes((await user.get("/api/companies/recharges?country=CL&search=movistar")).body)).toEqual(["CL-R-0002"]);
  });

  it("pages through the country's companies only", async () => {
    const user = await signedUpUser("country-pages");
    const seen: string[] = [];
    for (let page: number | null = 1; page !== null; ) {
      const answer: { status: number; body: { companies: { companyCode: string }[]; nextPage: number | null } } = await user.get(`/api/companies/services?page=${page}&limit=12`);
      expect(answer.status).toBe(200);
      seen.push(...codes(answer.body));
      page = answer.body.nextPage;
      expect(seen.length).toBeLessThan(500);
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.every((code) => code.startsWith("AR-"))).toBe(true);
  });

  it("refuses a country it does not know", async () => {
    const user = await signedUpUser("country-bad");
    for (const path of ["/api/companies/services?country=US", "/api/companies/recharges?country=XX", "/api/companies/gift-cards?country=ARG"]) {
      const response = await user.get(path);
      expectError(response, 400, "INVALID_INPUT");
      expect(response.body.error.details, path).toHaveProperty("country");
    }
  });
});
