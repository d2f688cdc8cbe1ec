import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fetchLogo, LogoRefused } from "./public-fetch";

const OPTIONS = { timeoutMs: 2_000, maxBytes: 1024 };
let server: Server;
let port = 0;
let hits = 0;

beforeAll(async () => {
  server = createServer((request, response) => {
    hits++;
    if (request.url === "/big.svg") response.writeHead(200, { "content-type": "image/svg+xml" }).end("x".repeat(4096));
    else if (request.url === "/moved") response.writeHead(302, { location: "http://169.254.169.254/" }).end();
    else response.writeHead(200, { "content-type": "image/svg+xml" }).end("<svg/>");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("fetchLogo", () => {
  it("fetches from the provider's host even on loopback", async () => {
    const fetched = await fetchLogo(new URL(`http://127.0.0.1:${port}/a.svg`), "provider", OPTIONS);
    expect(fetched).toMatchObject({ status: 200, contentType: "image/svg+xml" });
    expect(Buffer.from(fetched.body ?? []).toString()).toBe("<svg/>");
  });

  it("never connects to a listed host that is, or resolves to, a loopback address", async () => {
    const before = hits;
    for (const url of [`http://127.0.0.1:${port}/a.svg`, `http://localhost:${port}/a.svg`, `http://[::ffff:127.0.0.1]:${port}/a.svg`]) {
      await expect(fetchLogo(new URL(url), "listed", OPTIONS), url).rejects.toBeInstanceOf(LogoRefused);
    }
    expect(hits).toBe(before);
  });

  it("does not follow a redirect and stops reading past the size limit", async () => {
    expect(await fetchLogo(new URL(`http://127.0.0.1:${port}/moved`), "provider", OPTIONS)).toMatchObject({ status: 302, body: null });
    expect(await fetchLogo(new URL(`http://127.0.0.1:${port}/big.svg`), "provider", OPTIONS)).toMatchObject({ status: 200, body: null });
  });
});
