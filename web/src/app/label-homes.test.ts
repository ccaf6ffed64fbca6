/**
 * A feature's own labels load with its code (lib/i18n/feature-labels.ts), so only that feature may name
 * them: a page, a lib module or another feature that did would show the raw key whenever the
 * feature is not loaded yet. Every label key written in the source is either shared (keys.ts)
 * or one of the labels of the feature the file belongs to.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { agentLabels } from "../features/agent/default-labels";
import { bookingLabels } from "../features/booking/default-labels";
import { profileLabels } from "../features/profile/default-labels";
import { referralLabels } from "../features/referral/default-labels";
import { searchLabels } from "../features/search/default-labels";
import { tripsLabels } from "../features/trips/default-labels";
import { walletLabels } from "../features/wallet/default-labels";
import { defaultLabels } from "../lib/i18n";
import { offerLabels } from "../lib/offers/offer-labels";

const homes: Record<string, Record<string, string>> = {
  agent: agentLabels,
  booking: bookingLabels,
  profile: profileLabels,
  referral: referralLabels,
  search: searchLabels,
  trips: tripsLabels,
  wallet: walletLabels,
};
const srcDir = join(__dirname, "..");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === "__generated__" || entry.name === "testing" ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

it("names a feature's own labels only inside that feature", () => {
  const misplaced: string[] = [];
  for (const file of sourceFiles(srcDir)) {
    const where = relative(srcDir, file).split(sep);
    const feature = where[0] === "features" ? where[1] : null;
    const text = readFileSync(file, "utf8");
    for (const [home, labels] of Object.entries(homes)) {
      if (home === feature) continue;
      for (const key of Object.keys(labels))
        if (text.includes(`"${key}"`) || text.includes(`\`${key}\``))
          misplaced.push(`${where.join("/")} names ${key} (a label of features/${home})`);
    }
  }
  expect(misplaced).toEqual([]);
});

it("keeps each key in one home", () => {
  const shared = new Set(Object.keys(defaultLabels));
  // lib/offers brings the labels of an offer's facts and party with its own code
  const twice = [...Object.values(homes), offerLabels].flatMap((labels) =>
    Object.keys(labels).filter((key) => shared.has(key)),
  );
  expect(twice).toEqual([]);
});
