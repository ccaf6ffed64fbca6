/** The session of the routes whose token may travel in the body (profile, agent, reservations). */
import { badRequest } from "../http/http-error";
import type { ApiRequest } from "../http/router";

/** The Authorization header to check: `Bearer <body token>` when the body has one. */
export function bodySessionHeader({ body, authorization }: ApiRequest): string | undefined {
  const token = body.token;
  if (token === undefined || token === null || token === "") return authorization;
  if (typeof token !== "string") throw badRequest("token must be text");
  return `Bearer ${token.trim()}`;
}
