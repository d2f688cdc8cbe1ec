// The mailbox's SMTP side: accepts any message on loopback, without authentication or TLS, and
// keeps it parsed (mailparser) in the store.
import { simpleParser, type AddressObject } from "mailparser";
import { SMTPServer } from "smtp-server";
import type { MessageStore } from "./store";

const MAX_BYTES = 5 * 1024 * 1024;

const addresses = (value: AddressObject | AddressObject[] | undefined): string[] =>
  (Array.isArray(value) ? value : value ? [value] : []).flatMap((a) => a.value.map((v) => v.address ?? "")).filter(Boolean);

export function createSmtpServer(store: MessageStore): SMTPServer {
  return new SMTPServer({
    authOptional: true,
    disabledCommands: ["AUTH", "STARTTLS"],
    size: MAX_BYTES,
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const envelopeTo = session.envelope.rcptTo.map((r) => r.address);
          store.add({
            from: parsed.from?.text ?? (session.envelope.mailFrom ? session.envelope.mailFrom.address : ""),
            to: envelopeTo.length > 0 ? envelopeTo : addresses(parsed.to),
            subject: parsed.subject ?? "",
            date: (parsed.date ?? new Date()).toISOString(),
            text: parsed.text ?? "",
            html: typeof parsed.html === "string" ? parsed.html : "",
          });
          callback();
        })
        .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
    },
  });
}
