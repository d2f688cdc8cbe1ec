// The seed a fresh embedded database is copied from: made once per set of migrations, copied only
// into an empty folder, and a database made from it takes later migrations like any other.
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildSeed, plantSeed, seedFolder } from "./seed";

const REPO = path.resolve(".");
let project: string;
let seed: string;

async function tablesAndMigrations(dataDir: string, migrationsFolder?: string) {
  const client = await PGlite.create(dataDir);
  try {
    if (migrationsFolder) await migrate(drizzle({ client }), { migrationsFolder });
    const tables = await client.query<{ name: string }>("select tablename as name from pg_tables where schemaname = 'public'");
    const applied = await client.query<{ n: number }>("select count(*)::int as n from drizzle.__drizzle_migrations");
    return { tables: tables.rows.map((r) => r.name), applied: applied.rows[0]?.n };
  } finally {
    await client.close();
  }
}

beforeAll(async () => {
  // A project of its own: the repository's migrations, its installed PGlite.
  project = mkdtempSync(path.join(tmpdir(), "saldo-seed-"));
  cpSync(path.join(REPO, "drizzle"), path.join(project, "drizzle"), { recursive: true });
  symlinkSync(path.join(REPO, "node_modules"), path.join(project, "node_modules"));
  seed = await buildSeed(project);
}, 120_000);
afterAll(() => rmSync(project, { recursive: true, force: true }));

const migrationCount = () => readdirSync(path.join(project, "drizzle")).filter((f) => f.endsWith(".sql")).length;

describe("the embedded database's seed", () => {
  it("is made once per set of migrations, in .next/cache", async () => {
    expect(seed).toBe(seedFolder(project));
    expect(seed.startsWith(path.join(project, ".next", "cache"))).toBe(true);
    const made = statSync(path.join(seed, "PG_VERSION")).mtimeMs;
    expect(await buildSeed(project)).toBe(seed);
    expect(statSync(path.join(seed, "PG_VERSION")).mtimeMs).toBe(made);
  });

  it("is copied into an empty or missing data folder, migrated, and left alone by the copy", async () => {
    const data = mkdtempSync(path.join(tmpdir(), "saldo-seed-data-"));
    try {
      const missing = path.join(data, "pglite");
      expect(await plantSeed(project, missing)).toBe(true);
      const { tables, applied } = await tablesAndMigrations(missing);
      expect(tables).toEqual(expect.arrayContaining(["users", "operations", "callbacks"]));
      expect(applied).toBe(migrationCount());

      const empty = path.join(data, "empty");
      mkdirSync(empty);
      expect(await plantSeed(project, empty)).toBe(true);
      // Writing to a copy does not reach the seed.
      const client = await PGlite.create(empty);
      await client.query("create table only_in_the_copy (id int)");
      await client.close();
      expect((await tablesAndMigrations(seed)).tables).not.toContain("only_in_the_copy");
    } finally {
      rmSync(data, { recursive: true, force: true });
    }
  }, 120_000);

  it("is never copied over a folder that holds anything, and leaves no side folder behind", async () => {
    const data = mkdtempSync(path.join(tmpdir(), "saldo-seed-data-"));
    try {
      const used = path.join(data, "pglite");
      mkdirSync(used);
      writeFileSync(path.join(used, "something"), "x");
      expect(await plantSeed(project, used)).toBe(false);
      expect(readdirSync(used)).toEqual(["something"]);
      expect(readdirSync(data)).toEqual(["pglite"]);
    } finally {
      rmSync(data, { recursive: true, force: true });
    }
  });

  it("gives a database that takes migrations added after it; with no seed for the new set, nothing is copied", async () => {
    const data = mkdtempSync(path.join(tmpdir(), "saldo-seed-data-"));
    try {
      const old = path.join(data, "old");
      expect(await plantSeed(project, old)).toBe(true);

      const journalFile = path.join(project, "drizzle", "meta", "_journal.json");
      const journal = JSON.parse(readFileSync(journalFile, "utf8"));
      const last = journal.entries.at(-1);
      journal.entries.push({ ...last, idx: last.idx + 1, when: last.when + 1, tag: "9999_later" });
      writeFileSync(journalFile, JSON.stringify(journal));
      writeFileSync(path.join(project, "drizzle", "9999_later.sql"), "CREATE TABLE \"later\" (\"id\" integer);");

      expect(seedFolder(project)).not.toBe(seed);
      expect(await plantSeed(project, path.join(data, "new"))).toBe(false);

      const { tables, applied } = await tablesAndMigrations(old, path.join(project, "drizzle"));
      expect(tables).toContain("later");
      expect(applied).toBe(migrationCount());
    } finally {
      rmSync(data, { recursive: true, force: true });
    }
  }, 120_000);
});
