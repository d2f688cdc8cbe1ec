import { describe, expect, it } from "vitest";
import es from "@/lib/platform/i18n/messages/es/common.json";
import en from "@/lib/platform/i18n/messages/en/common.json";
import { REASON, REASON_MESSAGE_KEYS, knownReasonKey, reasonMessageKey } from "./reasons";

describe("reasonMessageKey", () => {
  it("names the provider's known refusals by their code", () => {
    expect(reasonMessageKey("RPA04680", "failed")).toBe("topupLimit");
    expect(reasonMessageKey("SPA04646", "failed")).toBe("debtExpired");
  });

  it("names our own reasons", () => {
    expect(reasonMessageKey(REASON.NEVER_ARRIVED, "failed")).toBe("neverArrived");
    expect(reasonMessageKey(REASON.CONFIRMING, "unknown")).toBe("confirming");
  });

  it("falls back to a generic message per state for a code it does not know, or none", () => {
    expect(reasonMessageKey("ZZZ99999", "failed")).toBe("failedGeneric");
    expect(reasonMessageKey(null, "failed")).toBe("failedGeneric");
    expect(reasonMessageKey(null, "unknown")).toBe("unknownGeneric");
    expect(reasonMessageKey(null, "processing")).toBeNull();
    expect(reasonMessageKey("RPA04680", "confirmed")).toBeNull();
  });

  it("knows a provider code only when it can name it", () => {
    expect(knownReasonKey("RPA04680")).toBe("topupLimit");
    expect(knownReasonKey("ZZZ99999")).toBeNull();
    expect(knownReasonKey(undefined)).toBeNull();
  });

  it("has every message in Spanish and in English", () => {
    for (const key of REASON_MESSAGE_KEYS) {
      expect((es.reasons as Record<string, string>)[key], `es ${key}`).toBeTruthy();
      expect((en.reasons as Record<string, string>)[key], `en ${key}`).toBeTruthy();
    }
  });
});
