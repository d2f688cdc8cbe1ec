// A fresh embedded database, ready made. Creating one from nothing runs PostgreSQL's initdb inside
// WebAssembly (5 s on an idle machine, 20 s on a busy one, with a second database instance alive
// meanwhile); `next build` does it once instead (next.config.mjs), applies the migrations, and keeps
// the closed data folder in .next/cache. An app opening an empty DATA_DIR copies that folder in
// and starts from it; the migrator then applies whatever came after it, as on any database.
//
// No "server-only" here: next.config.mjs loads this file at build time.
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from "node:fs";
import { rm } from "node:fs/promises";
import path from "node:path";
import { Worker } from "node:worker_threads";

const SEEDS = path.join(".next", "cache", "saldo-pglite-seed");

/** The files a seed is made from: the migrations and the PGlite version that ran them. */
function seedInputs(projectDir: string): Buffer[] {
  const migrations = path.join(projectDir, "drizzle");
  const files = [
    ...readdirSync(migrations).filter((name) => name.endsWith(".sql")).sort().map((name) => path.join(migrations, name)),
    path.join(migrations, "meta", "_journal.json"),
    path.join(projectDir, "node_modules", "@electric-sql", "pglite", "package.json"),
  ];
  return files.map((file) => readFileSync(file));
}

/** Where the seed of the current migrations lives (it may not exist). */
export function seedFolder(projectDir: string): string {
  const hash = createHash("sha256");
  for (const input of seedInputs(projectDir)) hash.update(createHash("sha256").update(input).digest());
  return path.join(projectDir, SEEDS, hash.digest("hex").slice(0, 16));
}

/**
 * Makes the seed of the current migrations unless it exists, and removes seeds of older ones.
 * Built in a side folder and renamed into place, so an interrupted build leaves no half seed.
 */
export async function buildSeed(projectDir: string): Promise<string> {
  const target = seedFolder(projectDir);
  if (existsSync(path.join(target, "PG_VERSION"))) return target;
  const parent = path.dirname(target);
  rmSync(parent, { recursive: true, force: true });
  mkdirSync(parent, { recursive: true });
  const scratch = `${target}.${process.pid}.tmp`;
  const [{ PGlite }, { drizzle }, { migrate }] = await Promise.all([
    import("@electric-sql/pglite"),
    import("drizzle-orm/pglite"),
    import("drizzle-orm/pglite/migrator"),
  ]);
  const client = await PGlite.create(scratch);
  try {
    await migrate(drizzle({ client }), { migrationsFolder: path.join(projectDir, "drizzle") });
  } finally {
    await client.close();
  }
  renameSync(scratch, target);
  return target;
}

/** A folder copied with its subfolders, file by file, in the thread it runs in (workerData: from, to). */
const COPY_IN_A_THREAD = `
const { workerData } = require("node:worker_threads");
const fs = require("node:fs");
const path = require("node:path");
function copy(from, to) {
  fs.mkdirSync(to, { recursive: true });
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) copy(source, target);
    else fs.copyFileSync(source, target);
  }
}
copy(workerData.from, workerData.to);
`;

/**
 * Copies a data folder (some 1,100 files, 40 MB) in a worker thread: the copy is what a first
 * start waits for, and the main thread is busy loading the app meanwhile.
 */
async function copyFolder(from: string, to: string): Promise<void> {
  const worker = new Worker(COPY_IN_A_THREAD, { eval: true, workerData: { from, to } });
  await new Promise<void>((resolve, reject) => {
    worker.once("error", reject);
    worker.once("exit", (code) => (code === 0 ? resolve() : reject(new Error(`the seed copy stopped with ${code}`))));
  });
}

/**
 * Copies the seed into `dataDir` when that folder holds no database yet and a seed of the current
 * migrations exists. True when it did. The copy goes to a side folder first and is renamed into
 * place, so a process killed mid-copy leaves no half database that PGlite would try to resume.
 * The copy runs off the main thread: requests are served meanwhile.
 */
export async function plantSeed(projectDir: string, dataDir: string): Promise<boolean> {
  if (existsSync(path.join(dataDir, "PG_VERSION"))) return false;
  let seed: string;
  try {
    seed = seedFolder(projectDir);
  } catch {
    return false;
  }
  if (!existsSync(path.join(seed, "PG_VERSION"))) return false;
  const scratch = `${dataDir}.${process.pid}.tmp`;
  await rm(scratch, { recursive: true, force: true });
  await copyFolder(seed, scratch);
  // Only an empty folder (or none) is replaced; anything else is left for PGlite to judge.
  if (existsSync(dataDir)) {
    if (readdirSync(dataDir).length > 0) {
      await rm(scratch, { recursive: true, force: true });
      return false;
    }
    rmSync(dataDir, { recursive: true });
  }
  mkdirSync(path.dirname(dataDir), { recursive: true });
  renameSync(scratch, dataDir);
  return true;
}
