import { parseLegalText } from "./legal-text";

describe("parseLegalText", () => {
  it("splits paragraphs on blank lines and reads lines starting with '- ' as a list", () => {
    expect(parseLegalText("First paragraph.\n\n- one\n- two\n\nLast,\nwrapped.")).toEqual([
      { type: "paragraph", text: "First paragraph." },
      { type: "list", items: ["one", "two"] },
      { type: "paragraph", text: "Last, wrapped." },
    ]);
  });

  it("keeps a paragraph with one dash line inside it a paragraph", () => {
    expect(parseLegalText("Intro:\n- not a list alone")).toEqual([
      { type: "paragraph", text: "Intro: - not a list alone" },
    ]);
  });

  it("gives nothing for blank text", () => {
    expect(parseLegalText("  \n\n ")).toEqual([]);
  });
});
