// Looks at what the database keeps of a gift-card PIN, from outside the app: on PostgreSQL by
// reading the row; on PGlite (one process owns the files) by scanning the data files themselves.
import { createDecipheriv } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { expect, inject } from "vitest";
import { TEST_SECRETS } from "../../support/secrets";
import { routeServers } from "../../support/route-servers";

/** AES-256-GCM, base64 of iv(12) | tag(16) | ciphertext: written here again so the test does not trust the app's code. */
function decrypt(stored: string): string {
  const bytes = Buffer.from(stored, "base64");
  const decipher = createDecipheriv("aes-256-gcm", Buffer.from(TEST_SECRETS.pinKey, "hex"), bytes.subarray(0, 12));
  decipher.setAuthTag(bytes.subarray(12, 28));
  return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString("utf8");
}

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full) : [full];
  });
}

async function pinCiphertext(externalPaymentId: string): Promise<string | null> {
  const client = new pg.Client({ connectionString: routeServers().databaseUrl });
  await client.connect();
  try {
    const result = await client.query<{ pin_ciphertext: string | null }>(
      "select pin_ciphertext from operations where external_payment_id = $1",
      [externalPaymentId],
    );
    expect(result.rows).toHaveLength(1);
    return result.rows[0]!.pin_ciphertext;
  } finally {
    await client.end();
  }
}

/** The PIN is stored, but only encrypted with the configured key. */
export async function expectPinEncryptedAtRest(externalPaymentId: string, pin: string): Promise<void> {
  if (inject("dbKind") === "postgres") {
    const stored = await pinCiphertext(externalPaymentId);
    expect(stored).toBeTruthy();
    expect(stored).not.toContain(pin);
    expect(stored).not.toContain(pin.replaceAll("-", ""));
    expect(decrypt(stored!)).toBe(pin);
    return;
  }
  // PGlite writes rows (through its WAL) into DATA_DIR as they commit.
  const all = files(path.join(routeServers().dataDir, "pglite")).map((file) => readFileSync(file));
  // Control: the operation's row did reach the files, so not finding the PIN there means something.
  expect(all.some((bytes) => bytes.includes(externalPaymentId))).toBe(true);
  for (const bytes of all) {
    expect(bytes.includes(pin)).toBe(false);
    expect(bytes.includes(pin.replaceAll("-", ""))).toBe(false);
  }
}
