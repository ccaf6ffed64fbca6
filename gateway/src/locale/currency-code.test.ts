import { GraphQLError } from "graphql";
import { parseCurrencyCodeArg } from "./currency-code";

describe("parseCurrencyCodeArg", () => {
  it("upper-cases and trims a well-formed code", () => {
    expect(parseCurrencyCodeArg(" eur ", "from")).toBe("EUR");
  });

  it.each(["", "EU", "EURO", "E1R", "€€€"])("rejects %j as bad user input", (value) => {
    let error: unknown;
    try {
      parseCurrencyCodeArg(value, "to");
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(GraphQLError);
    expect(error).toMatchObject({
      message: `Argument "to" must be a 3-letter ISO 4217 currency code, got ${JSON.stringify(value)}`,
      extensions: { code: "BAD_USER_INPUT", argumentName: "to" },
    });
  });
});
