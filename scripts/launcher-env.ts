/** The launcher's configuration: the only place scripts/ reads the environment. */
export interface LauncherEnv {
  /** Port of the gateway (PORT, default 4000). */
  port: number;
  /** Port of the embedded upstream (UPSTREAM_PORT, default 4010). */
  upstreamPort: number;
  /** An external upstream (UPSTREAM_URL); when set, no embedded upstream is started. */
  upstreamUrl: string | undefined;
  /**
   * Public URL of the site, given to the embedded upstream for links in mails (SITE_URL, else
   * PUBLIC_SITE_URL, else http://localhost:<PORT>).
   */
  siteUrl: string;
  /**
   * Base of the savings site for the gateway (SAVINGS_SITE_URL); when unset and the upstream is
   * embedded, the launcher points it at the embedded provider
   * (http://localhost:<UPSTREAM_PORT>/savings-provider).
   */
  savingsSiteUrl: string | undefined;
  /**
   * NODE_ENV given to both services (NODE_ENV when set, else `production`: graphql-js drops its
   * development-only checks and Apollo Server takes its production defaults).
   */
  nodeEnv: string;
  /**
   * V8 old-space limit of the gateway process in MB (GATEWAY_MAX_OLD_SPACE_MB, default 96): its
   * live heap is ~35 MB, and without a limit V8 lets garbage from in-flight requests grow the
   * heap (and RSS) to ~190 MB under load. 0 leaves V8's default.
   */
  gatewayMaxOldSpaceMb: number;
}

function port(name: string, raw: string | undefined, fallback: number, errors: string[]): number {
  if (raw === undefined || raw === "") return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0 || n > 65535)
    errors.push(`${name} must be a port number, got "${raw}"`);
  return n;
}

/** Reads and validates the launcher's variables, failing once with every problem listed. */
export function readLauncherEnv(env: NodeJS.ProcessEnv): LauncherEnv {
  const errors: string[] = [];
  const result: LauncherEnv = {
    port: port("PORT", env.PORT, 4000, errors),
    upstreamPort: port("UPSTREAM_PORT", env.UPSTREAM_PORT, 4010, errors),
    upstreamUrl: env.UPSTREAM_URL || undefined,
    siteUrl: "",
    savingsSiteUrl: env.SAVINGS_SITE_URL || undefined,
    nodeEnv: env.NODE_ENV || "production",
    gatewayMaxOldSpaceMb: 96,
  };
  const heap = env.GATEWAY_MAX_OLD_SPACE_MB;
  if (heap !== undefined && heap !== "") {
    const n = Number(heap);
    if (!/^\d+$/.test(heap) || (n !== 0 && (n < 64 || n > 65536)))
      errors.push(
        `GATEWAY_MAX_OLD_SPACE_MB must be 0 or an integer from 64 to 65536, got "${heap}"`,
      );
    result.gatewayMaxOldSpaceMb = n;
  }
  result.siteUrl = env.SITE_URL || env.PUBLIC_SITE_URL || `http://localhost:${result.port}`;
  if (result.upstreamUrl) {
    try {
      new URL(result.upstreamUrl);
    } catch {
      errors.push(`UPSTREAM_URL must be an absolute URL, got "${result.upstreamUrl}"`);
    }
  }
  if (errors.length) throw new Error(`invalid configuration:\n  - ${errors.join("\n  - ")}`);
  return result;
}
