// The decision `npm start` makes: build, or serve the build already in .next.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { buildAndStamp, ensureBuilt, inputsHash, isFresh, stampExists } from "./build-stamp.mjs";

let root: string;
let builds: number;

const write = (file: string, content: string) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), content);
};

/** Stands in for `next build`: a new build id each time, as Next writes one. */
const fakeBuild = async () => {
  builds++;
  write(".next/BUILD_ID", `build-${builds}`);
};

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), "saldo-stamp-"));
  builds = 0;
  write("app/page.tsx", "export default function Page() {}");
  write("lib/platform/env.ts", "export const env = {};");
  write("package-lock.json", "{}");
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("npm start's build decision", () => {
  it("builds on the first start and not on a second one with nothing changed", async () => {
    expect(await ensureBuilt(root, fakeBuild)).toEqual({ built: true });
    expect(await ensureBuilt(root, fakeBuild)).toEqual({ built: false });
    expect(builds).toBe(1);
  });

  it("builds again when a source file, a public file, a migration or the lock file changes, or one is added", async () => {
    await ensureBuilt(root, fakeBuild);
    const changes: [string, string][] = [
      ["lib/platform/env.ts", "export const env = { changed: true };"],
      ["public/robots.txt", "User-agent: *"],
      ["drizzle/0003_more.sql", "select 1;"],
      ["package-lock.json", '{"lockfileVersion":3}'],
      ["next.config.mjs", "export default {};"],
    ];
    for (const [file, content] of changes) {
      const before = builds;
      write(file, content);
      expect(await ensureBuilt(root, fakeBuild), file).toEqual({ built: true });
      expect(builds).toBe(before + 1);
      expect(await ensureBuilt(root, fakeBuild), file).toEqual({ built: false });
    }
  });

  it("does not build for a changed test file or a file outside the inputs", async () => {
    await ensureBuilt(root, fakeBuild);
    write("lib/platform/env.test.ts", "it('x', () => {});");
    write("tests/api/x.test.ts", "");
    write("README.md", "# changed");
    write(".data/pglite/PG_VERSION", "17");
    expect(await ensureBuilt(root, fakeBuild)).toEqual({ built: false });
  });

  it("leaves no stamp after a failed build, so the next start builds again", async () => {
    await ensureBuilt(root, fakeBuild);
    write("app/page.tsx", "broken");
    await expect(
      ensureBuilt(root, async () => {
        throw new Error("next build failed (exit code 1)");
      }),
    ).rejects.toThrow(/failed/);
    expect(stampExists(root)).toBe(false);
    expect(await ensureBuilt(root, fakeBuild)).toEqual({ built: true });
  });

  it("does not trust an interrupted build, even when the sources go back to what was built last", async () => {
    await ensureBuilt(root, fakeBuild);
    write("app/page.tsx", "version B");
    // Killed half way: .next may hold anything, and no stamp was written.
    await expect(
      ensureBuilt(root, async () => {
        write(".next/BUILD_ID", "half");
        throw new Error("next build failed (SIGINT)");
      }),
    ).rejects.toThrow();
    write("app/page.tsx", "export default function Page() {}");
    expect(await ensureBuilt(root, fakeBuild)).toEqual({ built: true });
  });

  it("does not trust a build made by hand since the stamp (another build id in .next)", async () => {
    await ensureBuilt(root, fakeBuild);
    write(".next/BUILD_ID", "by-hand");
    expect(isFresh(root, inputsHash(root))).toBe(false);
    expect(await ensureBuilt(root, fakeBuild)).toEqual({ built: true });
  });

  it("builds when .next is gone", async () => {
    await ensureBuilt(root, fakeBuild);
    rmSync(path.join(root, ".next"), { recursive: true });
    expect(await ensureBuilt(root, fakeBuild)).toEqual({ built: true });
    expect(JSON.parse(readFileSync(path.join(root, ".next/saldo-build-stamp.json"), "utf8"))).toEqual({
      inputs: inputsHash(root),
      buildId: "build-2",
    });
  });

  it("stamps the inputs as they were when the build started", async () => {
    await ensureBuilt(root, async () => {
      await fakeBuild();
      write("lib/platform/env.ts", "edited while building");
    });
    expect(await ensureBuilt(root, fakeBuild)).toEqual({ built: true });
  });

  it("serves the build `npm run build` made, which always builds and stamps it", async () => {
    await buildAndStamp(root, fakeBuild);
    await buildAndStamp(root, fakeBuild);
    expect(builds).toBe(2);
    expect(await ensureBuilt(root, fakeBuild)).toEqual({ built: false });
    expect(builds).toBe(2);
  });
});
