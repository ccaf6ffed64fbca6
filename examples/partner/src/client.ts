/**
 * A small GraphQL client for the travel-booking API: typed by the generated documents, a Bearer
 * token once signed in, and the two kinds of error kept apart — a GraphQL error (the request
 * itself failed: bad token, limits, service down) is thrown as an ApiError with its
 * `extensions.code`; a problem the traveller can fix comes back as data, in a payload's `errors`.
 */
import type { TypedDocumentString } from "./__generated__/graphql";

export class ApiError extends Error {
  constructor(
    message: string,
    /** `extensions.code`: UNAUTHENTICATED, THROTTLED, UPSTREAM_UNAVAILABLE… */
    readonly code: string,
    /** The gateway's x-request-id, to quote when asking for help. */
    readonly requestId: string | null,
    /** Seconds to wait before retrying, when the API says so (THROTTLED). */
    readonly retryAfter?: number,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

interface GraphQLAnswer<T> {
  data?: T | null;
  errors?: { message: string; extensions?: { code?: string; retryAfter?: number } }[];
}

export interface PartnerClient {
  /** Runs one operation; resolves its data, or throws ApiError. */
  execute<R, V>(document: TypedDocumentString<R, V>, variables?: V): Promise<R>;
  /** Sends `Authorization: Bearer <token>` from now on (null signs the client out). */
  useToken(token: string | null): void;
}

export function createPartnerClient(
  endpoint: string,
  fetchImpl: typeof fetch = fetch,
): PartnerClient {
  let token: string | null = null;
  return {
    useToken(next) {
      token = next;
    },
    async execute(document, variables) {
      const res = await fetchImpl(endpoint, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify({ query: document.toString(), variables }),
      });
      const requestId = res.headers.get("x-request-id");
      let answer: GraphQLAnswer<never>;
      try {
        answer = (await res.json()) as GraphQLAnswer<never>;
      } catch {
        throw new ApiError(`HTTP ${res.status} without a GraphQL answer`, "HTTP_ERROR", requestId);
      }
      const first = answer.errors?.[0];
      if (first) {
        const code = first.extensions?.code ?? "UNKNOWN";
        throw new ApiError(first.message, code, requestId, first.extensions?.retryAfter);
      }
      if (answer.data == null)
        throw new ApiError(`HTTP ${res.status} without data`, "HTTP_ERROR", requestId);
      return answer.data;
    },
  };
}
