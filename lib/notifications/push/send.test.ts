import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isAppPath, postToPushService } from "./send";

let hits = 0;
const server = createServer((request, response) => {
  hits++;
  request.resume();
  request.on("end", () => response.writeHead(201).end("created"));
});
let port = 0;
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const details = (endpoint: string) => ({ endpoint, method: "POST" as const, headers: { ttl: "60" }, body: Buffer.from("x") });

describe("posting to a push service", () => {
  it("reaches a local one only when local addresses are allowed (sandbox mode)", async () => {
    expect(await postToPushService(details(`http://localhost:${port}/push/1`), false)).toEqual({ status: 201, error: "201 created" });
    expect(hits).toBe(1);
  });

  it("outside sandbox mode, never connects to an address that is not public, by name or by number", async () => {
    const before = hits;
    expect((await postToPushService(details(`http://localhost:${port}/push/1`), true)).status).toBe(0);
    expect(await postToPushService(details(`http://127.0.0.1:${port}/push/1`), true)).toEqual({ status: 0, error: "not a public address" });
    expect(await postToPushService(details("https://[::1]/push/1"), true)).toEqual({ status: 0, error: "not a public address" });
    expect(await postToPushService(details("https://10.1.2.3/push/1"), true)).toEqual({ status: 0, error: "not a public address" });
    expect(hits).toBe(before);
  });
});

describe("a notification's link", () => {
  it("is a path of this app, never another site", () => {
    expect(isAppPath("/agenda")).toBe(true);
    expect(isAppPath("/pay/AR-S-0003?debt=1")).toBe(true);
    for (const url of ["https://evil.example/", "//evil.example/", "/\\evil.example", "agenda", ""]) expect(isAppPath(url), url).toBe(false);
  });
});
