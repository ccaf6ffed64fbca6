import { listenUrl } from "./listen-url";

describe("listenUrl", () => {
  it("uses the bound host, loopback for wildcards, brackets for IPv6", () => {
    expect(listenUrl("127.0.0.1", 4010)).toBe("http://127.0.0.1:4010");
    expect(listenUrl("0.0.0.0", 80)).toBe("http://127.0.0.1:80");
    expect(listenUrl("::", 4010)).toBe("http://[::1]:4010");
    expect(listenUrl("localhost", 1)).toBe("http://localhost:1");
  });
});
