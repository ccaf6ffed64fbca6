/** Listen-URL rule: the URL clients use for a bound host and port (wildcards → loopback, IPv6 bracketed). */
export function listenUrl(host: string, port: number): string {
  const reachable = host === "0.0.0.0" ? "127.0.0.1" : host === "::" ? "::1" : host;
  return `http://${reachable.includes(":") ? `[${reachable}]` : reachable}:${port}`;
}
