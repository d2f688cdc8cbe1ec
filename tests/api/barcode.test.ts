import { beforeAll, describe, expect, it } from "vitest";
import { ApiClient, signedUpUser } from "../support/api-client";
import { withCheckDigit } from "@/lib/rules/bill-barcode";
import { SANDBOX_BARCODE_PREFIXES } from "@/lib/rules/sandbox-prefixes";

// POST /api/bills/barcode finds a bill's company from its barcode: the learned prefix table first,
// then (against the sandbox, as here) the sandbox catalogue's prefixes.

type Modality = { modalityId: string; modalityType: string; queryData: { identifierName: string; dataType: string }[] };

/** A valid bill code of `length` digits starting with `prefix` whose last digit is `last`. */
function billCode(prefix: string, length: number, last = 1): string {
  for (let n = 0; n < 10_000; n++) {
    const body = `${prefix}${String(n).padStart(length - prefix.length - 1, "0")}`;
    const code = withCheckDigit(body);
    if (code.endsWith(String(last))) return code;
  }
  throw new Error("no code");
}

let user: ApiClient;
const barcodeModality = async (company: string): Promise<Modality> => {
  const { body } = await user.get(`/api/companies/services/${company}`);
  return body.company.modalities.find((m: Modality) => m.queryData.length === 1 && m.queryData[0]?.dataType === "CBA");
};
const lookUp = (code: string) => user.post("/api/bills/barcode", { code });

beforeAll(async () => {
  user = await signedUpUser("barcode");
});

describe("POST /api/bills/barcode", () => {
  it("answers 401 without a session", async () => {
    const response = await new ApiClient().post("/api/bills/barcode", { code: billCode("1047", 30) });
    expect(response.status).toBe(401);
  });

  it("refuses a code whose check digit does not match, and one that is no bill barcode", async () => {
    const good = billCode("1047", 30);
    const misread = `${good.slice(0, -1)}${(Number(good.at(-1)) + 3) % 10}`;
    const response = await lookUp(misread);
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe("INVALID_INPUT");
    expect(response.body.error.details.code[0]).toMatch(/check digit/);
    for (const code of ["10470000A", "1047", "", 42]) {
      const refused = await user.post("/api/bills/barcode", { code });
      expect(refused.status, String(code)).toBe(400);
    }
  });

  it("opens a sandbox company's barcode modality from its seeded prefix, and its debts are listed", async () => {
    const code = billCode("1047", 30);
    const response = await lookUp(code);
    expect(response.status).toBe(200);
    const modality = await barcodeModality("AR-S-0047");
    expect(response.body).toMatchObject({
      company: { companyCode: "AR-S-0047", companyName: expect.stringMatching(/telecentro/i) },
      modality: { modalityId: modality.modalityId },
    });
    const href = new URL(response.body.href, "http://x");
    expect(href.pathname).toBe("/pay/AR-S-0047");
    expect(Object.fromEntries(href.searchParams)).toEqual({ modality: modality.modalityId, barcode: code, step: "debts" });
    const debts = await user.post("/api/bills/debts", {
      companyCode: "AR-S-0047",
      modalityId: modality.modalityId,
      queryData: [{ identifierName: "barcode", identifierValue: code }],
    });
    expect(debts.status).toBe(200);
    expect(debts.body.debts.length).toBeGreaterThan(0);
  });

  it("answers 404 UNKNOWN_BARCODE for a prefix nobody taught it", async () => {
    const response = await lookUp(billCode("9990", 30));
    expect(response.status).toBe(404);
    expect(response.body.error.code).toBe("UNKNOWN_BARCODE");
  });

  it("learns a prefix from a debt query a barcode modality answered, the latest one winning", async () => {
    const prefix = String(9000 + Math.floor(Math.random() * 900));
    expect((await lookUp(billCode(prefix, 30, 2))).status).toBe(404);
    const ask = async (company: string, code: string) => {
      const modality = await barcodeModality(company);
      const response = await user.post("/api/bills/debts", {
        companyCode: company,
        modalityId: modality.modalityId,
        queryData: [{ identifierName: "barcode", identifierValue: code }],
      });
      expect(response.status).toBe(200);
      return modality;
    };
    const test = await ask("AR-S-02601", billCode(prefix, 30, 1));
    let found = await lookUp(billCode(prefix, 30, 2));
    expect(found.status).toBe(200);
    expect(found.body.company.companyCode).toBe("AR-S-02601");
    expect(found.body.modality.modalityId).toBe(test.modalityId);

    await ask("AR-S-0003", billCode(prefix, 32, 3));
    found = await lookUp(billCode(prefix, 30, 2));
    expect(found.body.company.companyCode).toBe("AR-S-0003");
  });

  it("does not learn from a code without the check digit, or from a failed query", async () => {
    const prefix = String(8000 + Math.floor(Math.random() * 900));
    const modality = await barcodeModality("AR-S-02601");
    const good = billCode(prefix, 30, 1);
    const noCheckDigit = `${good.slice(0, -2)}${(Number(good.at(-2)) + 2) % 10}1`;
    const ok = await user.post("/api/bills/debts", {
      companyCode: "AR-S-02601",
      modalityId: modality.modalityId,
      queryData: [{ identifierName: "barcode", identifierValue: noCheckDigit }],
    });
    expect(ok.status).toBe(200);
    const noDebt = await user.post("/api/bills/debts", {
      companyCode: "AR-S-02601",
      modalityId: modality.modalityId,
      queryData: [{ identifierName: "barcode", identifierValue: billCode(prefix, 30, 0) }],
    });
    expect(noDebt.status).toBe(404);
    expect((await lookUp(good)).status).toBe(404);
  });

  it("seeds sandbox companies that take barcodes, each prefix 1000 + its number and each with an available barcode modality", async () => {
    const seeded = Object.entries(SANDBOX_BARCODE_PREFIXES);
    expect(seeded.length).toBeGreaterThan(20);
    for (const [prefix, company] of seeded) {
      expect(prefix, company).toBe(String(1000 + Number(company.split("-")[2])));
      expect(await barcodeModality(company), company).toBeDefined();
    }
  });
});

describe("GET /api/scanner/{file}", () => {
  it("serves the decoder's WebAssembly and the PDF worker from our origin, cached for good, and nothing else", async () => {
    const anonymous = new ApiClient();
    const wasm = await fetch(`${anonymous.baseUrl}/api/scanner/zxing_reader.wasm?v=1`);
    expect(wasm.status).toBe(200);
    expect(wasm.headers.get("content-type")).toBe("application/wasm");
    expect(wasm.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(Buffer.from(await wasm.arrayBuffer()).subarray(0, 4)).toEqual(Buffer.from([0, 0x61, 0x73, 0x6d]));
    const worker = await fetch(`${anonymous.baseUrl}/api/scanner/pdf.worker.min.mjs`);
    expect(worker.status).toBe(200);
    expect(worker.headers.get("content-type")).toMatch(/^text\/javascript/);
    for (const name of ["zxing_writer.wasm", "package.json", "..%2Fpackage.json", "constructor", "__proto__"]) {
      const other = await fetch(`${anonymous.baseUrl}/api/scanner/${name}`);
      expect(other.status, name).toBe(404);
      expect(await other.text()).not.toMatch(/node_modules|ENOENT/);
    }
  });
});
