/**
 * The bench's yardstick: a bare node:http server answering each path with fixed bytes (the exact
 * body the gateway or the upstream gave), keep-alive, no framework. Runs in its own process so it
 * does not share the bench's event loop. Usage: `node --import tsx raw-server.ts <manifest.json>`
 * where the manifest maps a path to a file; prints `{"port":N}` when listening.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { readFileSync } from "node:fs";

const manifest = JSON.parse(readFileSync(process.argv[2] ?? "", "utf8")) as Record<string, string>;
const bodies = new Map(
  Object.entries(manifest).map(([path, file]) => [path, readFileSync(file)] as const),
);

const server = createServer((req, res) => {
  // Read the request body to its end, as a real server would, then answer.
  req.resume();
  req.on("end", () => {
    const body = bodies.get((req.url ?? "/").split("?")[0] ?? "/");
    if (!body) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, {
      "content-type": "application/json; charset=utf-8",
      "content-length": body.length,
    });
    res.end(body);
  });
});
server.keepAliveTimeout = 5000;
server.listen(0, "127.0.0.1", () => {
  console.log(JSON.stringify({ port: (server.address() as AddressInfo).port }));
});
process.once("SIGTERM", () => {
  server.closeAllConnections();
  server.close(() => process.exit(0));
});
