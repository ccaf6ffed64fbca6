/**
 * An offer's picture, drawn rather than fetched: an SVG landscape coloured from its destination
 * (a hash of the name picks the palette, the latitude sets the sun's height), the area's symbol
 * and the offer's name. The same offer always gives the same bytes.
 */
import type { ImageFacts } from "./store";

const PALETTES = [
  ["#0b4f6c", "#01baef", "#fbfbff", "#f4b942"],
  ["#1d3557", "#457b9d", "#f1faee", "#e63946"],
  ["#264653", "#2a9d8f", "#e9c46a", "#f4a261"],
  ["#3d405b", "#81b29a", "#f4f1de", "#e07a5f"],
  ["#22223b", "#4a4e69", "#f2e9e4", "#c9ada7"],
  ["#003049", "#669bbc", "#fdf0d5", "#c1121f"],
] as const;

/** One path per area family, drawn in a 100×100 box. */
const SYMBOLS: Record<string, string> = {
  stay: "M10 70h80v12h-6v-6H16v6h-6zM14 56h30v14H14zM48 50h38a4 4 0 0 1 4 4v16H48z",
  flight: "M8 54l34-4 20-30h10l-12 30 26-2 8-10h6l-4 16 4 16h-6l-8-10-26-2 12 30H62L42 58 8 54z",
  car: "M12 62l10-20h56l10 20v16h-10a8 8 0 0 1-16 0H38a8 8 0 0 1-16 0H12zM26 46l-6 14h60l-6-14z",
  cruise: "M8 66h84l-12 18H20zM24 40h44v22H24zM34 26h14v12H34z",
  transfer: "M14 34h72v40h-8a8 8 0 0 1-16 0H38a8 8 0 0 1-16 0h-8zM20 40v14h60V40z",
  package: "M20 36h60v44H20zM38 26h24v10h-6v-4H44v4h-6zM20 52h60",
  star: "M50 14l10 24 26 2-20 17 7 26-23-14-23 14 7-26-20-17 26-2z",
  activity: "M14 30h72v14a8 8 0 0 0 0 16v14H14V60a8 8 0 0 0 0-16zM56 34v36",
};

const AREA_SYMBOL: Record<string, string> = {
  HLT: "stay",
  HLTGD: "stay",
  RST: "stay",
  STY: "stay",
  SBM: "stay",
  CND: "stay",
  WEK: "stay",
  FLT: "flight",
  CAR: "car",
  CRU: "cruise",
  TRA: "transfer",
  PKG: "package",
  DTPS: "star",
  ACT: "activity",
};

function hash(text: string): number {
  let h = 2166136261;
  for (const char of text) h = Math.imul(h ^ (char.codePointAt(0) ?? 0), 16777619) >>> 0;
  return h;
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.codePointAt(0) ?? 0};`);

const shorten = (text: string, max: number) =>
  [...text].length > max ? `${[...text].slice(0, max - 1).join("")}…` : text;

/** Room for the title: the width left of the picture's margins, in its 640-wide box. */
const TITLE_WIDTH = 576;

/**
 * The title's font size: 30 while it fits, smaller for a long name (a bold system face is about
 * 0.62 em a character on average), never below 18.
 */
export const titleSize = (title: string) =>
  Math.max(18, Math.min(30, Math.floor(TITLE_WIDTH / (0.62 * [...title].length))));

export function offerImage(facts: ImageFacts): string {
  const palette = PALETTES[hash(facts.destination) % PALETTES.length] ?? PALETTES[0];
  const [deep, sky, light, accent] = palette;
  const sunY = 60 + Math.round(Math.min(70, Math.abs(facts.latitude ?? 30)) * 1.4);
  const sunX = 120 + (hash(facts.name) % 400);
  const hills = 230 + (hash(facts.destination) % 40);
  const symbol = SYMBOLS[AREA_SYMBOL[facts.product_code] ?? "stay"] ?? "";
  // the drawing comes from the English name and place, so a picture looks the same in every
  // language; only its texts are the language's
  const title = shorten(facts.shown_name, 50);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 400" width="640" height="400" role="img" aria-label="${escapeXml(`${facts.shown_name}, ${facts.shown_destination}`)}">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky}"/><stop offset="1" stop-color="${light}"/></linearGradient></defs>
<rect width="640" height="400" fill="url(#sky)"/>
<circle cx="${sunX}" cy="${sunY}" r="38" fill="${accent}" opacity="0.9"/>
<path d="M0 ${hills} Q160 ${hills - 60} 320 ${hills} T640 ${hills - 20} V400 H0z" fill="${deep}" opacity="0.55"/>
<path d="M0 ${hills + 40} Q200 ${hills} 400 ${hills + 40} T640 ${hills + 30} V400 H0z" fill="${deep}"/>
<g transform="translate(470 70) scale(1.3)" fill="${light}" stroke="${deep}" stroke-width="3" stroke-linejoin="round"><path d="${symbol}"/></g>
<text x="32" y="340" font-family="system-ui, sans-serif" font-size="${titleSize(title)}" font-weight="700" fill="${light}">${escapeXml(title)}</text>
<text x="32" y="374" font-family="system-ui, sans-serif" font-size="20" fill="${light}" opacity="0.9">${escapeXml(facts.shown_destination)}</text>
</svg>
`;
}
