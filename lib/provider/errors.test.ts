import { describe, expect, it } from "vitest";
import { ProviderError } from "./errors";
import type * as errorsModule from "./errors";

type ErrorsModule = typeof errorsModule;

const error = (init: Partial<ConstructorParameters<typeof ProviderError>[0]>) =>
  new ProviderError({ status: 0, code: "UNKNOWN", message: "m", ...init });

describe("ProviderError.outcomeUnknown", () => {
  it("is true when a payment got no answer or a 5xx", () => {
    expect(error({ code: "TIMEOUT", mutation: true }).outcomeUnknown).toBe(true);
    expect(error({ code: "NETWORK", mutation: true }).outcomeUnknown).toBe(true);
    expect(error({ status: 500, code: "SPR05091", mutation: true }).outcomeUnknown).toBe(true);
    expect(error({ status: 504, code: "AGA0004", mutation: true }).outcomeUnknown).toBe(true);
    expect(error({ status: 202, code: "BAD_RESPONSE", mutation: true }).outcomeUnknown).toBe(true);
  });

  it("is false when the request provably never left", () => {
    expect(error({ code: "NETWORK", mutation: true, maybeDelivered: false }).outcomeUnknown).toBe(false);
  });

  it("is false for 4xx, and for a 5xx on a read", () => {
    expect(error({ status: 409, code: "SPA04649", mutation: true }).outcomeUnknown).toBe(false);
    expect(error({ status: 401, code: "ALO04140", mutation: true }).outcomeUnknown).toBe(false);
    expect(error({ status: 500, code: "SDE05070" }).outcomeUnknown).toBe(false);
  });
});

describe("ProviderError.transient", () => {
  it("marks timeouts, network errors and 5xx as worth another try, never 4xx", () => {
    expect(error({ code: "TIMEOUT" }).transient).toBe(true);
    expect(error({ status: 503 }).transient).toBe(true);
    expect(error({ status: 429, code: "RPA04680" }).transient).toBe(false);
    expect(error({ status: 200, code: "BAD_RESPONSE" }).transient).toBe(false);
  });

  it("keeps the provider's ids and is an Error", () => {
    const e = error({ status: 404, code: "SDE04342", tx: "t", mainTx: "m" });
    expect(e).toBeInstanceOf(Error);
    expect(e).toMatchObject({ name: "ProviderError", status: 404, code: "SDE04342", tx: "t", mainTx: "m" });
  });
});

describe("ProviderError across copies of the module", () => {
  it("is recognised by instanceof when made by another copy of the class", async () => {
    // What Next.js does when it bundles lib/provider into two layers of one process.
    const copy = (await import(/* @vite-ignore */ `./errors?copy=${Date.now()}`)) as ErrorsModule;
    expect(copy.ProviderError).not.toBe(ProviderError);
    const foreign = new copy.ProviderError({ status: 404, code: "XOP04404", message: "m" });
    expect(foreign instanceof ProviderError).toBe(true);
    expect(error({}) instanceof copy.ProviderError).toBe(true);
  });

  it("is not claimed by other errors", () => {
    expect(new Error("x") instanceof ProviderError).toBe(false);
    expect(Object.assign(new Error("x"), { name: "ProviderError" }) instanceof ProviderError).toBe(false);
    expect((null as unknown) instanceof ProviderError).toBe(false);
  });
});
