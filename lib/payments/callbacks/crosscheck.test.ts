import { describe, expect, it } from "vitest";
import { differences } from "./crosscheck";

const op = { amount: 1500.5, companyCode: "AR-S-0003", userId: "5d1c0c52-0000-4000-8000-000000000001" };

describe("differences: a callback compared with the operation it names", () => {
  it("finds nothing when amount, company and client agree, or are left out", () => {
    expect(differences(op, { amount: 1500.5, companyCode: "AR-S-0003", externalClientId: op.userId })).toEqual([]);
    expect(differences(op, { amount: "1500.50" })).toEqual([]);
    expect(differences(op, {})).toEqual([]);
  });

  it("names each field that differs", () => {
    expect(differences(op, { amount: 1500.51 })).toEqual([expect.stringMatching(/^amount 1500.51/)]);
    expect(differences(op, { amount: "abc" })).toHaveLength(1);
    expect(differences(op, { companyCode: "ar-s-0003" })).toEqual([expect.stringMatching(/^companyCode ar-s-0003/)]);
    expect(differences(op, { amount: 1, companyCode: "AR-S-0035", externalClientId: "someone-else" })).toHaveLength(3);
  });
});
