/** Locates Debian's Chromium (or CHROMIUM_PATH) for the browser tests; nothing is downloaded. */
import { existsSync } from "node:fs";

const candidates = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"];

/** Path of a Chromium binary, or undefined when none is installed. */
export function findChromium(): string | undefined {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : undefined;
  return candidates.find((p) => existsSync(p));
}

/** What to do when Chromium is missing. */
export function chromiumInstallHint(): string {
  return [
    "✖ The browser tests need Chromium and none was found.",
    "  Install Debian's package:   sudo apt-get update && sudo apt-get install -y chromium",
    "  or point CHROMIUM_PATH at a Chromium/Chrome binary.",
    "  (.ci/run installs it automatically.)",
  ].join("\n");
}

/** Launch flags that keep Chromium off the network beyond loopback (see shared/notes/stack.md). */
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
];
