/** Parsers of the gateway's own variable formats (the common ones are in service-kit/env). */
import { isIP } from "node:net";
import { bad, ok, urlOf, type Parser } from "@travel/service-kit/env";

/** Express `trust proxy` setting: off, on, a hop count, or a list of trusted addresses/subnets. */
export type TrustProxySetting = boolean | number | string[];

const PROXY_KEYWORDS = new Set(["loopback", "linklocal", "uniquelocal"]);

function isTrustedProxyEntry(entry: string): boolean {
  if (PROXY_KEYWORDS.has(entry)) return true;
  const [address = "", prefix, ...rest] = entry.split("/");
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d+$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

export const trustProxy: Parser<TrustProxySetting> = (raw) => {
  if (raw === "true") return ok(true);
  if (raw === "false") return ok(false);
  if (/^\d+$/.test(raw)) return ok(Number(raw));
  const entries = raw.split(",").map((e) => e.trim());
  return entries.every(isTrustedProxyEntry)
    ? ok(entries)
    : bad(
        "must be true, false, a hop count, or a comma-separated list of IPs, CIDR subnets, loopback, linklocal or uniquelocal",
      );
};

export const redisUrl = urlOf(["redis:", "rediss:"], "redis://127.0.0.1:6379");

export const keyPrefix: Parser<string> = (raw) =>
  /^[A-Za-z0-9._:-]{1,64}$/.test(raw)
    ? ok(raw)
    : bad("must be 1 to 64 letters, digits, ., _, : or -");

/** Comma-separated web origins: scheme, host and port only (as a browser sends `Origin`). */
export const origins: Parser<string[]> = (raw) => {
  const list = raw
    .split(",")
    .map((o) => o.trim())
    .filter((o) => o !== "");
  for (const entry of list) {
    let url: URL | undefined;
    try {
      url = new URL(entry);
    } catch {
      url = undefined;
    }
    if (!url || (url.protocol !== "http:" && url.protocol !== "https:") || url.origin !== entry)
      return bad(
        "must be a comma-separated list of origins: scheme, host and port only, e.g. https://partner.example.com",
      );
  }
  return ok(list);
};

export const masterCode: Parser<string> = (raw) =>
  /^[A-Za-z0-9_-]{1,64}$/.test(raw) ? ok(raw) : bad("must be 1 to 64 letters, digits, _ or -");

export const siteApiKey: Parser<string> = (raw) =>
  /^[A-Za-z0-9_-]{8,128}$/.test(raw) ? ok(raw) : bad("must be 8 to 128 letters, digits, _ or -");
