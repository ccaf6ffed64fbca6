import { bearerToken, hashSecretToken, newSecretToken, sessionLifetimeMs } from "./secret-token";

describe("secret tokens", () => {
  it("are 32 random bytes in base64url, different each time", () => {
    const a = newSecretToken();
    expect(a).toMatch(/^[\w-]{43}$/);
    expect(Buffer.from(a, "base64url")).toHaveLength(32);
    expect(newSecretToken()).not.toBe(a);
  });

  it("are stored as their SHA-256", () => {
    expect(hashSecretToken("abc")).toBe(
      "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad",
    );
  });
});

describe("bearerToken", () => {
  const token = "A".repeat(43);
  it("reads the token of a Bearer header", () => {
    expect(bearerToken(`Bearer ${token}`)).toBe(token);
    expect(bearerToken(`bearer ${token}`)).toBe(token);
  });
  it("gives null when absent or malformed", () => {
    expect(bearerToken(undefined)).toBeNull();
    expect(bearerToken(token)).toBeNull();
    expect(bearerToken("Bearer ")).toBeNull();
    expect(bearerToken(`Basic ${token}`)).toBeNull();
    expect(bearerToken(`Bearer ${token}<script>`)).toBeNull();
  });
});

describe("sessionLifetimeMs", () => {
  it("is 30 days when remembered, else 12 hours", () => {
    expect(sessionLifetimeMs(true)).toBe(30 * 24 * 3600 * 1000);
    expect(sessionLifetimeMs(false)).toBe(12 * 3600 * 1000);
  });
});
