import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApp, type AppProcess } from "../support/app-process";
import { freePort } from "../support/free-port";
import { startSandbox, type SandboxProcess } from "../support/sandbox-process";
import { ApiClient } from "../support/api-client";

// The logo proxy fetches only from the provider's configured hosts (and LOGO_HOSTS), never from
// another host the catalogue names.

describe("GET /api/logos/{code}", () => {
  it("serves a company's logo from the provider's own host, loopback in sandbox mode", async () => {
    const response = await fetch(`${new ApiClient().baseUrl}/api/logos/AR-S-0003`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/svg+xml");
    expect(await response.text()).toContain("<svg");
  });
});

describe("a catalogue whose logos point at another host", () => {
  let trap: Server;
  let hits = 0;
  let sandbox: SandboxProcess;
  let app: AppProcess;
  let dataDir: string;

  beforeAll(async () => {
    // A server on this machine that is not the provider: what an attacker's catalogue would name.
    trap = createServer((_request, response) => {
      hits++;
      response.writeHead(200, { "content-type": "image/svg+xml" }).end("<svg/>");
    });
    await new Promise<void>((resolve) => trap.listen(0, "127.0.0.1", resolve));
    const trapUrl = `http://127.0.0.1:${(trap.address() as AddressInfo).port}`;
    dataDir = mkdtempSync(path.join(tmpdir(), "saldo-logos-"));
    const appPort = await freePort();
    sandbox = await startSandbox({ SANDBOX_PUBLIC_URL: trapUrl, SANDBOX_CALLBACK_URL: `http://127.0.0.1:${appPort}` });
    app = await startApp(appPort, { PROVIDER_BASE_URL: sandbox.url, DATA_DIR: dataDir });
  });

  afterAll(async () => {
    await app?.stop();
    await sandbox?.stop();
    await new Promise<void>((resolve) => trap.close(() => resolve()));
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("is refused with 404 and the other host is never contacted", async () => {
    for (const code of ["AR-S-0003", "MX-R-00001", "AR-G-0001"]) {
      const response = await fetch(`${app.url}/api/logos/${code}`);
      expect(response.status, code).toBe(404);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe("NOT_FOUND");
    }
    expect(hits).toBe(0);
  });
});
