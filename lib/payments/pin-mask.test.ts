import { describe, expect, it } from "vitest";
import { maskPin } from "./pin-mask";

describe("maskPin", () => {
  it("keeps the last four and the dashes of the provider's PIN", () => {
    expect(maskPin("QW12-ER34-TY56-AB12")).toBe("••••-••••-••••-AB12");
  });

  it("tells two cards apart by their last four", () => {
    expect(maskPin("AAAA-BBBB-CCCC-1111")).not.toBe(maskPin("AAAA-BBBB-CCCC-2222"));
  });

  it("shows at most half of a short PIN", () => {
    expect(maskPin("123456")).toBe("•••456");
    expect(maskPin("12")).toBe("•2");
  });
});
