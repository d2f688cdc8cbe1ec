import { describe, expect, it } from "vitest";
import { KEPT, MessageStore, linksOf } from "./store";

const message = (n: number, to = "ana@saldo.test") => ({ from: "Saldo <no-reply@saldo.test>", to: [to], subject: `#${n}`, date: new Date().toISOString(), text: "", html: "" });

describe("the mailbox's store", () => {
  it("lists the newest first, by recipient in any case, and keeps the newest 500", () => {
    const store = new MessageStore();
    for (let i = 0; i < KEPT + 10; i++) store.add(message(i, i % 2 ? "Ana@Saldo.test" : "bob@saldo.test"));
    expect(store.list()).toHaveLength(KEPT);
    expect(store.list()[0]?.subject).toBe(`#${KEPT + 9}`);
    expect(store.list("ANA@saldo.test").every((m) => m.to[0] === "Ana@Saldo.test")).toBe(true);
    store.clear();
    expect(store.list()).toEqual([]);
  });

  it("finds the links of the HTML and the text part, unescaped, once each", () => {
    expect(linksOf('<a href="http://localhost:3000/r?token=a&amp;b=1">x</a>', "go: http://localhost:3000/r?token=a&b=1 or https://x.test/y.")).toEqual([
      "http://localhost:3000/r?token=a&b=1",
      "https://x.test/y.",
    ]);
  });
});
