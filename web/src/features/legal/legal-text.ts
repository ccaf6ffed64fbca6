/**
 * The legal texts (texts/<language>.ts) are in a small plain-text shape:
 * paragraphs separated by a blank line, and a paragraph whose lines all start with "- " is a
 * list. This reads one text into those blocks.
 */
export type LegalBlock = { type: "paragraph"; text: string } | { type: "list"; items: string[] };

const LIST_ITEM = /^- /;

export function parseLegalText(text: string): LegalBlock[] {
  return text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter((part) => part !== "")
    .map((part): LegalBlock => {
      const lines = part.split("\n").map((line) => line.trim());
      return lines.every((line) => LIST_ITEM.test(line))
        ? { type: "list", items: lines.map((line) => line.replace(LIST_ITEM, "")) }
        : { type: "paragraph", text: lines.join(" ") };
    });
}
