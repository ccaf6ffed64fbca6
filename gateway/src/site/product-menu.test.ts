import { fallbackSiteConfig } from "./site.fallbacks";
import type { EligibleProductEntry, SiteConfigMapper } from "./site.mappers";
import { buildProductMenu, productRoutePath } from "./product-menu";

const ALL_CODES = [
  "DTPS",
  "HLTGD",
  "HLT",
  "CND",
  "PKG",
  "STY",
  "WEK",
  "RST",
  "SBM",
  "CRU",
  "FLT",
  "CAR",
  "TRA",
  "ACT",
];

function config(codes: string[], overrides: Partial<SiteConfigMapper> = {}): SiteConfigMapper {
  return {
    ...fallbackSiteConfig(),
    orgId: 7,
    // codes outside the contract's enum too: the menu ignores what it does not know
    eligibleProducts: codes.map((code, i) => ({
      product_id: i + 1,
      product_code: code as EligibleProductEntry["product_code"],
    })),
    externalSites: {
      allInclusive: "https://allinclusive.example.com/",
      trips: "https://trips.example.com/",
    },
    ...overrides,
  };
}

describe("buildProductMenu", () => {
  it("lists every entry in the spec's order with order numbers 99 to 115", () => {
    const menu = buildProductMenu(config(ALL_CODES));
    expect(menu.map((e) => [e.key, e.productCode, e.order, e.kind, e.target])).toEqual([
      ["dreamtrips", "DTPS", 99, "ROUTE", "/dreamtrips"],
      ["hotelgd", "HLTGD", 100, "ROUTE", "/hotelgd"],
      ["hotel", "HLT", 101, "ROUTE", "/hotel"],
      ["condo", "CND", 102, "ROUTE", "/condo"],
      ["packages", "PKG", 103, "ROUTE", "/packages"],
      ["stays", "STY", 104, "ROUTE", "/stays"],
      ["weeks", "WEK", 105, "ROUTE", "/resorts?type=weeks"],
      ["resorts", "RST", 106, "ROUTE", "/resorts"],
      ["holidaystays", "SBM", 107, "ROUTE", "/holidaystays"],
      ["cruises", "CRU", 108, "ROUTE", "/cruises"],
      ["flight", "FLT", 109, "ROUTE", "/flight"],
      ["cars", "CAR", 110, "ROUTE", "/cars"],
      ["transfers", "TRA", 111, "ROUTE", "/transfers"],
      ["activities", "ACT", 112, "ROUTE", "/activities"],
      ["allinclusive", null, 113, "EXTERNAL", "https://allinclusive.example.com/"],
      ["trips", null, 114, "EXTERNAL", "https://trips.example.com/"],
      ["dailydeals", null, 115, "METHOD", "method:dailydeals"],
    ]);
  });

  it("uses menu.<key> label keys", () => {
    const menu = buildProductMenu(config(["HLT"]));
    expect(menu.map((e) => e.labelKey)).toEqual([
      "menu.hotel",
      "menu.allinclusive",
      "menu.trips",
      "menu.dailydeals",
    ]);
  });

  it("shows products only when the organisation sells them, keeping order numbers", () => {
    const menu = buildProductMenu(config(["act", " CRU ", "XYZ"]));
    expect(menu.map((e) => [e.key, e.order])).toEqual([
      ["cruises", 108],
      ["activities", 112],
      ["allinclusive", 113],
      ["trips", 114],
      ["dailydeals", 115],
    ]);
  });

  it("never builds a /tra path", () => {
    const targets = buildProductMenu(config(ALL_CODES)).map((e) => e.target);
    expect(targets).not.toContain("/tra");
    expect(() => productRoutePath("tra")).toThrow('"tra" is excluded from path building');
  });

  it("leaves out an external site whose URL is missing or not absolute", () => {
    const menu = buildProductMenu(
      config([], { externalSites: { allInclusive: "", trips: "/relative" } }),
    );
    expect(menu.map((e) => e.key)).toEqual(["dailydeals"]);
  });

  it("gives only the daily-deals flow on the upstream-failure config", () => {
    expect(buildProductMenu(fallbackSiteConfig())).toEqual([
      {
        key: "dailydeals",
        labelKey: "menu.dailydeals",
        productCode: null,
        order: 115,
        kind: "METHOD",
        target: "method:dailydeals",
      },
    ]);
  });
});
