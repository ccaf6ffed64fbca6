import { documentTitle } from "./document-title";

describe("documentTitle", () => {
  it("puts the page title before the organisation's name", () => {
    expect(documentTitle("Hotels", "Acme Travel")).toBe("Hotels · Acme Travel");
  });

  it("shows the page title alone until the organisation's name is known", () => {
    expect(documentTitle("Hotels", null)).toBe("Hotels");
  });
});
