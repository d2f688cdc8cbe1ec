import { describe, expect, it } from "vitest";
import { queryField } from "@/tests/support/query-field";
import { ALIAS_MAX } from "./alias";
import { newAdhesionFormCheck, renameFormCheck } from "./form-input";
import { saveAccountSchema } from "./input";

const messages = { aliasTooLong: "too long", describe: (problem: { kind: string }) => problem.kind };

describe("the agenda's forms in the browser", () => {
  it("trim the name and take at most ALIAS_MAX characters, as the BFF's schema does", () => {
    const check = renameFormCheck(messages);
    for (const alias of ["", "  Casa  ", "x".repeat(ALIAS_MAX), ` ${"x".repeat(ALIAS_MAX)} `, "x".repeat(ALIAS_MAX + 1)]) {
      const mine = check({ alias });
      const zod = saveAccountSchema.safeParse({ alias });
      expect({ alias, ok: mine.issues.length === 0, value: mine.values.alias }).toEqual({ alias, ok: zod.success, value: zod.data?.alias ?? alias.trim() });
    }
    expect(check({ alias: "x".repeat(ALIAS_MAX + 1) }).issues).toEqual([{ path: "alias", code: "too_big", message: "too long" }]);
  });

  it("put a new account's field problems under fields.<name>", () => {
    const check = newAdhesionFormCheck([queryField({ identifierName: "clientNumber" })], messages);
    expect(check({ alias: " Casa ", fields: { clientNumber: "12" } }).issues).toEqual([{ path: "fields.clientNumber", code: "custom", message: "exactLength" }]);
    expect(check({ alias: " Casa ", fields: { clientNumber: "1234567891" } })).toEqual({ values: { alias: "Casa", fields: { clientNumber: "1234567891" } }, issues: [] });
  });
});
