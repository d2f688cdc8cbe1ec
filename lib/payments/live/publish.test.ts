import { randomUUID } from "node:crypto";
import { PgDialect } from "drizzle-orm/pg-core";
import type { SQL } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Db } from "@/lib/platform/db/client";
import { LIVE_CHANNEL, parseNotices, publishChanges, type LiveNotice } from "./publish";

/** The notifications a batch's publishing sends: each statement's channel and payload. */
async function sent(notices: LiveNotice[]): Promise<{ channel: unknown; payload: string }[]> {
  const statements: SQL[] = [];
  const db = { execute: async (query: SQL) => void statements.push(query) } as unknown as Db;
  await publishChanges(db, notices);
  return statements.map((statement) => {
    const { params } = new PgDialect().sqlToQuery(statement);
    return { channel: params[0], payload: String(params[1]) };
  });
}

const notice = (): LiveNotice => ({ o: randomUUID(), u: randomUUID() });

describe("live notices of a batch", () => {
  it("sends one notification for a batch's changes, each change once", async () => {
    const changes = [notice(), notice(), notice()];
    const out = await sent([...changes, changes[0]!]);
    expect(out).toHaveLength(1);
    expect(out[0]!.channel).toBe(LIVE_CHANNEL);
    expect(parseNotices(out[0]!.payload)).toEqual(changes);
  });

  it("keeps every payload under PostgreSQL's 8,000 bytes, losing no change", async () => {
    const changes = Array.from({ length: 250 }, notice);
    const out = await sent(changes);
    expect(out.length).toBeGreaterThan(1);
    for (const { payload } of out) expect(Buffer.byteLength(payload)).toBeLessThan(8_000);
    expect(out.flatMap(({ payload }) => parseNotices(payload))).toEqual(changes);
  });

  it("reads a single notice, a list, and nothing from anything else", () => {
    const one = notice();
    expect(parseNotices(JSON.stringify(one))).toEqual([one]);
    expect(parseNotices(JSON.stringify([one, { o: 1 }]))).toEqual([one]);
    expect(parseNotices("not json")).toEqual([]);
    expect(parseNotices(undefined)).toEqual([]);
  });
});
