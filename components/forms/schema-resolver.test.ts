import { describe, expect, it, vi } from "vitest";
import * as z from "zod/mini";
import { schemaResolver } from "./schema-resolver";

const options = { fields: {}, shouldUseNativeValidation: false } as never;
const schema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, "Enter your name."), z.maxLength(3, "Too long.")),
  nickname: z.optional(z.string().check(z.minLength(2, "Two."))),
  fields: z.object({ clientNumber: z.string().check(z.minLength(2, "Two digits."), z.regex(/^\d+$/, "Digits.")) }),
});

describe("a form's resolver over its schema", () => {
  it("answers with each field's first issue and its code, nested paths, and the schema's output", async () => {
    const resolve = schemaResolver(async () => schema);
    const ours = (form: object) => resolve(form as never, undefined, options);
    expect(await ours({ name: "  Ana ", fields: { clientNumber: "12" } })).toEqual({ values: { name: "Ana", fields: { clientNumber: "12" } }, errors: {} });
    expect((await ours({ name: "Anabel", fields: { clientNumber: "x" } })).errors).toEqual({
      name: { type: "too_big", message: "Too long.", ref: undefined },
      fields: { clientNumber: { type: "too_small", message: "Two digits.", ref: undefined } },
    });
    expect(await ours({ name: "Ana", fields: {} })).toEqual({
      values: {},
      errors: { fields: { clientNumber: { type: "invalid_type", message: expect.any(String), ref: undefined } } },
    });
    expect((await ours({ name: "", nickname: "x", fields: { clientNumber: "1" } })).errors).toEqual({
      name: { type: "too_small", message: "Enter your name.", ref: undefined },
      nickname: { type: "too_small", message: "Two.", ref: undefined },
      fields: { clientNumber: { type: "too_small", message: "Two digits.", ref: undefined } },
    });
  });

  it("fetches the schema once, ahead of the first check, and again after a fetch that failed", async () => {
    const load = vi.fn<() => Promise<typeof schema>>().mockRejectedValueOnce(new Error("offline")).mockResolvedValue(schema);
    const resolve = schemaResolver(load);
    resolve.preload();
    await expect(resolve({ name: "", fields: { clientNumber: "12" } }, undefined, options)).rejects.toThrow("offline");
    expect((await resolve({ name: "", fields: { clientNumber: "12" } }, undefined, options)).errors).toHaveProperty("name.type", "too_small");
    await resolve({ name: "Ana", fields: { clientNumber: "12" } }, undefined, options);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
