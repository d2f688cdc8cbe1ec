// A company's additional fields and document types (docs/provider/notes.md §2.1): declared in its
// detail, required in every debt query (a bill's own ones not for an adhesion), and a notice of a
// new bill that carries the bill's own.
import { describe, expect, it } from "vitest";
import type { ProviderClient } from "@/lib/provider";
import { expectProviderError, newId } from "../support/contract-bill-helpers";
import { useSandbox } from "../support/contract-fixture";

const ARBA = "AR-S-0041";
const AGIP = "AR-S-0042";
const OSDE = "AR-S-0100";
const SWISS = "AR-S-0101";
type Item = { identifierName: string; identifierValue: string };
type PaperBill = { issueDate: string; expired: boolean };

async function serviceOf(client: ProviderClient, code: string) {
  const company = await client.catalog.getCompany(code);
  if (company.kind !== "service") throw new Error(`${code} is not a bill company`);
  return company;
}

describe("additional fields and document types", () => {
  const ctx = useSandbox();
  const query = async (code: string, queryData: Item[], modality = 0) =>
    ctx.client.bills.queryDebts({
      companyCode: code,
      modalityId: (await serviceOf(ctx.client, code)).modalities[modality]!.modalityId,
      queryData,
      externalRequestId: newId("req"),
      externalClientId: "user-1",
    });
  const billsOf = (code: string, identifier: string) =>
    ctx.sandbox.control<{ bills: PaperBill[] }>(`/bills/${code}/${identifier}`).then((r) => r.bills);

  it("declares a bill's date at ARBA and AGIP and an account's number at OSDE", async () => {
    const fields = async (code: string) => (await serviceOf(ctx.client, code)).additionalFields.map((f) => [f.identifierName, f.dataType]);
    expect(await fields(ARBA)).toEqual([["issueDate", "FEC"]]);
    expect(await fields(AGIP)).toEqual([["billDate", "FEC"]]);
    expect(await fields(OSDE)).toEqual([["documentNumber", "NUM"]]);
  });

  it("refuses a query without a declared additional field with 400 SDE04022 naming it", async () => {
    const error = await expectProviderError(query(ARBA, [{ identifierName: "parcelNumber", identifierValue: "123456781" }]), 400, "SDE04022");
    expect(error.message).toMatch(/issueDate/);
    await expectProviderError(query(AGIP, [{ identifierName: "parcelNumber", identifierValue: "1234561" }]), 400, "SDE04022");
    await expectProviderError(query(OSDE, [{ identifierName: "memberNumber", identifierValue: "12345671" }]), 400, "SDE04022");
  });

  it("answers the bill of the issue date given, and no other", async () => {
    const partida = "123456783";
    const [expired, current, next] = await billsOf(ARBA, partida);
    expect(new Set([expired?.issueDate, current?.issueDate, next?.issueDate]).size).toBe(3);
    const parcel = { identifierName: "parcelNumber", identifierValue: partida };
    const found = await query(ARBA, [parcel, { identifierName: "issueDate", identifierValue: current!.issueDate }]);
    expect(found.debts).toHaveLength(1);
    expect(found.debts[0]?.surcharges.length).toBeGreaterThan(0);
    await expectProviderError(query(ARBA, [parcel, { identifierName: "issueDate", identifierValue: "2001-01-01" }]), 404, "SDE04342");
  });

  it("gives each company its own accepted documents", async () => {
    const codes = async (code: string) => (await serviceOf(ctx.client, code)).documentTypes.map((d) => d.code);
    expect(await codes(OSDE)).toEqual(["DNI", "PAS"]);
    expect(await codes(SWISS)).toEqual(["DNI", "CUIT", "PAS"]);
    expect(await codes("AR-S-0092")).toEqual(["DNI", "CUIL"]);
  });

  it("asks the type of a document number that has none of its own, among the company's documents", async () => {
    const holder = { identifierName: "documentNumber", identifierValue: "30111221" };
    await expectProviderError(query(SWISS, [holder], 1), 400, "SDE04022");
    await expectProviderError(query(SWISS, [holder, { identifierName: "documentType", identifierValue: "CUIL" }], 1), 400, "SDE04343");
    const found = await query(SWISS, [holder, { identifierName: "documentType", identifierValue: "CUIT" }], 1);
    expect(found.debts).toHaveLength(1);
    const member = { identifierName: "memberNumber", identifierValue: "12345671" };
    const osde = await query(OSDE, [member, { identifierName: "documentNumber", identifierValue: "30111221" }, { identifierName: "documentType", identifierValue: "PAS" }]);
    expect(osde.debts).toHaveLength(1);
  });

  it("registers an adhesion with the account's fields alone, and its new bill's notice carries the bill's own", async () => {
    const arba = await serviceOf(ctx.client, ARBA);
    const adhesion = await ctx.client.agenda.register({
      companyCode: ARBA,
      modalityId: arba.modalities[0]!.modalityId,
      queryData: [{ identifierName: "parcelNumber", identifierValue: "123456781" }],
      externalClientId: "user-7",
    });
    expect(adhesion.serviceIdentifier).toBe("123456781");
    const osde = await serviceOf(ctx.client, OSDE);
    const refused = ctx.client.agenda.register({
      companyCode: OSDE,
      modalityId: osde.modalities[0]!.modalityId,
      queryData: [{ identifierName: "memberNumber", identifierValue: "12345671" }],
      externalClientId: "user-7",
    });
    await expectProviderError(refused, 400, "AGXCX0001");

    await ctx.sandbox.control("/agenda/notify", { externalClientId: "user-7" });
    const { notifications } = await ctx.client.agenda.notifications("user-7");
    const [bill] = await billsOf(ARBA, "123456781");
    expect(notifications[0]?.queryData).toEqual([{ identifierName: "issueDate", identifierValue: bill!.issueDate }]);
  });
});
