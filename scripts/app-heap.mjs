// The app's JavaScript heap bound, one figure for every way the app is started (`npm start` and the
// test suites' app processes), so what the suites measure is the app as it runs.
//
// V8 otherwise lets the heap grow towards a quarter or more of the machine's memory under load
// before collecting it; docs/configuration.md (Memory) explains the figure.
import process from "node:process";

/** MB of V8's old generation for the app. */
export const APP_HEAP_MB = 256;

/** NODE_OPTIONS for the app: the heap bound first, so one the caller set in `nodeOptions` wins. */
export function appNodeOptions(nodeOptions = process.env.NODE_OPTIONS) {
  return [`--max-old-space-size=${APP_HEAP_MB}`, nodeOptions].filter(Boolean).join(" ");
}
