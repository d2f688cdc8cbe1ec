import { describe, expect, it } from "vitest";
import { identifierProblems } from "./identifier";

const phone = { identifierName: "BA1", dataType: "NUM", helpText: null, minLength: 10, maxLength: 10 };

describe("identifierProblems", () => {
  it("accepts the company's field with a value of its length and type", () => {
    expect(identifierProblems(phone, "BA1", "1155550001")).toBeNull();
  });

  it("refuses another field name", () => {
    expect(identifierProblems(phone, "phoneNumber", "1155550001")).toEqual({
      identifierName: ["This company expects the field BA1."],
    });
  });

  it("refuses a value of the wrong length or with letters where digits are due", () => {
    expect(identifierProblems(phone, "BA1", "115555000")).toEqual({ identifierValue: ["Enter exactly 10 characters."] });
    expect(identifierProblems(phone, "BA1", "11555500A1")).toEqual({ identifierValue: ["Use only digits."] });
  });

  it("treats IMP like digits and honours a length range", () => {
    const personal = { ...phone, identifierName: "IDC", dataType: "IMP", minLength: 9, maxLength: 15 };
    expect(identifierProblems(personal, "IDC", "123456789")).toBeNull();
    expect(identifierProblems(personal, "IDC", "12345678")).toEqual({ identifierValue: ["Enter between 9 and 15 characters."] });
    expect(identifierProblems(personal, "IDC", "12345678.5")).toEqual({ identifierValue: ["Use only digits."] });
  });

  it("lets letters through for ALF", () => {
    expect(identifierProblems({ ...phone, dataType: "ALF" }, "BA1", "AB12CD34EF")).toBeNull();
  });
});
