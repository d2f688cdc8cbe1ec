import { describe, expect, it } from "vitest";
import { AppError } from "@/lib/platform/http/errors";
import { canonicalJson, idempotencyKey, requestHash } from "./idempotency";

const headers = (key?: string) => new Headers(key === undefined ? {} : { "idempotency-key": key });

describe("idempotencyKey", () => {
  it("accepts 8 to 128 letters, digits, - and _", () => {
    expect(idempotencyKey(headers("abcd-EF_1"))).toBe("abcd-EF_1");
    expect(idempotencyKey(headers("a".repeat(128)))).toHaveLength(128);
    expect(idempotencyKey(headers(crypto.randomUUID()))).toHaveLength(36);
  });

  it.each([undefined, "", "short", "a".repeat(129), "has space1", "semi;colon", "ñandú-key"])(
    "refuses %j with IDEMPOTENCY_KEY_REQUIRED",
    (key) => {
      try {
        idempotencyKey(headers(key));
        expect.unreachable();
      } catch (error) {
        expect(error).toBeInstanceOf(AppError);
        expect((error as AppError).code).toBe("IDEMPOTENCY_KEY_REQUIRED");
        expect((error as AppError).status).toBe(400);
      }
    },
  );
});

describe("requestHash", () => {
  it("ignores key order at every level", () => {
    const a = { amount: 10, paymentMethod: "DEBIT", details: { b: 1, a: [1, { y: 2, x: 1 }] } };
    const b = { details: { a: [1, { x: 1, y: 2 }], b: 1 }, paymentMethod: "DEBIT", amount: 10 };
    expect(canonicalJson(a)).toBe(canonicalJson(b));
    expect(requestHash("bill", a)).toBe(requestHash("bill", b));
  });

  it("tells apart bodies that differ in a value, in array order, or in kind", () => {
    const body = { amount: 10, list: [1, 2] };
    expect(requestHash("bill", body)).not.toBe(requestHash("bill", { amount: 10.01, list: [1, 2] }));
    expect(requestHash("bill", body)).not.toBe(requestHash("bill", { amount: 10, list: [2, 1] }));
    expect(requestHash("bill", body)).not.toBe(requestHash("topup", body));
  });

  it("treats a missing optional field like an undefined one", () => {
    expect(requestHash("bill", { a: 1 })).toBe(requestHash("bill", { a: 1, b: undefined }));
    expect(requestHash("bill", { a: 1 })).not.toBe(requestHash("bill", { a: 1, b: null }));
  });
});
