// A company's additional fields and document types through the BFF: the debt query takes and
// checks them, a saved account keeps the account's ones, and its "Pagar" link carries them with
// the bill's own from the provider's notice (docs/catalog.md, additional fields).
import { beforeAll, describe, expect, it } from "vitest";
import { sandboxControl, signedUpUser, type ApiClient } from "../support/api-client";

const ARBA = "AR-S-0041";
const OSDE = "AR-S-0100";
const SWISS = "AR-S-0101";
type Modality = { modalityId: string; queryData: { identifierName: string }[] };

let user: ApiClient;
const modalities = new Map<string, Modality[]>();
const modalityOf = (code: string, index = 0) => modalities.get(code)![index]!.modalityId;
const item = (identifierName: string, identifierValue: string) => ({ identifierName, identifierValue });
const debts = (companyCode: string, queryData: ReturnType<typeof item>[], index = 0) =>
  user.post("/api/bills/debts", { companyCode, modalityId: modalityOf(companyCode, index), queryData });
const issueDates = async (partida: string) =>
  (await sandboxControl<{ bills: { issueDate: string }[] }>(`/bills/${ARBA}/${partida}`)).bills.map((b) => b.issueDate);

beforeAll(async () => {
  user = await signedUpUser("fields");
  for (const code of [ARBA, OSDE, SWISS]) modalities.set(code, (await user.get(`/api/companies/services/${code}`)).body.company.modalities);
});

describe("POST /api/bills/debts with a company's additional fields", () => {
  it("queries ARBA with its issue date and answers that bill", async () => {
    const [, current] = await issueDates("223456783");
    const response = await debts(ARBA, [item("parcelNumber", "223456783"), item("issueDate", current!)]);
    expect(response.status).toBe(200);
    expect(response.body.debts).toHaveLength(1);
  });

  it("refuses a query without the issue date, naming the field, before the provider", async () => {
    const response = await debts(ARBA, [item("parcelNumber", "223456781")]);
    expect(response.status).toBe(400);
    expect(response.body.error.details).toEqual({ "queryData.issueDate": ["Fecha de emisión is required."] });
  });

  it("takes the document type a company accepts for a document number without its own, and refuses another", async () => {
    const holder = item("documentNumber", "30111221");
    const ok = await debts(SWISS, [item("documentType", "CUIT"), holder], 1);
    expect(ok.status).toBe(200);
    const refused = await debts(SWISS, [item("documentType", "CUIL"), holder], 1);
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.error.details)).toEqual(["queryData.documentType"]);
    const osde = await debts(OSDE, [item("memberNumber", "12345671"), item("documentType", "PAS"), holder]);
    expect(osde.status).toBe(200);
  });
});

describe("a saved account with additional fields", () => {
  it("keeps the account's fields, and its Pagar link carries them and the next bill's date from its notice", async () => {
    const saved = await user.post("/api/agenda/adhesions", { companyCode: OSDE, modalityId: modalityOf(OSDE), queryData: [item("memberNumber", "22345671"), item("documentType", "DNI"), item("documentNumber", "30111221")] });
    expect(saved.status).toBe(201);
    const arba = await user.post("/api/agenda/adhesions", { companyCode: ARBA, modalityId: modalityOf(ARBA), queryData: [item("parcelNumber", "323456781")] });
    expect(arba.status).toBe(201);

    const before = (await user.get("/api/agenda/adhesions?all=true&notifications=true")).body.adhesions;
    const linkOf = (list: { companyCode: string; payHref: string }[], code: string) => new URL(list.find((a) => a.companyCode === code)!.payHref, "http://x");
    const osdeLink = linkOf(before, OSDE);
    expect(Object.fromEntries(osdeLink.searchParams)).toMatchObject({ memberNumber: "22345671", documentType: "DNI", documentNumber: "30111221", autoquery: "1" });
    // Without a notice nobody knows the next bill's issue date: the form asks for it, it is not run.
    expect(linkOf(before, ARBA).searchParams.get("autoquery")).toBeNull();

    const me = (await user.get("/api/me")).body.user;
    await sandboxControl("/agenda/notify", { externalClientId: me.id });
    const [issued] = await issueDates("323456781");
    const after = (await user.get("/api/agenda/adhesions?all=true&notifications=true")).body.adhesions;
    expect(Object.fromEntries(linkOf(after, ARBA).searchParams)).toMatchObject({ parcelNumber: "323456781", issueDate: issued, autoquery: "1" });
  });
});
