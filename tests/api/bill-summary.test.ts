// What is paid, before paying: a debt's fees and its holder as the debt query answers them (the
// address masked), and the same on the payment's receipt, its JSON and its PDF. EDESUR is the
// sandbox's biller that charges a commission (sandbox/README.md, test values).
import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { signedUpUser, type ApiClient } from "../support/api-client";
import { billBody, payBill, testNumber, waitForOperation, type Debt } from "../support/payment-helpers";

const EDESUR = "AR-S-0035";
const COMMISSION = 350;

type Fee = { name: string; amount: number };
type Answer = { customer: { name: string | null; address: string | null }; debts: (Debt & { fees: Fee[] })[] };

let owner: ApiClient;
let answer: Answer;

/** The PDF read back as text, spaces of any kind made plain. */
async function pdfText(client: ApiClient, id: string): Promise<string> {
  const response = await fetch(`${client.baseUrl}/api/operations/${id}/receipt.pdf`, {
    headers: { cookie: client.cookieHeader(), "x-forwarded-for": client.address },
  });
  expect(response.status).toBe(200);
  const file = join(mkdtempSync(join(tmpdir(), "receipt-")), "receipt.pdf");
  writeFileSync(file, Buffer.from(await response.arrayBuffer()));
  return execFileSync("pdftotext", ["-layout", "-enc", "UTF-8", file, "-"], { encoding: "utf8" }).replace(/[\s\u00a0\u202f]+/g, " ");
}

beforeAll(async () => {
  owner = await signedUpUser("bill-summary");
  const { body } = await owner.get(`/api/companies/services/${EDESUR}`);
  const modality = (body.company.modalities as { modalityId: string; queryData: { identifierName: string }[] }[])
    .find((m) => m.queryData.some((f) => f.identifierName === "clientNumber"))!;
  const queried = await owner.post("/api/bills/debts", {
    companyCode: EDESUR,
    modalityId: modality.modalityId,
    queryData: [{ identifierName: "clientNumber", identifierValue: testNumber(1) }],
  });
  expect(queried.status, JSON.stringify(queried.body)).toBe(200);
  answer = { customer: queried.body.query.customer, debts: queried.body.debts };
});

describe("POST /api/bills/debts", () => {
  it("lists each debt's fees from its details", () => {
    expect(answer.debts[0]!.fees).toEqual([{ name: "commission", amount: COMMISSION }]);
  });

  it("names the holder and masks the address: enough to recognise, not the house number", () => {
    expect(answer.customer.name).toMatch(/^\p{L}+ \p{L}+$/u);
    expect(answer.customer.address).toContain("•");
    expect(answer.customer.address).not.toMatch(/\d{2}/);
  });
});

describe("a paid bill's receipt", () => {
  let id: string;
  let amount: number;

  beforeAll(async () => {
    const debt = answer.debts[0]!;
    amount = debt.amount ?? debt.minAmount;
    const paid = await payBill(owner, billBody(debt));
    expect([201, 202]).toContain(paid.status);
    id = paid.body.operation.id;
    await waitForOperation(owner, id, (op) => op.status === "confirmed");
  });

  it("keeps the holder, the masked address and the fees with the operation; the provider is paid the bill's amount", async () => {
    const { body } = await owner.get(`/api/operations/${id}`);
    expect(body.operation.amount).toBe(amount);
    expect(body.operation.billSummary).toEqual({
      holderName: answer.customer.name,
      holderAddress: answer.customer.address,
      fees: [{ name: "commission", amount: COMMISSION }],
    });
  });

  it("prints the fee, the total with it, the holder and the masked address on the PDF", async () => {
    const text = await pdfText(owner, id);
    const money = (n: number) => new Intl.NumberFormat("es-AR", { style: "currency", currency: "ARS" }).format(n).replace(/[\s\u00a0\u202f]+/g, " ");
    expect(text).toContain(`Comisión ${money(COMMISSION)}`);
    expect(text).toContain(`Total ${money(amount + COMMISSION)}`);
    expect(text).toContain(`Titular de la cuenta ${answer.customer.name}`);
    expect(text).toContain(`Domicilio ${answer.customer.address}`);
  });
});
