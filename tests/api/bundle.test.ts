// What the browser can download must hold none of the server's secrets. Scans the build output
// of the same build the route suite runs against.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { TEST_SECRETS } from "../support/secrets";
import { routeServers } from "../support/route-servers";

const NEXT_DIR = fileURLToPath(new URL("../../.next/", import.meta.url));

/** The sandbox's and the app's defaults: what a development setup would leak. */
const DEFAULT_SECRETS = ["sandbox-api-key", "saldo-sandbox-password", "sandbox-callback-key", "sandbox-callback-token"];

/** Secrets the app generates in sandbox mode when none is configured (lib/platform/secrets.ts). */
const GENERATED_SECRET_FILES = ["session-secret", "pin-encryption-key"];

function filesUnder(dir: string, keep: (file: string) => boolean = () => true): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .map((name) => path.join(dir, name))
    .filter((file) => statSync(file).isFile() && keep(file));
}

function generatedSecrets(): string[] {
  const dirs = [routeServers().dataDir, fileURLToPath(new URL("../../.data/", import.meta.url))];
  return dirs.flatMap((dir) =>
    GENERATED_SECRET_FILES.map((name) => path.join(dir, name))
      .filter((file) => existsSync(file))
      .map((file) => readFileSync(file, "utf8").trim())
      .filter((value) => value.length >= 16),
  );
}

/**
 * Everything sent to browsers as files: the client chunks and CSS under static/, plus the
 * prerendered pages and their RSC payloads (served as they are, without running server code).
 */
function browserFiles(): string[] {
  const prerendered = (file: string) => /\.(html|rsc|body)$/.test(file);
  return [
    ...filesUnder(path.join(NEXT_DIR, "static")),
    ...filesUnder(path.join(NEXT_DIR, "server", "app"), prerendered),
    ...filesUnder(path.join(NEXT_DIR, "server", "pages"), prerendered),
  ];
}

describe("the browser bundle", () => {
  const files = browserFiles();
  const secrets = [...Object.values(TEST_SECRETS), ...DEFAULT_SECRETS, ...generatedSecrets()];

  it("is there to scan: the built client code of the app", () => {
    const scripts = files.filter((file) => file.endsWith(".js"));
    // The framework and runtime chunks plus a chunk per page of the wallet (some twenty pages).
    expect(scripts.length).toBeGreaterThanOrEqual(20);
    const bytes = files.reduce((sum, file) => sum + statSync(file).size, 0);
    expect(bytes).toBeGreaterThan(500_000);
    // The scan reads real content: React's client runtime is in these files.
    expect(scripts.some((file) => readFileSync(file, "utf8").includes("react"))).toBe(true);
  });

  it("contains no provider key, password, callback secret, session secret or PIN key", () => {
    expect(secrets.length).toBeGreaterThanOrEqual(Object.keys(TEST_SECRETS).length + DEFAULT_SECRETS.length);
    const leaks: string[] = [];
    for (const file of files) {
      const content = readFileSync(file);
      for (const secret of secrets) {
        if (content.includes(secret)) leaks.push(`${path.relative(NEXT_DIR, file)} holds ${secret.slice(0, 6)}…`);
      }
    }
    expect(leaks).toEqual([]);
  });
});
