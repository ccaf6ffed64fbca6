import { distanceUnitFor, tempUnitFor } from "./measurement-units";

describe("distanceUnitFor", () => {
  it.each(["US", "GB", "LR", "MM", "PR", "GU", "IM", "JE"])("%s uses miles", (code) => {
    expect(distanceUnitFor(code)).toBe("Miles");
  });
  it.each(["FR", "CA", "IE", "GI", "TT", "AU"])("%s uses kilometres", (code) => {
    expect(distanceUnitFor(code)).toBe("Km");
  });
});

describe("tempUnitFor", () => {
  it.each(["US", "BS", "KY", "LR", "PW", "FM", "MH", "BZ", "PR", "VI"])(
    "%s uses Fahrenheit",
    (code) => {
      expect(tempUnitFor(code)).toBe("F");
    },
  );
  it.each(["GB", "CA", "MX", "TT", "MM"])("%s uses Celsius", (code) => {
    expect(tempUnitFor(code)).toBe("C");
  });
});
