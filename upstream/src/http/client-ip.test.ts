import { clientIp } from "./client-ip";

describe("clientIp", () => {
  it("takes the first X-Forwarded-For entry", () => {
    expect(clientIp("203.0.113.7, 10.0.0.1", "127.0.0.1")).toBe("203.0.113.7");
    expect(clientIp(["198.51.100.1", "10.0.0.2"], "127.0.0.1")).toBe("198.51.100.1");
  });

  it("falls back to the socket address, unmapping IPv4-mapped IPv6", () => {
    expect(clientIp(undefined, "::ffff:10.1.2.3")).toBe("10.1.2.3");
    expect(clientIp("", "::1")).toBe("::1");
    expect(clientIp(undefined, undefined)).toBe("");
  });
});
