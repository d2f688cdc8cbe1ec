import { describe, expect, it } from "vitest";
import { decodeCursor, encodeCursor, isUuid } from "./cursor";

describe("operation list cursor", () => {
  const id = "3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b";

  it("round-trips an operation id and does not show it in clear", () => {
    const cursor = encodeCursor(id);
    expect(cursor).not.toContain(id);
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(cursor)).toBe(id);
  });

  it("refuses what it did not make", () => {
    expect(decodeCursor("")).toBeNull();
    expect(decodeCursor("not-a-cursor")).toBeNull();
    expect(decodeCursor(Buffer.from(id).toString("base64url"))).toBeNull();
    expect(decodeCursor(Buffer.from("op1:not-a-uuid").toString("base64url"))).toBeNull();
    expect(decodeCursor(Buffer.from(`op1:${id}' or 1=1`).toString("base64url"))).toBeNull();
  });

  it("recognises UUIDs only", () => {
    expect(isUuid(id)).toBe(true);
    expect(isUuid("123")).toBe(false);
    expect(isUuid(`${id}x`)).toBe(false);
  });
});
