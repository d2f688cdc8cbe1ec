import { Writable } from "node:stream";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger, safeError } from "./log";

/** A logger writing into an array of parsed lines. */
function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { log: createLogger(stream), text: () => lines.join("") };
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
