/**
 * Visual snapshots without an image library: two PNGs are compared inside Chromium (both drawn on
 * a canvas of a blank page, read back with getImageData), and the diff image is drawn there too.
 * Snapshots are committed under tests/e2e/__visual__; a failed comparison leaves the new picture
 * and the diff under tests/artifacts/visual for people to look at.
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { artifactsDir } from "./browser";
import { repoRoot } from "./product";

export const snapshotsDir = join(repoRoot, "tests", "e2e", "__visual__");
export const visualArtifactsDir = join(artifactsDir, "visual");

/** `UPDATE_VISUAL=1`: write the snapshots that are missing or changed instead of failing. */
export const updatingSnapshots = process.env.UPDATE_VISUAL === "1";

/** A pixel differs when one of its channels (0–255) is further apart than this. */
export const CHANNEL_THRESHOLD = 32;
/**
 * A picture matches its snapshot while at most this share of its pixels differ (0.01 %: 30 pixels
 * of a 375×812 picture, 102 of a 1280×800 one). The same Chromium draws a story identically run
 * after run (0 pixels measured); 0.1 % would let through the error messages of a form changing
 * colour at 1280 px (1 599 pixels of 1 024 000).
 */
export const MAX_DIFF_RATIO = 0.0001;

export const snapshotName = (storyId: string, width: number): string => `${storyId}.${width}.png`;

/** The committed snapshots, by file name. */
export function committedSnapshots(): string[] {
  return existsSync(snapshotsDir)
    ? readdirSync(snapshotsDir).filter((f) => f.endsWith(".png"))
    : [];
}

export interface ImageDiff {
  expectedSize: [number, number];
  actualSize: [number, number];
  /** Pixels whose channel difference exceeds CHANNEL_THRESHOLD (all of them when sizes differ). */
  differing: number;
  total: number;
  /** The diff as a PNG (base64): the expected picture faded, differing pixels in red. */
  diffPng: string | null;
}

/** Compares two PNGs in `page` (a blank page: nothing else runs there). */
export function diffImages(page: Page, expected: Buffer, actual: Buffer): Promise<ImageDiff> {
  return page.evaluate(
    async ({ expected, actual, threshold }) => {
      const load = (base64: string) =>
        new Promise<HTMLImageElement>((resolve, reject) => {
          const image = new Image();
          image.onload = () => resolve(image);
          image.onerror = () => reject(new Error("not a readable PNG"));
          image.src = `data:image/png;base64,${base64}`;
        });
      const pixels = (image: HTMLImageElement) => {
        const canvas = document.createElement("canvas");
        canvas.width = image.naturalWidth;
        canvas.height = image.naturalHeight;
        const context = canvas.getContext("2d", { willReadFrequently: true })!;
        context.drawImage(image, 0, 0);
        return context.getImageData(0, 0, canvas.width, canvas.height);
      };
      const [a, b] = await Promise.all([load(expected), load(actual)]);
      const expectedSize: [number, number] = [a.naturalWidth, a.naturalHeight];
      const actualSize: [number, number] = [b.naturalWidth, b.naturalHeight];
      const total = b.naturalWidth * b.naturalHeight;
      if (expectedSize[0] !== actualSize[0] || expectedSize[1] !== actualSize[1]) {
        return { expectedSize, actualSize, differing: total, total, diffPng: null };
      }
      const was = pixels(a).data;
      const now = pixels(b);
      const out = new ImageData(now.width, now.height);
      // Typed arrays of the same length: every index below is in range.
      const at = (data: Uint8ClampedArray, i: number) => data[i] ?? 0;
      let differing = 0;
      for (let i = 0; i < was.length; i += 4) {
        let delta = 0;
        for (let c = i; c < i + 4; c += 1) {
          delta = Math.max(delta, Math.abs(at(was, c) - at(now.data, c)));
        }
        if (delta > threshold) {
          differing += 1;
          out.data.set([255, 0, 0, 255], i);
        } else {
          const grey = 0.299 * at(was, i) + 0.587 * at(was, i + 1) + 0.114 * at(was, i + 2);
          out.data.set([grey, grey, grey, 64], i);
        }
      }
      let diffPng: string | null = null;
      if (differing > 0) {
        const canvas = document.createElement("canvas");
        canvas.width = now.width;
        canvas.height = now.height;
        canvas.getContext("2d")!.putImageData(out, 0, 0);
        diffPng = canvas.toDataURL("image/png").replace(/^data:image\/png;base64,/, "");
      }
      return { expectedSize, actualSize, differing, total, diffPng };
    },
    {
      expected: expected.toString("base64"),
      actual: actual.toString("base64"),
      threshold: CHANNEL_THRESHOLD,
    },
  );
}

/**
 * Compares a screenshot with its committed snapshot. Returns the problems (none when it
 * matches). A missing snapshot is written and reported (so a run never passes without a
 * reference); with UPDATE_VISUAL=1 missing and changed snapshots are written and not reported.
 */
export async function checkSnapshot(
  diffPage: Page,
  name: string,
  actual: Buffer,
): Promise<string[]> {
  const path = join(snapshotsDir, name);
  const relative = `tests/e2e/__visual__/${name}`;
  if (!existsSync(path)) {
    mkdirSync(snapshotsDir, { recursive: true });
    writeFileSync(path, actual);
    return updatingSnapshots
      ? []
      : [`${name}: no snapshot; created ${relative}: look at it and commit it`];
  }
  const diff = await diffImages(diffPage, readFileSync(path), actual);
  const sameSize =
    diff.expectedSize[0] === diff.actualSize[0] && diff.expectedSize[1] === diff.actualSize[1];
  if (sameSize && diff.differing <= diff.total * MAX_DIFF_RATIO) return [];
  if (updatingSnapshots) {
    writeFileSync(path, actual);
    return [];
  }
  mkdirSync(visualArtifactsDir, { recursive: true });
  const base = join(visualArtifactsDir, name.replace(/\.png$/, ""));
  writeFileSync(`${base}.actual.png`, actual);
  if (diff.diffPng) writeFileSync(`${base}.diff.png`, Buffer.from(diff.diffPng, "base64"));
  const what = sameSize
    ? `${diff.differing} of ${diff.total} pixels differ (${((100 * diff.differing) / diff.total).toFixed(3)} %, at most ${100 * MAX_DIFF_RATIO} % allowed)`
    : `size ${diff.actualSize.join("×")} instead of ${diff.expectedSize.join("×")}`;
  const artifacts = `tests/artifacts/visual/${name.replace(/\.png$/, "")}.{actual,diff}.png`;
  return [`${name}: differs from ${relative}: ${what}; see ${artifacts}`];
}
