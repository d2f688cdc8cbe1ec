import { describe, expect, it } from "vitest";
import { safeNextPath, signInHref } from "./next-path";

describe("safeNextPath", () => {
  it("keeps a path of this site with its search params", () => {
    expect(safeNextPath("/history")).toBe("/history");
    expect(safeNextPath("/pay/AR-S-0003?modality=2f&clientNumber=1234567891&step=debts")).toBe(
      "/pay/AR-S-0003?modality=2f&clientNumber=1234567891&step=debts",
    );
    expect(safeNextPath(["/agenda", "/other"])).toBe("/agenda");
  });

  it.each([
    ["protocol-relative", "//evil.example/steal"],
    ["backslash after the slash", "/\\evil.example"],
    ["backslash later", "/a\\..\\\\evil.example"],
    ["absolute http", "https://evil.example/"],
    ["javascript", "javascript:alert(1)"],
    ["no leading slash", "history"],
    ["tab inside", "/\t/evil.example"],
    ["newline inside", "/history\n//evil.example"],
    ["NUL", "/history\u0000"],
    ["DEL", "/history\u007f"],
    ["empty", ""],
    ["the sign-in page", "/sign-in?next=/history"],
    ["the sign-up page", "/sign-up"],
    ["too long", `/${"a".repeat(2100)}`],
  ])("refuses %s", (_name, value) => {
    expect(safeNextPath(value)).toBeNull();
  });

  it("refuses what is not a string", () => {
    expect(safeNextPath(undefined)).toBeNull();
    expect(safeNextPath(null)).toBeNull();
    expect(safeNextPath(42)).toBeNull();
    expect(safeNextPath([])).toBeNull();
  });

  it("normalises dot segments without leaving the site", () => {
    expect(safeNextPath("/a/../../history")).toBe("/history");
    expect(safeNextPath("/%2F%2Fevil.example")).toBe("/%2F%2Fevil.example");
  });
});

describe("signInHref", () => {
  it("carries the page asked for, encoded", () => {
    expect(signInHref("/history")).toBe("/sign-in?next=%2Fhistory");
    expect(signInHref("/pay/X?a=1&b=2", "/sign-up")).toBe("/sign-up?next=%2Fpay%2FX%3Fa%3D1%26b%3D2");
  });

  it("says nothing for home or a path it will not follow", () => {
    expect(signInHref("/")).toBe("/sign-in");
    expect(signInHref("//evil.example")).toBe("/sign-in");
    expect(signInHref(null)).toBe("/sign-in");
  });
});
