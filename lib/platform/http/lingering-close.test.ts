import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { connect, type AddressInfo, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeGentlyWhenAnsweredEarly } from "./lingering-close.mjs";

const CAP = 64 * 1024;
const LINGER_MS = 1_500;
const LINGER_BYTES = 4 * 1024 * 1024;

// Reads the body the way a route handler does (a Web stream over the request, as Next builds it),
// cancels it past the cap and answers 413: the connection's socket outlives the cancelled body.
async function capped(request: IncomingMessage, response: ServerResponse) {
  const body = new Request("http://saldo/", { method: "POST", body: request as unknown as BodyInit, duplex: "half" } as RequestInit).body;
  const reader = body!.getReader();
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > CAP) {
      await reader.cancel();
      response.writeHead(413, { "content-type": "application/json" }).end('{"error":{"code":"PAYLOAD_TOO_LARGE"}}');
      return;
    }
  }
  response.end(`read ${size}`);
}

let server: Server;
let port: number;
/** The server's side of each connection, in order of arrival: when it closed, and what it read. */
const serverSides: Promise<{ closedAfterMs: number; bytesRead: number }>[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    closeGentlyWhenAnsweredEarly(request, response, { lingerMs: LINGER_MS, lingerBytes: LINGER_BYTES });
    void capped(request, response);
  });
  server.on("connection", (socket: Socket) => {
    const opened = Date.now();
    serverSides.push(new Promise((resolve) => socket.on("close", () => resolve({ closedAfterMs: Date.now() - opened, bytesRead: socket.bytesRead }))));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

type Exchange = {
  /** What came back, once the client closed or `until` matched it. */
  answer: Promise<{ text: string; error?: string }>;
  server: Promise<{ closedAfterMs: number; bytesRead: number }>;
  client: Socket;
};

/**
 * Sends a chunked POST of `bodyBytes` as HTTP clients do, 16 KB a write with a turn of the event
 * loop between writes, stopping once the answer has come; `endBody: false` leaves the body
 * unfinished and `sendOnRegardless` ignores the answer. The client keeps its side open when the server closes its own (a client that has not
 * looked at the answer yet); given `until`, it closes once the answer matches.
 */
async function post(bodyBytes: number, { endBody = true, connection = "keep-alive", until = undefined as RegExp | undefined, sendOnRegardless = false } = {}): Promise<Exchange> {
  const client = connect({ port, host: "127.0.0.1", allowHalfOpen: true });
  await new Promise((resolve) => client.once("connect", resolve));
  await new Promise((resolve) => setTimeout(resolve, 10)); // the server has seen the connection
  const serverSide = serverSides.at(-1)!;
  let text = "";
  const answer = new Promise<{ text: string; error?: string }>((resolve) => {
    let error: string | undefined;
    client.on("data", (chunk: Buffer) => {
      text += chunk.toString("latin1");
      if (until?.test(text)) client.end();
    });
    client.on("error", (e: NodeJS.ErrnoException) => (error = e.code));
    client.on("close", () => resolve({ text, error }));
  });
  client.write(`POST /up HTTP/1.1\r\nhost: saldo\r\ntransfer-encoding: chunked\r\nconnection: ${connection}\r\n\r\n`);
  const chunk = `4000\r\n${" ".repeat(0x4000)}\r\n`;
  let sent = 0;
  const pump = () => {
    if ((text && !sendOnRegardless) || client.destroyed) return;
    if (sent >= bodyBytes) return void (endBody && client.write("0\r\n\r\n"));
    sent += 0x4000;
    if (client.write(chunk)) setImmediate(pump);
    else client.once("drain", pump);
  };
  pump();
  return { answer, server: serverSide, client };
}

describe("closing a connection answered before its body arrived", () => {
  it.each(["keep-alive", "close"])("delivers the 413 to a client still writing when it comes (connection: %s)", async (connection) => {
    for (let round = 0; round < 20; round++) {
      const { text, error } = await (await post(2 * 1024 * 1024, { connection, until: /PAYLOAD_TOO_LARGE/ })).answer;
      expect(error, `round ${round}`).toBeUndefined();
      expect(text, `round ${round}`).toMatch(/^HTTP\/1\.1 413 /);
      expect(text).toMatch(/\r\nconnection: close\r\n/i);
      expect(text).toContain("PAYLOAD_TOO_LARGE");
    }
  });

  it("closes the connection after its linger time when the client stops sending but stays connected", async () => {
    const exchange = await post(CAP + 1024, { endBody: false });
    const { closedAfterMs } = await exchange.server;
    exchange.client.destroy();
    expect((await exchange.answer).text).toMatch(/^HTTP\/1\.1 413 /);
    expect(closedAfterMs).toBeGreaterThanOrEqual(LINGER_MS);
    expect(closedAfterMs).toBeLessThan(LINGER_MS + 1_000);
  });

  it("stops reading a client that sends on past the linger's byte bound", async () => {
    const sent = LINGER_BYTES * 3;
    const exchange = await post(sent, { endBody: false, sendOnRegardless: true });
    const { closedAfterMs, bytesRead } = await exchange.server;
    exchange.client.destroy();
    expect(closedAfterMs).toBeLessThan(LINGER_MS);
    expect(bytesRead).toBeLessThan(LINGER_BYTES + 1024 * 1024);
  });

  it("keeps a connection alive whose body was read in full before the answer", async () => {
    const exchange = await post(0x4000, { until: /read 16384/ });
    const { text } = await exchange.answer;
    expect(text).toMatch(/^HTTP\/1\.1 200 /);
    expect(text).toMatch(/\r\nconnection: keep-alive\r\n/i);
    expect(text).toContain("read 16384");
  });
});
