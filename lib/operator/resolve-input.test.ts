import { describe, expect, it } from "vitest";
import { resolveFormSchema, resolveOperationSchema } from "./resolve-input";
import { NOTE_MAX, NOTE_MIN } from "./resolutions";

const messages = { resolution: "resolution", noteShort: "short", noteLong: "long" };
const outcome = (result: { success: boolean; data?: unknown; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.success ? { values: result.data } : { issues: (result.error?.issues ?? []).map((i) => [i.path.join("."), i.message]) };

describe("the operator's resolve form, and its route", () => {
  it("takes one of the resolutions and a note of 5 to 500 characters once trimmed, each field's problem in the form's words", () => {
    const schema = resolveFormSchema(messages);
    const cases: [unknown, unknown, unknown][] = [
      ["confirmed", "  checked the ledger  ", { values: { resolution: "confirmed", note: "checked the ledger" } }],
      ["failed", "abcde", { values: { resolution: "failed", note: "abcde" } }],
      ["dismiss", ` ${"x".repeat(NOTE_MAX)} `, { values: { resolution: "dismiss", note: "x".repeat(NOTE_MAX) } }],
      ["confirmed", " abcd ", { issues: [["note", "short"]] }],
      ["confirmed", "", { issues: [["note", "short"]] }],
      ["confirmed", "x".repeat(NOTE_MAX + 1), { issues: [["note", "long"]] }],
      ["other", "abcde", { issues: [["resolution", "resolution"]] }],
      ["", "abcd", { issues: [["resolution", "resolution"], ["note", "short"]] }],
      ["confirmed", undefined, { issues: [["note", "short"]] }],
    ];
    for (const [resolution, note, expected] of cases) expect({ resolution, note, ...outcome(schema.safeParse({ resolution, note })) }).toEqual({ resolution, note, ...(expected as object) });
  });

  it("answers the route in English", () => {
    expect(outcome(resolveOperationSchema.safeParse({ resolution: "later", note: "ok" }))).toEqual({
      issues: [
        ["resolution", "Choose a resolution."],
        ["note", `Say what you checked (at least ${NOTE_MIN} characters).`],
      ],
    });
    expect(outcome(resolveOperationSchema.safeParse({ resolution: "failed", note: "x".repeat(NOTE_MAX + 1) }))).toEqual({ issues: [["note", `Keep the note under ${NOTE_MAX} characters.`]] });
  });
});
