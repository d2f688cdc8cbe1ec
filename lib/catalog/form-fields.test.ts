import { describe, expect, it } from "vitest";
import { queryField as field } from "@/tests/support/query-field";
import { accountFieldsOf, billFieldsOf, queryFieldsOf } from "./form-fields";

const partida = field({ identifierName: "parcelNumber", description: "Partida", position: 0 });
const issueDate = field({ identifierName: "issueDate", description: "Fecha de emisión", dataType: "FEC", position: 0 });
const holder = field({ identifierName: "documentNumber", description: "Documento del titular", minLength: 7, maxLength: 11, position: 1 });
const dni = { code: "DNI", description: "DNI" };
const pas = { code: "PAS", description: "Pasaporte" };

describe("queryFieldsOf", () => {
  it("shows the company's additional fields after the modality's own, a date as the bill's", () => {
    const fields = queryFieldsOf({ additionalFields: [issueDate], documentTypes: [dni] }, { queryData: [partida] });
    expect(fields.map((f) => [f.identifierName, f.position, f.scope])).toEqual([
      ["parcelNumber", 0, "account"],
      ["issueDate", 1, "bill"],
    ]);
    expect(billFieldsOf(fields).map((f) => f.identifierName)).toEqual(["issueDate"]);
  });

  it("offers the company's document types before a document number that has no type of its own", () => {
    const fields = queryFieldsOf({ additionalFields: [holder], documentTypes: [dni, pas] }, { queryData: [partida] }, "Tipo de documento");
    expect(fields.map((f) => f.identifierName)).toEqual(["parcelNumber", "documentType", "documentNumber"]);
    expect(fields[1]).toMatchObject({ description: "Tipo de documento", scope: "account", options: [{ value: "DNI", label: "DNI" }, { value: "PAS", label: "Pasaporte" }] });
    expect(accountFieldsOf(fields)).toHaveLength(3);
  });

  it("leaves a modality that has its own document picker as it is", () => {
    const own = field({ identifierName: "documentType", options: [{ value: "CUIT", label: "CUIT" }] });
    const fields = queryFieldsOf({ additionalFields: [], documentTypes: [dni] }, { queryData: [own, { ...holder, position: 1 }] });
    expect(fields.map((f) => f.identifierName)).toEqual(["documentType", "documentNumber"]);
    expect(fields[0]?.options).toEqual([{ value: "CUIT", label: "CUIT" }]);
  });

  it("asks nothing more of a company without additional fields or a document number", () => {
    expect(queryFieldsOf({ additionalFields: [], documentTypes: [dni] }, { queryData: [partida] }).map((f) => f.identifierName)).toEqual(["parcelNumber"]);
  });
});
