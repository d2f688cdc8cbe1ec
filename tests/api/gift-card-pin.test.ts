// A gift card's PIN as decided (docs/provider/notes.md §6): shown in full once, as it arrives, then
// masked with its last four on the operation and its PDF; showing it again is a reveal that is
// limited per user and written to the operation's audit trail, which operators read.
import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { expectError } from "../support/auth-helpers";
import { signedUpUser, type ApiClient } from "../support/api-client";
import { operator } from "../support/callback-helpers";
import { buyGiftCard, getOperation, waitForOperation } from "../support/payment-helpers";

const showPin = (client: ApiClient, id: string) => client.post(`/api/operations/${id}/pin`, {});
const masked = (pin: string) => `••••-••••-••••-${pin.slice(-4)}`;

async function boughtCard(prefix: string): Promise<{ user: ApiClient; id: string }> {
  const user = await signedUpUser(prefix);
  const { body } = await buyGiftCard(user);
  const id = body.operation.id as string;
  await waitForOperation(user, id, (op) => Boolean(op.receipt));
  return { user, id };
}

async function pdfText(client: ApiClient, id: string): Promise<string> {
  const response = await fetch(`${client.baseUrl}/api/operations/${id}/receipt.pdf`, {
    headers: { cookie: client.cookieHeader(), "x-forwarded-for": client.address },
  });
  expect(response.status).toBe(200);
  const file = join(mkdtempSync(join(tmpdir(), "pin-receipt-")), "receipt.pdf");
  writeFileSync(file, Buffer.from(await response.arrayBuffer()));
  return execFileSync("pdftotext", ["-layout", "-enc", "UTF-8", file, "-"], { encoding: "utf8" });
}

describe("a gift card's PIN", () => {
  it("is shown in full once, then the operation carries it masked with its last four", async () => {
    const { user, id } = await boughtCard("pin-once");
    const before = await getOperation(user, id);
    expect(before.pin?.shown).toBe(false);

    const first = await showPin(user, id);
    expect(first.status).toBe(200);
    expect(first.body.first).toBe(true);
    const pin = first.body.pin as string;

    const after = await getOperation(user, id);
    expect(after.pin).toEqual({ masked: masked(pin), shown: true });
    expect(before.pin?.masked).toBe(masked(pin));
    expect(JSON.stringify(after)).not.toContain(pin);
  });

  it("prints on the receipt's PDF masked with its last four, never whole", async () => {
    const { user, id } = await boughtCard("pin-pdf");
    const pin = (await showPin(user, id)).body.pin as string;
    const text = await pdfText(user, id);
    expect(text).toContain(masked(pin));
    expect(text).not.toContain(pin);
  });

  it("allows five reveals after its one showing in 15 minutes, then answers 429 with Retry-After", async () => {
    const { user, id } = await boughtCard("pin-limit");
    expect((await showPin(user, id)).body.first).toBe(true);
    for (let reveal = 1; reveal <= 5; reveal++) {
      const response = await showPin(user, id);
      expect(response.status, `reveal ${reveal}`).toBe(200);
      expect(response.body.first).toBe(false);
    }
    const refused = await showPin(user, id);
    expectError(refused, 429, "RATE_LIMITED");
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(JSON.stringify(refused.body)).not.toMatch(/[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}/);
  });

  it("writes the showing and every reveal to the operation's audit trail for operators, not to the owner's timeline", async () => {
    const { user, id } = await boughtCard("pin-audit");
    const email = (await user.get("/api/me")).body.user.email as string;
    await showPin(user, id);
    await showPin(user, id);

    const audit = await (await operator()).get(`/api/operator/operations/${id}`);
    expect(audit.status).toBe(200);
    const events = (audit.body.operation.events as { source: string; detail: string | null; at: string }[]).filter((e) => e.source === "owner");
    expect(events.map((e) => e.detail)).toEqual([
      `PIN shown in full on the receipt to its owner ${email}`,
      `PIN revealed again by its owner ${email}`,
    ]);
    for (const event of events) expect(Date.parse(event.at)).not.toBeNaN();
    expect((await getOperation(user, id)).events?.some((e) => e.source === "owner")).toBe(false);
  });

  it("refuses the old unlimited read: GET is not a way to the PIN", async () => {
    const { user, id } = await boughtCard("pin-get");
    const response = await user.get(`/api/operations/${id}/pin`);
    expect(response.status).toBe(405);
    expect(JSON.stringify(response.body ?? "")).not.toMatch(/[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}/);
  });
});
