import { dummyPasswordCheck, hashPassword, parseScryptHash, verifyPassword } from "./password-hash";

describe("password hashing", () => {
  it("stores a self-describing scrypt hash with a 32-byte salt and a 64-byte key", async () => {
    const stored = await hashPassword("Traveller#1", 1024);
    expect(stored).toMatch(/^scrypt\$1024\$8\$1\$[\w-]{43}\$[\w-]{86}$/);
    expect(stored).not.toContain("Traveller#1");
    const parsed = parseScryptHash(stored);
    expect(parsed?.salt).toHaveLength(32);
    expect(parsed?.hash).toHaveLength(64);
  });

  it("verifies the right password only, salting each hash differently", async () => {
    const a = await hashPassword("Päss#word1", 1024);
    const b = await hashPassword("Päss#word1", 1024);
    expect(a).not.toBe(b);
    expect(await verifyPassword("Päss#word1", a)).toBe(true);
    // NFC and NFD spellings of the same password are the same password.
    expect(await verifyPassword("Pa\u0308ss#word1", a)).toBe(true);
    expect(await verifyPassword("päss#word1", a)).toBe(false);
    expect(await verifyPassword("", a)).toBe(false);
  });

  it("uses the cost recorded in the hash", async () => {
    const stored = await hashPassword("x", 2048);
    expect(parseScryptHash(stored)?.N).toBe(2048);
    expect(await verifyPassword("x", stored)).toBe(true);
  });

  it("never matches a malformed hash", async () => {
    expect(parseScryptHash("plain")).toBeNull();
    expect(parseScryptHash("scrypt$1000$8$1$c2FsdA$aGFzaA")).toBeNull();
    expect(parseScryptHash("bcrypt$1024$8$1$c2FsdA$aGFzaA")).toBeNull();
    expect(await verifyPassword("x", "scrypt$1024$8$1$$")).toBe(false);
    expect(await dummyPasswordCheck("x", 1024)).toBe(false);
  });
});
