// Whether `npm start` must build: a hash of everything `next build` reads, compared with the stamp
// the last successful build left in .next/. Plain Node, so starting needs no TypeScript loader.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

/** Folders whose files the build reads (tests beside the code are not part of it). */
export const INPUT_FOLDERS = ["app", "components", "lib", "public", "drizzle"];
/** Single files the build reads; a missing one counts as its absence. */
export const INPUT_FILES = [
  "proxy.ts", "instrumentation.ts", "next.config.mjs", "postcss.config.mjs", "tailwind.config.ts", "tsconfig.json",
  "package.json", "package-lock.json",
  // What npm actually installed (changes with any install, even one that leaves the lock alone).
  "node_modules/.package-lock.json",
];
const STAMP = path.join(".next", "saldo-build-stamp.json");
const isTest = (name) => /\.test\.[cm]?[jt]sx?$/.test(name);

function filesUnder(root, folder) {
  const out = [];
  const walk = (relative) => {
    let entries;
    try {
      entries = readdirSync(path.join(root, relative), { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const child = path.posix.join(relative, entry.name);
      if (entry.isDirectory()) walk(child);
      else if (entry.isFile() && !isTest(entry.name)) out.push(child);
    }
  };
  walk(folder);
  return out;
}

/** A hash of the build's inputs: every file's path and content, in a fixed order. */
export function inputsHash(root) {
  const files = [...INPUT_FOLDERS.flatMap((folder) => filesUnder(root, folder)), ...INPUT_FILES].sort();
  const hash = createHash("sha256");
  for (const file of files) {
    let content;
    try {
      content = readFileSync(path.join(root, file));
    } catch {
      content = null;
    }
    hash.update(`${file}\0${content === null ? "-" : createHash("sha256").update(content).digest("hex")}\n`);
  }
  return hash.digest("hex");
}

function buildId(root) {
  try {
    return readFileSync(path.join(root, ".next", "BUILD_ID"), "utf8").trim();
  } catch {
    return null;
  }
}

/**
 * True when .next holds a finished build of exactly these inputs: the stamp names this hash and
 * the build id now in .next (a later `next build` by hand changes the id, so it is not trusted).
 */
export function isFresh(root, hash) {
  const id = buildId(root);
  if (!id) return false;
  try {
    const stamp = JSON.parse(readFileSync(path.join(root, STAMP), "utf8"));
    return stamp.inputs === hash && stamp.buildId === id;
  } catch {
    return false;
  }
}

/**
 * Builds, then stamps the build. The stamp is removed before building and written only after the
 * build succeeded, with the hash taken before it started: a failed or interrupted build leaves no
 * stamp, and a file edited during the build makes the next start build again.
 */
export async function buildAndStamp(root, build) {
  const hash = inputsHash(root);
  rmSync(path.join(root, STAMP), { force: true });
  await build();
  const id = buildId(root);
  if (!id) throw new Error("the build finished without .next/BUILD_ID");
  writeFileSync(path.join(root, STAMP), JSON.stringify({ inputs: hash, buildId: id }) + "\n");
}

/** Builds unless .next is fresh (`npm start`). */
export async function ensureBuilt(root, build) {
  if (isFresh(root, inputsHash(root))) return { built: false };
  await buildAndStamp(root, build);
  return { built: true };
}

export const stampExists = (root) => existsSync(path.join(root, STAMP));
