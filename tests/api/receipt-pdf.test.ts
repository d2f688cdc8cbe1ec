// A confirmed payment's receipt: its holder, the saved account's nickname and the bill's period in
// the operation's answer, and the server's PDF, for its owner only, never cached.
import { randomInt } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { ApiClient, signedUpUser } from "../support/api-client";
import { EDENOR, billBody, payBill, waitForOperation, type Debt } from "../support/payment-helpers";

let owner: ApiClient;
let operationId: string;
const clientNumber = `${randomInt(100_000_000, 999_999_999)}1`;

/** The PDF's bytes, with the client's cookies (ApiClient reads bodies as text). */
async function pdf(client: ApiClient, id: string) {
  const response = await fetch(`${client.baseUrl}/api/operations/${id}/receipt.pdf`, {
    headers: { cookie: client.cookieHeader(), "x-forwarded-for": client.address },
  });
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

beforeAll(async () => {
  owner = await signedUpUser("receipt");
  const queryData = [{ identifierName: "clientNumber", identifierValue: clientNumber }];
  const saved = await owner.post("/api/agenda/adhesions", { ...EDENOR, queryData, alias: "Casa de mamá" });
  expect(saved.status, JSON.stringify(saved.body)).toBe(201);
  const debts = await owner.post("/api/bills/debts", { ...EDENOR, queryData });
  expect(debts.status).toBe(200);
  const debt = (debts.body.debts as Debt[]).find((d) => !d.expired)!;
  const paid = await payBill(owner, billBody(debt));
  expect([201, 202]).toContain(paid.status);
  operationId = paid.body.operation.id;
  await waitForOperation(owner, operationId, (op) => op.status === "confirmed");
});

describe("GET /api/operations/{id} for a receipt", () => {
  it("names the holder, the saved account's nickname and the bill's period", async () => {
    const response = await owner.get(`/api/operations/${operationId}`);
    expect(response.status).toBe(200);
    expect(response.body.operation).toMatchObject({ holder: "Ana Pérez", nickname: "Casa de mamá", status: "confirmed" });
    expect(response.body.operation.period).toMatch(/\d{4}-\d{2}/);
  });
});

describe("GET /api/operations/{id}/receipt.pdf", () => {
  it("answers the owner a PDF that is never stored, as a download", async () => {
    const { response, bytes } = await pdf(owner, operationId);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="comprobante-saldo-[0-9a-f-]{36}\.pdf"$/);
    expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  });

  it("refuses a signed-out request with 401", async () => {
    const { response } = await pdf(new ApiClient(), operationId);
    expect(response.status).toBe(401);
    expect(response.headers.get("content-type")).toMatch(/application\/json/);
  });

  it("answers another user, and an id that is not an operation, 404", async () => {
    const intruder = await signedUpUser("receipt-intruder");
    const theirs = await pdf(intruder, operationId);
    expect(theirs.response.status).toBe(404);
    expect((await pdf(owner, "not-an-id")).response.status).toBe(404);
  });
});
