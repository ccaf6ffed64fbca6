/**
 * Writes the token exports (DTCG JSON per colour mode, CSS custom properties) into
 * design-system/tokens from the product's Chakra system: `npm run build:tokens -w design-system`.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { system } from "../src/system";
import { tokenFiles } from "./token-exports";

export const tokensDir = resolve(import.meta.dirname, "../tokens");

mkdirSync(tokensDir, { recursive: true });
for (const [name, text] of Object.entries(tokenFiles(system))) {
  writeFileSync(resolve(tokensDir, name), text);
  console.log(`design-system/tokens/${name}`);
}
