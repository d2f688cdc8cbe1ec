import { Writable } from "node:stream";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger, logFormat, safeError, type LogFormat } from "./log";

/** A logger writing into an array of lines, in this format. */
function capture(format: LogFormat = "json") {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { log: createLogger(stream, format), text: () => lines.join("") };
}

const HASH = "$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHRzYWx0$K0dlbnVpbmVIYXNoVmFsdWVGb3JUZXN0cw";
const EMAIL = "victim@saldo.test";

describe("the server log", () => {
  let client: PGlite;
  beforeAll(async () => {
    client = await PGlite.create();
    await client.exec("create table users (email text not null, password_hash text not null)");
  });
  afterAll(() => client.close());

  it("logs a failed query's statement and code but never its parameters", async () => {
    const db = drizzle({ client });
    // A NUL character is refused by PostgreSQL: the error carries the query and its parameters.
    const error = await db
      .execute(sql`insert into users (email, password_hash) values (${EMAIL + "\u0000"}, ${HASH})`)
      .then(() => null, (e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(String((error as Error).message)).toContain(HASH);

    const { log, text } = capture();
    log.error({ err: error }, "unexpected error");
    const out = text();
    expect(out).toContain("insert into users");
    expect(out).not.toContain(HASH);
    expect(out).not.toContain(EMAIL);
  });

  it("redacts secret fields wherever they sit in a logged object", () => {
    const { log, text } = capture();
    log.warn({
      email: EMAIL,
      user: { passwordHash: HASH, name: "Ana" },
      request: { headers: { "x-api-key": "key-123", cookie: "saldo_session=Fe26.abc" } },
      operation: { activatePin: "ABCD-EFGH-IJKL-MNOP" },
    }, "something");
    const out = text();
    for (const secret of [EMAIL, HASH, "key-123", "Fe26.abc", "ABCD-EFGH-IJKL-MNOP"]) expect(out).not.toContain(secret);
    expect(out).toContain("Ana");
  });

  it("masks values quoted inside a database error's message", () => {
    const error = Object.assign(new Error('invalid input syntax for type uuid: "4111-1111"'), { severity: "ERROR", code: "22P02" });
    expect(safeError(error)).toEqual({ type: "Error", message: 'invalid input syntax for type uuid: "…"', code: "22P02" });
  });
});

describe("the log's two shapes", () => {
  const SECRETS = { email: EMAIL, user: { passwordHash: HASH }, headers: { "x-api-key": "key-123" } };

  it("writes one JSON object per line for whatever collects the log", () => {
    const { log, text } = capture("json");
    log.info({ operationId: "op-1", ...SECRETS }, "payment confirmed");
    const lines = text().trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({ level: 30, msg: "payment confirmed", operationId: "op-1", email: "[redacted]" });
    for (const secret of [EMAIL, HASH, "key-123"]) expect(text()).not.toContain(secret);
  });

  it("writes a readable line on a terminal: time, level, message, fields, and no secrets either", () => {
    const { log, text } = capture("pretty");
    log.info({ operationId: "op-1", amount: 1500, note: "two words", ...SECRETS }, "payment confirmed");
    log.error({ err: Object.assign(new Error("connect refused"), { code: "ECONNREFUSED" }) }, "provider unreachable");
    const [info, error, ...rest] = text().split("\n");
    expect(rest).toEqual([""]);
    expect(info).toMatch(/^\d\d:\d\d:\d\d INFO {2}payment confirmed operationId=op-1 amount=1500 note="two words" /);
    expect(info).toContain('email=[redacted] user={"passwordHash":"[redacted]"}');
    expect(error).toMatch(/^\d\d:\d\d:\d\d ERROR provider unreachable error=Error: connect refused \[ECONNREFUSED\]$/);
    for (const secret of [EMAIL, HASH, "key-123"]) expect(text()).not.toContain(secret);
    expect(text()).not.toContain("{\"level\"");
  });

  it("is readable when the output is a terminal and JSON otherwise, unless LOG_FORMAT says", () => {
    expect(logFormat(true)).toBe("pretty");
    expect(logFormat(false)).toBe("json");
  });
});
