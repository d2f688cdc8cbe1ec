import { describe, expect, it } from "vitest";
import { createInbox } from "./http";
import { MessageStore } from "./store";

const hostile = '<script>alert(1)</script><a href="http://localhost:3000/r?token=abc">go</a>';

function inbox() {
  const store = new MessageStore();
  const message = store.add({ from: "Saldo <no-reply@saldo.test>", to: ["ana@saldo.test"], subject: "<b>Hola</b>", date: "2026-01-01T00:00:00.000Z", text: "text part", html: hostile });
  return { app: createInbox(store), message };
}

describe("the mailbox's inbox", () => {
  it("answers the messages to one address as JSON, with their links", async () => {
    const { app, message } = inbox();
    const found = (await (await app.request("/messages?to=ANA@saldo.test")).json()) as { id: string; links: string[] }[];
    expect(found.map((m) => m.id)).toEqual([message.id]);
    expect(found[0]?.links).toEqual(["http://localhost:3000/r?token=abc"]);
    expect(await (await app.request("/messages?to=bob@saldo.test")).json()).toEqual([]);
  });

  it("shows a message's HTML only inside a sandboxed frame, and escapes everything else", async () => {
    const { app, message } = inbox();
    const list = await (await app.request("/")).text();
    expect(list).toContain("&lt;b&gt;Hola&lt;/b&gt;");
    const page = await (await app.request(`/?id=${message.id}`)).text();
    expect(page).toContain('<iframe sandbox="" title="HTML part" srcdoc="&lt;script&gt;');
    expect(page).not.toContain("<script>");
    expect(page).toContain('<a href="http://localhost:3000/r?token=abc">');
    expect(page).toContain("<pre>text part</pre>");
    expect((await app.request("/?id=nope")).status).toBe(404);
  });

  it("empties on DELETE /messages", async () => {
    const { app } = inbox();
    expect((await app.request("/messages", { method: "DELETE" })).status).toBe(204);
    expect(await (await app.request("/messages")).json()).toEqual([]);
  });
});
