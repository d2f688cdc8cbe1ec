import { describe, expect, it } from "vitest";
import { autopayFormOf, readAutopayForm } from "./form";

const on = (cap: string, noticeDays = "3") => ({ enabled: true, cap, noticeDays });
/** What the account's autopay is before the form is posted. */
const OFF = { enabled: false };
const ON = { enabled: true };

describe("the autopay settings form", () => {
  it("reads a cap as the user's language writes it, and the notice days", () => {
    expect(readAutopayForm(on("50.000,50", "10"), "es-AR", OFF)).toEqual({ ok: true, input: { enabled: true, cap: 50000.5, noticeDays: 10 } });
    expect(readAutopayForm(on("50,000.50", "1"), "en-US", OFF)).toEqual({ ok: true, input: { enabled: true, cap: 50000.5, noticeDays: 1 } });
  });

  it("turns autopay off whatever the other fields hold", () => {
    expect(readAutopayForm({ enabled: false, cap: "nonsense", noticeDays: "99" }, "es-AR", ON)).toEqual({ ok: true, input: { enabled: false } });
    expect(readAutopayForm({ enabled: false, cap: "", noticeDays: "99" }, "es-AR", OFF)).toEqual({ ok: true, input: { enabled: false } });
  });

  it("neither saves nor turns on a cap typed without ticking the switch, and says so", () => {
    expect(readAutopayForm({ enabled: false, cap: "50000", noticeDays: "3" }, "es-AR", OFF)).toEqual({ ok: false, errors: { switchOff: true } });
    expect(readAutopayForm({ enabled: false, cap: " 1 ", noticeDays: "" }, "en-US", OFF)).toEqual({ ok: false, errors: { switchOff: true } });
  });

  it("names the problem of each field: a cap that is no amount, days out of range", () => {
    expect(readAutopayForm(on("", "0"), "es-AR", OFF)).toEqual({ ok: false, errors: { cap: { kind: "missing" }, noticeDays: true } });
    expect(readAutopayForm(on("abc", "11"), "es-AR", OFF)).toEqual({ ok: false, errors: { cap: { kind: "format" }, noticeDays: true } });
    expect(readAutopayForm(on("0", "2.5"), "es-AR", OFF)).toEqual({ ok: false, errors: { cap: { kind: "notPositive" }, noticeDays: true } });
    expect(readAutopayForm(on("10,555", ""), "es-AR", OFF)).toEqual({ ok: false, errors: { cap: { kind: "decimals" }, noticeDays: true } });
    expect(readAutopayForm(on("2000000000", "3"), "es-AR", OFF)).toEqual({ ok: false, errors: { cap: { kind: "tooLarge", max: 1_000_000_000 } } });
  });

  it("takes the fields from a posted form, the checkbox present only when ticked", () => {
    const data = new FormData();
    data.set("cap", "100");
    data.set("noticeDays", "4");
    expect(autopayFormOf(data)).toEqual({ enabled: false, cap: "100", noticeDays: "4" });
    data.set("enabled", "on");
    expect(autopayFormOf(data).enabled).toBe(true);
  });
});
