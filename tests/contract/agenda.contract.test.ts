import { describe, expect, it } from "vitest";
import { ZodError } from "zod";
import { type RegisterAdhesionInput } from "@/lib/provider";
import { useSandbox, providerFailure as providerError, rawWithToken } from "../support/contract-fixture";

const EDENOR = "AR-S-0003";
const EDENOR_INPUT = "64efa683-7502-42a8-afcc-d9f8e2b6eab3";
const CLIENT = "agenda-client";

const adhesion = (clientNumber: string, over: Partial<RegisterAdhesionInput> = {}): RegisterAdhesionInput => ({
  companyCode: EDENOR,
  modalityId: EDENOR_INPUT,
  queryData: [{ identifierName: "clientNumber", identifierValue: clientNumber }],
  externalClientId: CLIENT,
  ...over,
});


describe("agenda adhesions", () => {
  const ctx = useSandbox();
  const raw = (method: string, path: string, body?: unknown) =>
    rawWithToken(ctx.sandbox.url, method, `/agenda${path}`, body);


  const requests = async () => (await ctx.sandbox.control<{ requests: number }>("/stats")).requests;

  async function modalities(code: string) {
    const company = await ctx.client.catalog.getCompany(code);
    if (company.kind !== "service") throw new Error(`${code} is not a bill company`);
    return company.modalities;
  }

  it("turns the provider's 404 AGA0003 for a client without adhesions into an empty list", async () => {
    expect(await raw("GET", "/adhesions/nobody")).toMatchObject({ status: 404, body: { code: "AGA0003" } });
    expect((await ctx.client.agenda.list({ externalClientId: "nobody" })).adhesions).toEqual([]);
  });

  it("registers EDENOR's schedulable input modality with its alias", async () => {
    const modality = (await modalities(EDENOR)).find((m) => m.modalityId === EDENOR_INPUT);
    expect(modality).toMatchObject({ isSchedulable: true, modalityType: "input" });
    expect(modality?.queryData.map((f) => f.identifierName)).toEqual(["clientNumber"]);

    const created = await ctx.client.agenda.register(adhesion("1234567891", { alias: "Casa" }));
    expect(created).toMatchObject({
      agendaId: `${CLIENT}#${EDENOR_INPUT}#1234567891`,
      serviceIdentifier: "1234567891",
      modalityId: EDENOR_INPUT,
      companyCode: EDENOR,
      companyName: "EDENOR",
      alias: "Casa",
      isAdhered: true,
      type: "EXPIRATION",
    });
    const { adhesions } = await ctx.client.agenda.list({ externalClientId: CLIENT });
    expect(adhesions.map((a) => [a.agendaId, a.alias])).toEqual([[created.agendaId, "Casa"]]);
  });

  it.each([
    ["1234567891", "EXPIRATION"],
    ["1234567892", "PAY_AGAIN"],
    ["1234567893", "NEW_BILL"],
  ])("gives identifier %s the type %s", async (clientNumber, type) => {
    expect((await ctx.client.agenda.register(adhesion(clientNumber))).type).toBe(type);
  });

  it("registers the same bill twice as one adhesion with the same agendaId", async () => {
    const first = await ctx.client.agenda.register(adhesion("1234567891"));
    const second = await ctx.client.agenda.register(adhesion("1234567891"));
    expect(second.agendaId).toBe(first.agendaId);
    const { adhesions } = await ctx.client.agenda.list({ externalClientId: CLIENT, allAdhesions: true });
    expect(adhesions).toHaveLength(1);
  });

  it("refuses modalities that cannot be scheduled with 400 AGA0007", async () => {
    const [notSchedulable] = await modalities("AR-S-02602");
    const barcode = (await modalities(EDENOR)).find((m) => m.modalityId !== EDENOR_INPUT);
    expect(notSchedulable?.isSchedulable).toBe(false);
    expect(barcode).toMatchObject({ isSchedulable: false, modalityType: "barcode" });
    for (const modality of [notSchedulable, barcode]) {
      const field = modality?.queryData[0];
      const input = adhesion("1", {
        companyCode: modality === barcode ? EDENOR : "AR-S-02602",
        modalityId: modality?.modalityId ?? "",
        queryData: [{ identifierName: field?.identifierName ?? "", identifierValue: "1".repeat(field?.minLength ?? 10) }],
      });
      expect(await providerError(ctx.client.agenda.register(input))).toMatchObject({ status: 400, code: "AGA0007" });
    }
    expect((await ctx.client.agenda.list({ externalClientId: CLIENT, allAdhesions: true })).adhesions).toEqual([]);
  });

  it.each(["123456789", "12345678901", "12345a7891"])("refuses the bad identifier %s with 400", async (value) => {
    const error = await providerError(ctx.client.agenda.register(adhesion(value)));
    expect(error).toMatchObject({ status: 400, code: "SDE04343" });
  });

  it.each(["AR-S-9999", "AR-S-0005"])("refuses the unknown or inactive company %s with 404 XCX04325", async (code) => {
    const error = await providerError(ctx.client.agenda.register(adhesion("1234567891", { companyCode: code })));
    expect(error).toMatchObject({ status: 404, code: "XCX04325" });
  });

  it("rejects missing fields before sending, and the provider answers them with 400 AGXCX0001", async () => {
    const before = await requests();
    await expect(ctx.client.agenda.register(adhesion("1234567891", { queryData: [] }))).rejects.toBeInstanceOf(ZodError);
    await expect(ctx.client.agenda.register(adhesion("1234567891", { externalClientId: "" }))).rejects.toBeInstanceOf(
      ZodError,
    );
    expect(await requests()).toBe(before);
    const { externalClientId: _client, ...noClient } = adhesion("1234567891");
    expect(await raw("POST", "/adhesions/register", noClient)).toMatchObject({ status: 400, body: { code: "AGXCX0001" } });
    const { queryData: _query, ...noQuery } = adhesion("1234567891");
    expect(await raw("POST", "/adhesions/register", noQuery)).toMatchObject({ status: 400, body: { code: "AGXCX0001" } });
  });

  it("changes only the alias when only the alias is sent", async () => {
    const { agendaId } = await ctx.client.agenda.register(adhesion("1234567891", { alias: "Casa" }));
    const updated = await ctx.client.agenda.update({ agendaId, alias: "Oficina" });
    expect(updated).toMatchObject({ agendaId, alias: "Oficina", isAdhered: true, type: "EXPIRATION" });
  });

  it("pauses an adhesion without touching its alias, hides it from the default list and resumes it", async () => {
    const { agendaId } = await ctx.client.agenda.register(adhesion("1234567891", { alias: "Casa" }));
    await ctx.client.agenda.register(adhesion("1234567892"));

    const paused = await ctx.client.agenda.update({ agendaId, isAdhered: false });
    expect(paused).toMatchObject({ agendaId, alias: "Casa", isAdhered: false });
    const active = await ctx.client.agenda.list({ externalClientId: CLIENT });
    expect(active.adhesions.map((a) => a.agendaId)).not.toContain(agendaId);
    expect(active.adhesions).toHaveLength(1);
    const all = await ctx.client.agenda.list({ externalClientId: CLIENT, allAdhesions: true });
    expect(all.adhesions.find((a) => a.agendaId === agendaId)).toMatchObject({ isAdhered: false, alias: "Casa" });

    const resumed = await ctx.client.agenda.update({ agendaId, isAdhered: true });
    expect(resumed).toMatchObject({ agendaId, alias: "Casa", isAdhered: true });
    const again = await ctx.client.agenda.list({ externalClientId: CLIENT });
    expect(again.adhesions.map((a) => a.agendaId)).toContain(agendaId);
  });

  it("turns automatic debit on and off with a PATCH of that field alone (Saldo's autopay)", async () => {
    const { agendaId, isAutomaticDebit } = await ctx.client.agenda.register(adhesion("1234567891", { alias: "Casa" }));
    expect(isAutomaticDebit).toBe(false);
    const on = await ctx.client.agenda.update({ agendaId, isAutomaticDebit: true });
    expect(on).toMatchObject({ agendaId, alias: "Casa", isAdhered: true, isAutomaticDebit: true });
    const listed = await ctx.client.agenda.list({ externalClientId: CLIENT });
    expect(listed.adhesions.find((a) => a.agendaId === agendaId)).toMatchObject({ isAutomaticDebit: true });
    expect(await ctx.client.agenda.update({ agendaId, isAutomaticDebit: false })).toMatchObject({ isAutomaticDebit: false, alias: "Casa" });
    expect(await raw("PATCH", "/adhesions", { agendaId, isAutomaticDebit: "yes" })).toMatchObject({ status: 400, body: { code: "AGXCX0003" } });
  });

  it("never sends a PATCH without fields; the provider would answer 400 AGXCX0003", async () => {
    const { agendaId } = await ctx.client.agenda.register(adhesion("1234567891"));
    const before = await requests();
    await expect(ctx.client.agenda.update({ agendaId })).rejects.toBeInstanceOf(ZodError);
    expect(await requests()).toBe(before);
    expect(await raw("PATCH", "/adhesions", { agendaId })).toMatchObject({ status: 400, body: { code: "AGXCX0003" } });
  });

  it("refuses an unknown agendaId with 404 AGM0003", async () => {
    const error = await providerError(ctx.client.agenda.update({ agendaId: `${CLIENT}#nope#1`, alias: "x" }));
    expect(error).toMatchObject({ status: 404, code: "AGM0003", outcomeUnknown: false });
  });
});
