import "server-only";
import type { Transporter } from "nodemailer";
import { env } from "@/lib/platform/env";
import type { Mail } from "./templates/layout";

export type OutgoingMail = Mail & { to: string };

// One pooled SMTP transport per process (on globalThis, as Next.js may load this module twice):
// connections are reused across mails instead of a handshake each. nodemailer loads with the first
// mail a process sends, not at start.
const holder = globalThis as typeof globalThis & { __saldoMailer?: Promise<Transporter> };

async function makeTransport(url: string): Promise<Transporter> {
  const { default: nodemailer } = await import("nodemailer");
  return nodemailer.createTransport({
    url,
    pool: true,
    maxConnections: 2,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  } as Parameters<typeof nodemailer.createTransport>[0]);
}

function transport(): Promise<Transporter> {
  if (!env.SMTP_URL) throw new Error("SMTP_URL is not set: mail cannot be sent");
  holder.__saldoMailer ??= makeTransport(env.SMTP_URL).catch((error: unknown) => {
    holder.__saldoMailer = undefined;
    throw error;
  });
  return holder.__saldoMailer;
}

/** Sends one mail from MAIL_FROM; rejects when the SMTP server does not accept it. */
export async function sendMail(mail: OutgoingMail): Promise<void> {
  await (await transport()).sendMail({ from: env.MAIL_FROM, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
}
