// "Mis cuentas": a paid bill's account is not saved by itself; it is saved from its operation when
// the user asks (POST /api/operations/{id}/account), named in history, and deleted (DELETE).
import { beforeAll, describe, expect, it } from "vitest";
import { ApiClient, signedUpUser } from "../support/api-client";
import { billBody, payBill, queryDebt, waitForOperation, type Operation } from "../support/payment-helpers";

let owner: ApiClient;
let stranger: ApiClient;
let paid: Operation;
let number: string;

const accountPath = (id: string) => `/api/operations/${id}/account`;

beforeAll(async () => {
  owner = await signedUpUser("accounts-owner");
  stranger = await signedUpUser("accounts-stranger");
  const debt = await queryDebt(owner, 1);
  const answer = await payBill(owner, billBody(debt));
  expect([201, 202]).toContain(answer.status);
  paid = await waitForOperation(owner, (answer.body.operation as Operation).id, (op) => op.status === "confirmed");
  number = (paid as unknown as { identifiers: { identifierValue: string }[] }).identifiers[0]!.identifierValue;
});

describe("saving a paid bill's account", () => {
  it("a confirmed payment adds nothing to the user's accounts by itself", async () => {
    expect((await owner.get("/api/agenda/adhesions?all=true")).body.adhesions).toEqual([]);
    const offer = await owner.get(accountPath(paid.id));
    expect(offer.status).toBe(200);
    expect(offer.body).toEqual({ saved: null, canSave: true });
  });

  it("answer 401 without a session and 404 for another user's operation", async () => {
    expect((await new ApiClient().post(accountPath(paid.id), { alias: "x" })).status).toBe(401);
    expect((await stranger.post(accountPath(paid.id), { alias: "x" })).status).toBe(404);
    expect((await stranger.get(accountPath(paid.id))).status).toBe(404);
  });

  it("refuse a nickname that is too long", async () => {
    const response = await owner.post(accountPath(paid.id), { alias: "x".repeat(61) });
    expect(response.status).toBe(400);
    expect(response.body.error.details).toHaveProperty("alias");
  });

  it("save it with a nickname, then name it in history", async () => {
    const response = await owner.post(accountPath(paid.id), { alias: "Casa" });
    expect(response.status).toBe(201);
    expect(response.body.adhesion).toMatchObject({ companyCode: "AR-S-0003", alias: "Casa", isAdhered: true, serviceIdentifier: number });

    const list = (await owner.get("/api/agenda/adhesions")).body.adhesions;
    expect(list).toEqual([expect.objectContaining({ alias: "Casa", serviceIdentifier: number })]);
    expect(list[0].payHref).toMatch(new RegExp(`^/pay/AR-S-0003\\?modality=.+&clientNumber=${number}&autoquery=1$`));
    expect((await owner.get(accountPath(paid.id))).body).toMatchObject({ saved: { nickname: "Casa" }, canSave: false });

    const history = await owner.get("/api/operations");
    expect(history.body.operations[0]).toMatchObject({ id: paid.id, nickname: "Casa" });
  });

  it("filter history by the user's states: in progress covers every state not final", async () => {
    expect((await owner.get("/api/operations?status=in-progress")).body.operations).toEqual([]);
    expect((await owner.get("/api/operations?status=confirmed")).body.operations.map((o: Operation) => o.id)).toEqual([paid.id]);
  });
});

describe("DELETE /api/agenda/adhesions/{agendaId}", () => {
  it("answer 404 for another user's account, and remove the user's own", async () => {
    const [account] = (await owner.get("/api/agenda/adhesions")).body.adhesions as { agendaId: string }[];
    const path = `/api/agenda/adhesions/${encodeURIComponent(account!.agendaId)}`;
    expect((await new ApiClient().request("DELETE", path)).status).toBe(401);
    expect((await stranger.request("DELETE", path)).status).toBe(404);

    const removed = await owner.request("DELETE", path);
    expect(removed.status).toBe(204);
    expect((await owner.get("/api/agenda/adhesions?all=true")).body.adhesions).toEqual([]);
    expect((await owner.request("DELETE", path)).status).toBe(404);
    expect((await owner.get("/api/operations")).body.operations[0].nickname).toBeNull();
    expect((await owner.get(accountPath(paid.id))).body).toEqual({ saved: null, canSave: true });
  });
});
