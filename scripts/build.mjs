// `npm run build`: always builds, and stamps the build it made (scripts/build-stamp.mjs), so the
// next `npm start`, and the suites that run it, serve this build instead of making another.
import process from "node:process";
import { fileURLToPath, URL } from "node:url";
import console from "node:console";
import { buildAndStamp } from "./build-stamp.mjs";
import { nextBuild } from "./next-build.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
try {
  await buildAndStamp(root, () => nextBuild(root));
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
