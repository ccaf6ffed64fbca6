import { parseActivityEntry } from "./activity-entry";

describe("parseActivityEntry", () => {
  it("reads an entry, defaulting the address to the caller's", () => {
    expect(
      parseActivityEntry({ userId: 3, ip: " 8.8.8.8 ", action: " search " }, "127.0.0.1"),
    ).toEqual({
      ok: true,
      value: { accountId: 3, ip: "8.8.8.8", action: "search" },
    });
    expect(parseActivityEntry({ action: "x" }, "127.0.0.1")).toEqual({
      ok: true,
      value: { accountId: null, ip: "127.0.0.1", action: "x" },
    });
  });

  it("refuses bad fields with a clear message", () => {
    expect(parseActivityEntry({ userId: "3", action: "x" }, "")).toEqual({
      ok: false,
      message: "userId must be a positive integer",
    });
    expect(parseActivityEntry({ userId: 1.5, action: "x" }, "")).toMatchObject({ ok: false });
    expect(parseActivityEntry({ ip: "<b>", action: "x" }, "")).toEqual({
      ok: false,
      message: "ip must be an IPv4 or IPv6 address",
    });
    expect(parseActivityEntry({ action: "  " }, "")).toEqual({
      ok: false,
      message: "action must be non-empty text",
    });
    expect(parseActivityEntry({ action: "x".repeat(10_000) }, "")).toEqual({
      ok: false,
      message: "action is too long (200 characters at most)",
    });
  });
});
