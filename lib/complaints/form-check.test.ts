import { describe, expect, it } from "vitest";
import { complaintActionSchema, fileComplaintSchema } from "./input";
import { complaintActionCheck, fileComplaintCheck } from "./form-check";

const messages = { reason: "reason", action: "action", required: "required", tooLong: "tooLong", invalid: "invalid" };
const issues = (result: { issues: { path: string; message: string }[] }) => result.issues.map((i) => [i.path, i.message]);

describe("the complaint forms' checks, and the routes' schemas made from them", () => {
  it("needs a known reason, and a note only for OTHER, of at most 1000 characters once cleaned", () => {
    const check = fileComplaintCheck(messages);
    expect(issues(check({ reason: "NOPE" as never, note: "" }))).toEqual([["reason", "reason"]]);
    expect(issues(check({ reason: "OTHER", note: "  \n " }))).toEqual([["note", "required"]]);
    expect(issues(check({ reason: "WRONG_AMOUNT", note: "" }))).toEqual([]);
    expect(issues(check({ reason: "WRONG_AMOUNT", note: ` ${"x".repeat(1000)} ` }))).toEqual([]);
    expect(issues(check({ reason: "WRONG_AMOUNT", note: "x".repeat(1001) }))).toEqual([["note", "tooLong"]]);
    expect(issues(check({ reason: "OTHER", note: "a\u0007b" }))).toEqual([["note", "invalid"]]);
    expect(check({ reason: "OTHER", note: " one\ntwo " }).values).toEqual({ reason: "OTHER", note: "one two" });
  });

  it("needs an answer to resolve or reject, not to review", () => {
    const check = complaintActionCheck(messages);
    expect(issues(check({ action: "review", answer: "" }))).toEqual([]);
    expect(issues(check({ action: "resolve", answer: " " }))).toEqual([["answer", "required"]]);
    expect(issues(check({ action: "reject", answer: "x".repeat(1001) }))).toEqual([["answer", "tooLong"]]);
    expect(issues(check({ action: "close" as never, answer: "ok" }))).toEqual([["action", "action"]]);
  });

  it("answers the same in the routes' schemas, in English", () => {
    expect(fileComplaintSchema.safeParse({ reason: "OTHER", note: " x " }).data).toEqual({ reason: "OTHER", note: "x" });
    expect(fileComplaintSchema.safeParse({ reason: "OTHER", note: "" }).error?.issues.map((i) => i.path.join("."))).toEqual(["note"]);
    expect(fileComplaintSchema.safeParse([]).success).toBe(false);
    expect(fileComplaintSchema.safeParse({ reason: "OTHER", note: 5 }).success).toBe(false);
    expect(complaintActionSchema.safeParse({ action: "review" }).data).toEqual({ action: "review", answer: "" });
    expect(complaintActionSchema.safeParse({ action: "reject", answer: "" }).success).toBe(false);
  });
});
