/** Flag-emoji rule: the two regional-indicator symbols of an alpha-2 code ("EU" → 🇪🇺). */
const REGIONAL_INDICATOR_A = 0x1f1e6;

export function flagEmoji(alpha2: string): string {
  if (!/^[A-Z]{2}$/.test(alpha2))
    throw new Error(`flagEmoji: "${alpha2}" is not an upper-case alpha-2 code`);
  return String.fromCodePoint(
    ...[...alpha2].map((ch) => REGIONAL_INDICATOR_A + ch.charCodeAt(0) - 65),
  );
}
