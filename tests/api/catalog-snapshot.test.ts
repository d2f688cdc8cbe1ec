// Company search answers from the catalogue snapshot: no provider call per search, the provider's
// own answers, a snapshot that survives a provider outage, and one instance's refresh reaching
// another on PostgreSQL.
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createProviderClient } from "@/lib/provider";
import type { ServiceCompany } from "@/lib/provider/types";
import { providerRequests, signedUpUser, type ApiClient } from "../support/api-client";
import { clientConfig } from "../support/contract-fixture";
import { freePort } from "../support/free-port";
import type { SandboxProcess } from "../support/sandbox-process";
import { TEST_SECRETS } from "../support/secrets";
import {
  catalogHealth, codesOf, eventually, ownApp, ownDatabase, ownSandbox, routeCount, signedUpOn, snapshotReady, type Started,
} from "./helpers/catalog-apps";
import { routeServers } from "../support/route-servers";

const LIST = "GET /companies/services";

describe("company search on the shared app", () => {
  let user: ApiClient;
  beforeAll(async () => {
    user = await signedUpUser("search");
    await snapshotReady(routeServers().appUrl);
  });

  it("answers many different searches, categories and pages without one provider call", async () => {
    const terms = ["eden", "EDES", "gas", "metro", "banco", "prés", "ción", "agua", "energía", "telecom", "movi", "sol",
      "santander", "arca", "afip", "aysa", "camuzzi", "zzzz", "qwerty", "luz", "tel", "ban", "credit", "ed en"];
    const before = await providerRequests();
    const answers: number[] = [];
    for (const [i, term] of terms.entries()) {
      const country = ["AR", "MX", "CL"][i % 3]!;
      answers.push((await user.get(`/api/companies/services?search=${encodeURIComponent(term)}&country=${country}&limit=5`)).status);
      answers.push((await user.get(`/api/companies/services?search=${encodeURIComponent(term)}&page=2&limit=2`)).status);
    }
    for (const tag of ["SERVICIO DE GAS", "SERVICIO DE LUZ", "INTERNET, TELEFONIA Y TV", "CREDITOS"]) {
      answers.push((await user.get(`/api/companies/services?tag=${encodeURIComponent(tag)}&limit=3`)).status);
      answers.push((await user.get(`/api/companies/services?tag=${encodeURIComponent(tag)}&search=ser&country=MX`)).status);
    }
    for (const term of ["movi", "telcel", "claro", "pers", "bait"]) {
      answers.push((await user.get(`/api/companies/recharges?search=${term}&country=MX`)).status);
      answers.push((await user.get(`/api/companies/recharges?search=${term}`)).status);
    }
    expect(answers.every((status) => status === 200)).toBe(true);
    expect(await providerRequests()).toBe(before);
  });

  it("answers exactly what the provider answers for the same search or category, in its order", async () => {
    const provider = createProviderClient(
      clientConfig(routeServers().sandboxUrl, { apiKey: TEST_SECRETS.providerApiKey, password: TEST_SECRETS.providerPassword }),
    );
    const listed = (c: ServiceCompany) => c.active && c.modalities.some((m) => m.available);
    const cases = [
      ...["eden", "EDENOR", "gas", "energía", "ENERGIA", "banco del", "ción", "aguas", "zzzz", " metro "].map((search) => ({ search })),
      { tag: "SERVICIO DE GAS" }, { tag: "internet, telefonía y tv" }, { tag: "SERVICIO DE LUZ", search: "ed" + "e" },
    ] as { search?: string; tag?: string }[];
    for (const filter of cases) {
      const expected = (await provider.catalog.listServices({ limit: 5000, active: true, searchCompany: filter.search, tag: filter.tag })).companies.filter(listed);
      for (const country of ["AR", "MX", "CL"]) {
        const params = new URLSearchParams({ country, limit: "100" });
        if (filter.search) params.set("search", filter.search);
        if (filter.tag) params.set("tag", filter.tag);
        const answer = await user.get(`/api/companies/services?${params}`);
        expect(answer.status).toBe(200);
        expect(answer.body.nextPage).toBeNull();
        const want = expected.filter((c) => c.companyCode.startsWith(`${country}-`)).map((c) => c.companyCode);
        expect(codesOf(answer.body), `${JSON.stringify(filter)} in ${country}`).toEqual(want);
      }
    }
    for (const search of ["movi", "TELCEL", "claró", "ersona"]) {
      const expected = (await provider.catalog.listTopUpCompanies({ searchCompany: search })).companies;
      for (const country of ["AR", "MX"]) {
        const answer = await user.get(`/api/companies/recharges?search=${encodeURIComponent(search)}&country=${country}`);
        const want = expected.filter((c) => c.companyCode.startsWith(`${country}-`)).map((c) => c.companyCode);
        expect(codesOf(answer.body), `${search} in ${country}`).toEqual(want);
      }
    }
  });
});

describe("a provider outage at refresh", () => {
  let sandbox: SandboxProcess;
  let started: Started;
  let database: Awaited<ReturnType<typeof ownDatabase>>;

  beforeAll(async () => {
    const port = await freePort();
    sandbox = await ownSandbox(port);
    database = await ownDatabase();
    started = await ownApp(port, sandbox, database.url, { CATALOG_REFRESH_MS: "1000" });
    await snapshotReady(started.app.url);
  });

  afterAll(async () => {
    await started?.stop();
    await sandbox?.stop();
    await database?.drop();
  });

  it("keeps the previous snapshot, and takes the provider's new list once it answers again", async () => {
    const user = await signedUpOn(started.app.url);
    const version = (await catalogHealth(started.app.url)).services!.version;
    await sandbox.control("/faults", { errorRate: 1, errorPaths: ["/companies/services", "/companies/recharges"] });
    await sandbox.control("/catalog/rename", { companyCode: "AR-S-0003", companyName: "EDENOR DURANTE EL CORTE" });
    const failedFrom = await routeCount(sandbox, LIST);
    // A refresh fails (its reads answered 500), and the next one is tried.
    await eventually(async () => started.app.output(), (output) => output.includes("catalogue refresh failed"));
    await eventually(() => routeCount(sandbox, LIST), (count) => count >= failedFrom + 2);

    const during = await user.get("/api/companies/services?search=eden");
    expect(during.status).toBe(200);
    expect(during.body.companies.map((c: { companyName: string }) => c.companyName)).toContain("EDENOR");
    expect((await user.get("/api/companies/services?search=corte")).body.companies).toEqual([]);
    expect((await user.get("/api/companies/recharges?search=movi")).status).toBe(200);
    expect((await catalogHealth(started.app.url)).services!.version).toBe(version);
    expect(started.app.output()).toContain("catalogue refresh failed");

    await sandbox.control("/faults", { errorRate: 0, errorPaths: [] });
    const after = await eventually(() => user.get("/api/companies/services?search=corte"), (r) => r.body.companies?.length === 1);
    expect(codesOf(after.body)).toEqual(["AR-S-0003"]);
    // A search answered from the old snapshot is answered from the new one now, not as it was.
    const again = await user.get("/api/companies/services?search=eden");
    expect(again.headers.get("content-type")).toMatch(/^application\/json/);
    expect(again.body.companies.find((c: { companyCode: string }) => c.companyCode === "AR-S-0003")?.companyName).toMatch(/corte/i);
  });
});

describe("a first start with the provider's list down", () => {
  let sandbox: SandboxProcess;
  let started: Started;
  let database: Awaited<ReturnType<typeof ownDatabase>>;

  beforeAll(async () => {
    const port = await freePort();
    sandbox = await ownSandbox(port);
    database = await ownDatabase();
    await sandbox.control("/faults", { errorRate: 1, errorPaths: ["/companies/services"] });
    // The next refresh is a minute away: only the one at start fails.
    started = await ownApp(port, sandbox, database.url, { CATALOG_REFRESH_MS: "3600000" });
    await eventually(async () => started.app.output(), (output) => output.includes("catalogue refresh failed"));
  });

  afterAll(async () => {
    await started?.stop();
    await sandbox?.stop();
    await database?.drop();
  });

  it("asks the provider per search until a snapshot exists, so search still works", async () => {
    expect((await catalogHealth(started.app.url)).services).toBeNull();
    await sandbox.control("/faults", { errorRate: 0, errorPaths: [] });
    const user = await signedUpOn(started.app.url);
    const before = await routeCount(sandbox, LIST);
    const answer = await user.get("/api/companies/services?search=EdEnOr");
    expect(answer.status).toBe(200);
    expect(codesOf(answer.body)[0]).toBe("AR-S-0003");
    expect(await routeCount(sandbox, LIST)).toBe(before + 1);
  });
});

describe.runIf(inject("dbKind") === "postgres")("two instances on one PostgreSQL database", () => {
  let sandboxA: SandboxProcess;
  let sandboxB: SandboxProcess;
  let a: Started;
  let b: Started;
  let database: Awaited<ReturnType<typeof ownDatabase>>;

  beforeAll(async () => {
    const [portA, portB] = [await freePort(), await freePort()];
    [sandboxA, sandboxB] = await Promise.all([ownSandbox(portA), ownSandbox(portB)]);
    database = await ownDatabase();
    // A refreshes every second; B would not for an hour, and has a provider of its own: whatever
    // B learns of A's provider comes through the database.
    a = await ownApp(portA, sandboxA, database.url, { CATALOG_REFRESH_MS: "1000" });
    await snapshotReady(a.app.url);
    b = await ownApp(portB, sandboxB, database.url, { CATALOG_REFRESH_MS: "3600000" });
  });

  afterAll(async () => {
    await a?.stop();
    await b?.stop();
    await sandboxA?.stop();
    await sandboxB?.stop();
    await database?.drop();
  });

  it("answers on B from the snapshot A refreshed, within seconds, without B reading the provider's lists", async () => {
    const onB = await signedUpOn(b.app.url);
    expect(codesOf((await onB.get("/api/companies/services?search=edenor")).body)).toEqual(["AR-S-0003"]);
    await sandboxA.control("/catalog/rename", { companyCode: "AR-S-0003", companyName: "EDENOR RENOVADA" });
    await sandboxA.control("/catalog/rename", { companyCode: "MX-R-00001", companyName: "TELCEL RENOVADA" });

    const seen = await eventually(() => onB.get("/api/companies/services?search=renovada"), (r) => r.body.companies?.length === 1, 10_000);
    expect(seen.body.companies).toEqual([expect.objectContaining({ companyCode: "AR-S-0003", companyName: "EDENOR Renovada" })]); // as presented (present.ts)
    // A's refresh writes each list in its own statement: the carriers may land a moment after the companies.
    const carriers = await eventually(() => onB.get("/api/companies/recharges?search=renovada&country=MX"), (r) => codesOf(r.body).length > 0, 10_000);
    expect(codesOf(carriers.body)).toEqual(["MX-R-00001"]);
    expect(await routeCount(sandboxB, LIST)).toBe(0);
    expect(await routeCount(sandboxB, "GET /companies/recharges")).toBe(0);
  });
});
