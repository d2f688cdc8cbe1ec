// What `npm start` says once everything is up: where to open the app, who to sign in as, where the
// mail goes and how to stop. Said only once the app answers healthy (its database open, the
// provider reachable) and the mailbox answers, so every address in it works when it is read.
/* global fetch, AbortSignal -- Node's own since version 18 */
import { networkInterfaces } from "node:os";
import { setTimeout as sleep } from "node:timers/promises";

/** Resolves true once every URL answers as `ready` says, false if `stopped` settles first. */
export async function waitUntilUp(checks, stopped) {
  let gaveUp = false;
  void stopped.finally(() => (gaveUp = true));
  for (;;) {
    if (gaveUp) return false;
    const answers = await Promise.all(checks.map(({ url, ready }) => fetch(url, { signal: AbortSignal.timeout(2_000) }).then(ready, () => false)));
    if (answers.every(Boolean)) return !gaveUp;
    await sleep(250);
  }
}

/** This machine's own addresses on its networks (what a phone on the same Wi-Fi would open). */
const networkAddresses = () =>
  Object.values(networkInterfaces())
    .flat()
    .filter((a) => a && !a.internal && a.family === "IPv4")
    .map((a) => a.address);

/**
 * The banner's lines. `everywhere`: listening on every interface; `demo`: the demo account in
 * sandbox mode (null against a real provider, where there is none and mail goes out for real).
 */
export function bannerLines({ appUrl, port, everywhere, demo, mailboxUrl, operators }) {
  const rows = [["Open", everywhere ? appUrl : `${appUrl} (this machine only; HOST=0.0.0.0 npm start opens it to your network)`]];
  if (everywhere) {
    for (const address of networkAddresses()) rows.push(["", `http://${address}:${port} (other machines on this network)`]);
  }
  if (demo) {
    rows.push(["Sign in", `${demo.email} / ${demo.password} (the demo user${operators.includes(demo.email) ? ", an operator" : ", not an operator"})`]);
    rows.push(["Mailbox", `${mailboxUrl} (every mail the app sends lands here)`]);
  }
  rows.push(["Operators", operators.length ? operators.join(", ") : `none yet: OPERATOR_EMAILS=${demo ? demo.email : "you@example.com"} npm start`]);
  rows.push(["Stop", "Ctrl+C"]);
  const width = Math.max(...rows.map(([label]) => label.length));
  const rule = "─".repeat(72);
  return [rule, "Saldo is up.", ...rows.map(([label, value]) => `  ${label.padEnd(width)}  ${value}`), rule];
}
