/**
 * Writes src/components/offer-map/world.generated.ts, the offline map's land and borders
 * (world-map.ts makes them): `npm run generate:world-map -w design-system`.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { resolve } from "node:path";
import { worldMapModule } from "./world-map";

const require = createRequire(import.meta.url);
const out = resolve(import.meta.dirname, "../src/components/offer-map/world.generated.ts");
const text = worldMapModule((file) => readFileSync(require.resolve(`world-atlas/${file}`), "utf8"));
writeFileSync(out, text);
console.log(`${out}: ${text.length} characters`);
