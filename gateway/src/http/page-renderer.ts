/**
 * The web build's page renderer in a process of its own (web/dist-server/host.js, forked on the
 * first page asked for): rendering — React's server renderer, Chakra and the app, some 80 MB,
 * and up to a few hundred milliseconds of CPU a page — then takes neither the gateway's memory
 * (its old space is bounded, see scripts/launcher-env.ts) nor its event loop. Every operation a
 * page runs comes back here over IPC and runs in the gateway as the visitor (`execute`).
 *
 * A renderer that exits (a crash) fails the pages it was rendering — they get the build's page —
 * and the next page starts a new one, at most one start a second. A render that outlasts its
 * wait (plus a margin for the render itself) is given up the same way. A new build (host.js
 * written again, looked at no more than once a second) replaces the renderer with one running
 * the new build's code and template.
 */
import { fork, type ChildProcess } from "node:child_process";
import { stat } from "node:fs/promises";
import { join, resolve } from "node:path";
import type { FormattedExecutionResult } from "graphql";
import type { Logger } from "@travel/service-kit/logger";

export interface GraphQLRequest {
  query: string;
  operationName?: string | undefined;
  variables?: Record<string, unknown> | undefined;
}

/** Runs one operation of a page as its visitor. */
export type ExecuteOperation = (request: GraphQLRequest) => Promise<FormattedExecutionResult>;

export interface PageRenderRequest {
  /** Path and query of the page. */
  url: string;
  /** The visitor's `language` cookie. */
  language: string | undefined;
  /** Longest wait for the page's data. */
  waitMs: number;
}

export interface PageRenderer {
  /** The whole HTML document, or undefined to send the build's page (not rendered, failed, late). */
  render(request: PageRenderRequest, execute: ExecuteOperation): Promise<string | undefined>;
  /**
   * Starts the renderer ahead of the first page (a production gateway does before it listens),
   * resolving once its code is loaded: true, or false without a build or when it did not start.
   */
  warm(): Promise<boolean>;
  /** Stops the renderer's process, if one runs. */
  close(): Promise<void>;
}

/** What web/src/server/host.ts sends and takes. */
type FromRenderer =
  | { type: "ready" }
  | { type: "execute"; id: number; op: number; request: GraphQLRequest }
  | { type: "rendered"; id: number; html?: string; error?: string };

/** Where `vite build --ssr` writes the renderer's process, next to the web build's `dist`. */
export function rendererHostPath(webDistDir: string): string {
  return join(resolve(webDistDir), "..", "dist-server", "host.js");
}

/** Time a render may take beyond its wait for data. */
const RENDER_MARGIN_MS = 5_000;
/** Fewest milliseconds between two starts of the renderer. */
const RESTART_INTERVAL_MS = 1_000;
/** Longest wait for a renderer started ahead of the first page to load its code. */
const WARM_TIMEOUT_MS = 30_000;
/** How often the build's renderer is looked at for a new build. */
const BUILD_CHECK_INTERVAL_MS = 1_000;

interface Render {
  execute: ExecuteOperation;
  done: (html: string | undefined) => void;
}

export interface ForkedRendererOptions {
  hostPath: string;
  logger: Logger;
  /** Node flags of the renderer's process (default: none, V8's own heap limits). */
  execArgv?: string[];
  /** Time a render may take beyond its wait for data (default 5 s). */
  renderMarginMs?: number;
}

export function forkPageRenderer({
  hostPath,
  logger,
  execArgv = [],
  renderMarginMs = RENDER_MARGIN_MS,
}: ForkedRendererOptions): PageRenderer {
  let child: ChildProcess | undefined;
  /** When the running renderer's build was written. */
  let childBuild = 0;
  let lastStart = 0;
  /** When the build on disk was written (0: no build), looked at no more than once a second. */
  let build: { checkedAt: number; writtenAt: Promise<number> } | undefined;
  let saidMissing = false;
  let closed = false;
  let nextId = 0;
  const renders = new Map<number, Render>();
  /** Renderers stopped for a new build: their exit is no failure. */
  const retired = new WeakSet<ChildProcess>();

  const finish = (id: number, html: string | undefined) => {
    const render = renders.get(id);
    if (!render) return;
    renders.delete(id);
    render.done(html);
  };

  /** Those waiting for the running renderer's `ready`. */
  let readyWaiters: ((ready: boolean) => void)[] = [];
  let childReady = false;
  const settleReady = (ready: boolean) => {
    const waiters = readyWaiters;
    readyWaiters = [];
    for (const waiter of waiters) waiter(ready);
  };

  const onMessage = (renderer: ChildProcess, message: FromRenderer) => {
    if (message.type === "ready") {
      if (renderer === child) {
        childReady = true;
        settleReady(true);
      }
      return;
    }
    if (message.type === "rendered") {
      if (message.error) logger.error("page rendering failed", { error: message.error });
      return finish(message.id, message.html);
    }
    const render = renders.get(message.id);
    if (!render) return;
    const reply = (answer: { result?: FormattedExecutionResult; error?: string }) => {
      if (renderer.connected)
        renderer.send({ type: "executed", id: message.id, op: message.op, ...answer });
    };
    render.execute(message.request).then(
      (result) => reply({ result }),
      (error: unknown) => reply({ error: String(error) }),
    );
  };

  const builtAt = (): Promise<number> => {
    if (!build || Date.now() - build.checkedAt >= BUILD_CHECK_INTERVAL_MS) {
      build = {
        checkedAt: Date.now(),
        writtenAt: stat(hostPath).then(
          (file) => file.mtimeMs,
          () => 0,
        ),
      };
    }
    return build.writtenAt;
  };

  /** When the build on disk was written; 0 without one (said once), or once closed. */
  const currentBuild = async (): Promise<number> => {
    if (closed) return 0;
    const writtenAt = await builtAt();
    if (writtenAt === 0 && !saidMissing) {
      saidMissing = true;
      logger.info("web pages are not rendered with data: no renderer in the build", {
        path: hostPath,
      });
    }
    return writtenAt;
  };

  const start = (writtenAt: number): ChildProcess | undefined => {
    if (child?.connected && childBuild === writtenAt) return child;
    if (child?.connected) {
      // a new build: the running renderer has the old one's code and template
      logger.info("page renderer restarted for a new build", { path: hostPath });
      retired.add(child);
      child.kill("SIGTERM");
      child = undefined;
    }
    if (Date.now() - lastStart < RESTART_INTERVAL_MS) return undefined;
    lastStart = Date.now();
    childBuild = writtenAt;
    childReady = false;
    const started = fork(hostPath, [], {
      execArgv,
      stdio: ["ignore", "inherit", "inherit", "ipc"],
    });
    started.on("message", (message: FromRenderer) => onMessage(started, message));
    started.on("error", (err) => logger.error("page renderer failed", { error: String(err) }));
    started.once("exit", (code, signal) => {
      if (child === started) {
        child = undefined;
        settleReady(false);
      }
      if (!closed && !retired.has(started))
        logger.error("page renderer exited", { code, signal, rendering: renders.size });
      for (const id of [...renders.keys()]) finish(id, undefined);
    });
    child = started;
    return started;
  };

  return {
    async warm() {
      const writtenAt = await currentBuild();
      if (writtenAt === 0 || !start(writtenAt)) return false;
      if (childReady) return true;
      return new Promise<boolean>((ready) => {
        const timer = setTimeout(() => ready(false), WARM_TIMEOUT_MS);
        readyWaiters.push((isReady) => {
          clearTimeout(timer);
          ready(isReady);
        });
      });
    },
    async render(request, execute) {
      const writtenAt = await currentBuild();
      if (writtenAt === 0) return undefined;
      const renderer = start(writtenAt);
      if (!renderer) return undefined;
      const id = ++nextId;
      return new Promise<string | undefined>((done) => {
        const timer = setTimeout(() => {
          logger.warn("page rendering given up", {
            url: request.url,
            afterMs: request.waitMs + renderMarginMs,
          });
          finish(id, undefined);
        }, request.waitMs + renderMarginMs);
        renders.set(id, {
          execute,
          done: (html) => {
            clearTimeout(timer);
            done(html);
          },
        });
        renderer.send({ type: "render", id, ...request });
      });
    },
    async close() {
      closed = true;
      const running = child;
      child = undefined;
      if (!running || running.exitCode !== null || running.signalCode !== null) return;
      await new Promise<void>((exited) => {
        running.once("exit", () => exited());
        running.kill("SIGTERM");
      });
    },
  };
}
