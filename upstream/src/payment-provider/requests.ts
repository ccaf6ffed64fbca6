/**
 * What the payment provider's API takes: a new payment's fields, each refused with a code and a
 * message a developer can act on (the provider's own error shape, not the upstream's).
 */
import type { NewPayment } from "./store";

export interface ProviderError {
  code: string;
  message: string;
  /** The field the error concerns. */
  param?: string;
}

/** Ten billion major units of a two-digit currency: far above any trip. */
export const MAX_AMOUNT_MINOR = 1_000_000_000_000;
export const MAX_DESCRIPTION_LENGTH = 200;
export const MAX_REFERENCE_LENGTH = 100;
export const MAX_IDEMPOTENCY_KEY_LENGTH = 255;

const invalid = (param: string, message: string): { ok: false; error: ProviderError } => ({
  ok: false,
  error: { code: "invalid_request", message, param },
});

/** An ISO 4217 code the platform knows (Intl names every currency in use). */
function knownCurrency(code: string): boolean {
  if (!/^[A-Z]{3}$/.test(code)) return false;
  try {
    return Intl.supportedValuesOf("currency").includes(code);
  } catch {
    return true;
  }
}

function webUrl(value: unknown): string | null {
  if (typeof value !== "string") return null;
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : null;
  } catch {
    return null;
  }
}

const text = (value: unknown, max: number): string | null =>
  typeof value === "string" && value.trim() !== "" && value.length <= max ? value.trim() : null;

/** Reads a create-payment body; the Idempotency-Key header, when sent, makes it repeatable. */
export function readNewPayment(
  body: Record<string, unknown>,
  idempotencyKey: string | undefined,
): { ok: true; payment: NewPayment } | { ok: false; error: ProviderError } {
  const amount = body.amount_minor;
  if (
    typeof amount !== "number" ||
    !Number.isSafeInteger(amount) ||
    amount <= 0 ||
    amount > MAX_AMOUNT_MINOR
  )
    return invalid(
      "amount_minor",
      `amount_minor must be a whole number of minor units from 1 to ${MAX_AMOUNT_MINOR}.`,
    );
  const currency = typeof body.currency === "string" ? body.currency.toUpperCase() : "";
  if (!knownCurrency(currency))
    return invalid("currency", "currency must be an ISO 4217 code, such as USD.");
  const description = text(body.description, MAX_DESCRIPTION_LENGTH);
  if (description === null)
    return invalid(
      "description",
      `description must be text of 1 to ${MAX_DESCRIPTION_LENGTH} characters.`,
    );
  const reference = text(body.reference, MAX_REFERENCE_LENGTH);
  if (reference === null)
    return invalid(
      "reference",
      `reference must be text of 1 to ${MAX_REFERENCE_LENGTH} characters.`,
    );
  const returnUrl = webUrl(body.return_url);
  if (returnUrl === null) return invalid("return_url", "return_url must be an http(s) URL.");
  const notifyUrl = body.notify_url === undefined ? null : webUrl(body.notify_url);
  if (body.notify_url !== undefined && notifyUrl === null)
    return invalid("notify_url", "notify_url must be an http(s) URL.");
  if (idempotencyKey !== undefined && idempotencyKey.length > MAX_IDEMPOTENCY_KEY_LENGTH)
    return invalid(
      "Idempotency-Key",
      `The Idempotency-Key header may hold ${MAX_IDEMPOTENCY_KEY_LENGTH} characters at most.`,
    );
  return {
    ok: true,
    payment: {
      amountMinor: amount,
      currency,
      description,
      reference,
      returnUrl,
      notifyUrl,
      idempotencyKey: idempotencyKey ?? null,
    },
  };
}
