import { PayloadError } from "../accounts/payload-fields";
import { foldText, parseOfferId, parseOfferQuery, UNKNOWN_PRODUCT } from "./offer-params";

const query = (text: string) => parseOfferQuery(new URLSearchParams(text));
const failure = (parse: () => unknown) => {
  try {
    parse();
  } catch (error) {
    if (error instanceof PayloadError) return error.message;
    throw error;
  }
  return "no error";
};

describe("foldText", () => {
  it("lower-cases and drops accents", () => {
    expect(foldText("Cancún")).toBe("cancun");
    expect(foldText(" Reykjavík ")).toBe("reykjavik");
    expect(foldText("CAPE Town")).toBe("cape town");
  });
});

describe("parseOfferQuery", () => {
  it("reads a product case-insensitively and a folded destination", () => {
    expect(query("product=hlt&destination=%20Canc%C3%BAn")).toEqual({
      product: "HLT",
      destination: "cancun",
    });
    expect(query("product=STY")).toEqual({ product: "STY", destination: null });
  });

  it("means every product and anywhere when absent or empty", () => {
    expect(query("")).toEqual({ product: null, destination: null });
    expect(query("product=&destination=%20%20")).toEqual({ product: null, destination: null });
  });

  it.each([
    ["an unknown product", "product=FLT", UNKNOWN_PRODUCT],
    ["a partial product", "product=HL", UNKNOWN_PRODUCT],
    ["a long destination", `destination=${"a".repeat(101)}`, "destination is too long"],
    ["a NUL in the destination", "destination=lis%00", "destination contains characters"],
  ])("refuses %s", (_, text, message) => {
    expect(failure(() => query(text))).toContain(message);
  });
});

describe("parseOfferId", () => {
  it("reads a positive whole number", () => {
    expect(parseOfferId("101")).toBe(101);
  });

  it.each(["0", "-1", "abc", "1.5", "1e3", "1234567890", "", undefined])("refuses %j", (id) => {
    expect(failure(() => parseOfferId(id))).toBe(
      "id must be an offer id (a positive whole number)",
    );
  });
});
