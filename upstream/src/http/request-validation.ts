/**
 * Request-body validation: each POST route gets its operation's requestBody schema from
 * upstream/openapi.yaml (server.ts attaches it, Fastify runs it before the handler).
 *
 * A body the schema refuses is answered 400 `{ status: 0, message }` by the framework, naming
 * the field, except on the operations in DOMAIN_CHECKED: there the contract pins the domain's
 * own refusals (legacy messages such as "Please Select Title", a 401 for a missing session
 * before any look at the body, sign-in's 200 `{ status: 0 }`), so the hand-written check answers
 * and the schema's verdict only serves to log a body the domain accepted although the contract
 * refuses it.
 */
import type { ErrorObject, ValidateFunction } from "ajv";
import { openApiDocument } from "@travel/schema/rest";
import { loadOpenApiContract, type OpenApiContract } from "../contract/openapi-contract";
import type { HttpMethod } from "./router";

/** The validator of a documented operation's JSON request body, if it documents one. */
export type RequestBodyValidators = (
  method: HttpMethod,
  path: string,
) => ValidateFunction | undefined;

let contract: OpenApiContract | undefined;
/** upstream/openapi.yaml's requestBody schemas (the document is loaded once per process). */
export const documentedRequestBodies: RequestBodyValidators = (method, path) =>
  (contract ??= loadOpenApiContract(openApiDocument)).requestBodyValidator(method, path);

/**
 * Operations whose hand-written payload check gives the answers the contract and its tests pin
 * (each message, status and order differs from a schema refusal); "METHOD path".
 */
export const DOMAIN_CHECKED: ReadonlySet<string> = new Set([
  // accounts: answers 200 { status: 0, message } with the legacy messages
  "POST /api/signIn",
  "POST /api/signUp",
  "POST /api/signUp/verifyAccount",
  "POST /api/iqps/user-fqs",
  // preferences: 401 first, then refusals with the codes the gateway maps (UNKNOWN_CURRENCY...)
  "POST /api/profile/updatePrefCurrLang",
  // rates: "all must be true or false"
  "POST /api/general/getCurrencyRate",
  // site styles: "apikey is not a site API key", "pageCode ..." messages
  "POST /api/general/getwhitelabelcss",
  "POST /api/general/getCssPreAndPostLogin",
  "POST /api/dev/site-styles",
  // savings: 401 without a session comes first, then the field messages
  "POST /api/savings/getMember",
  "POST /api/savings/setMember",
  "POST /api/savings/savingsCode",
  "POST /savings-provider/api/members/import",
  "POST /savings-provider/_control",
  // wallet: "org_id must be an organisation id...", "currency must be a currency code..."
  "POST /api/walletUser/getPaymentCardByOrg",
  "POST /api/booking/get-paymentcard-by-user",
  // profile and travellers: "Please Select Title", "Please Enter First Name"...
  "POST /api/profile/updateProfile",
  "POST /api/profile/travelers/save",
  "POST /api/profile/travelers/delete",
  // reservations: 401 first, "action must be list, find or create", request_id and card messages
  "POST /api/reservations",
  // agent: 401 first, then the client's field messages
  "POST /api/agent/addClient",
  "POST /api/agent/newQuote",
  "POST /api/agent/declineQuote",
  // inventory: "area must be one of …", "check_out must be after check_in"...
  "POST /api/offers/search",
  "POST /api/offers/price",
  "POST /api/destinations/suggest",
]);

/** A body refused by its operation's schema. */
export class RequestValidationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "RequestValidationError";
  }
}

/** The field a schema error is about: the missing property, else the last segment of its path. */
function fieldOf(error: ErrorObject): string {
  if (error.keyword === "required") return String(error.params.missingProperty);
  const segments = error.instancePath.split("/");
  return segments[segments.length - 1] || "Request body";
}

/** The 400 message of a refused body: its first schema error, naming the field. */
export function validationMessage(errors: readonly ErrorObject[]): string {
  const error = errors[0];
  if (error === undefined) return "Request body is not valid";
  if (error.keyword === "required") return `${fieldOf(error)} is required`;
  return `${fieldOf(error)} ${error.message ?? "is not valid"}`;
}

/** What Fastify calls to validate a body: `(data) => boolean`, the failures in `errors`. */
export interface BodyValidator {
  (data: unknown): boolean;
  errors: ValidateFunction["errors"];
}

/**
 * A Fastify validator from an ajv one. A POST without a body reaches the handler as `{}`, so it
 * is checked as one.
 */
export function bodyValidator(validate: ValidateFunction): BodyValidator {
  const check: BodyValidator = Object.assign(
    (data: unknown) => {
      const valid = validate(data ?? {}) as boolean;
      check.errors = validate.errors;
      return valid;
    },
    { errors: null as ValidateFunction["errors"] },
  );
  return check;
}
