/**
 * One upstream call's answer, made resilient (resilience.ts): node:http over a keep-alive Agent
 * (transport.ts), bodies read up to a byte cap; idempotent reads (GETs, shared reads and calls
 * marked `idempotent`) are retried after a reset, a refused connection or a 502/503/504, with
 * full-jitter backoff or the delay `Retry-After` asks for, within the call's time limit and a
 * per-endpoint-group retry budget; one circuit breaker per endpoint group fails calls fast while
 * that group keeps failing, and lets one trial call through to recover. Every failure becomes an
 * UpstreamError.
 */
import { setTimeout as sleep } from "node:timers/promises";
import { BrokenCircuitError, CircuitState } from "cockatiel";
import { shareability } from "../platform/cache/cache-control";
import { isIdempotent, type Answer, type CallSpec } from "./answer";
import {
  UpstreamBadResponseError,
  UpstreamCircuitOpenError,
  UpstreamTimeoutError,
  UpstreamUnavailableError,
} from "./errors";
import type { UpstreamHttpOptions, UpstreamOutcome } from "./http-types";
import {
  backoffDelayMs,
  createEndpointGuards,
  DEFAULT_RESILIENCE,
  endpointGroup,
  retryAfterMs,
  type EndpointGuards,
} from "./resilience";
import { createTransport, ResponseTooLargeError, type RawAnswer } from "./transport";

/** A 5xx answer, thrown inside the breaker so it counts as a failure, then unwrapped. */
class ServerErrorAnswer extends Error {
  constructor(readonly answer: Answer) {
    super(`HTTP ${answer.status}`);
  }
}

/** Failures that say the endpoint group is unwell: they count towards its breaker. */
function isBreakerFailure(err: unknown): boolean {
  return (
    err instanceof ServerErrorAnswer ||
    err instanceof UpstreamTimeoutError ||
    (err instanceof UpstreamUnavailableError && !(err instanceof UpstreamCircuitOpenError))
  );
}

/** Answers worth another attempt: the upstream (or a proxy before it) is briefly unable. */
const RETRYABLE_STATUSES = new Set([502, 503, 504]);

function outcomeOf(err: unknown): UpstreamOutcome {
  if (err instanceof UpstreamTimeoutError) return "timeout";
  if (err instanceof UpstreamBadResponseError) return "too_large";
  if (err instanceof ServerErrorAnswer) return "server_error";
  return "unavailable";
}

export interface ResilientFetchOptions {
  baseUrl: string;
  settings?: UpstreamHttpOptions["resilience"];
  observer?: UpstreamHttpOptions["observer"];
  random?: () => number;
  /** The clock an answer's expiry is set by. */
  now: () => number;
  /** The longest a public answer may be kept (the gateway's PUBLIC_CACHE_TTL_SECONDS). */
  maxTtlMs?: number;
}

export function createResilientFetch(options: ResilientFetchOptions) {
  const { now, observer } = options;
  const settings = options.settings ?? DEFAULT_RESILIENCE;
  const transport = createTransport(options.baseUrl);
  const random = options.random ?? Math.random;
  const guards: EndpointGuards = createEndpointGuards(settings, isBreakerFailure, (group, state) =>
    observer?.breakerState(group, state),
  );

  /** One request and its body within `signal`; 5xx answers are thrown as ServerErrorAnswer. */
  async function attempt(
    spec: CallSpec<unknown>,
    headers: Record<string, string>,
    signal: AbortSignal,
  ): Promise<Answer> {
    const { path, timeoutMs } = spec;
    let response: RawAnswer;
    try {
      response = await transport.send(
        {
          method: spec.method,
          path,
          headers,
          body: spec.body === undefined ? undefined : JSON.stringify(spec.body),
        },
        signal,
        settings.maxResponseBytes,
      );
    } catch (err) {
      if (signal.aborted) throw new UpstreamTimeoutError(path, timeoutMs);
      if (err instanceof ResponseTooLargeError) {
        throw new UpstreamBadResponseError(path, err.status, err.message);
      }
      throw new UpstreamUnavailableError(path, err);
    }
    const cacheControl = response.header("cache-control");
    const share = shareability(cacheControl, response.header("vary"));
    const ok = response.status >= 200 && response.status <= 299 && share.shared;
    const answer: Answer = {
      status: response.status,
      text: response.text,
      share,
      varied: Object.fromEntries(share.vary.map((name) => [name, headers[name] ?? null])),
      expiresAt: ok ? now() + Math.min(share.maxAgeMs, options.maxTtlMs ?? share.maxAgeMs) : 0,
      retryAfterMs: retryAfterMs(response.header("retry-after"), now()),
      cacheControl,
    };
    if (answer.status >= 500) throw new ServerErrorAnswer(answer);
    return answer;
  }

  /** One attempt through the group's breaker, timed and reported to the observer. */
  async function guardedAttempt(
    spec: CallSpec<unknown>,
    headers: Record<string, string>,
    signal: AbortSignal,
    group: string,
  ): Promise<Answer> {
    const breaker = guards.breaker(group);
    const started = performance.now();
    const report = (outcome: UpstreamOutcome) =>
      observer?.attempt(group, outcome, (performance.now() - started) / 1000);
    // Half-open lets one trial call through; the others fail fast rather than wait for it.
    if (breaker.state === CircuitState.HalfOpen || breaker.state === CircuitState.Isolated) {
      report("short_circuited");
      throw new UpstreamCircuitOpenError(spec.path, group);
    }
    try {
      const answer = await breaker.execute(() => attempt(spec, headers, signal), signal);
      report(answer.status >= 400 ? "client_error" : "ok");
      return answer;
    } catch (err) {
      if (err instanceof BrokenCircuitError) {
        report("short_circuited");
        throw new UpstreamCircuitOpenError(spec.path, group);
      }
      report(outcomeOf(err));
      throw err;
    }
  }

  /**
   * The answer of a call: attempts until one answers or no retry is due. Only idempotent calls
   * are retried, only after a transport failure or a 502/503/504, only while the group's budget
   * allows and the delay (Retry-After, else jittered backoff) fits in the call's time limit.
   */
  async function fetchAnswer(spec: CallSpec<unknown>, headers: Record<string, string>) {
    const { path, timeoutMs } = spec;
    const started = performance.now();
    const deadline = started + timeoutMs;
    const signal = AbortSignal.timeout(timeoutMs);
    const group = endpointGroup(path);
    const retryable = isIdempotent(spec);
    const budget = guards.budget(group);
    if (retryable) budget.deposit();
    let attempts = 0;
    try {
      for (let retry = 0; ; retry++) {
        attempts += 1;
        let failure: unknown;
        try {
          return await guardedAttempt(spec, headers, signal, group);
        } catch (err) {
          failure = err;
        }
        const answer = failure instanceof ServerErrorAnswer ? failure.answer : undefined;
        const transient =
          answer !== undefined
            ? RETRYABLE_STATUSES.has(answer.status)
            : failure instanceof UpstreamUnavailableError &&
              !(failure instanceof UpstreamCircuitOpenError);
        const delayMs =
          answer?.retryAfterMs ?? backoffDelayMs(retry, settings.retryBaseDelayMs, random);
        const due =
          retryable &&
          transient &&
          retry < settings.maxRetries &&
          performance.now() + delayMs < deadline &&
          budget.tryWithdraw();
        if (!due) {
          if (answer) return answer;
          throw failure;
        }
        observer?.retry(group, delayMs);
        try {
          await sleep(delayMs, undefined, { signal });
        } catch {
          throw new UpstreamTimeoutError(path, timeoutMs);
        }
      }
    } finally {
      spec.meta.logger?.debug("upstream call", {
        path,
        attempts,
        ms: Math.round(performance.now() - started),
      });
    }
  }

  return { fetchAnswer, breakerStates: () => guards.states() };
}
