import { cardDigits, checkCardForm, passesLuhn, TEST_CARDS } from "./cards";

const today = new Date("2026-11-28T10:00:00Z");
const form = (overrides: Partial<Parameters<typeof checkCardForm>[0]> = {}) => ({
  name: "Ada Traveller",
  number: "4242 4242 4242 4242",
  expiry: "12/30",
  cvc: "123",
  ...overrides,
});

describe("the card rules of the test payment provider", () => {
  it("checks numbers with Luhn, spaces and dashes dropped", () => {
    for (const card of TEST_CARDS) expect(passesLuhn(card.number)).toBe(true);
    expect(passesLuhn(cardDigits("4242-4242-4242-4242"))).toBe(true);
    expect(passesLuhn("4242424242424241")).toBe(false);
    expect(passesLuhn("42")).toBe(false);
    expect(passesLuhn("abcd")).toBe(false);
  });

  it("takes a test card with a future expiry and a security code", () => {
    const checked = checkCardForm(form(), today);
    expect(checked).toEqual({
      ok: true,
      accepted: { card: TEST_CARDS[0], last4: "4242" },
    });
  });

  it.each([
    [{ name: " " }, "name", "Enter the name on the card."],
    [{ number: "4242 4242 4242 4241" }, "number", "Your card number is incorrect."],
    [{ number: "4111 1111 1111 1111" }, "number", expect.stringContaining("test card")],
    [{ expiry: "13/30" }, "expiry", "Enter the expiry date as MM/YY."],
    [{ expiry: "1030" }, "expiry", "Enter the expiry date as MM/YY."],
    [{ expiry: "10/26" }, "expiry", "Your card has expired."],
    [{ cvc: "12" }, "cvc", "Your card's security code is incorrect."],
  ])("refuses %p on %s", (overrides, field, message) => {
    expect(checkCardForm(form(overrides), today)).toEqual({ ok: false, error: { field, message } });
  });

  it("takes the expiry month itself, in two- or four-digit years", () => {
    expect(checkCardForm(form({ expiry: "11/26" }), today).ok).toBe(true);
    expect(checkCardForm(form({ expiry: "11 / 2026" }), today).ok).toBe(true);
  });

  it("names an outcome for each test card", () => {
    const outcome = (number: string) => TEST_CARDS.find((c) => c.number === number)?.outcome.kind;
    expect(outcome("4242424242424242")).toBe("succeeds");
    expect(outcome("4000000000000002")).toBe("declined");
    expect(outcome("4000000000009995")).toBe("declined");
    expect(outcome("4000000000003220")).toBe("challenge");
  });
});
