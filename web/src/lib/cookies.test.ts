import {
  ONE_YEAR_SECONDS,
  parseCookie,
  readCookie,
  serializeCookie,
  writePreferenceCookie,
} from "./cookies";

describe("serializeCookie", () => {
  it("writes path, max-age and SameSite and encodes the value", () => {
    expect(serializeCookie("language", "es ES", { maxAge: 60, path: "/", sameSite: "Lax" })).toBe(
      "language=es%20ES; path=/; max-age=60; SameSite=Lax",
    );
  });
});

describe("parseCookie", () => {
  it("finds a cookie among others and decodes it", () => {
    expect(parseCookie("a=1; currency_code=EUR; language=es-ES", "currency_code")).toBe("EUR");
    expect(parseCookie("x=caf%C3%A9", "x")).toBe("café");
  });

  it("does not match a cookie whose name merely ends with the name", () => {
    expect(parseCookie("old_language=fr-FR", "language")).toBeNull();
  });

  it("returns null for an absent cookie or an empty header", () => {
    expect(parseCookie("a=1", "b")).toBeNull();
    expect(parseCookie("", "b")).toBeNull();
  });
});

describe("writePreferenceCookie", () => {
  it("stores the cookie on the document for a year", () => {
    expect(ONE_YEAR_SECONDS).toBe(31_536_000);
    writePreferenceCookie("currency_code", "GBP");
    expect(readCookie("currency_code")).toBe("GBP");
  });
});
