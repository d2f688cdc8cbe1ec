import { describe, expect, it, vi } from "vitest";
import { createTranslator } from "use-intl/core";
import { compileMessages } from "./compile";
import { messageFallback, reportIntlError } from "./fallback";

describe("message fallback", () => {
  // Compiled, as the app's are (compile.ts), and formatted as the build formats them (format-message.ts).
  const translator = (messages: Parameters<typeof compileMessages>[0]) =>
    createTranslator({ locale: "es-AR", messages: compileMessages(messages), namespace: "pay" as never, timeZone: "America/Argentina/Buenos_Aires", onError: reportIntlError, getMessageFallback: messageFallback });

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

  it("asks only for the values of the case it formats", () => {
    const t = translator({ pay: { due: "{days, plural, =0 {Vence hoy} other {Vence en # días, el {date}}}" } }) as unknown as (key: string, values: object) => string;
    expect(t("due", { days: 0 })).toBe("Vence hoy");
    expect(t("due", { days: 3, date: "3 de mayo" })).toBe("Vence en 3 días, el 3 de mayo");
  });
});
