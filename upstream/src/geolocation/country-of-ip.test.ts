import { countryCodeOfIp } from "./country-of-ip";

describe("countryCodeOfIp", () => {
  it("locates public IPv4 and IPv6 addresses from the shipped data", () => {
    expect(countryCodeOfIp("8.8.8.8")).toBe("US");
    expect(countryCodeOfIp("81.2.69.160")).toBe("GB");
    expect(countryCodeOfIp("2001:4860:4860::8888")).toBe("US");
  });

  it("gives null for private and loopback addresses", () => {
    for (const ip of ["127.0.0.1", "10.0.0.1", "192.168.1.1", "::1"])
      expect(countryCodeOfIp(ip)).toBeNull();
  });
});
