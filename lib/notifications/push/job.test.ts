import { describe, expect, it } from "vitest";
import { PUSH_ROUNDS, pushJobPayload, runPushJob } from "./job";
import type { PushResult, sendPush } from "./send";

const USER = "7d9f2c1e-4b6a-4c3d-9e8f-1a2b3c4d5e6f";
const A = "0b8e3a44-1c2d-4e5f-8a9b-0c1d2e3f4a5b";
const B = "5c6d7e8f-9a0b-4c1d-8e2f-3a4b5c6d7e8f";
const payload = pushJobPayload.parse({ userId: USER, title: { es: "Vence", en: "Due" }, body: "$ 100", url: "/agenda", tag: "t" });

/** A sender that answers `result` and remembers whom it was asked to send to. */
function sender(result: PushResult) {
  const calls: (readonly string[] | undefined)[] = [];
  const send: typeof sendPush = async (_userId, _message, only) => {
    calls.push(only);
    return result;
  };
  return { send, calls };
}

describe("the push.send job", () => {
  it("is done when every device took the message or is gone", async () => {
    const { send, calls } = sender({ sent: 1, removed: 1, failed: [] });
    expect(await runPushJob(payload, send)).toBeNull();
    expect(calls).toEqual([undefined]);
  });

  it("sends again later only to the devices that failed", async () => {
    const { send } = sender({ sent: 1, removed: 0, failed: [B] });
    const next = await runPushJob(payload, send, 1_000_000);
    expect(next?.retry).toMatchObject({ only: [B], round: 1, title: { es: "Vence", en: "Due" } });
    expect(next?.runAt.getTime()).toBe(1_000_000 + 30_000);

    const again = sender({ sent: 0, removed: 0, failed: [B] });
    const later = await runPushJob(next!.retry, again.send, 2_000_000);
    expect(again.calls).toEqual([[B]]);
    expect(later?.runAt.getTime()).toBe(2_000_000 + 120_000);
  });

  it("gives up after its rounds, failing so the console lists it", async () => {
    const { send } = sender({ sent: 0, removed: 0, failed: [A] });
    await expect(runPushJob({ ...payload, only: [A], round: PUSH_ROUNDS - 1 }, send)).rejects.toThrow(/after 4 rounds/);
  });

  it("takes only links of this app and texts in every language", () => {
    expect(pushJobPayload.safeParse({ ...payload, url: "https://evil.example/" }).success).toBe(false);
    expect(pushJobPayload.safeParse({ ...payload, url: "//evil.example/" }).success).toBe(false);
    expect(pushJobPayload.safeParse({ ...payload, title: { es: "Vence" } }).success).toBe(false);
    expect(pushJobPayload.safeParse({ ...payload, userId: "ana" }).success).toBe(false);
  });
});
