// An autopay charge carried through to its payment, and the pages that show it: the operation's
// origin in its answer (the history) and "Débito automático" on its page, the charge page in the
// paid state with the receipt's link. The days between a notice and its charge pass on the
// sandbox's clock, so this file runs its own sandbox and app: the suite's shared clock stays put.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomInt } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiClient, uniqueEmail } from "../support/api-client";
import { startApp, type AppProcess } from "../support/app-process";
import { freePort } from "../support/free-port";
import { startSandbox, type SandboxProcess } from "../support/sandbox-process";
import { APP_SECRET_ENV, SANDBOX_SECRET_ENV } from "../support/secrets";

const COMPANY = "AR-S-0003";
const PASSWORD = "correct horse battery";
type Charge = { id: string; state: string; noticeAt: string; noticeSentAt: string | null; chargeAt: string; operationId: string | null };

let sandbox: SandboxProcess;
let app: AppProcess;
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "saldo-autopay-"));
  const port = await freePort();
  sandbox = await startSandbox({ SANDBOX_CALLBACK_URL: `http://127.0.0.1:${port}`, ...SANDBOX_SECRET_ENV, SANDBOX_CALLBACK_DELAY_MS: "200" });
  app = await startApp(port, {
    PROVIDER_BASE_URL: sandbox.url,
    ...APP_SECRET_ENV,
    DATA_DIR: dir,
    TRUST_PROXY: "1",
    OPERATOR_EMAILS: "ops@saldo.test",
    CATALOG_REFRESH_MS: "3600000",
    APP_URL: `http://127.0.0.1:${port}`,
  });
}, 120_000);

afterAll(async () => {
  await app?.stop();
  await sandbox?.stop();
  rmSync(dir, { recursive: true, force: true });
});

async function signUp(email: string): Promise<ApiClient> {
  const client = new ApiClient(app.url);
  expect((await client.post("/api/auth/sign-up", { email, name: "Ana Pérez", password: PASSWORD })).status).toBe(201);
  return client;
}

/** The sandbox's clock, moved so that `at` has passed by a few minutes. */
async function passTime(at: string): Promise<void> {
  const { offsetMs } = await sandbox.control<{ offsetMs: number }>("/clock");
  const seconds = Math.ceil((Date.parse(at) - (Date.now() + offsetMs)) / 1000) + 300;
  if (seconds > 0) await sandbox.control("/clock/advance", { seconds });
}

describe("an autopay charge, paid", () => {
  it("pays within the cap after its notice, marks the operation and shows it paid", async () => {
    const client = await signUp(uniqueEmail("autopay"));
    const ops = await signUp("ops@saldo.test");
    const userId = (await client.get("/api/me")).body.user.id as string;
    const { body } = await client.get(`/api/companies/services/${COMPANY}`);
    const modalityId = (body.company.modalities as { modalityId: string; isSchedulable: boolean }[]).find((m) => m.isSchedulable)!.modalityId;
    const added = await client.post("/api/agenda/adhesions", {
      companyCode: COMPANY,
      modalityId,
      queryData: [{ identifierName: "clientNumber", identifierValue: `${randomInt(100_000_000, 1_000_000_000)}1` }],
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const agendaId = added.body.adhesion.agendaId as string;
    const autopayPath = `/api/agenda/adhesions/${encodeURIComponent(agendaId)}/autopay`;
    const on = await client.request("PUT", autopayPath, { enabled: true, cap: 1_000_000, noticeDays: 1 });
    expect(on.status, JSON.stringify(on.body)).toBe(200);
    await sandbox.control("/agenda/notify", { externalClientId: userId });

    const charges = async () => ((await client.get(autopayPath)).body.charges as Charge[]);
    /** One reminders pass (queued by the operator, run by the worker), until the charge reads as `until` says. */
    const pass = async (until: (c: Charge) => boolean) => {
      expect((await ops.post("/api/operator/jobs/run", { task: "reminders.scan" })).status).toBe(202);
      await expect.poll(async () => (await charges()).some(until), { timeout: 30_000, interval: 300 }).toBe(true);
    };

    await pass(() => true);
    const [planned] = await charges();
    expect(planned!.state).toBe("scheduled");
    await passTime(planned!.noticeAt);
    await pass((c) => c.noticeSentAt !== null);
    // Charged at its time, and never less than a day after the notice actually went out.
    const noticed = (await charges())[0]!;
    await passTime(new Date(Math.max(Date.parse(noticed.chargeAt), Date.parse(noticed.noticeSentAt!) + 86_400_000)).toISOString());
    // The charge pays; a later pass follows the payment to its end.
    await pass((c) => c.operationId !== null);
    await expect
      .poll(async () => {
        await ops.post("/api/operator/jobs/run", { task: "reminders.scan" });
        return (await charges())[0]!.state;
      }, { timeout: 30_000, interval: 1_000 })
      .toBe("paid");
    const charge = (await charges())[0]!;

    const operation = await client.get(`/api/operations/${charge.operationId}`);
    expect(operation.body.operation).toMatchObject({ origin: "autopay", status: "confirmed" });
    const history = await client.get("/api/operations?limit=10");
    expect(history.body.operations).toEqual([expect.objectContaining({ id: charge.operationId, origin: "autopay" })]);

    const page = await client.get(`/operations/${charge.operationId}`);
    expect(page.status).toBe(200);
    expect(page.body).toContain('data-testid="origin"');
    expect(page.body).toContain("Débito automático");

    const chargePage = await client.get(`/autopay/${charge.id}`);
    expect(chargePage.status).toBe(200);
    expect(chargePage.body).toContain('data-state="paid"');
    expect(chargePage.body).toContain(`href="/operations/${charge.operationId}"`);
    expect(chargePage.body).not.toContain("Saltear esta vez");
  }, 150_000);
});
