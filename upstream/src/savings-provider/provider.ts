/**
 * The embedded savings provider: a separate HTTP API standing in for the third party, mounted
 * under `/savings-provider` on the upstream's server. It reads and writes only its own table and
 * is reached by the upstream over HTTP, like the real one.
 *
 * - POST /savings-provider/api/members/import `{ members }` → `{ data: [{ valid_members_count }] }`
 * - GET /savings-provider/director?cvt=… → the member's "Today's savings" page, else a 404 page
 * - GET/POST /savings-provider/_control (only with the developer endpoints): the test mode
 */
import type { Db } from "../db/db";
import { badRequest } from "../http/http-error";
import { ok, type ApiRequest, type ApiResponse, type Route } from "../http/router";
import { renderDirectorPage, renderUnknownMemberPage } from "./director-page";
import { MAX_IMPORT_MEMBERS, normaliseCvt, validMember, type ProviderMember } from "./members";
import { findMemberByCvt, upsertMembers } from "./store";

export const SAVINGS_PROVIDER_PREFIX = "/savings-provider";

/**
 * How the import answers: normally, 500, never, malformed JSON, or a valid_members_count of
 * 0 or 2 (storing nothing).
 */
export const PROVIDER_MODES = ["ok", "fail", "hang", "garbage", "count0", "count2"] as const;
export type ProviderMode = (typeof PROVIDER_MODES)[number];

const isMode = (value: unknown): value is ProviderMode =>
  PROVIDER_MODES.some((mode) => mode === value);

export interface SavingsProviderOptions {
  /** Serve the test control at /savings-provider/_control (the developer endpoints' switch). */
  controlEnabled: boolean;
  /** The travel site the pages lead back to (the upstream's SITE_URL). */
  siteUrl: string;
  now?: () => Date;
}

export interface SavingsProvider {
  routes: Route[];
  /** The current test mode. */
  mode(): ProviderMode;
  /** Answers every hanging import (their connections are being closed) so nothing waits on them. */
  close(): void;
}

const HTML = "text/html; charset=utf-8";
const countAnswer = (count: number) => ok({ data: [{ valid_members_count: count }] });
const CLOSING: ApiResponse = {
  httpStatus: 503,
  body: { status: 0, message: "Savings provider is shutting down" },
};

export function createSavingsProvider(db: Db, options: SavingsProviderOptions): SavingsProvider {
  const now = options.now ?? (() => new Date());
  let mode: ProviderMode = "ok";
  /** Releases of the imports hanging in "hang" mode. */
  const hanging = new Set<() => void>();

  /** Never answers by itself: only when the connection closes, or the provider closes. */
  const hang = (signal: AbortSignal | undefined) =>
    new Promise<ApiResponse>((resolve) => {
      const release = () => {
        hanging.delete(release);
        signal?.removeEventListener("abort", release);
        resolve(CLOSING);
      };
      hanging.add(release);
      signal?.addEventListener("abort", release, { once: true });
      if (signal?.aborted) release();
    });

  const importMembers = async ({ body, signal }: ApiRequest): Promise<ApiResponse> => {
    if (mode === "fail")
      return { httpStatus: 500, body: { status: 0, message: "Savings provider failure" } };
    if (mode === "hang") return hang(signal);
    if (mode === "garbage")
      return {
        httpStatus: 200,
        body: '{"data": [{"valid_members_count": ',
        contentType: "application/json",
      };
    const { members } = body;
    if (!Array.isArray(members)) throw badRequest("members must be a list");
    if (members.length > MAX_IMPORT_MEMBERS)
      throw badRequest(`members may hold ${MAX_IMPORT_MEMBERS} members at most`);
    if (mode === "count0") return countAnswer(0);
    if (mode === "count2") return countAnswer(2);
    const valid = members.map(validMember).filter((m): m is ProviderMember => m !== null);
    await upsertMembers(db, valid, now());
    return countAnswer(valid.length);
  };

  const director = async ({ query }: ApiRequest): Promise<ApiResponse> => {
    const cvt = normaliseCvt(query.get("cvt"));
    const member = cvt === null ? null : await findMemberByCvt(db, cvt);
    return member === null
      ? { httpStatus: 404, body: renderUnknownMemberPage(options.siteUrl), contentType: HTML }
      : {
          httpStatus: 200,
          body: renderDirectorPage(member, now(), options.siteUrl),
          contentType: HTML,
        };
  };

  const control: Route[] = [
    {
      method: "GET",
      path: `${SAVINGS_PROVIDER_PREFIX}/_control`,
      handler: async () => ok({ status: 1, mode }),
    },
    {
      method: "POST",
      path: `${SAVINGS_PROVIDER_PREFIX}/_control`,
      handler: async ({ body }) => {
        if (!isMode(body.mode))
          throw badRequest(`mode must be one of ${PROVIDER_MODES.join(", ")}`);
        mode = body.mode;
        // hanging imports end when the hang does
        if (mode !== "hang") for (const release of [...hanging]) release();
        return ok({ status: 1, mode });
      },
    },
  ];

  return {
    routes: [
      {
        method: "POST",
        path: `${SAVINGS_PROVIDER_PREFIX}/api/members/import`,
        handler: importMembers,
      },
      { method: "GET", path: `${SAVINGS_PROVIDER_PREFIX}/director`, handler: director },
      ...(options.controlEnabled ? control : []),
    ],
    mode: () => mode,
    close() {
      for (const release of [...hanging]) release();
    },
  };
}
