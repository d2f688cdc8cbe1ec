import { describe, expect, it } from "vitest";
import { queryField } from "@/tests/support/query-field";
import { checkQueryData } from "./query-data";

const field = queryField;

const clientNumber = field({ identifierName: "clientNumber", description: "Número de cliente" });
const documentType = field({
  identifierName: "documentType",
  dataType: "ALF",
  minLength: 3,
  maxLength: 4,
  component: "COMBO_BOX_ESTATICO",
  options: [
    { value: "DNI", label: "DNI" },
    { value: "CUIT", label: "CUIT" },
  ],
});
const documentNumber = field({ identifierName: "documentNumber", minLength: 7, maxLength: 11, position: 1 });

describe("checkQueryData", () => {
  it("accepts well-formed values and returns them trimmed, in the modality's order", () => {
    const result = checkQueryData([documentNumber, documentType], [
      { identifierName: "documentNumber", identifierValue: " 30111222 " },
      { identifierName: "documentType", identifierValue: "DNI" },
    ]);
    expect(result).toEqual({
      ok: true,
      queryData: [
        { identifierName: "documentType", identifierValue: "DNI" },
        { identifierName: "documentNumber", identifierValue: "30111222" },
      ],
    });
  });

  it("checks each query on its own when the same list of fields is used again", () => {
    const fields = [documentNumber, documentType];
    const good = [
      { identifierName: "documentNumber", identifierValue: "30111222" },
      { identifierName: "documentType", identifierValue: "DNI" },
    ];
    const bad = [{ identifierName: "documentNumber", identifierValue: "12" }];
    for (let round = 0; round < 2; round++) {
      expect(checkQueryData(fields, good).ok).toBe(true);
      expect(checkQueryData(fields, bad)).toEqual({
        ok: false,
        problems: {
          "queryData.documentType": [expect.stringMatching(/required/)],
          "queryData.documentNumber": [expect.stringMatching(/7 to 11 characters/)],
        },
      });
    }
  });

  it("names a missing field by its label", () => {
    expect(checkQueryData([clientNumber], [])).toEqual({
      ok: false,
      problems: { "queryData.clientNumber": ["Número de cliente is required."] },
    });
  });

  it("refuses a value of the wrong length", () => {
    const result = checkQueryData([clientNumber], [{ identifierName: "clientNumber", identifierValue: "123" }]);
    expect(result).toEqual({ ok: false, problems: { "queryData.clientNumber": ["Número de cliente must have 10 characters."] } });
  });

  it("refuses letters in a NUM field and symbols in an ALF field", () => {
    const num = checkQueryData([clientNumber], [{ identifierName: "clientNumber", identifierValue: "12345abcde" }]);
    expect(num.ok ? [] : num.problems["queryData.clientNumber"]).toEqual(["Número de cliente can only have digits."]);
    const alf = field({ identifierName: "code", dataType: "ALF", minLength: 1, maxLength: 20 });
    const bad = checkQueryData([alf], [{ identifierName: "code", identifierValue: "AB-12" }]);
    expect(bad.ok).toBe(false);
  });

  it("refuses a combo value that is not one of its options", () => {
    const result = checkQueryData([documentType, documentNumber], [
      { identifierName: "documentType", identifierValue: "PAS" },
      { identifierName: "documentNumber", identifierValue: "30111222" },
    ]);
    expect(result).toEqual({ ok: false, problems: { "queryData.documentType": ["documentType must be one of the listed options."] } });
  });

  it("applies the field's own pattern when it has one", () => {
    const rfc = field({ identifierName: "rfc", dataType: "ALF", minLength: 12, maxLength: 18, regex: "^[A-Z0-9]{12,18}$" });
    expect(checkQueryData([rfc], [{ identifierName: "rfc", identifierValue: "abcd123456xyz" }]).ok).toBe(false);
    expect(checkQueryData([rfc], [{ identifierName: "rfc", identifierValue: "ABCD123456XYZ" }]).ok).toBe(true);
  });

  it("refuses fields the modality does not have, and the same field twice", () => {
    const result = checkQueryData([clientNumber], [
      { identifierName: "clientNumber", identifierValue: "1234567891" },
      { identifierName: "clientNumber", identifierValue: "1234567891" },
      { identifierName: "pin", identifierValue: "1234" },
    ]);
    expect(result.ok ? {} : result.problems).toEqual({
      "queryData.clientNumber": ["clientNumber was sent twice."],
      "queryData.pin": ["pin is not a field of this modality."],
    });
  });
});
