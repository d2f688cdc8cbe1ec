import { afterEach, describe, expect, it } from "vitest";
import { clientAddress } from "./rate-limit";

const PEER_HEADER = "x-saldo-peer-address";
const holder = globalThis as typeof globalThis & { __saldoPeerHeader?: string };

describe("clientAddress", () => {
  afterEach(() => {
    delete holder.__saldoPeerHeader;
  });

  it("takes the address server.mjs stamped, not what the client put in X-Forwarded-For (TRUST_PROXY unset)", () => {
    holder.__saldoPeerHeader = PEER_HEADER;
    const headers = new Headers({ [PEER_HEADER]: "::ffff:198.51.100.20", "x-forwarded-for": "203.0.113.7", "x-real-ip": "203.0.113.8" });
    expect(clientAddress(headers)).toBe("198.51.100.20");
  });

  it("answers one shared 'unknown' when the app was not started by server.mjs, whatever the headers claim", () => {
    const headers = new Headers({ [PEER_HEADER]: "198.51.100.20", "x-forwarded-for": "203.0.113.7" });
    expect(clientAddress(headers)).toBe("unknown");
  });
});
