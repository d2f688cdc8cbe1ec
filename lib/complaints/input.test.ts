import { describe, expect, it } from "vitest";
import { complaintActionFormSchema, complaintActionSchema, fileComplaintFormSchema, fileComplaintSchema, operatorComplaintsQuery } from "./input";

// One schema per complaint form: the page's, with its words, and the route's, in English.
const messages = { reason: "reason", action: "action", required: "required", tooLong: "tooLong", invalid: "invalid" };
const issues = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) => (result.error?.issues ?? []).map((i) => [i.path.join("."), i.message]);

describe("the complaint forms' schemas", () => {
  it("need a known reason, and a note only for OTHER, of at most 1000 characters once cleaned", () => {
    const schema = fileComplaintFormSchema(messages);
    expect(issues(schema.safeParse({ reason: "NOPE", note: "" }))).toEqual([["reason", "reason"]]);
    expect(issues(schema.safeParse({ reason: "OTHER", note: "  \n " }))).toEqual([["note", "required"]]);
    expect(issues(schema.safeParse({ reason: "WRONG_AMOUNT", note: "" }))).toEqual([]);
    expect(issues(schema.safeParse({ reason: "WRONG_AMOUNT", note: ` ${"x".repeat(1000)} ` }))).toEqual([]);
    expect(issues(schema.safeParse({ reason: "WRONG_AMOUNT", note: "x".repeat(1001) }))).toEqual([["note", "tooLong"]]);
    expect(issues(schema.safeParse({ reason: "OTHER", note: "a\u0007b" }))).toEqual([["note", "invalid"]]);
    expect(issues(schema.safeParse({ reason: "NOPE", note: "x".repeat(1001) }))).toEqual([["reason", "reason"], ["note", "tooLong"]]);
    expect(schema.safeParse({ reason: "OTHER", note: " one\ntwo " }).data).toEqual({ reason: "OTHER", note: "one two" });
  });

  it("need an answer to resolve or reject, not to review", () => {
    const schema = complaintActionFormSchema(messages);
    expect(issues(schema.safeParse({ action: "review", answer: "" }))).toEqual([]);
    expect(issues(schema.safeParse({ action: "resolve", answer: " " }))).toEqual([["answer", "required"]]);
    expect(issues(schema.safeParse({ action: "reject", answer: "x".repeat(1001) }))).toEqual([["answer", "tooLong"]]);
    expect(issues(schema.safeParse({ action: "close", answer: "ok" }))).toEqual([["action", "action"]]);
  });

  it("answer the routes the same way, in English, from any JSON body", () => {
    expect(fileComplaintSchema.safeParse({ reason: "OTHER", note: " x " }).data).toEqual({ reason: "OTHER", note: "x" });
    expect(issues(fileComplaintSchema.safeParse({ reason: "OTHER", note: "" }))).toEqual([["note", "Tell us what happened."]]);
    expect(issues(fileComplaintSchema.safeParse([]))).toEqual([["", "The body must be a JSON object."]]);
    expect(issues(fileComplaintSchema.safeParse({ reason: "OTHER", note: 5 }))).toEqual([["note", "The text holds characters that cannot be kept."]]);
    expect(fileComplaintSchema.safeParse({ reason: "PIN_PROBLEM", note: null, extra: 1 }).data).toEqual({ reason: "PIN_PROBLEM", note: "" });
    expect(complaintActionSchema.safeParse({ action: "review" }).data).toEqual({ action: "review", answer: "" });
    expect(issues(complaintActionSchema.safeParse({ action: "reject", answer: "" }))).toEqual([["answer", "Write the answer the user will read."]]);
  });

  it("list the open complaints unless asked for the closed ones", () => {
    expect(operatorComplaintsQuery.parse({})).toEqual({ state: "open" });
    expect(operatorComplaintsQuery.parse({ state: "closed" })).toEqual({ state: "closed" });
    expect(operatorComplaintsQuery.safeParse({ state: "OPEN" }).success).toBe(false);
  });
});
