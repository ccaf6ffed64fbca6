import { enabledWalletOptions } from "./wallet-options";

describe("enabledWalletOptions", () => {
  it("maps every upstream name, keeping the listed order", () => {
    expect(enabledWalletOptions("Discount Cards,Certificates,Cash Card,myvacations")).toEqual([
      "DISCOUNT_CARDS",
      "CERTIFICATES",
      "CASH_CARD",
      "MYVACATIONS",
    ]);
    expect(enabledWalletOptions("myvacations,Certificates")).toEqual([
      "MYVACATIONS",
      "CERTIFICATES",
    ]);
  });

  it("tolerates spaces and case, and drops unknown names and repeats", () => {
    expect(enabledWalletOptions(" certificates , CASH CARD,Gift,Certificates")).toEqual([
      "CERTIFICATES",
      "CASH_CARD",
    ]);
  });

  it("is empty for an empty setting", () => {
    expect(enabledWalletOptions("")).toEqual([]);
  });
});
