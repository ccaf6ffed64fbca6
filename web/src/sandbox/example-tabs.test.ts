import { NoDeprecatedCustomRule, parse, validate } from "graphql";
import { gatewaySchema } from "../testing/gateway-schema";
import { EXAMPLE_TABS } from "./example-tabs";

describe("the sandbox's example tabs", () => {
  it("offer the partner's first steps: reference data, sign-in, viewer, wallet, offers, quote, checkout, referrals", () => {
    const names = EXAMPLE_TABS.map((tab) => /(?:query|mutation) (\w+)/.exec(tab.query)?.[1]);
    expect(names).toEqual([
      "CountriesAndCurrencies",
      "SignIn",
      "Viewer",
      "Wallet",
      "Offers",
      "Quote",
      "StartCheckout",
      "CompleteCheckout",
      "Referrals",
    ]);
  });

  it.each(EXAMPLE_TABS.map((tab, i) => [i + 1, tab] as const))(
    "tab %i is valid against the schema, uses nothing deprecated, with JSON variables and headers",
    (_index, tab) => {
      expect(validate(gatewaySchema, parse(tab.query))).toEqual([]);
      // a partner's first steps never teach a deprecated field (bookOffer: use the checkout)
      expect(validate(gatewaySchema, parse(tab.query), [NoDeprecatedCustomRule])).toEqual([]);
      for (const text of [tab.variables, tab.headers]) {
        if (text !== undefined) expect(() => JSON.parse(text) as unknown).not.toThrow();
      }
    },
  );

  it("sends signed-in examples with a Bearer header to fill in", () => {
    const signedIn = EXAMPLE_TABS.slice(2);
    expect(signedIn.map((tab) => tab.headers !== undefined)).toEqual([
      true, // Viewer
      true, // Wallet
      false, // Offers: public
      true, // Quote
      true, // StartCheckout
      true, // CompleteCheckout
      true, // Referrals
    ]);
    for (const tab of signedIn.filter((t) => t.headers !== undefined)) {
      expect(JSON.parse(tab.headers ?? "{}")).toEqual({
        Authorization: expect.stringMatching(/^Bearer /),
      });
    }
  });
});
