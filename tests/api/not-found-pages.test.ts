// Every page with an id or a code in its address answers an unknown one with HTTP 404 and the app's
// not-found screen, and a known one with 200: also the pages that show a loading state while they
// load, whose answer must not have started (as a 200) before the lookup said "no such thing".
import { randomInt } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { signedUpUser, type ApiClient } from "../support/api-client";
import { operator } from "../support/callback-helpers";
import { EDENOR, buyTopUp, topUpBody } from "../support/payment-helpers";

const UNKNOWN_UUID = "00000000-0000-4000-8000-000000000000";
const NOT_FOUND_TITLE = "No encontramos esta página";

let user: ApiClient;
let ops: ApiClient;
const known: Record<string, string> = {};

/** The page's status and HTML, as a browser without a cache would ask for it. */
async function page(client: ApiClient, path: string) {
  const response = await fetch(`${client.baseUrl}${path}`, {
    headers: { cookie: client.cookieHeader(), "x-forwarded-for": client.address, accept: "text/html" },
    redirect: "manual",
  });
  return { status: response.status, html: await response.text() };
}

/** The answer carries the app's not-found screen (components/shell/not-found-screen.tsx): its title and its way home. */
function expectNotFoundScreen(html: string, path: string) {
  expect(html, path).toMatch(/not-found-title/);
  expect(html, path).toContain(NOT_FOUND_TITLE);
  expect(html, path).toContain("Ir al inicio");
}

beforeAll(async () => {
  [user, ops] = await Promise.all([signedUpUser("not-found-pages"), operator()]);
  const bought = await buyTopUp(user, topUpBody(1));
  expect(bought.status, JSON.stringify(bought.body)).toBeLessThan(300);
  known.operation = bought.body.operation.id as string;
  const filed = await user.post(`/api/operations/${known.operation}/complaints`, { reason: "WRONG_AMOUNT", note: "" });
  expect(filed.status, JSON.stringify(filed.body)).toBe(201);
  known.complaint = filed.body.complaint.id as string;
  const queryData = [{ identifierName: "clientNumber", identifierValue: `${randomInt(100_000_000, 999_999_999)}1` }];
  const saved = await user.post("/api/agenda/adhesions", { ...EDENOR, queryData, alias: "Casa" });
  expect(saved.status, JSON.stringify(saved.body)).toBe(201);
  known.agenda = saved.body.adhesion.agendaId as string;
});

// [who asks, the page of a known id, the same page with an unknown one]
const PAGES: [string, "user" | "operator", () => string, string][] = [
  ["an operation", "user", () => `/operations/${known.operation}`, `/operations/${UNKNOWN_UUID}`],
  ["a company to pay", "user", () => "/pay/AR-S-0003", "/pay/XX-NOPE"],
  ["a top-up carrier", "user", () => "/topups/AR-R-0001", "/topups/XX-NOPE"],
  ["a gift-card brand", "user", () => "/gift-cards/AR-G-0001", "/gift-cards/XX-NOPE"],
  ["an account's autopay", "user", () => `/autopay/accounts/${encodeURIComponent(known.agenda!)}`, "/autopay/accounts/nope"],
  ["an automatic payment", "user", () => "", `/autopay/${UNKNOWN_UUID}`],
  ["an operation, for an operator", "operator", () => `/operator/operations/${known.operation}`, `/operator/operations/${UNKNOWN_UUID}`],
  ["a complaint, for an operator", "operator", () => `/operator/complaints/${known.complaint}`, `/operator/complaints/${UNKNOWN_UUID}`],
];

describe("pages of one thing", () => {
  it.each(PAGES)("%s: a known one answers 200 and an unknown one 404 with the not-found screen", async (_name, who, knownPath, unknownPath) => {
    const client = who === "operator" ? ops : user;
    const path = knownPath();
    if (path) expect((await page(client, path)).status, path).toBe(200);
    const missing = await page(client, unknownPath);
    expect(missing.status, unknownPath).toBe(404);
    expectNotFoundScreen(missing.html, unknownPath);
  });

  it("answers another user's operation as it answers none", async () => {
    const other = await signedUpUser("not-found-other");
    const theirs = await page(other, `/operations/${known.operation}`);
    expect(theirs.status).toBe(404);
    expectNotFoundScreen(theirs.html, "another user's operation");
    expect(theirs.html).not.toContain("Movistar");
  });
});
