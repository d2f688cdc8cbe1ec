import { describe, expect, it } from "vitest";
import { fieldProblem, fieldProblems, isNumericDataType } from "./identifier";

const clientNumber = { dataType: "NUM", minLength: 10, maxLength: 10 };

describe("fieldProblems", () => {
  it("accepts a value of the field's length and data type, trimmed", () => {
    expect(fieldProblems(clientNumber, " 1234567891 ")).toEqual([]);
  });

  it("asks for a value first", () => {
    expect(fieldProblems(clientNumber, "  ")).toEqual([{ kind: "required" }]);
    expect(fieldProblems(clientNumber, undefined)).toEqual([{ kind: "required" }]);
  });

  it("lists a wrong length and a wrong data type together, length first", () => {
    expect(fieldProblems(clientNumber, "12ab")).toEqual([{ kind: "exactLength", min: 10 }, { kind: "digits" }]);
    expect(fieldProblem(clientNumber, "12ab")).toEqual({ kind: "exactLength", min: 10 });
  });

  it("names the length the field wants: exact, a range, or only one bound", () => {
    expect(fieldProblem({ dataType: "IMP", minLength: 9, maxLength: 15 }, "12345678")).toEqual({ kind: "lengthRange", min: 9, max: 15 });
    expect(fieldProblem({ dataType: null, minLength: 4, maxLength: null }, "abc")).toEqual({ kind: "minLength", min: 4 });
    expect(fieldProblem({ dataType: null, minLength: null, maxLength: 5 }, "abcdef")).toEqual({ kind: "maxLength", max: 5 });
  });

  it("checks every data type: digits for NUM, CBA and IMP (any case), letters and digits for ALF, a date for FEC", () => {
    const free = { minLength: null, maxLength: null };
    for (const dataType of ["NUM", "CBA", "IMP", "imp"]) expect(fieldProblem({ ...free, dataType }, "12.5")).toEqual({ kind: "digits" });
    expect(fieldProblem({ ...free, dataType: "ALF" }, "AB12")).toBeNull();
    expect(fieldProblem({ ...free, dataType: "ALF" }, "AB-12")).toEqual({ kind: "alphanumeric" });
    expect(fieldProblem({ ...free, dataType: "FEC" }, "2030-01-31")).toBeNull();
    expect(fieldProblem({ ...free, dataType: "FEC" }, "31/01/2030")).toEqual({ kind: "date" });
    // A type we do not know is the provider's to judge.
    expect(fieldProblem({ ...free, dataType: "XYZ" }, "anything")).toBeNull();
  });

  it("applies the field's own pattern, and lets a pattern it cannot read through", () => {
    const rfc = { dataType: "ALF", minLength: 12, maxLength: 18, regex: "^[A-Z0-9]{12,18}$" };
    expect(fieldProblem(rfc, "abcd123456xyz")).toEqual({ kind: "format" });
    expect(fieldProblem(rfc, "ABCD123456XYZ")).toBeNull();
    expect(fieldProblem({ ...rfc, regex: "([" }, "abcd123456xyz")).toBeNull();
  });

  it("accepts only the options of a combo box", () => {
    const documentType = { dataType: "ALF", minLength: 3, maxLength: 4, options: [{ value: "DNI" }, { value: "CUIT" }] };
    expect(fieldProblem(documentType, "DNI")).toBeNull();
    expect(fieldProblem(documentType, "PAS")).toEqual({ kind: "option" });
  });
});

describe("isNumericDataType", () => {
  it("is true for the digits-only types", () => {
    expect(["NUM", "CBA", "IMP", "num"].map(isNumericDataType)).toEqual([true, true, true, true]);
    expect(["ALF", "FEC", null, undefined].map(isNumericDataType)).toEqual([false, false, false, false]);
  });
});
