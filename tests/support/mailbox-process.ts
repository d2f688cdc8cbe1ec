// Starts the mail catcher (sandbox/mail) as its own process on free ports, for route and browser tests.
import { spawn, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));

export type MailMessage = {
  id: string;
  from: string;
  to: string[];
  subject: string;
  date: string;
  text: string;
  html: string;
  links: string[];
};

export type MailboxProcess = {
  /** What the app's SMTP_URL should be. */
  smtpUrl: string;
  /** The inbox page and its JSON API. */
  url: string;
  stop(): Promise<void>;
};

export async function startMailbox(ports: { smtp?: number; http?: number } = {}): Promise<MailboxProcess> {
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", "sandbox/mail/server.ts"], {
    cwd: ROOT,
    env: { ...process.env, MAILBOX_SMTP_PORT: String(ports.smtp ?? 0), MAILBOX_HTTP_PORT: String(ports.http ?? 0) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const [smtpUrl, url] = await new Promise<[string, string]>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`mailbox did not start:\n${output}`)), 20_000);
    child.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (smtp:\/\/[\d.]+:\d+) and (http:\/\/[\d.]+:\d+)/.exec(output);
      if (match?.[1] && match[2]) {
        clearTimeout(timer);
        resolve([match[1], match[2]]);
      }
    });
    child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("exit", (code) => reject(new Error(`mailbox exited with ${code}:\n${output}`)));
  });

  async function stop() {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    await exited;
  }

  return { smtpUrl, url, stop };
}

/** The messages sent to `to`, newest first. */
export async function messagesTo(mailboxUrl: string, to: string): Promise<MailMessage[]> {
  const response = await fetch(`${mailboxUrl}/messages?to=${encodeURIComponent(to)}`);
  if (!response.ok) throw new Error(`mailbox: ${response.status}`);
  return (await response.json()) as MailMessage[];
}

/** Waits (up to `timeoutMs`) for the `count`-th message to `to` whose subject matches, and returns the newest. */
export async function waitForMail(
  mailboxUrl: string,
  to: string,
  options: { subject?: RegExp; count?: number; timeoutMs?: number } = {},
): Promise<MailMessage> {
  const { subject = /./, count = 1, timeoutMs = 10_000 } = options;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await messagesTo(mailboxUrl, to)).filter((m) => subject.test(m.subject));
    if (found.length >= count && found[0]) return found[0];
    if (Date.now() > deadline) throw new Error(`no mail to ${to} matching ${subject} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
