// Where the app listens when nothing says (`npm start` passes no address). In sandbox mode, on this
// machine only: anyone who reached it could sign in with the demo account, whose password the
// README publishes. HOST opens it to the network when the user asks.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { startApp } from "../support/app-process";
import { freePort } from "../support/free-port";
import { routeServers } from "../support/route-servers";
import { APP_SECRET_ENV } from "../support/secrets";
import { answersAt, networkAddress } from "./helpers/network";

const dataDir = mkdtempSync(path.join(tmpdir(), "saldo-listen-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** The app in sandbox mode (the suite's sandbox is on 127.0.0.1), started with no -H. */
const startInSandboxMode = async (extra: Record<string, string> = {}) => {
  const port = await freePort();
  const app = await startApp(
    port,
    { ...APP_SECRET_ENV, PROVIDER_BASE_URL: routeServers().sandboxUrl, DATA_DIR: dataDir, DATABASE_URL: "", LOG_FORMAT: "json", ...extra },
    { host: null },
  );
  return { app, port };
};

/** The address the server says it bound to, from its "server ready" log line. */
const boundAddress = (output: string) => /"address":"([^"]+)"[^\n]*server ready/.exec(output)?.[1];

describe("the app's listening address", () => {
  it("is this machine only in sandbox mode", async () => {
    const { app, port } = await startInSandboxMode();
    try {
      if (networkAddress) expect(await answersAt(networkAddress, port), `answered on ${networkAddress}`).toBe(false);
      expect(await answersAt("127.0.0.1", port)).toBe(true);
      // Checked on a machine with no network address too.
      expect(boundAddress(app.output())).toBe("127.0.0.1");
    } finally {
      await app.stop();
    }
  });

  it("is every interface when HOST asks", async () => {
    const { app, port } = await startInSandboxMode({ HOST: "0.0.0.0" });
    try {
      if (networkAddress) expect(await answersAt(networkAddress, port)).toBe(true);
      expect(boundAddress(app.output())).toBe("0.0.0.0");
    } finally {
      await app.stop();
    }
  });
});
