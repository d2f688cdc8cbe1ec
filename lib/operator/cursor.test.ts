import { describe, expect, it } from "vitest";
import { decodeCursor, encodeCursor, idCursor } from "./cursor";

describe("page cursors", () => {
  it("read back the position they were made from", () => {
    expect(decodeCursor(idCursor, encodeCursor({ id: 42 }))).toEqual({ id: 42 });
  });

  it("mean the first page when absent", () => {
    expect(decodeCursor(idCursor, undefined)).toBeNull();
    expect(decodeCursor(idCursor, "")).toBeNull();
  });

  it("refuse a tampered cursor with a 400", () => {
    const invalid = expect.objectContaining({ code: "INVALID_INPUT", status: 400 });
    expect(() => decodeCursor(idCursor, "not-base64-json")).toThrow(invalid);
    expect(() => decodeCursor(idCursor, encodeCursor({ id: "1; drop table" }))).toThrow(invalid);
    expect(() => decodeCursor(idCursor, encodeCursor({ id: -3 }))).toThrow(invalid);
    expect(() => decodeCursor(idCursor, encodeCursor({ id: 1.5 }))).toThrow(invalid);
  });
});
