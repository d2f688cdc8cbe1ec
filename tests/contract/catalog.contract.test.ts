import { describe, expect, it } from "vitest";
import { ZodError } from "zod";
import type { ServiceCompany, Traced } from "@/lib/provider";
import { API_KEY, useSandbox } from "../support/contract-fixture";

type Stats = { logins: number; requests: number };

const codes = (companies: { companyCode: string }[]) => companies.map((c) => c.companyCode);

function expectTraced(answer: Traced) {
  expect(answer.tx).toEqual(expect.stringMatching(/\S/));
  expect(answer.mainTx).toEqual(expect.stringMatching(/\S/));
}

describe("catalogue lists", () => {
  const ctx = useSandbox();

  /** A raw catalogue read with valid credentials, for what the client refuses to send. */
  async function raw(path: string) {
    const login = await fetch(`${ctx.sandbox.url}/auth/login`, {
      method: "POST",
      headers: { "x-api-key": API_KEY, "content-type": "application/json" },
      body: JSON.stringify({ clientUsername: "saldo", password: "saldo-sandbox-password" }),
    });
    const { accessToken } = (await login.json()) as { accessToken: string };
    const response = await fetch(`${ctx.sandbox.url}/companies${path}`, {
      headers: { "x-api-key": API_KEY, "x-authorization-token": accessToken },
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  async function allServices(input: { active?: boolean } = {}): Promise<ServiceCompany[]> {
    const page = await ctx.client.catalog.listServices({ ...input, limit: 5000 });
    expect(page.nextPage).toBeNull();
    return page.companies;
  }

  it("pages bill companies 50 at a time, without overlap, covering every company", async () => {
    const seen: string[] = [];
    let page: number | null = 1;
    let pages = 0;
    while (page !== null) {
      const answer = await ctx.client.catalog.listServices({ page });
      expectTraced(answer);
      pages += 1;
      if (answer.nextPage !== null) {
        expect(answer.companies).toHaveLength(50);
        expect(answer.nextPage).toBe(page + 1);
      } else {
        expect(answer.companies.length).toBeGreaterThan(0);
        expect(answer.companies.length).toBeLessThanOrEqual(50);
      }
      seen.push(...codes(answer.companies));
      page = answer.nextPage;
    }
    expect(pages).toBeGreaterThanOrEqual(3);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.length).toBeGreaterThanOrEqual(120);
    // With `active` unset the pages hold inactive companies too, and nothing else.
    expect(seen).toEqual(expect.arrayContaining(["AR-S-0003", "AR-S-0005", "AR-S-0048"]));
    expect(new Set(seen)).toEqual(new Set(codes(await allServices())));
  });

  it("honours limit, and the pages of a smaller limit slice the same order", async () => {
    const first = await ctx.client.catalog.listServices({ limit: 10 });
    const second = await ctx.client.catalog.listServices({ limit: 10, page: first.nextPage ?? 0 });
    const big = await ctx.client.catalog.listServices();
    expect(first.companies).toHaveLength(10);
    expect(first.nextPage).toBe(2);
    expect(second.companies).toHaveLength(10);
    expect(codes([...first.companies, ...second.companies])).toEqual(codes(big.companies.slice(0, 20)));
  });

  it("refuses a limit of 0 before sending anything, and the provider refuses it with 400 XCX04022", async () => {
    await expect(ctx.client.catalog.listServices({ limit: 0 })).rejects.toBeInstanceOf(ZodError);
    await expect(ctx.client.catalog.listServices({ page: 0 })).rejects.toBeInstanceOf(ZodError);
    expect(await ctx.sandbox.control<Stats>("/stats")).toEqual({ logins: 0, requests: 0 });
    for (const query of ["?limit=0", "?page=0", "?limit=abc", "?active=maybe"]) {
      const { status, body } = await raw(`/services${query}`);
      expect({ query, status, code: body.code }).toEqual({ query, status: 400, code: "XCX04022" });
    }
  });

  it("filters bill companies by active", async () => {
    const all = await allServices();
    const active = await allServices({ active: true });
    const inactive = await allServices({ active: false });
    expect(active.every((c) => c.active)).toBe(true);
    expect(inactive.every((c) => !c.active)).toBe(true);
    expect(codes(inactive)).toEqual(expect.arrayContaining(["AR-S-0005", "AR-S-0048"]));
    expect(codes(active)).not.toContain("AR-S-0005");
    expect(active.length + inactive.length).toBe(all.length);
  });

  it("searches company names ignoring case and accents", async () => {
    const edenor = await ctx.client.catalog.listServices({ searchCompany: "edenor" });
    expect(edenor.companies.map((c) => c.companyName).sort()).toEqual(["EDENOR", "EDENOR ANTIGUO"]);
    const activeOnly = await ctx.client.catalog.listServices({ searchCompany: "EdÉnOr", active: true });
    expect(codes(activeOnly.companies)).toEqual(["AR-S-0003"]);
    // Names with accents are found without them…
    const rio = await ctx.client.catalog.listServices({ searchCompany: "rio cuarto" });
    expect(rio.companies.length).toBeGreaterThanOrEqual(2);
    expect(rio.companies.every((c) => c.companyName.includes("Río Cuarto"))).toBe(true);
    // …and a search that matches nothing is an empty page, not an error.
    const none = await ctx.client.catalog.listServices({ searchCompany: "zzz no such biller" });
    expect(none).toMatchObject({ companies: [], nextPage: null });
  });

  it("filters by tag, including a tag whose name contains a comma", async () => {
    const gas = await ctx.client.catalog.listServices({ tag: "SERVICIO DE GAS", limit: 5000 });
    expect(gas.companies.length).toBeGreaterThan(5);
    expect(gas.companies.every((c) => c.tags.includes("SERVICIO DE GAS"))).toBe(true);
    expect(codes(gas.companies)).toContain("AR-S-0033");

    const tv = await ctx.client.catalog.listServices({ tag: "INTERNET, TELEFONIA Y TV", limit: 5000 });
    expect(codes(tv.companies)).toEqual(expect.arrayContaining(["AR-S-0047", "MX-S-00008"]));
    expect(tv.companies.every((c) => c.tags.includes("INTERNET, TELEFONIA Y TV"))).toBe(true);
    expect(tv.companies.flatMap((c) => c.tags)).not.toContain("INTERNET");
    expect(codes(tv.companies)).not.toContain("AR-S-0003");
  });

  it("renames a company through the control API: listed, searched and shown by the new name until a reset", async () => {
    await ctx.sandbox.control("/catalog/rename", { companyCode: "AR-S-0003", companyName: "EDENOR RENOMBRADA" });
    await ctx.sandbox.control("/catalog/rename", { companyCode: "AR-R-0001", companyName: "MOVISTAR NUEVA" });
    const found = await ctx.client.catalog.listServices({ searchCompany: "renombrada", active: true });
    expect(found.companies.map((c) => [c.companyCode, c.companyName])).toEqual([["AR-S-0003", "EDENOR RENOMBRADA"]]);
    expect((await ctx.client.catalog.getCompany("AR-S-0003")).companyName).toBe("EDENOR RENOMBRADA");
    const carriers = await ctx.client.catalog.listTopUpCompanies({ searchCompany: "nueva" });
    expect(codes(carriers.companies)).toEqual(["AR-R-0001"]);

    await ctx.sandbox.control("/reset", {});
    expect((await ctx.client.catalog.listServices({ searchCompany: "renombrada" })).companies).toEqual([]);
    expect((await ctx.client.catalog.getCompany("AR-S-0003")).companyName).toBe("EDENOR");
  });

  it("lists tags with numeric ids and names", async () => {
    const answer = await ctx.client.catalog.listTags();
    expectTraced(answer);
    expect(answer.tags).toEqual(
      expect.arrayContaining([
        { id: 167, name: "SERVICIO DE GAS" },
        { id: 174, name: "INTERNET, TELEFONIA Y TV" },
      ]),
    );
    expect(answer.tags.every((t) => typeof t.id === "number" && t.name.length > 0)).toBe(true);
    expect(new Set(answer.tags.map((t) => t.id)).size).toBe(answer.tags.length);
  });

  it("lists active top-up companies by default and the inactive ones on request", async () => {
    const active = await ctx.client.catalog.listTopUpCompanies();
    expectTraced(active);
    expect(active.companies.every((c) => c.active)).toBe(true);
    expect(codes(active.companies)).toEqual(expect.arrayContaining(["AR-R-0001", "AR-R-0034", "MX-R-00028"]));
    expect(codes(active.companies)).not.toContain("AR-R-0012");
    const inactive = await ctx.client.catalog.listTopUpCompanies({ active: false });
    expect(codes(inactive.companies)).toContain("AR-R-0012");
    expect(inactive.companies.every((c) => !c.active)).toBe(true);
  });

  it("searches top-up companies from 3 characters and refuses shorter searches", async () => {
    const movistar = await ctx.client.catalog.listTopUpCompanies({ searchCompany: "movi" });
    expect(codes(movistar.companies)).toContain("AR-R-0001");
    expect(movistar.companies.every((c) => /movistar/i.test(c.companyName))).toBe(true);

    await expect(ctx.client.catalog.listTopUpCompanies({ searchCompany: "ab" })).rejects.toBeInstanceOf(ZodError);
    expect((await ctx.sandbox.control<Stats>("/stats")).requests).toBe(2); // login + the search above
    const { status, body } = await raw("/recharges?searchCompany=ab");
    expect(status).toBe(400);
    expect(body.code).toBe("XCX04022");
  });

  it("lists only active gift-card brands", async () => {
    const answer = await ctx.client.catalog.listGiftCards();
    expectTraced(answer);
    expect(answer.companies.length).toBeGreaterThanOrEqual(6);
    expect(answer.companies.every((c) => c.active && c.products.length > 0)).toBe(true);
    expect(codes(answer.companies)).toEqual(expect.arrayContaining(["AR-G-0001", "AR-G-0003"]));
    expect(codes(answer.companies)).not.toContain("AR-G-0007");
  });

  it("points logos only at the sandbox, as SVG images", async () => {
    const [services, topUps, giftCards] = await Promise.all([
      allServices(),
      ctx.client.catalog.listTopUpCompanies(),
      ctx.client.catalog.listGiftCards(),
    ]);
    const companies = [...services, ...topUps.companies, ...giftCards.companies];
    const logos = companies.map((c) => c.companyLogo).filter((logo): logo is string => logo !== null);
    expect(logos.length).toBeGreaterThan(50);
    expect(companies.find((c) => c.companyCode === "AR-S-0005")?.companyLogo).toBeNull();
    for (const logo of logos) expect(new URL(logo).origin).toBe(new URL(ctx.sandbox.url).origin);

    for (const logo of [logos[0], services.find((c) => c.companyCode === "AR-S-0003")?.companyLogo]) {
      const response = await fetch(logo ?? "missing");
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toMatch(/^image\/svg\+xml/);
      expect(await response.text()).toContain("<svg");
    }
  });
});
