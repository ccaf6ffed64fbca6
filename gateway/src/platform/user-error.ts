/**
 * The shape every domain's user error shares (AccountError, BookingError... in schema/*.graphql,
 * whose `code` is the domain's enum: AccountErrorCode...). A helper shared by several domains
 * returns the narrowest code it can (`CodedError<"UPSTREAM_UNAVAILABLE">`), so putting it in a
 * payload whose error type's enum lacks that code fails `tsc`: the generated enums are string
 * unions (codegen.ts, `enumsAsTypes`).
 */
export interface CodedError<Code extends string> {
  field?: string | null;
  code: Code;
  message: string;
  /** Seconds to wait, on a THROTTLED error (only the error types that can be THROTTLED have it). */
  retryAfter?: number | null;
}
