// `npm start`: builds the app only when its inputs changed since the last successful build
// (scripts/build-stamp.mjs), then runs the provider sandbox, the mailbox (a local mail catcher) and
// the app side by side; when one stops, the others are stopped too. Once all are up it prints a
// banner: the app's address, the demo account, the mailbox, how to stop.
// The app runs with a bounded JavaScript heap (scripts/app-heap.mjs); a --max-old-space-size in the
// caller's NODE_OPTIONS wins.
//
// Ports: PORT (the app, 3000), SANDBOX_PORT (4010), MAILBOX_SMTP_PORT (2525), MAILBOX_HTTP_PORT
// (4025). Each program reads its own; the app is pointed at the sandbox's and the mailbox's, and the
// sandbox's callbacks at the app's, unless PROVIDER_BASE_URL, SMTP_URL or SANDBOX_CALLBACK_URL say
// otherwise.
import process from "node:process";
import { fileURLToPath, URL } from "node:url";
import console from "node:console";
import { concurrently } from "concurrently";
import { createJiti } from "jiti";
import { appNodeOptions } from "./app-heap.mjs";
import { ensureBuilt } from "./build-stamp.mjs";
import { nextBuild } from "./next-build.mjs";
import { bannerLines, waitUntilUp } from "./start-banner.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const setting = (name, fallback) => process.env[name]?.trim() || fallback;
const ports = {
  app: setting("PORT", "3000"),
  sandbox: setting("SANDBOX_PORT", "4010"),
  smtp: setting("MAILBOX_SMTP_PORT", "2525"),
  inbox: setting("MAILBOX_HTTP_PORT", "4025"),
};

// The app's own reading of its settings (lib/platform/env.ts): a bad variable stops here, before a
// build, naming it; sandbox mode and the listening address are decided as the app decides them.
const appEnv = { PORT: ports.app, PROVIDER_BASE_URL: setting("PROVIDER_BASE_URL", `http://127.0.0.1:${ports.sandbox}`) };
let settings;
try {
  const jiti = createJiti(import.meta.url, { alias: { "@": root } });
  const { parseEnv, sandboxMode } = await jiti.import("../lib/platform/env.ts");
  const { listenHost } = await jiti.import("../lib/platform/start-settings.ts");
  const { DEMO_EMAIL, DEMO_PASSWORD } = await jiti.import("../lib/accounts/demo-credentials.ts");
  const parsed = parseEnv({ ...process.env, ...appEnv });
  const sandbox = sandboxMode(parsed);
  if (sandbox) appEnv.SMTP_URL = setting("SMTP_URL", `smtp://127.0.0.1:${ports.smtp}`);
  settings = { sandbox, host: listenHost(parsed), operators: parsed.OPERATOR_EMAILS, demo: sandbox ? { email: DEMO_EMAIL, password: DEMO_PASSWORD } : null };
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}

const started = Date.now();
try {
  const { built } = await ensureBuilt(root, () => {
    console.info("Building Saldo: the first build takes about 2 minutes; later starts skip it while nothing it reads has changed.");
    return nextBuild(root);
  });
  console.info(built ? `Built in ${((Date.now() - started) / 1000).toFixed(1)} s.` : "The build is up to date: not building.");
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}

const everywhere = settings.host === null || settings.host === "0.0.0.0" || settings.host === "::";
// The address this machine reaches the app at: the sandbox's callbacks and the health check use it.
const localHost = everywhere ? "127.0.0.1" : settings.host.includes(":") ? `[${settings.host}]` : settings.host;
const localUrl = `http://${localHost}:${ports.app}`;
const mailboxUrl = `http://127.0.0.1:${ports.inbox}`;

const { result } = concurrently(
  [
    { command: "npm:sandbox", name: "sandbox", env: { SANDBOX_CALLBACK_URL: setting("SANDBOX_CALLBACK_URL", localUrl) } },
    { command: "npm:mailbox", name: "mailbox" },
    {
      command: `node server.mjs -p ${ports.app}`,
      name: "app",
      // Readable log lines when this runs on a terminal: the app's output reaches it through a pipe.
      env: { ...appEnv, NODE_OPTIONS: appNodeOptions(), ...(process.stdout.isTTY && !process.env.LOG_FORMAT ? { LOG_FORMAT: "pretty" } : {}) },
    },
  ],
  { cwd: root, killOthersOn: ["failure", "success"], prefix: "name" },
);
const stopped = result.then(
  () => process.exit(0),
  () => process.exit(1),
);

const up = await waitUntilUp(
  [
    { url: `${localUrl}/api/health`, ready: (response) => response.ok },
    { url: `${mailboxUrl}/messages`, ready: (response) => response.ok },
  ],
  stopped,
);
if (up) {
  const appUrl = everywhere || localHost === "127.0.0.1" ? `http://localhost:${ports.app}` : localUrl;
  console.info(["", ...bannerLines({ appUrl, port: ports.app, everywhere, demo: settings.demo, mailboxUrl, operators: settings.operators }), ""].join("\n"));
}
