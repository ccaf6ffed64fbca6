import { PayloadError } from "../accounts/payload-fields";
import { campaignTypeParam, idParam, pagingParams, totalPages } from "./query-params";

const q = (query: string) => new URLSearchParams(query);

describe("pagingParams", () => {
  it("defaults to page 1 of 5 and caps per_page at 50", () => {
    expect(pagingParams(q(""))).toEqual({ page: 1, perPage: 5 });
    expect(pagingParams(q("page=&per_page="))).toEqual({ page: 1, perPage: 5 });
    expect(pagingParams(q("page=3&per_page=10"))).toEqual({ page: 3, perPage: 10 });
    expect(pagingParams(q("page=%202%20&per_page=51"))).toEqual({ page: 2, perPage: 50 });
    expect(pagingParams(q("per_page=999999999999999"))).toEqual({ page: 1, perPage: 50 });
  });

  it.each(["0", "-1", "1.5", "1e3", "abc", "0x10", "+2", "1000000000", "1\u0000"])(
    "refuses page %j",
    (page) => {
      expect(() => pagingParams(q(`page=${encodeURIComponent(page)}`))).toThrow(
        new PayloadError("page must be a whole number from 1 to 999999999"),
      );
    },
  );

  it.each(["0", "-5", "2.5", "five", "1".repeat(16)])("refuses per_page %j", (perPage) => {
    expect(() => pagingParams(q(`per_page=${perPage}`))).toThrow(
      new PayloadError("per_page must be a whole number from 1 to 50"),
    );
  });
});

describe("idParam", () => {
  it("reads a positive id and names a missing or bad one", () => {
    expect(idParam(q("program= 12 "), "program", "an id")).toBe(12);
    expect(() => idParam(q(""), "program", "an id")).toThrow("program is required");
    for (const bad of ["0", "x", "1.0", "1234567890"])
      expect(() => idParam(q(`program=${bad}`), "program", "an id")).toThrow(
        "program must be an id",
      );
  });
});

describe("campaignTypeParam", () => {
  it("defaults to Promotion and refuses what no type looks like", () => {
    expect(campaignTypeParam(q(""))).toBe("Promotion");
    expect(campaignTypeParam(q("campaign_type=Referral"))).toBe("Referral");
    for (const bad of ["<b>", "1x", "a".repeat(51), "Pro\u0000mo"])
      expect(() => campaignTypeParam(q(`campaign_type=${encodeURIComponent(bad)}`))).toThrow(
        "campaign_type must be a campaign type such as Promotion",
      );
  });
});

describe("totalPages", () => {
  it("counts the pages", () => {
    expect([0, 1, 5, 6, 23].map((n) => totalPages(n, 5))).toEqual([0, 1, 1, 2, 5]);
  });
});
