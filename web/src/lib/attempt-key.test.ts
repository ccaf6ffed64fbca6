import { createAttemptKeys, newAttemptKey } from "./attempt-key";

const KEY = /^[A-Za-z0-9_-]{8,64}$/;

describe("newAttemptKey", () => {
  it("draws a key the gateway takes, a new one each time", () => {
    const a = newAttemptKey();
    expect(a).toMatch(KEY);
    expect(newAttemptKey()).not.toBe(a);
  });

  it("draws from getRandomValues where randomUUID is missing (plain http)", () => {
    const randomUUID = globalThis.crypto.randomUUID;
    Object.defineProperty(globalThis.crypto, "randomUUID", {
      value: undefined,
      configurable: true,
    });
    try {
      expect(newAttemptKey()).toMatch(/^[0-9a-f]{32}$/);
    } finally {
      Object.defineProperty(globalThis.crypto, "randomUUID", {
        value: randomUUID,
        configurable: true,
      });
    }
  });
});

describe("createAttemptKeys", () => {
  it("keeps the key while the same values are submitted again, and draws a new one for other values or after the end", () => {
    const keys = createAttemptKeys();
    const first = keys.keyFor({ email: "a@example.com", n: 1 });
    expect(keys.keyFor({ email: "a@example.com", n: 1 })).toBe(first);
    const changed = keys.keyFor({ email: "b@example.com", n: 1 });
    expect(changed).not.toBe(first);
    keys.end();
    expect(keys.keyFor({ email: "b@example.com", n: 1 })).not.toBe(changed);
  });
});
