import { describe, expect, it } from "vitest";
import { compileMessages } from "./compile";
import { messagesFor } from "./messages";

describe("compiled messages", () => {
  it("keeps plain text as text and makes every case a plain object, which React can hand to the browser", () => {
    const compiled = compileMessages({ a: { plain: "Hola", due: "{days, plural, one {# día} other {# días}}" } });
    expect(compiled.a.plain).toBe("Hola");
    const [[, , cases]] = compiled.a.due as unknown as [[string, number, object]];
    expect(Object.getPrototypeOf(cases)).toBe(Object.prototype);
  });

  it("names a message that does not compile", () => {
    expect(() => compileMessages({ pay: { broken: "Vence {days, plural, one {# día}" } })).toThrow(/pay\.broken/);
  });

  it("compiles every message of both languages", () => {
    expect(messagesFor("es").common).toBeDefined();
    expect(messagesFor("en").common).toBeDefined();
  });
});
