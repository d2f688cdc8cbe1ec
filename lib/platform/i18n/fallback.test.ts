import { describe, expect, it, vi } from "vitest";
import { createTranslator } from "use-intl/core";
import { messageFallback, reportIntlError } from "./fallback";

describe("message fallback", () => {
  const translator = (messages: Record<string, unknown>) =>
    createTranslator({ locale: "es-AR", messages, namespace: "pay" as never, timeZone: "America/Argentina/Buenos_Aires", onError: reportIntlError, getMessageFallback: messageFallback });

  it("marks a missing message and reports it", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const t = translator({ pay: {} }) as unknown as (key: string) => string;
    expect(t("missing")).toBe("⟦pay.missing⟧");
    expect(error).toHaveBeenCalledWith(expect.stringMatching(/^\[i18n\] MISSING_MESSAGE/));
    error.mockRestore();
  });

  it("marks a message whose placeholder was not given, instead of showing {company}", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const t = translator({ pay: { hint: "Comunicate con {company}." } }) as unknown as (key: string) => string;
    expect(t("hint")).not.toContain("{company}");
    expect(error).toHaveBeenCalledWith(expect.stringMatching(/^\[i18n\] FORMATTING_ERROR/));
    error.mockRestore();
  });
});
