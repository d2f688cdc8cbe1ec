import { parseOptions } from "@node-rs/argon2";
import { describe, expect, it } from "vitest";
import { DUMMY_HASH, HASH_OPTIONS, hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from "./password";

describe("password hashing", () => {
  it("hashes with argon2id at the OWASP parameters and a fresh salt each time", async () => {
    const first = await hashPassword("correct horse battery");
    const second = await hashPassword("correct horse battery");
    expect(first.startsWith("$argon2id$v=19$m=19456,t=2,p=1$")).toBe(true);
    expect(first).not.toBe(second);
    expect(first).not.toContain("correct horse battery");
  });

  it("accepts the right password and refuses a wrong one", async () => {
    const stored = await hashPassword("correct horse battery");
    expect(await verifyPassword(stored, "correct horse battery")).toBe(true);
    expect(await verifyPassword(stored, "correct horse batterY")).toBe(false);
    expect(await verifyPassword(stored, "")).toBe(false);
  });

  it("answers false instead of throwing for a hash it cannot read", async () => {
    expect(await verifyPassword("not-a-hash", "whatever password")).toBe(false);
  });

  it("gives the dummy hash the same cost parameters as real hashes, so unknown emails take as long", async () => {
    const dummy = parseOptions(DUMMY_HASH);
    expect(dummy).toMatchObject({
      algorithm: HASH_OPTIONS.algorithm,
      memoryCost: HASH_OPTIONS.memoryCost,
      timeCost: HASH_OPTIONS.timeCost,
      parallelism: HASH_OPTIONS.parallelism,
    });
    expect(needsRehash(DUMMY_HASH)).toBe(false);
    expect(await verifyAgainstDummy("correct horse battery")).toBe(false);
  });

  it("asks for a rehash of hashes made with weaker parameters", async () => {
    const { hash } = await import("@node-rs/argon2");
    const weak = await hash("correct horse battery", { ...HASH_OPTIONS, memoryCost: 4096 });
    expect(needsRehash(weak)).toBe(true);
    expect(needsRehash("garbage")).toBe(true);
    expect(needsRehash(await hashPassword("correct horse battery"))).toBe(false);
  });
});
