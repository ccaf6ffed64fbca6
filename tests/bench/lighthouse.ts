/**
 * Lighthouse 12 (Lighthouse 13 needs Node ≥ 22.19; this project runs Node 20) with its default
 * mobile configuration (simulated slow 4G and 4× CPU slowdown on a Moto G Power sized screen),
 * run programmatically against Debian's Chromium, which the bench starts itself with a
 * remote-debugging port and the browser tests' offline flags. Nothing is downloaded.
 */
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromiumArgs, chromiumInstallHint, findChromium } from "../e2e/support/chromium";
import { freePort } from "../e2e/support/product";

export interface LighthouseFigures {
  path: string;
  scores: { performance: number; accessibility: number; bestPractices: number; seo: number };
  /** Milliseconds, except CLS (unitless). */
  metrics: { fcp: number; lcp: number; tbt: number; cls: number; si: number };
  /** Failing audits of the categories below 100, for the report. */
  failing: string[];
  runtimeError?: string;
}

async function debuggerReady(port: number, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`Chromium's debugging port ${port} did not open`);
}

/** Runs Lighthouse on each path of `baseUrl`, one after another, in one Chromium. */
export async function measureLighthouse(
  baseUrl: string,
  paths: string[],
): Promise<LighthouseFigures[]> {
  const executablePath = findChromium();
  if (!executablePath) throw new Error(chromiumInstallHint());
  const { default: lighthouse } = await import("lighthouse");
  const port = await freePort();
  const profile = mkdtempSync(join(tmpdir(), "travel-bench-lighthouse-"));
  const chromium = spawn(
    executablePath,
    [
      ...chromiumArgs,
      "--headless=new",
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      "about:blank",
    ],
    { stdio: "ignore" },
  );
  try {
    await debuggerReady(port);
    const figures: LighthouseFigures[] = [];
    for (const path of paths) {
      // A trace that failed to record (NO_NAVSTART, NO_FCP on a busy machine) is run again, twice.
      let result: Awaited<ReturnType<typeof lighthouse>>;
      for (let attempt = 1; ; attempt++) {
        result = await lighthouse(`${baseUrl}${path}`, {
          port,
          output: "json",
          logLevel: "error",
        });
        if (!result?.lhr.runtimeError || attempt === 3) break;
        console.log(`  lighthouse ${path}: ${result.lhr.runtimeError.code}, running it again`);
      }
      if (!result) throw new Error(`lighthouse gave no result for ${path}`);
      // The whole report (LCP element, request chains, long tasks) for a closer look.
      const reports = join(__dirname, "..", "artifacts", "lighthouse");
      mkdirSync(reports, { recursive: true });
      const slug = path.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "") || "home";
      writeFileSync(join(reports, `${slug}.json`), JSON.stringify(result.lhr));
      const { categories, audits, runtimeError } = result.lhr;
      const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
      const value = (id: string) => audits[id]?.numericValue ?? NaN;
      const failing: string[] = [];
      for (const id of ["accessibility", "best-practices", "seo"]) {
        for (const ref of categories[id]?.auditRefs ?? []) {
          const audit = audits[ref.id];
          if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1)
            failing.push(`${id}: ${audit.id} (${audit.title})`);
        }
      }
      figures.push({
        path,
        scores: {
          performance: score("performance"),
          accessibility: score("accessibility"),
          bestPractices: score("best-practices"),
          seo: score("seo"),
        },
        metrics: {
          fcp: value("first-contentful-paint"),
          lcp: value("largest-contentful-paint"),
          tbt: value("total-blocking-time"),
          cls: value("cumulative-layout-shift"),
          si: value("speed-index"),
        },
        failing,
        ...(runtimeError ? { runtimeError: `${runtimeError.code}: ${runtimeError.message}` } : {}),
      });
    }
    return figures;
  } finally {
    await new Promise<void>((res) => {
      if (chromium.exitCode !== null || chromium.signalCode !== null) return res();
      const timer = setTimeout(() => chromium.kill("SIGKILL"), 5000);
      chromium.once("exit", () => {
        clearTimeout(timer);
        res();
      });
      chromium.kill("SIGTERM");
    });
    rmSync(profile, { recursive: true, force: true });
  }
}
