import { describe, expect, it } from "vitest";
import { toErrorResponse } from "./errors";

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

  it("keeps every other database error a generic 500", async () => {
    const response = toErrorResponse(Object.assign(new Error("Failed query"), { cause: Object.assign(new Error("deadlock"), { code: "40P01" }) }));
    expect(response.status).toBe(500);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe("INTERNAL");
  });
});
