// The mailbox's inbox: an HTML page to read what the app sent, and a JSON API for tests.
//   GET /                      the messages, newest first; ?id=… shows one
//   GET /messages?to=address   [{ id, from, to, subject, date, text, html, links }]
//   DELETE /messages           empties the mailbox
import { Hono } from "hono";
import type { Message, MessageStore } from "./store";

const escape = (value: string) =>
  value.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;").replaceAll("'", "&#39;");

// Read on a phone too: addresses, links with tokens and text lines break anywhere rather than push
// the page sideways, and below 640 px the list keeps the subject and the recipient (the sender is
// always the app; the date is on the message's page).
const STYLE = `body{font-family:system-ui,sans-serif;margin:0;color:#1f2937;background:#f9fafb}
main{max-width:960px;margin:0 auto;padding:1.5rem}h1{font-size:1.4rem}table{width:100%;border-collapse:collapse;background:#fff}
th,td{text-align:left;padding:.5rem;border-bottom:1px solid #e5e7eb;font-size:.9rem}a{color:#1d4ed8}
h1,p,li,td,pre{overflow-wrap:anywhere}
iframe{width:100%;height:480px;border:1px solid #d1d5db;background:#fff}pre{white-space:pre-wrap;background:#fff;border:1px solid #d1d5db;padding:1rem}
@media (max-width:640px){main{padding:1rem}.wide{display:none}}`;

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
  `<title>${escape(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;

function listPage(messages: Message[]): string {
  const rows = messages
    .map(
      (m) =>
        `<tr><td><a href="/?id=${encodeURIComponent(m.id)}">${escape(m.subject || "(no subject)")}</a></td>` +
        `<td>${escape(m.to.join(", "))}</td><td class="wide">${escape(m.from)}</td><td class="wide">${escape(m.date)}</td></tr>`,
    )
    .join("");
  const table = messages.length
    ? `<table><thead><tr><th>Subject</th><th>To</th><th class="wide">From</th><th class="wide">Date</th></tr></thead><tbody>${rows}</tbody></table>`
    : "<p>No messages yet. Mail the app sends shows up here.</p>";
  return page("Saldo mailbox", `<h1>Saldo mailbox</h1><p>${messages.length} message(s), newest first, kept in memory.</p>${table}`);
}

function messagePage(m: Message): string {
  // The message's HTML runs in a sandboxed frame: no scripts, no forms, no access to this page.
  return page(
    m.subject,
    `<p><a href="/">← All messages</a></p><h1>${escape(m.subject)}</h1>` +
      `<p>From ${escape(m.from)} to ${escape(m.to.join(", "))} · ${escape(m.date)}</p>` +
      // The frame below is sandboxed, so its links do not open: here they are, to follow.
      (m.links.length
        ? `<h2>Links</h2><ul>${m.links.map((l) => `<li><a href="${escape(l)}">${escape(l)}</a></li>`).join("")}</ul>`
        : "") +
      `<h2>HTML part</h2><iframe sandbox="" title="HTML part" srcdoc="${escape(m.html)}"></iframe>` +
      `<h2>Text part</h2><pre>${escape(m.text)}</pre>`,
  );
}

export function createInbox(store: MessageStore): Hono {
  const app = new Hono();
  app.get("/", (c) => {
    const id = c.req.query("id");
    if (!id) return c.html(listPage(store.list()));
    const message = store.get(id);
    return message ? c.html(messagePage(message)) : c.html(page("Not found", "<p>No such message. <a href=\"/\">All messages</a></p>"), 404);
  });
  app.get("/messages", (c) => c.json(store.list(c.req.query("to"))));
  app.delete("/messages", (c) => {
    store.clear();
    return c.body(null, 204);
  });
  return app;
}
