/** The session of the routes whose token may travel in the body (profile, agent, reservations). */
import type { Db } from "../db/db";
import { badRequest } from "../http/http-error";
import type { ApiRequest, Route } from "../http/router";
import { requireSession } from "./sessions";

/** The Authorization header to check: `Bearer <body token>` when the body has one. */
export function bodySessionHeader({ body, authorization }: ApiRequest): string | undefined {
  const token = body.token;
  if (token === undefined || token === null || token === "") return authorization;
  if (typeof token !== "string") throw badRequest("token must be text");
  return `Bearer ${token.trim()}`;
}

/**
 * What a domain of signed-in POST routes needs: the account of a request's live session (else
 * 401) and a route maker.
 */
export function signedInPosts(db: Db, now: () => Date) {
  return {
    account: async (request: ApiRequest) =>
      (await requireSession(db, bodySessionHeader(request), now())).account_id,
    post: (path: string, handler: Route["handler"]): Route => ({ method: "POST", path, handler }),
  };
}
