import { describe, expect, it } from "vitest";
import type { QueryField } from "@/lib/provider/types";
import { fieldProblem } from "@/lib/rules/identifier";
import { queryField as field } from "@/tests/support/query-field";
import { checkQueryData } from "./query-data";
import { queryFieldsSchema } from "./query-fields";
import { toQueryData } from "./query-items";

const FIELDS: QueryField[] = [
  field({ identifierName: "clientNumber" }),
  field({ identifierName: "barcode", dataType: "CBA", minLength: 30, maxLength: 60 }),
  field({ identifierName: "memberNumber", dataType: "ALF", minLength: 4, maxLength: 8, regex: "^[A-Za-z0-9]{4,8}$" }),
  field({ identifierName: "issueDate", dataType: "FEC", minLength: 10, maxLength: 10 }),
  field({ identifierName: "documentType", dataType: "ALF", minLength: 3, maxLength: 4, options: [{ value: "DNI", label: "DNI" }] }),
  field({ identifierName: "free", dataType: null, minLength: null, maxLength: 5 }),
];

const VALUES = ["", "   ", "123456789", "1234567891", "12345abcde", " 1234567891 ", "1".repeat(30), "1".repeat(61), "AB12", "AB-12", "ABCDEFGHI", "2030-01-31", "31/01/2030", "DNI", "CUIT", "abc", "abcdef"];

describe("a modality's fields as one schema (the debt query and new-account forms)", () => {
  it("accepts exactly what the BFF's checkQueryData accepts, for every field and value", () => {
    for (const f of FIELDS) {
      for (const value of VALUES) {
        const form = queryFieldsSchema([f], (p) => p.kind).safeParse({ [f.identifierName]: value }).success;
        const server = checkQueryData([f], [{ identifierName: f.identifierName, identifierValue: value }]).ok;
        expect({ field: f.identifierName, value, form, rule: fieldProblem(f, value) === null }).toEqual({ field: f.identifierName, value, form: server, rule: server });
      }
    }
  });

  it("says why a value is refused, with the lengths to show", () => {
    const [clientNumber] = FIELDS as [QueryField];
    expect(fieldProblem(clientNumber, "123456789")).toEqual({ kind: "exactLength", min: 10 });
    expect(fieldProblem(clientNumber, "12345abcde")).toEqual({ kind: "digits" });
    expect(fieldProblem(clientNumber, "")).toEqual({ kind: "required" });
    const described = queryFieldsSchema([clientNumber], (problem, f) => `${f.identifierName}:${JSON.stringify(problem)}`).safeParse({ clientNumber: "123456789" });
    expect(described.error?.issues.map((i) => i.message)).toEqual(['clientNumber:{"kind":"exactLength","min":10}']);
  });

  it("reports each problem under its own field name, and sends the values trimmed, in order", () => {
    const schema = queryFieldsSchema(FIELDS.slice(0, 2), (p) => p.kind);
    const result = schema.safeParse({ clientNumber: "12", barcode: "" });
    expect(result.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["clientNumber", "exactLength"],
      ["barcode", "required"],
    ]);
    expect(schema.safeParse({ clientNumber: " 1234567891 ", barcode: "1".repeat(30), other: "x" }).data).toEqual({ clientNumber: "1234567891", barcode: "1".repeat(30) });
    const second = field({ identifierName: "b", position: 1 });
    const first = field({ identifierName: "a", position: 0 });
    expect(toQueryData([second, first], { a: " 1 ", b: "2" })).toEqual([
      { identifierName: "a", identifierValue: "1" },
      { identifierName: "b", identifierValue: "2" },
    ]);
  });
});
