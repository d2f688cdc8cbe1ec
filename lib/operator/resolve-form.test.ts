import { describe, expect, it } from "vitest";
import { resolveFormSchema } from "./input";
import { resolveFormCheck, type ResolveOperationInput } from "./resolve-form";

const messages = { resolution: "resolution", noteShort: "short", noteLong: "long" };

describe("the operator's resolve form in the browser", () => {
  it("agrees with the route's schema: same values sent, same first message per field", () => {
    const check = resolveFormCheck(messages);
    const schema = resolveFormSchema(messages);
    for (const resolution of ["confirmed", "failed", "dismiss", "other", ""])
      for (const note of ["", "abcd", " abcd ", "abcde", "  checked the ledger  ", "x".repeat(500), "x".repeat(501), ` ${"x".repeat(500)} `]) {
        const form = { resolution, note } as ResolveOperationInput;
        const mine = check(form);
        const zod = schema.safeParse(form);
        const zodIssues = (zod.error?.issues ?? []).map((i) => [i.path.join("."), i.message]);
        expect({ form, issues: mine.issues.map((i) => [i.path, i.message]), values: mine.issues.length ? null : mine.values }).toEqual({
          form,
          issues: zodIssues,
          values: zod.success ? zod.data : null,
        });
      }
  });
});
