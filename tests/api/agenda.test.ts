import { beforeAll, describe, expect, it } from "vitest";
import { ApiClient, sandboxControl, signedUpUser, providerRequests } from "../support/api-client";

// EDENOR (AR-S-0003): "Número de cliente" is schedulable, "Código de barras" is not.
const COMPANY = "AR-S-0003";

type Modality = { modalityId: string; isSchedulable: boolean; queryData: { identifierName: string }[] };
type Adhesion = { agendaId: string; alias: string | null; isAdhered: boolean; notifications: unknown[] };

let owner: ApiClient;
let ownerId: string;
let stranger: ApiClient;
let byAccount: Modality;
let byBarcode: Modality;
let agendaId: string;

const idsOf = (list: Adhesion[]) => list.map((a) => a.agendaId);
const path = (id: string) => `/api/agenda/adhesions/${encodeURIComponent(id)}`;

beforeAll(async () => {
  owner = await signedUpUser("agenda-owner");
  stranger = await signedUpUser("agenda-stranger");
  ownerId = (await owner.get("/api/me")).body.user.id;
  const { body } = await owner.get(`/api/companies/services/${COMPANY}`);
  const modalities = body.company.modalities as Modality[];
  byAccount = modalities.find((m) => m.isSchedulable)!;
  byBarcode = modalities.find((m) => !m.isSchedulable)!;
});

describe("agenda routes", () => {
  it("answer 401 without a session", async () => {
    const anonymous = new ApiClient();
    expect((await anonymous.get("/api/agenda/adhesions")).status).toBe(401);
    expect((await anonymous.post("/api/agenda/adhesions", {})).status).toBe(401);
    expect((await anonymous.patch(path(`${ownerId}#x#1`), { alias: "x" })).status).toBe(401);
    expect((await anonymous.get("/api/notifications")).status).toBe(401);
  });

  it("list nothing for a new user", async () => {
    const response = await owner.get("/api/agenda/adhesions");
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ adhesions: [] });
  });

  it("add a reminder for the signed-in user, whatever the body claims", async () => {
    const response = await owner.post("/api/agenda/adhesions", {
      companyCode: COMPANY,
      modalityId: byAccount.modalityId,
      queryData: [{ identifierName: "clientNumber", identifierValue: "1234567891" }],
      alias: "Casa",
      externalClientId: "someone-else",
    });
    expect(response.status).toBe(201);
    expect(response.body.adhesion).toMatchObject({
      companyCode: COMPANY,
      alias: "Casa",
      isAdhered: true,
      companyLogo: "/api/logos/AR-S-0003",
    });
    agendaId = response.body.adhesion.agendaId;
    expect(agendaId.startsWith(`${ownerId}#`)).toBe(true);
    expect(idsOf((await owner.get("/api/agenda/adhesions")).body.adhesions)).toEqual([agendaId]);
  });

  it("refuse a modality that cannot be scheduled, without calling the provider", async () => {
    const before = await providerRequests();
    const response = await owner.post("/api/agenda/adhesions", {
      companyCode: COMPANY,
      modalityId: byBarcode.modalityId,
      queryData: [{ identifierName: "barcode", identifierValue: "1".repeat(30) }],
    });
    expect(response.status).toBe(400);
    expect(response.body.error.message).toMatch(/reminders/i);
    expect(response.body.error.details).toHaveProperty("modalityId");
    expect((await providerRequests()) - before).toBe(0);
  });

  it("refuse bad identifiers per field", async () => {
    const response = await owner.post("/api/agenda/adhesions", {
      companyCode: COMPANY,
      modalityId: byAccount.modalityId,
      queryData: [{ identifierName: "clientNumber", identifierValue: "12" }],
    });
    expect(response.status).toBe(400);
    expect(response.body.error.details).toHaveProperty(["queryData.clientNumber"]);
  });

  it("rename, pause (hidden unless all=true) and resume a reminder", async () => {
    const renamed = await owner.patch(path(agendaId), { alias: "Depto" });
    expect(renamed.status).toBe(200);
    expect(renamed.body.adhesion).toMatchObject({ agendaId, alias: "Depto", isAdhered: true });

    const paused = await owner.patch(path(agendaId), { isAdhered: false });
    expect(paused.body.adhesion).toMatchObject({ alias: "Depto", isAdhered: false });
    expect((await owner.get("/api/agenda/adhesions")).body.adhesions).toEqual([]);
    const all = await owner.get("/api/agenda/adhesions?all=true");
    expect(all.body.adhesions).toEqual([expect.objectContaining({ agendaId, isAdhered: false })]);

    const resumed = await owner.patch(path(agendaId), { isAdhered: true });
    expect(resumed.body.adhesion.isAdhered).toBe(true);
    expect(idsOf((await owner.get("/api/agenda/adhesions")).body.adhesions)).toEqual([agendaId]);
  });

  it("refuse a change with nothing to change, and a bad flag", async () => {
    const empty = await owner.patch(path(agendaId), {});
    expect(empty.status).toBe(400);
    const badFlag = await owner.get("/api/agenda/adhesions?all=maybe");
    expect(badFlag.status).toBe(400);
    expect(badFlag.body.error.details).toHaveProperty("all");
  });

  it("answer 404 for another user's reminder without touching it", async () => {
    const before = await providerRequests();
    const response = await stranger.patch(path(agendaId), { alias: "Mine now", isAdhered: false });
    expect(response.status).toBe(404);
    expect(response.body.error.code).toBe("NOT_FOUND");
    expect((await providerRequests()) - before).toBe(0);
    expect((await owner.get("/api/agenda/adhesions")).body.adhesions).toEqual([
      expect.objectContaining({ agendaId, alias: "Depto", isAdhered: true }),
    ]);
    expect((await stranger.get("/api/agenda/adhesions?all=true")).body.adhesions).toEqual([]);
  });

  it("answer 404 for an unknown reminder of the user", async () => {
    const response = await owner.patch(path(`${ownerId}#${byAccount.modalityId}#9999999999`), { alias: "x" });
    expect(response.status).toBe(404);
  });
});

describe("notifications", () => {
  it("lists the user's notifications once the provider makes them, and only theirs", async () => {
    expect((await owner.get("/api/notifications")).body).toEqual({ notifications: [] });
    await sandboxControl("/agenda/notify", { externalClientId: ownerId });

    const response = await owner.get("/api/notifications");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.body.notifications).toEqual([
      expect.objectContaining({ agendaId, companyCode: COMPANY, type: "EXPIRATION", companyLogo: "/api/logos/AR-S-0003" }),
    ]);
    expect((await stranger.get("/api/notifications")).body.notifications).toEqual([]);

    const withNotifications = await owner.get("/api/agenda/adhesions?notifications=true");
    expect(withNotifications.body.adhesions[0].notifications).toHaveLength(1);
  });
});
