/**
 * The page renderer's process (built into web/dist-server/host.js): the gateway forks it and
 * asks it for pages over IPC, so that rendering — React's server renderer, Chakra and the app,
 * some 80 MB, and up to a few hundred milliseconds of CPU per page — never takes the gateway's
 * memory or holds its event loop. Each operation a page runs is sent back to the gateway, which
 * runs it as the visitor in process (gateway/src/http/page-renderer.ts).
 *
 * Messages, gateway → here: `render` { id, url, language, waitMs }; `executed` { id, op,
 * result | error }. Here → gateway: `ready`; `execute` { id, op, request }; `rendered` { id,
 * html | error } (no html: the gateway sends the build's page).
 */
import type { FormattedExecutionResult } from "graphql";
import { renderDocument, type GraphQLRequest } from "./render-page";

export type FromGateway =
  | { type: "render"; id: number; url: string; language?: string | undefined; waitMs?: number }
  | {
      type: "executed";
      id: number;
      op: number;
      result?: FormattedExecutionResult;
      error?: string;
    };

export type ToGateway =
  | { type: "ready" }
  | { type: "execute"; id: number; op: number; request: GraphQLRequest }
  | { type: "rendered"; id: number; html?: string | undefined; error?: string };

const send = (message: ToGateway) => {
  process.send?.(message);
};

/** Operations sent to the gateway and not answered yet, by `<render id>:<op>`. */
const waiting = new Map<
  string,
  { resolve: (result: FormattedExecutionResult) => void; reject: (error: Error) => void }
>();

function render(message: Extract<FromGateway, { type: "render" }>): void {
  let op = 0;
  renderDocument({
    url: message.url,
    language: message.language,
    waitMs: message.waitMs,
    execute: (request) =>
      new Promise((resolve, reject) => {
        op += 1;
        waiting.set(`${message.id}:${op}`, { resolve, reject });
        send({ type: "execute", id: message.id, op, request });
      }),
  }).then(
    (html) => send({ type: "rendered", id: message.id, html }),
    (error: unknown) => send({ type: "rendered", id: message.id, error: String(error) }),
  );
}

process.on("message", (message: FromGateway) => {
  if (message.type === "render") return render(message);
  const key = `${message.id}:${message.op}`;
  const pending = waiting.get(key);
  if (!pending) return;
  waiting.delete(key);
  if (message.result) pending.resolve(message.result);
  else pending.reject(new Error(message.error ?? "the gateway did not run the operation"));
});
// the gateway is gone: so is its renderer
process.on("disconnect", () => process.exit(0));
send({ type: "ready" });
