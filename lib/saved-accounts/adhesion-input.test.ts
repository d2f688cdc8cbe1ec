import { describe, expect, it } from "vitest";
import { queryField } from "@/tests/support/query-field";
import { ALIAS_MAX } from "./alias";
import { accountNameSchema, adhesionUpdateSchema, newAdhesionFormSchema, saveAccountSchema } from "./adhesion-input";

const messages = { aliasTooLong: "too long", describe: (problem: { kind: string }) => problem.kind };
const issues = (result: { error?: { issues: { path: PropertyKey[]; code: string; message: string }[] } }) =>
  (result.error?.issues ?? []).map((i) => ({ path: i.path.join("."), code: i.code, message: i.message }));

describe("the agenda's forms, and the routes that take a name", () => {
  it("trim the name and take at most ALIAS_MAX characters, in the form's words or the route's", () => {
    const form = accountNameSchema(messages);
    for (const alias of ["", "  Casa  ", "x".repeat(ALIAS_MAX), ` ${"x".repeat(ALIAS_MAX)} `]) {
      expect({ alias, form: form.safeParse({ alias }).data }).toEqual({ alias, form: { alias: alias.trim() } });
      expect({ alias, route: saveAccountSchema.safeParse({ alias }).data }).toEqual({ alias, route: { alias: alias.trim() } });
    }
    expect(issues(form.safeParse({ alias: "x".repeat(ALIAS_MAX + 1) }))).toEqual([{ path: "alias", code: "too_big", message: "too long" }]);
    expect(issues(saveAccountSchema.safeParse({ alias: "x".repeat(ALIAS_MAX + 1) }))).toEqual([
      { path: "alias", code: "too_big", message: `Use at most ${ALIAS_MAX} characters for the name.` },
    ]);
    expect(saveAccountSchema.safeParse({}).data).toEqual({});
    expect(issues(saveAccountSchema.safeParse({ alias: 5 }))).toEqual([{ path: "alias", code: "invalid_type", message: "The name must be text." }]);
  });

  it("rename or pause a saved account with the same name's rule, and refuse a change of nothing", () => {
    expect(adhesionUpdateSchema.safeParse({ alias: " Casa " }).data).toEqual({ alias: "Casa" });
    expect(adhesionUpdateSchema.safeParse({ isAdhered: false }).data).toEqual({ isAdhered: false });
    expect(issues(adhesionUpdateSchema.safeParse({ alias: "x".repeat(ALIAS_MAX + 1) })).map((i) => i.path)).toEqual(["alias"]);
    expect(issues(adhesionUpdateSchema.safeParse({ isAdhered: "yes" }))).toEqual([{ path: "isAdhered", code: "invalid_type", message: "isAdhered must be true or false." }]);
    expect(issues(adhesionUpdateSchema.safeParse({}))).toEqual([{ path: "", code: "custom", message: "Send a new name (alias) or isAdhered." }]);
  });

  it("put a new account's field problems under fields.<name>, and send its values trimmed", () => {
    const schema = newAdhesionFormSchema([queryField({ identifierName: "clientNumber" })], messages);
    expect(issues(schema.safeParse({ alias: " Casa ", fields: { clientNumber: "12" } }))).toEqual([{ path: "fields.clientNumber", code: "custom", message: "exactLength" }]);
    expect(issues(schema.safeParse({ alias: "x".repeat(ALIAS_MAX + 1), fields: { clientNumber: "" } }))).toEqual([
      { path: "alias", code: "too_big", message: "too long" },
      { path: "fields.clientNumber", code: "custom", message: "required" },
    ]);
    expect(schema.safeParse({ alias: " Casa ", fields: { clientNumber: " 1234567891 " } }).data).toEqual({ alias: "Casa", fields: { clientNumber: "1234567891" } });
  });
});
