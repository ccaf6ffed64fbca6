import { createRateTable } from "../locale/exchange";
import { discountShares, pricingMoney } from "./pricing";

describe("discountShares", () => {
  it.each<[string, number[], number, { index: number; applied: number }[]]>([
    ["one card covering part of the price", [25], 25, [{ index: 0, applied: 25 }]],
    [
      "two cards, the second taking the rest",
      [25, 60],
      66,
      [
        { index: 0, applied: 25 },
        { index: 1, applied: 41 },
      ],
    ],
    [
      "the first card covering it all: the second is not spent",
      [60, 25],
      20,
      [{ index: 0, applied: 20 }],
    ],
    [
      "the only-discount remainder goes to the last card used",
      [60],
      66,
      [{ index: 0, applied: 66 }],
    ],
    ["a card of 0 takes nothing", [0, 30], 30, [{ index: 1, applied: 30 }]],
    ["nothing to take off", [25], 0, []],
  ])("%s", (_name, values, deduction, expected) => {
    expect(discountShares(values, deduction)).toEqual(expected);
  });

  it.each<[string, number[], number, string, { index: number; applied: number }[]]>([
    [
      "cents without floating-point noise",
      [0.1, 0.2],
      0.3,
      "USD",
      [
        { index: 0, applied: 0.1 },
        { index: 1, applied: 0.2 },
      ],
    ],
    [
      "yen, whole units",
      [1000, 2000],
      2500,
      "JPY",
      [
        { index: 0, applied: 1000 },
        { index: 1, applied: 1500 },
      ],
    ],
    [
      "dinars, three decimals",
      [1.234, 5],
      2.5,
      "KWD",
      [
        { index: 0, applied: 1.234 },
        { index: 1, applied: 1.266 },
      ],
    ],
  ])("in the priced currency: %s", (_name, values, deduction, currency, expected) => {
    expect(discountShares(values, deduction, currency)).toEqual(expected);
  });
});

describe("pricingMoney", () => {
  const table = createRateTable("USD", [{ currency: "EUR", rate: 0.92 }]);
  it("keeps a currency the rates know, else prices in USD", () => {
    expect(pricingMoney({ currency: "EUR", table })).toEqual({ currency: "EUR", table });
    expect(pricingMoney({ currency: "CHF", table })).toEqual({ currency: "USD", table });
    expect(pricingMoney({ currency: "EUR", table: null })).toEqual({
      currency: "USD",
      table: null,
    });
    expect(pricingMoney({ currency: "USD", table: null })).toEqual({
      currency: "USD",
      table: null,
    });
  });
});
