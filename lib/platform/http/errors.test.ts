import { describe, expect, it } from "vitest";
import { z as classic } from "zod";
import * as z from "zod/mini";
import { toErrorResponse } from "./errors";

const failure = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error("the schema took it");
};

describe("toErrorResponse", () => {
  it("answers text the database cannot store (NUL) with 400, however the driver wraps it", async () => {
    const pgError = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: "22021" });
    const drizzleError = Object.assign(new Error("Failed query: insert into … params: a\u0000b"), { cause: pgError });
    for (const error of [pgError, drizzleError]) {
      const response = toErrorResponse(error);
      expect(response.status).toBe(400);
      const body = (await response.json()) as { error: { code: string; message: string } };
      expect(body.error.code).toBe("INVALID_INPUT");
      expect(body.error.message).not.toMatch(/query|UTF8|params/);
    }
  });

  it("answers a schema's refusal with 400 and each field's messages, from zod/mini (shared with the forms) as from classic zod", async () => {
    const mini = z.strictObject({ name: z.string().check(z.minLength(1, "Enter your name.")), state: z.enum(["open", "closed"]) });
    const full = classic.strictObject({ name: classic.string().min(1, "Enter your name."), state: classic.enum(["open", "closed"]) });
    const bodies = await Promise.all(
      [failure(() => mini.parse({ name: "", state: "x", extra: 1 })), failure(() => full.parse({ name: "", state: "x", extra: 1 }))].map(async (error) => {
        const response = toErrorResponse(error);
        expect(response.status).toBe(400);
        return response.json();
      }),
    );
    // Words zod/mini has none of its own for are zod's English, as classic zod's are.
    expect(bodies[0]).toEqual({
      error: {
        code: "INVALID_INPUT",
        message: "Some fields are not valid.",
        details: { name: ["Enter your name."], state: ['Invalid option: expected one of "open"|"closed"'], _: ['Unrecognized key: "extra"'] },
      },
    });
    expect(bodies[1]).toEqual(bodies[0]);
  });

  it("keeps every other database error a generic 500", async () => {
    const response = toErrorResponse(Object.assign(new Error("Failed query"), { cause: Object.assign(new Error("deadlock"), { code: "40P01" }) }));
    expect(response.status).toBe(500);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe("INTERNAL");
  });
});
