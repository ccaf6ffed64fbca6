import { cashCardLimit, cashCardProblem, parseCashAmount, payWithCashCard } from "./index";

describe("parseCashAmount", () => {
  it.each([
    ["12", "USD", "12"],
    [" 12.5 ", "USD", "12.5"],
    ["12.50", "USD", "12.5"],
    ["0", "USD", "0"],
    ["1630", "JPY", "1630"],
    ["1.235", "BHD", "1.235"],
  ])("%j in %s is %j", (text, currency, expected) => {
    expect(parseCashAmount(text, currency)).toBe(expected);
  });
  it.each([
    ["-1", "USD"],
    ["1e3", "USD"],
    ["12.505", "USD"],
    ["12.5", "JPY"],
    ["", "USD"],
    ["ten", "USD"],
    [".5", "USD"],
  ])("%j in %s is not an amount", (text, currency) => {
    expect(parseCashAmount(text, currency)).toBeNull();
  });
});

describe("cashCardLimit: the smaller of the balance and what remains to pay, never below 0", () => {
  it.each([
    [150, 447, "USD", 150],
    [150, 20, "USD", 20],
    [150, 0, "USD", 0],
    [0, 20, "USD", 0],
    [-5, 20, "USD", 0],
    [150, -3, "USD", 0],
    [100.005, 200, "USD", 100.01],
    [1234.5, 5000, "JPY", 1235],
  ])("balance %s, due %s %s → %s", (balance, due, currency, expected) => {
    expect(cashCardLimit(balance, due, currency)).toBe(expected);
  });
});

describe("cashCardProblem", () => {
  it("accepts an amount within the balance and what remains, up to both", () => {
    expect(cashCardProblem("50", 150, 447, "USD")).toBeNull();
    expect(cashCardProblem("150.00", 150, 447, "USD")).toBeNull();
    expect(cashCardProblem("20", 150, 20, "USD")).toBeNull();
    expect(cashCardProblem("0", 0, 0, "USD")).toBeNull();
  });
  it("names what is wrong: not an amount, more than the balance, more than remains", () => {
    expect(cashCardProblem("-1", 150, 447, "USD")).toBe("INVALID_CASH_AMOUNT");
    expect(cashCardProblem("1.001", 150, 447, "USD")).toBe("INVALID_CASH_AMOUNT");
    expect(cashCardProblem("150.01", 150, 447, "USD")).toBe("CASH_CARD_OVER_BALANCE");
    expect(cashCardProblem("20.01", 150, 20, "USD")).toBe("CASH_CARD_OVER_DUE");
    // both: the balance is named first
    expect(cashCardProblem("200", 150, 20, "USD")).toBe("CASH_CARD_OVER_BALANCE");
  });
});

describe("payWithCashCard: never below zero", () => {
  it("takes the amount off exactly", () => {
    expect(payWithCashCard(447, "100.10", "USD")).toBe(346.9);
    expect(payWithCashCard(0.3, 0.1, "USD")).toBe(0.2);
    expect(payWithCashCard(20, 50, "USD")).toBe(0);
  });
});
