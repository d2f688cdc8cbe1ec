import { describe, expect, it } from "vitest";
import { parseEnv } from "@/lib/platform/env";
import { callbackSigning } from "./signing";

describe("callbackSigning", () => {
  it("expects no signature from the local sandbox without a hash secret", () => {
    expect(callbackSigning(parseEnv({}))).toBe("sandbox");
  });

  it("requires one once a hash secret is shared, sandbox or not", () => {
    expect(callbackSigning(parseEnv({ CALLBACK_HASH_SECRET: "shared" }))).toBe("required");
    expect(callbackSigning(parseEnv({ PROVIDER_BASE_URL: "https://provider.example.com", CALLBACK_HASH_SECRET: "shared" }))).toBe("required");
  });

  it("says a real provider without a hash secret cannot sign", () => {
    expect(callbackSigning(parseEnv({ PROVIDER_BASE_URL: "https://provider.example.com" }))).toBe("unconfigured");
  });
});
