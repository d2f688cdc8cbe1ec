// The README's first steps, walked literally from a fresh data folder: its start command (which
// serves the existing build: the suites run after `npm run build`, which stamps it), the banner,
// the demo user's sign-in, becoming an operator with the line it gives, and the reminder
// walkthrough it links to, until the reminder mail is in the mailbox. Commands, addresses and
// values are read from the markdown, so the test fails when the documentation drifts from what
// Saldo does. Two things differ from a newcomer's terminal, both through the environment: the
// ports (spare ones, so this runs beside other suites; the documentation's addresses are mapped to
// them) and DATA_DIR (a fresh, empty folder). `npm ci` is not run again: the checkout is installed.
// The steps a person does in a page are done through the JSON routes that page uses.
import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inputsHash, isFresh } from "../../scripts/build-stamp.mjs";
import { ApiClient } from "../support/api-client";
import { freePort } from "../support/free-port";
import { waitForMail } from "../support/mailbox-process";
import { codeBlocks, followLink, says, section } from "./helpers/markdown";
import { answersAt, networkAddress } from "./helpers/network";
import { ROOT, runInTerminal, type ShellCommand } from "./helpers/shell-command";

const README = readFileSync(path.join(ROOT, "README.md"), "utf8");
const FIRST_STEPS = section(README, "First steps");
/** The numbered steps of the first steps, each with its continuation lines. */
const STEPS = FIRST_STEPS.split(/\n(?=\d+\. )/).filter((step) => /^\d+\. /.test(step.trim()));
const stepAbout = (word: RegExp) => STEPS.find((step) => word.test(step)) ?? says("", word)[0]!;

const dataDir = mkdtempSync(path.join(tmpdir(), "saldo-readme-"));
const ports = { app: 0, sandbox: 0, smtp: 0, inbox: 0 };
/** The documentation's addresses, as the ports this run uses. */
const local = (text: string) =>
  text.replace(/\b(?:localhost|127\.0\.0\.1):(3000|4010|4025)\b/g, (_, port: string) =>
    `127.0.0.1:${{ "3000": ports.app, "4010": ports.sandbox, "4025": ports.inbox }[port]}`,
  );

/** A newcomer's environment: none of the settings this test process may carry. */
function terminalEnv(): Record<string, string | undefined> {
  const env: Record<string, string | undefined> = {};
  for (const [name, value] of Object.entries(process.env)) {
    if (!/^(NODE_ENV|DATABASE_URL|OPERATOR_EMAILS|ADMIN_EMAILS|HOST|LOG_FORMAT|APP_URL|SMTP_URL|PROVIDER_\w+|SANDBOX_\w+|MAILBOX_\w+|VITEST\w*|TEST_\w+)$/.test(name)) env[name] = value;
  }
  const overrides = { PORT: ports.app, SANDBOX_PORT: ports.sandbox, MAILBOX_SMTP_PORT: ports.smtp, MAILBOX_HTTP_PORT: ports.inbox };
  return { ...env, ...Object.fromEntries(Object.entries(overrides).map(([k, v]) => [k, String(v)])), DATA_DIR: dataDir };
}

let running: ShellCommand | undefined;
/** Runs a command line of the README and waits for the banner that says everything is up. */
async function start(commandLine: string): Promise<string> {
  await running?.stop();
  running = runInTerminal(commandLine, terminalEnv());
  const [banner] = await running.waitFor(/Saldo is up\.[\s\S]*?Stop[^\n]*\n/, 60_000);
  return banner!;
}

beforeAll(async () => {
  // A stale build would make `npm start` build again (minutes) inside the suite, over the build
  // the other suites are serving: refuse instead.
  expect(isFresh(ROOT, inputsHash(ROOT)), "the build in .next is not the stamped build of this checkout: run `npm run build` first").toBe(true);
  for (const name of Object.keys(ports) as (keyof typeof ports)[]) ports[name] = await freePort();
});

afterAll(async () => {
  await running?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("the README, followed literally", () => {
  const [install] = codeBlocks(README);
  const [demoEmail, demoPassword] = says(stepAbout(/demo user/), /sign in as the demo user: `([^`]+)`, password\s+`([^`]+)`/).map(String);
  let user: ApiClient;

  it("starts with its first command, without building, and prints a banner with the app, the demo account and the mailbox", async () => {
    const [startCommand] = says(install!.split("\n")[0]!, /^npm ci && (.+)$/);
    const banner = await start(startCommand!);
    expect(running!.output()).toContain("The build is up to date: not building.");
    const [appUrl] = says(FIRST_STEPS, /Open (http:\/\/\S+)/);
    const [mailboxUrl] = says(stepAbout(/mailbox/), /mailbox at\s+(http:\/\/[^\s,]+)/);
    expect(banner).toContain(appUrl!.replace(":3000", `:${ports.app}`));
    expect(banner).toContain(`${demoEmail} / ${demoPassword}`);
    expect(banner).toContain(local(mailboxUrl!));
    expect(banner).toContain("Ctrl+C");
    // On this machine only, and how to open it, in the README's words.
    const [openToNetwork] = says(README, /start it with\s+`(HOST=\S+ npm start)`/);
    expect(banner).toContain(`this machine only; ${openToNetwork} opens it to your network`);
    // One JSON line per log entry here: the output is not a terminal.
    expect(running!.output()).toMatch(/\[app\] \{"level":30,"time":\d+,"address":"127\.0\.0\.1",.*"msg":"server ready/);
    // The app, the sandbox and the mailbox answer on this machine only: the demo password is public.
    expect(running!.output()).toContain(`sandbox listening on http://127.0.0.1:${ports.sandbox}`);
    expect(running!.output()).toContain(`mailbox listening on smtp://127.0.0.1:${ports.smtp} and http://127.0.0.1:${ports.inbox}`);
    for (const port of networkAddress ? [ports.app, ports.sandbox, ports.inbox] : []) expect(await answersAt(networkAddress!, port), `port ${port}`).toBe(false);
  }, 90_000);

  it("signs in the demo user, who is not an operator", async () => {
    user = new ApiClient(`http://127.0.0.1:${ports.app}`);
    expect(stepAbout(/demo user/)).toMatch(/it is not an operator/);
    const signedIn = await user.post("/api/auth/sign-in", { email: demoEmail, password: demoPassword });
    expect(signedIn.status).toBe(200);
    expect((await user.get("/api/me")).body.user).toMatchObject({ email: demoEmail, isOperator: false });
  });

  it("makes the demo user an operator with the OPERATOR_EMAILS line, after Ctrl+C", async () => {
    const [operatorLine] = codeBlocks(stepAbout(/OPERATOR_EMAILS/));
    expect(operatorLine).toMatch(/^OPERATOR_EMAILS=\S+ npm start$/);
    await start(operatorLine!);
    expect((await user.post("/api/auth/sign-in", { email: demoEmail, password: demoPassword })).status).toBe(200);
    expect((await user.get("/api/me")).body.user).toMatchObject({ email: demoEmail, isOperator: true });
  }, 90_000);

  it("walks the reminder walkthrough it links to until the reminder mail is in the mailbox", async () => {
    const walk = followLink(ROOT, "README.md", stepAbout(/\]\([^)]*reminder[^)]*#/)).section;

    // 1. Save the account, as Mis cuentas does: the company found by its name, the field by its label.
    const [company, label, identifier] = says(walk, /an \*\*(.+?)\*\* account, (.+?) `([^`]+)`/);
    const found = (await user.get(`/api/companies/services?search=${encodeURIComponent(company!)}`)).body;
    const { companyCode: code } = (found.companies as { companyCode: string; companyName: string }[]).find((c) => c.companyName.toUpperCase().includes(company!))!;
    const details = (await user.get(`/api/companies/services/${code}`)).body.company;
    type Modality = { modalityId: string; isSchedulable: boolean; queryData: { identifierName: string; description: string | null }[] };
    const modality = (details.modalities as Modality[]).find((m) => m.isSchedulable && m.queryData.some((f) => f.description === label))!;
    const field = modality.queryData.find((f) => f.description === label)!;
    const saved = await user.post("/api/agenda/adhesions", { companyCode: code, modalityId: modality.modalityId, queryData: [{ identifierName: field.identifierName, identifierValue: identifier }] });
    expect(saved.status).toBe(201);

    // 2. The quiet hours, as Perfil saves them.
    const [quietStart, quietEnd] = says(walk, /from `(\d\d:\d\d)` to `(\d\d:\d\d)`/);
    const { preferences } = (await user.get("/api/me/notification-preferences")).body;
    const quiet = await user.request("PUT", "/api/me/notification-preferences", { email: preferences.email, push: preferences.push, quietStart, quietEnd });
    expect(quiet.status).toBe(200);

    // 3. The sandbox's notice: the curl command as written, with the user id /api/me shows.
    const [meUrl] = says(walk, /user id is the `id` that\s+(http:\/\/\S+)\s+shows/);
    const { id } = (await user.get(new URL(meUrl!).pathname)).body.user;
    const [notify] = codeBlocks(walk);
    const command = local(notify!).replace(/<your user id>/, id);
    const { stdout } = await promisify(execFile)("bash", ["-c", command], { cwd: ROOT });
    expect(JSON.parse(stdout).notifications).toHaveLength(1);

    // 4. The console's button runs the scan now; the reminder mail arrives in the mailbox.
    const [task] = says(walk, /\*\*Correr (\S+) ahora\*\*/);
    expect((await user.post("/api/operator/jobs/run", { task })).status).toBe(202);
    const [mailboxUrl] = says(walk, /reminder mail is in the mailbox \((http:\/\/[^)]+)\)/);
    const mail = await waitForMail(local(mailboxUrl!), demoEmail!, { subject: /vence/, timeoutMs: 20_000 });
    expect(mail.text).toContain(company);
  }, 60_000);
});
