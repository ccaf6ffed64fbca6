/**
 * A test client of a started upstream: every answer is checked against openapi.yaml (its
 * operation, status and shape), so a test cannot pass on an undocumented answer.
 */
import { loadOpenApiContract } from "../contract/openapi-contract";

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export interface CheckedAnswer {
  httpStatus: number;
  json: Json;
}

export function checkedHttp(baseUrl: () => string) {
  const contract = loadOpenApiContract();
  const call = async (method: "GET" | "POST", path: string, init: RequestInit) => {
    const response = await fetch(`${baseUrl()}${path}`, { ...init, method });
    const text = await response.text();
    const json: unknown = JSON.parse(text);
    const check = contract.responseValidator(method, path.split("?")[0]!, response.status);
    if (!check(json))
      throw new Error(`${method} ${path} answered outside openapi.yaml: ${text}
${JSON.stringify(check.errors)}`);
    return { httpStatus: response.status, json: json as Json };
  };
  return {
    post: (path: string, body: Json, headers: Record<string, string> = {}) =>
      call("POST", path, { body: JSON.stringify(body), headers }),
    /** The token of a demo account's sign-in. */
    signIn: async (email: string, password: string): Promise<string> => {
      const { json } = await call("POST", "/api/signIn", {
        body: JSON.stringify({ jsonSign: { email_id: email, password } }),
      });
      return String(json.result.token);
    },
  };
}
