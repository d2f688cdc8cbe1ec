// Saved accounts and the provider's automatic debit: removing an account turns the provider's
// automatic debit off with its reminder; the list shows Saldo's autopay as the one automatic-debit
// state and the adhesion's type; a provider flag that disagrees is listed for the operator.
import { describe, expect, it } from "vitest";
import { sandboxControl, signedUpUser, type ApiClient } from "../support/api-client";
import { operator } from "../support/callback-helpers";
import { confirming } from "../support/second-look";
import { EDENOR, testNumber } from "../support/payment-helpers";

type ProviderAdhesion = { agendaId: string; isAdhered: boolean; isAutomaticDebit: boolean };
type Mismatch = { owner: { id: string }; agendaId: string; provider: boolean; saldo: boolean };

const path = (agendaId: string) => `/api/agenda/adhesions/${encodeURIComponent(agendaId)}`;

async function savedAccount(prefix: string): Promise<{ user: ApiClient; userId: string; agendaId: string }> {
  const user = await signedUpUser(prefix);
  const userId = (await user.get("/api/me")).body.user.id as string;
  const saved = await user.post("/api/agenda/adhesions", {
    ...EDENOR, queryData: [{ identifierName: "clientNumber", identifierValue: testNumber(1) }], alias: "Casa",
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(201);
  return { user, userId, agendaId: saved.body.adhesion.agendaId as string };
}

const atProvider = async (userId: string, agendaId: string) =>
  (await sandboxControl<{ adhesions: ProviderAdhesion[] }>(`/agenda/adhesions?externalClientId=${userId}`)).adhesions.find((a) => a.agendaId === agendaId);

const mismatches = async () => {
  const response = await (await operator()).get("/api/operator/adhesions");
  expect(response.status).toBe(200);
  return response.body.mismatches as Mismatch[];
};

describe("adhesions in step with autopay", () => {
  it("turns the provider's automatic debit off with the reminder when an account is removed", async () => {
    const { user, userId, agendaId } = await savedAccount("adh-remove");
    const on = await confirming(user, "PUT", `${path(agendaId)}/autopay`, { enabled: true, cap: 50_000, noticeDays: 3 });
    expect(on.status, JSON.stringify(on.body)).toBe(200);
    expect(await atProvider(userId, agendaId)).toMatchObject({ isAdhered: true, isAutomaticDebit: true });

    expect((await user.request("DELETE", path(agendaId))).status).toBe(204);
    expect(await atProvider(userId, agendaId)).toMatchObject({ isAdhered: false, isAutomaticDebit: false });
  });

  it("shows the adhesion's type and Saldo's autopay only, and lists a provider flag that disagrees for the operator", async () => {
    const { user, userId, agendaId } = await savedAccount("adh-flag");
    await sandboxControl("/agenda/automatic-debit", { agendaId, isAutomaticDebit: true });

    const listed = (await user.get("/api/agenda/adhesions")).body.adhesions as { agendaId: string; type: string; autopay: unknown }[];
    // Saldo's autopay is off (never set up): that is the state the user gets, with the reminder's type.
    expect(listed.find((a) => a.agendaId === agendaId)).toMatchObject({ type: "EXPIRATION", autopay: null });
    expect((await mismatches()).filter((m) => m.agendaId === agendaId)).toEqual([
      expect.objectContaining({ owner: expect.objectContaining({ id: userId }), provider: true, saldo: false }),
    ]);

    // Back in step at the provider: the next look clears it.
    await sandboxControl("/agenda/automatic-debit", { agendaId, isAutomaticDebit: false });
    expect((await user.get("/api/agenda/adhesions")).status).toBe(200);
    expect((await mismatches()).filter((m) => m.agendaId === agendaId)).toEqual([]);
  });
});
