import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { budget, readRscManifests, routeBundles, routeChunks, routeName } from "./bundle";

describe("first-load JS from the build's manifests", () => {
  it("names a route as its address, without route groups or /page", () => {
    expect(routeName("/(wallet)/pay/[code]/page")).toBe("/pay/[code]");
    expect(routeName("/(wallet)/page")).toBe("/");
    expect(routeName("/(public)/sign-in/page")).toBe("/sign-in");
    expect(routeName("/_not-found/page")).toBe("/_not-found");
  });

  it("counts each chunk once: the root main files, then every segment's JS (CSS left out)", () => {
    const chunks = routeChunks(["static/chunks/react.js", "static/chunks/next.js"], {
      entryJSFiles: {
        "[project]/app/layout": ["static/chunks/react.js", "static/chunks/layout.js"],
        "[project]/app/error": ["static/chunks/layout.js", "static/chunks/error.js"],
        "[project]/app/page": ["static/chunks/page.js", "static/chunks/page.css"],
      },
    });
    expect(chunks).toEqual(["static/chunks/react.js", "static/chunks/next.js", "static/chunks/layout.js", "static/chunks/error.js", "static/chunks/page.js"]);
    expect(routeChunks(["a.js"], {})).toEqual(["a.js"]);
  });

  it("flags the routes over the limit against the bare page", () => {
    const lines = budget([{ route: "/pay", files: [], gzipBytes: 209 * 1024 }, { route: "/", files: [], gzipBytes: 150 * 1024 }], 132 * 1024, 1.15);
    expect(lines.map((l) => [l.route, l.over, l.ratio.toFixed(2)])).toEqual([["/pay", true, "1.58"], ["/", false, "1.14"]]);
  });

  it("holds each route to its own ceiling, and a route without one to the goal", () => {
    const routes = [
      { route: "/pay", files: [], gzipBytes: 209 * 1024 },
      { route: "/", files: [], gzipBytes: 170 * 1024 },
      { route: "/new", files: [], gzipBytes: 160 * 1024 },
    ];
    const lines = budget(routes, 132 * 1024, 1.15, { "/pay": 1.6, "/": 1.2 });
    expect(lines.map((l) => [l.route, l.over, l.ceiling, l.overCeiling])).toEqual([
      ["/pay", true, 1.6, false],
      ["/", true, 1.2, true],
      ["/new", true, 1.15, true],
    ]);
  });

  describe("on a build folder laid out as Next 16 writes it", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "bundle-test-"));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));
    const chunk = (name: string, text: string) => {
      mkdirSync(path.join(dir, "static/chunks"), { recursive: true });
      writeFileSync(path.join(dir, "static/chunks", name), text);
      return gzipSync(Buffer.from(text)).length;
    };
    const manifest = (segments: string, key: string, files: string[]) => {
      const folder = path.join(dir, "server/app", segments);
      mkdirSync(folder, { recursive: true });
      const entry = { entryJSFiles: { [`[project]/app${segments}/page`]: files }, entryCSSFiles: {} };
      writeFileSync(path.join(folder, "page_client-reference-manifest.js"),
        `globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\nglobalThis.__RSC_MANIFEST[${JSON.stringify(key)}] = ${JSON.stringify(entry)};\n`);
    };

    it("reads every route's manifest and sums the gzip sizes of its chunks, largest first", () => {
      const react = chunk("react.js", "function react(){}".repeat(200));
      const big = chunk("big.js", "const zod = 'schemas';".repeat(500));
      const small = chunk("small.js", "export const x = 1;");
      writeFileSync(path.join(dir, "build-manifest.json"), JSON.stringify({ rootMainFiles: ["static/chunks/react.js"], polyfillFiles: ["static/chunks/poly.js"] }));
      manifest("/(public)/sign-in", "/(public)/sign-in/page", ["static/chunks/small.js"]);
      manifest("/(wallet)/pay/[code]", "/(wallet)/pay/[code]/page", ["static/chunks/small.js", "static/chunks/big.js"]);

      expect(Object.keys(readRscManifests(dir)).sort()).toEqual(["/(public)/sign-in/page", "/(wallet)/pay/[code]/page"]);
      expect(routeBundles(dir).map((r) => [r.route, r.gzipBytes])).toEqual([
        ["/pay/[code]", react + small + big],
        ["/sign-in", react + small],
      ]);
    });
  });
});
