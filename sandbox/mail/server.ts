// `npm run mailbox`: a local mail catcher standing in for a real mail provider. SMTP on
// 127.0.0.1:MAILBOX_SMTP_PORT (2525; no authentication, no TLS) and the inbox on
// http://127.0.0.1:MAILBOX_HTTP_PORT (4025). Messages live in memory only.
import { serve } from "@hono/node-server";
import { createInbox } from "./http";
import { createSmtpServer } from "./smtp";
import { MessageStore } from "./store";

const HOST = "127.0.0.1";
const portOf = (name: string, fallback: number): number => {
  const value = process.env[name]?.trim();
  if (!value) return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error(`${name} must be a port number`);
  return port;
};

const store = new MessageStore();
const smtp = createSmtpServer(store);
smtp.on("error", (error) => console.error(`mailbox smtp: ${error.message}`));

const smtpPort = await new Promise<number>((resolve, reject) => {
  smtp.server.once("error", reject);
  smtp.listen(portOf("MAILBOX_SMTP_PORT", 2525), HOST, () => {
    const address = smtp.server.address();
    resolve(typeof address === "object" && address ? address.port : 0);
  });
});

const http = serve({ fetch: createInbox(store).fetch, port: portOf("MAILBOX_HTTP_PORT", 4025), hostname: HOST }, (info) => {
  // Tests start the mailbox on port 0 and read both ports from this line.
  console.info(`mailbox listening on smtp://${HOST}:${smtpPort} and http://${HOST}:${info.port}`);
  console.info(`open http://${HOST}:${info.port} to read the mail the app sends`);
});

function stop() {
  smtp.close(() => undefined);
  http.close(() => process.exit(0));
  setTimeout(() => process.exit(0), 2000).unref();
}
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
