import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";

// What a start loads decides how much memory an idle server holds: the packages only some
// requests or only PostgreSQL need load when first used, not at boot.
const dataDir = mkdtempSync(path.join(tmpdir(), "saldo-boot-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe("boot on the embedded database", () => {
  it("opens the database and runs the jobs without loading graphile-worker, pdfkit, web-push or nodemailer", async () => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ["--conditions", "react-server", "--import", "tsx", "tests/support/boot-probe.ts"],
      {
        cwd: process.cwd(),
        timeout: 60_000,
        env: {
          PATH: process.env.PATH,
          NODE_ENV: "production",
          DATA_DIR: dataDir,
          // Nothing listens there: the background's provider reads fail and are logged, as on any start without a provider.
          PROVIDER_BASE_URL: "http://127.0.0.1:9",
        },
      },
    );
    const seen = JSON.parse(stdout.trim().split("\n").at(-1)!) as { afterBoot: string[]; afterImport: string[] };
    expect(seen.afterImport).toContain("graphile-worker");
    expect(seen.afterBoot).toEqual([]);
  }, 90_000);
});
