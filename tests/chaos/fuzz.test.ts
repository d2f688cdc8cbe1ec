// The fuzz pass: thousands of generated bad inputs (fixed seed) against every route, method,
// callback path and a few pages of the built app, asserting that none is answered with a 5xx, and
// that no answer carries a stack trace, a file path, SQL or one of the secrets configured here.
// Status 0 in the figures: the server closed the connection under an oversize body.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApp, type AppProcess } from "../support/app-process";
import { freePort } from "../support/free-port";
import { startSandbox, type SandboxProcess } from "../support/sandbox-process";
import { ENDPOINTS, NOT_FUZZED, type Endpoint } from "./fuzz-endpoints";
import { badBody, badQuery, badSegment, seededRng, type Rng } from "./fuzz-inputs";
import { closeAgent, send, type RawAnswer, type RawRequest } from "../support/raw-http";

const SEED = 0x5a1d0;
const INPUTS_PER_ENDPOINT = 1_000;
/**
 * A route that reads no body, segment or query parameter has only headers and a stray query string
 * to break: a fifth of the inputs covers those as often (a bad cookie every ~30 inputs).
 */
const INPUTS_PER_BARE_ENDPOINT = 200;
const INPUTS_PER_PAGE = 250;
const CONCURRENCY = 12;
const OVERSIZE = 200 * 1024 * 1024;

const SECRETS = {
  providerApiKey: "fuzz-provider-key-2b7e41",
  providerPassword: "fuzz-provider-password-93ac",
  callbackApiKey: "fuzz-callback-key-5d1f08",
  callbackToken: "fuzz-callback-token-e6c3a2",
  sessionSecret: "fuzz-session-secret-fedcba9876543210fedcba98765",
  pinKey: "0f1e2d3c4b5a69788796a5b4c3d2e1f00f1e2d3c4b5a69788796a5b4c3d2e1f0",
} as const;

/** What must never be in an answer: stack frames, file paths, SQL, the secrets configured here. */
const LEAKS: [string, RegExp][] = [
  ["stack trace", /\bat\s+\S+\s+\((?:\/|file:|node:)[^)]*:\d+:\d+\)|\n\s+at\s+(?:\/|file:|node:)\S+:\d+:\d+/],
  ["file path", /\/work\/|node_modules|\/\.next\/|webpack-internal:/],
  ["SQL", /Failed query|syntax error at or near|duplicate key value|violates \w+ constraint|relation "\w+"|\bselect\s+"\w+"|\binsert into\s+"|invalid input syntax for/i],
  ["secret", new RegExp(Object.values(SECRETS).join("|"))],
];

type FailureKind = "5xx" | "no answer" | "leak" | "not the error shape";
type Failure = { kind: FailureKind; text: string };
type Figures = { inputs: number; statuses: Map<number, number>; failures: Failure[] };

let sandbox: SandboxProcess;
let app: AppProcess;
let base: URL;
let dataDir: string;
let sessionCookie = "";

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "saldo-fuzz-"));
  const appPort = await freePort();
  sandbox = await startSandbox({
    SANDBOX_CALLBACK_URL: `http://127.0.0.1:${appPort}`,
    SANDBOX_CALLBACK_API_KEY: SECRETS.callbackApiKey,
    SANDBOX_CALLBACK_TOKEN: SECRETS.callbackToken,
    SANDBOX_API_KEY: SECRETS.providerApiKey,
    SANDBOX_CLIENT_PASSWORD: SECRETS.providerPassword,
  });
  app = await startApp(appPort, {
    PROVIDER_BASE_URL: sandbox.url,
    PROVIDER_API_KEY: SECRETS.providerApiKey,
    PROVIDER_PASSWORD: SECRETS.providerPassword,
    CALLBACK_API_KEY: SECRETS.callbackApiKey,
    CALLBACK_TOKEN: SECRETS.callbackToken,
    SESSION_SECRET: SECRETS.sessionSecret,
    PIN_ENCRYPTION_KEY: SECRETS.pinKey,
    DATA_DIR: dataDir,
    OPERATOR_EMAILS: "fuzz-ops@saldo.test",
  });
  base = new URL(app.url);
  // An operator, so the operator routes are fuzzed past their 403.
  const signUp = await send(base, {
    method: "POST",
    path: "/api/auth/sign-up",
    headers: { "content-type": "application/json", origin: app.url },
    body: JSON.stringify({ email: "fuzz-ops@saldo.test", password: "correct horse battery", name: "Fuzz" }),
  });
  expect(signUp.status, signUp.body).toBe(201);
  const setCookie = signUp.headers["set-cookie"] ?? [];
  sessionCookie = (Array.isArray(setCookie) ? setCookie : [setCookie]).map((line) => line.split(";")[0]).join("; ");
}, 120_000);

afterAll(async () => {
  closeAgent();
  await app?.stop();
  await sandbox?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

function headersFor(endpoint: Endpoint, rng: Rng, i: number): Record<string, string> {
  const headers: Record<string, string> = { "x-forwarded-for": `2001:db8:f::${(i % 0xffff).toString(16)}` };
  if (endpoint.method !== "GET") headers.origin = app.url;
  if (endpoint.body) headers["content-type"] = rng.chance(0.05) ? rng.pick(["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x", "application/json; charset=utf-16"]) : "application/json";
  if (endpoint.who === "user") headers.cookie = rng.chance(0.03) ? `__Host-saldo_session=${"Fe26.2*1*".repeat(rng.int(40))}` : sessionCookie;
  if (endpoint.who === "callback" && rng.chance(0.9)) {
    headers["x-api-key"] = SECRETS.callbackApiKey;
    headers["x-authorization-token"] = SECRETS.callbackToken;
  }
  if (endpoint.idempotent && rng.chance(0.95)) headers["idempotency-key"] = rng.chance(0.9) ? `fuzz-${SEED}-${i}` : "k".repeat(rng.int(300));
  return headers;
}

/** The i-th bad input of an endpoint: a bad body, segment, query string or an oversize body. */
function input(endpoint: Endpoint, rng: Rng, i: number): RawRequest {
  const headers = headersFor(endpoint, rng, i);
  const segment = endpoint.segment && (rng.chance(endpoint.body ? 0.1 : 0.6) ? badSegment(rng, endpoint.segment) : endpoint.segment);
  let target = endpoint.path.replace(":seg", segment || "");
  const badQueryString = endpoint.query !== undefined && (!endpoint.segment || rng.chance(0.4));
  if (badQueryString || rng.chance(0.05)) target += `?${badQuery(rng, endpoint.query ?? [])}`;
  const request: RawRequest = { method: endpoint.method, path: target, headers };
  if (!endpoint.body) return request;
  const roll = rng.next();
  if (roll < 0.02) request.declaredLength = OVERSIZE;
  else if (roll < 0.04) request.chunkedBytes = rng.pick([80 * 1024, 1024 * 1024, 8 * 1024 * 1024]);
  else request.body = badBody(rng, endpoint.body);
  return request;
}

const isApi = (endpoint: Endpoint) => !endpoint.page;

const isBare = (endpoint: Endpoint) => !endpoint.body && !endpoint.segment && (endpoint.query ?? []).length === 0;

function inputsFor(endpoint: Endpoint): number {
  if (endpoint.page) return INPUTS_PER_PAGE;
  return isBare(endpoint) ? INPUTS_PER_BARE_ENDPOINT : INPUTS_PER_ENDPOINT;
}

function check(endpoint: Endpoint, request: RawRequest, answer: RawAnswer): Failure | null {
  const what = `${request.method} ${request.path.slice(0, 120)} -> ${answer.status}`;
  if (answer.status === 0) return null; // closed under an oversize body: refused, not failed
  if (answer.status >= 500) return { kind: "5xx", text: `${what}: ${answer.body.slice(0, 300)}` };
  const text = `${JSON.stringify(answer.headers)}\n${answer.body}`;
  for (const [name, pattern] of LEAKS) {
    if (pattern.test(text)) return { kind: "leak", text: `${what}: ${name} in the answer: ${answer.body.slice(0, 300)}` };
  }
  if (isApi(endpoint) && answer.status >= 400) {
    let shaped = false;
    try {
      const parsed = JSON.parse(answer.body) as { error?: { code?: unknown; message?: unknown } };
      shaped = typeof parsed.error?.code === "string" && typeof parsed.error.message === "string";
    } catch {
      shaped = false;
    }
    if (!shaped) return { kind: "not the error shape", text: `${what}: ${answer.body.slice(0, 200)}` };
  }
  return null;
}

async function fuzz(endpoint: Endpoint, count: number, rng: Rng): Promise<Figures> {
  const figures: Figures = { inputs: count, statuses: new Map(), failures: [] };
  const requests = Array.from({ length: count }, (_, i) => input(endpoint, rng, i));
  let next = 0;
  const worker = async () => {
    while (next < requests.length) {
      const request = requests[next++] as RawRequest;
      let answer: RawAnswer;
      try {
        answer = await send(base, request);
      } catch (error) {
        figures.failures.push({ kind: "no answer", text: `${request.method} ${request.path.slice(0, 120)}: ${(error as Error).message}` });
        continue;
      }
      figures.statuses.set(answer.status, (figures.statuses.get(answer.status) ?? 0) + 1);
      const failure = check(endpoint, request, answer);
      if (failure) figures.failures.push(failure);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return figures;
}

// One test per endpoint, in ENDPOINTS' order, drawing from one generator: the inputs are the same
// on every run. Each endpoint has its own time limit, so a pass slowed by a busy machine (this file
// runs beside the route suite, at a lower priority) fails on the endpoint that hung, never on the
// sum of them all; the figures of every endpoint are printed together at the end.
/** Every route handler of the app as "METHOD /path", its dynamic segments written ":seg". */
function appRoutes(): string[] {
  const routes: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.name === "route.ts") {
        const where = path.relative("app", dir).split(path.sep).filter((part) => !/^\(.*\)$/.test(part));
        const address = `/${where.map((part) => (/^\[.*\]$/.test(part) ? ":seg" : part)).join("/")}`;
        for (const [, method] of readFileSync(file, "utf8").matchAll(/export (?:const|async function) (GET|POST|PUT|PATCH|DELETE)\b/g)) routes.push(`${method} ${address}`);
      }
    }
  };
  walk("app");
  return routes.sort();
}

describe("fuzz pass", () => {
  it("aims at every route the app has, but the event streams", () => {
    const aimed = new Set([...ENDPOINTS.map((e) => `${e.method} ${e.path}`), ...NOT_FUZZED]);
    expect(appRoutes().filter((route) => !aimed.has(route))).toEqual([]);
  });

  const rng = seededRng(SEED);
  const report: string[] = [];
  const kinds = new Map<FailureKind, number>();
  let total = 0;
  let seconds = 0;

  afterAll(() => {
    const summary = [...kinds].map(([kind, n]) => `${kind} ${n}`).join(", ") || "none";
    console.info(`fuzz pass (seed ${SEED}): ${total} inputs in ${seconds.toFixed(1)} s, failures: ${summary}\n${report.join("\n")}`);
  });

  for (const endpoint of ENDPOINTS) {
    const name = `${endpoint.method} ${endpoint.path}`;
    it(`${name}: every generated bad input answered below 500, in the error shape, without stack traces, paths, SQL or secrets`, async () => {
      const began = Date.now();
      const figures = await fuzz(endpoint, inputsFor(endpoint), rng);
      const took = (Date.now() - began) / 1000;
      total += figures.inputs;
      seconds += took;
      for (const f of figures.failures) kinds.set(f.kind, (kinds.get(f.kind) ?? 0) + 1);
      const statuses = [...figures.statuses].sort(([a], [b]) => a - b).map(([status, n]) => `${status}×${n}`).join(" ");
      report.push(`${name.padEnd(38)} ${String(figures.inputs).padStart(5)} inputs  ${statuses}  failures ${figures.failures.length}  ${took.toFixed(1)} s`);
      expect(figures.failures.slice(0, 20).map((f) => `[${f.kind}] ${f.text}`)).toEqual([]);
    }, 90_000);
  }

  it("leaves the app answering its health check", async () => {
    const health = await send(base, { method: "GET", path: "/api/health" });
    expect(health.status).toBe(200);
  });
});
