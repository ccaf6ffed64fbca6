// The referral link builder: base precedence, absolute http(s) only, encoding, kept parameters.
import {
  buildReferralLinkUrl,
  MAX_LINK_INPUT_LENGTH,
  referralName,
  type ReferralLinkParts,
} from "./referral-link";

const PARTS: ReferralLinkParts = {
  siteUrl: null,
  landingUrl: null,
  currentPage: null,
  referralCode: "SUMMER26",
  firstName: "Zoë",
  lastName: "O'Brien",
  orgId: 42,
  redirect: null,
};

const build = (parts: Partial<ReferralLinkParts>) => buildReferralLinkUrl({ ...PARTS, ...parts });
const urlOf = (parts: Partial<ReferralLinkParts>) => {
  const result = build(parts);
  if (!("url" in result)) throw new Error(`expected a URL, got ${JSON.stringify(result)}`);
  return result;
};

describe("buildReferralLinkUrl", () => {
  it("takes the site URL first, then the landing URL, then the current page", () => {
    const all = {
      siteUrl: "https://travel.example.com",
      landingUrl: "https://promo.example.com/summer",
      currentPage: "https://travel.example.com/referral/programs",
    };
    expect(urlOf(all)).toMatchObject({ base: "siteUrl" });
    expect(urlOf(all).url).toMatch(/^https:\/\/travel\.example\.com\/\?referral_code=/);
    expect(urlOf({ ...all, siteUrl: null })).toMatchObject({ base: "landingUrl" });
    expect(urlOf({ ...all, siteUrl: null }).url).toMatch(
      /^https:\/\/promo\.example\.com\/summer\?/,
    );
    expect(urlOf({ ...all, siteUrl: " ", landingUrl: "" })).toMatchObject({
      base: "currentPage",
    });
  });

  it("adds the four parameters, encoded by URLSearchParams", () => {
    const { url } = urlOf({
      currentPage: "https://travel.example.com/referral/programs",
      firstName: "Zoë Anne",
      lastName: "Smith & Sons",
      redirect: "/hotels?city=Paris&stars=5",
    });
    expect(url).toBe(
      "https://travel.example.com/referral/programs?referral_code=SUMMER26" +
        "&referral_name=Zo%C3%AB+Anne+Smith+%26+Sons&referral_org=42" +
        "&redirect=%2Fhotels%3Fcity%3DParis%26stars%3D5",
    );
    const params = new URL(url).searchParams;
    expect(params.get("referral_name")).toBe("Zoë Anne Smith & Sons");
    expect(params.get("redirect")).toBe("/hotels?city=Paris&stars=5");
  });

  it("keeps the base's own query parameters and fragment, replacing ours", () => {
    const { url } = urlOf({
      landingUrl: "https://promo.example.com/summer?utm_source=app&referral_org=1#top",
      referralCode: "WINTER&26",
    });
    expect(url).toBe(
      "https://promo.example.com/summer?utm_source=app&referral_org=42" +
        "&referral_code=WINTER%2626&referral_name=Zo%C3%AB+O%27Brien#top",
    );
  });

  it("leaves out a missing code, name or redirect", () => {
    const { url } = urlOf({
      currentPage: "http://localhost:4000/",
      referralCode: null,
      firstName: null,
      lastName: " ",
      redirect: "  ",
    });
    expect(url).toBe("http://localhost:4000/?referral_org=42");
  });

  it.each([
    ["a relative address", "/referral/programs"],
    ["a non-http scheme", "javascript:alert(1)"],
    ["an ftp address", "ftp://example.com/x"],
    ["not an address", "not a url"],
  ])("refuses %s as the current page", (_case, currentPage) => {
    expect(build({ currentPage })).toEqual({
      error: { field: "currentPage", code: "INVALID_URL", message: expect.any(String) },
    });
  });

  it("refuses a bad landing URL without blaming the input", () => {
    expect(build({ landingUrl: "promo/summer", currentPage: "https://ok.example.com" })).toEqual({
      error: { field: null, code: "INVALID_URL", message: expect.any(String) },
    });
  });

  it("needs some base, and inputs of sane length", () => {
    expect(build({})).toEqual({
      error: { field: "currentPage", code: "REQUIRED", message: expect.any(String) },
    });
    const long = `https://x.example.com/${"a".repeat(MAX_LINK_INPUT_LENGTH)}`;
    expect(build({ currentPage: long })).toMatchObject({
      error: { field: "currentPage", code: "TOO_LONG" },
    });
    expect(build({ currentPage: "https://x.example.com", redirect: long })).toMatchObject({
      error: { field: "redirect", code: "TOO_LONG" },
    });
  });
});

describe("referralName", () => {
  it("joins first and last name, skipping blanks", () => {
    expect(referralName("Zoë", "O'Brien")).toBe("Zoë O'Brien");
    expect(referralName(null, "Smith")).toBe("Smith");
    expect(referralName(" Ann ", null)).toBe("Ann");
    expect(referralName(null, null)).toBe("");
  });
});
