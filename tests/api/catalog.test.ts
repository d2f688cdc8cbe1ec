import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { ApiClient, signedUpUser, providerRequests } from "../support/api-client";

// Fixed sandbox catalogue: EDENOR (AR-S-0003) is active, EDENOR ANTIGUO (AR-S-0005) is not,
// AR-S-01477 has a modality in maintenance, MX-R-00001 is Telcel, AR-G-0001 is Netflix.
const sameOrigin = (logo: string | null) => logo === null || logo.startsWith("/api/logos/");

let user: ApiClient;
beforeAll(async () => {
  user = await signedUpUser("catalog");
});

describe("catalogue routes", () => {
  it("answer 401 without a session", async () => {
    const anonymous = new ApiClient();
    for (const path of [
      "/api/companies/services",
      "/api/companies/services/AR-S-0003",
      "/api/companies/tags",
      "/api/companies/recharges",
      "/api/companies/recharges/MX-R-00001",
      "/api/companies/gift-cards",
      "/api/companies/gift-cards/AR-G-0001",
    ]) {
      const response = await anonymous.get(path);
      expect(response.status, path).toBe(401);
      expect(response.body.error.code).toBe("UNAUTHENTICATED");
    }
  });
});

describe("GET /api/companies/services", () => {
  it("pages through active bill companies with nextPage", async () => {
    const first = await user.get("/api/companies/services?limit=5");
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ page: 1, nextPage: 2 });
    expect(first.body.companies).toHaveLength(5);
    const second = await user.get("/api/companies/services?page=2&limit=5");
    expect(second.body).toMatchObject({ page: 2, nextPage: 3 });
    const firstCodes = first.body.companies.map((c: { companyCode: string }) => c.companyCode);
    for (const c of second.body.companies) expect(firstCodes).not.toContain(c.companyCode);

    const last = await user.get("/api/companies/services?page=2&limit=100");
    expect(last.body.nextPage).toBeNull();
    for (const c of [...first.body.companies, ...last.body.companies]) expect(sameOrigin(c.companyLogo)).toBe(true);
  });

  it("searches names ignoring case and accents, and hides inactive companies", async () => {
    const response = await user.get("/api/companies/services?search=EdEnOr");
    expect(response.status).toBe(200);
    const names = response.body.companies.map((c: { companyName: string }) => c.companyName);
    expect(names).toContain("EDENOR");
    expect(names).not.toContain("EDENOR ANTIGUO");
    expect(response.body.companies[0]).toEqual({
      companyCode: "AR-S-0003",
      companyName: "EDENOR",
      companyType: "SERVICE",
      companyLogo: "/api/logos/AR-S-0003",
      tags: ["SERVICIO DE LUZ"],
      // The provider's tags as the user's categories (lib/catalog/present.ts), translated by the pages.
      categories: [{ category: "electricity", label: "Servicio de luz" }],
    });
  });

  it("refuses a search shorter than 3 characters, naming the field", async () => {
    const response = await user.get("/api/companies/services?search=ed");
    expect(response.status).toBe(400);
    expect(response.body.error).toMatchObject({ code: "INVALID_INPUT", details: { search: [expect.stringContaining("3")] } });
  });

  it("refuses a page that is not a whole number", async () => {
    const response = await user.get("/api/companies/services?page=abc");
    expect(response.status).toBe(400);
    expect(response.body.error.details).toHaveProperty("page");
  });

  it("filters by category", async () => {
    const response = await user.get(`/api/companies/services?tag=${encodeURIComponent("SERVICIO DE GAS")}&limit=100`);
    expect(response.status).toBe(200);
    expect(response.body.companies.length).toBeGreaterThan(3);
    for (const c of response.body.companies) expect(c.tags).toContain("SERVICIO DE GAS");
  });

  it("reads the provider once for identical requests, even concurrent ones", async () => {
    await user.get("/api/notifications"); // never cached: refreshes the provider token first
    const search = `nothing-${randomUUID().slice(0, 8)}`;
    let before = await providerRequests();
    await user.get(`/api/companies/services?search=${search}`);
    await user.get(`/api/companies/services?search=${search}`);
    expect((await providerRequests()) - before).toBeLessThanOrEqual(1);

    const other = `again-${randomUUID().slice(0, 8)}`;
    before = await providerRequests();
    const answers = await Promise.all(Array.from({ length: 5 }, () => user.get(`/api/companies/services?search=${other}`)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect((await providerRequests()) - before).toBeLessThanOrEqual(1);
  });
});

describe("GET /api/companies/services/{code}", () => {
  it("shows a company's available modalities with their fields", async () => {
    const response = await user.get("/api/companies/services/AR-S-0003");
    expect(response.status).toBe(200);
    const { company } = response.body;
    expect(company).toMatchObject({ companyCode: "AR-S-0003", companyName: "EDENOR", companyLogo: "/api/logos/AR-S-0003" });
    expect(company).toHaveProperty("additionalFields");
    expect(company).toHaveProperty("documentTypes");
    const byAccount = company.modalities.find((m: { queryData: { identifierName: string }[] }) =>
      m.queryData.some((f) => f.identifierName === "clientNumber"),
    );
    expect(byAccount).toMatchObject({ isSchedulable: true, queryData: [{ dataType: "NUM", minLength: 10, maxLength: 10 }] });
  });

  it("hides modalities that are not live", async () => {
    const response = await user.get("/api/companies/services/AR-S-01477");
    expect(response.status).toBe(200);
    const ids = response.body.company.modalities.map((m: { modalityId: string }) => m.modalityId);
    expect(ids).toHaveLength(2);
    expect(ids).not.toContain("967e9abb-a2b7-4680-b4d6-649e946dde96");
    for (const m of response.body.company.modalities) expect(m).not.toHaveProperty("status");
  });

  it("answers 404 for an unknown or inactive company, and for a top-up company", async () => {
    for (const code of ["AR-S-9999", "AR-S-0005", "MX-R-00001", "..%2F..%2Fetc"]) {
      const response = await user.get(`/api/companies/services/${code}`);
      expect(response.status, code).toBe(404);
      expect(response.body.error.code).toBe("NOT_FOUND");
    }
  });
});

describe("GET /api/companies/tags", () => {
  it("lists the categories", async () => {
    const response = await user.get("/api/companies/tags");
    expect(response.status).toBe(200);
    expect(response.body.tags).toContainEqual({ id: 167, name: "SERVICIO DE GAS" });
  });

  it("offers bill categories as choices, one per category, without the top-up and gift-card tags", async () => {
    const response = await user.get("/api/companies/tags");
    const categories = response.body.categories as { tag: string; category: string | null }[];
    expect(categories).toContainEqual({ tag: "SERVICIO DE GAS", category: "gas", label: "Servicio de gas" });
    expect(categories.map((c) => c.tag)).not.toContain("musica");
    expect(categories.map((c) => c.tag)).not.toContain("gaming");
    expect(new Set(categories.map((c) => c.category)).size).toBe(categories.length);
  });
});

describe("top-up companies", () => {
  it("lists and searches them, refusing short searches", async () => {
    // The user is Argentine: Mexico's carriers are listed when asked for (an Argentine has 5).
    const all = await user.get("/api/companies/recharges?country=MX");
    expect(all.status).toBe(200);
    expect(all.body.companies.length).toBeGreaterThan(5);
    const found = await user.get("/api/companies/recharges?search=telcel&country=MX");
    expect(found.body.companies.map((c: { companyCode: string }) => c.companyCode)).toEqual(["MX-R-00001"]);
    const short = await user.get("/api/companies/recharges?search=te");
    expect(short.status).toBe(400);
    expect(short.body.error.details).toHaveProperty("search");
  });

  it("shows one with its products and identifier, or 404", async () => {
    const response = await user.get("/api/companies/recharges/MX-R-00001");
    expect(response.status).toBe(200);
    expect(response.body.company).toMatchObject({
      companyCode: "MX-R-00001",
      companyLogo: "/api/logos/MX-R-00001",
      identifier: { identifierName: "phoneNumber", minLength: 10, maxLength: 10 },
    });
    expect(response.body.company.products.length).toBeGreaterThan(0);
    expect((await user.get("/api/companies/recharges/AR-S-0003")).status).toBe(404);
    expect((await user.get("/api/companies/recharges/MX-R-99999")).status).toBe(404);
  });
});

describe("gift-card brands", () => {
  it("lists them and shows one with product images served by the app", async () => {
    const list = await user.get("/api/companies/gift-cards");
    expect(list.status).toBe(200);
    expect(list.body.companies.map((c: { companyCode: string }) => c.companyCode)).toContain("AR-G-0001");
    const one = await user.get("/api/companies/gift-cards/AR-G-0001");
    expect(one.status).toBe(200);
    expect(one.body.company).toMatchObject({ companyName: "Netflix", companyLogo: "/api/logos/AR-G-0001" });
    expect(one.body.company.products[0]).toMatchObject({ productId: "1", image: "/api/logos/AR-G-0001?product=1" });
    expect((await user.get("/api/companies/gift-cards/AR-G-9999")).status).toBe(404);
  });
});

describe("GET /api/logos/{code}", () => {
  it("serves a company's logo from our origin as an image, cacheable", async () => {
    const response = await fetch(new URL("/api/logos/AR-S-0003", user.baseUrl));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^image\//);
    expect(response.headers.get("cache-control")).toContain("max-age=");
    expect(response.headers.get("content-security-policy")).toContain("sandbox");
    expect(await response.text()).toContain("<svg");
  });

  it("serves a product's image", async () => {
    const response = await fetch(new URL("/api/logos/AR-G-0001?product=1", user.baseUrl));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^image\//);
  });

  it("is not an open proxy: only catalogue logos resolve", async () => {
    const sandbox = encodeURIComponent(`${new URL(user.baseUrl).origin}/api/health`);
    for (const path of [
      `/api/logos/${sandbox}`,
      "/api/logos/AR-S-0003?product=..%2F..%2Fapi%2Fhealth",
      "/api/logos/AR-S-9999",
      "/api/logos/AR-S-0005", // inactive: not in the catalogue the app shows
    ]) {
      const response = await fetch(new URL(path, user.baseUrl));
      expect(response.status, path).toBe(404);
      expect(response.headers.get("content-type")).toContain("application/json");
    }
  });
});
