import { ErrorState, LoadingState } from "@travel/design-system";

/**
 * What a query shows before it has data: its failure with a retry (a retry that fails again
 * shows the failure again, not an unhandled rejection), or the loading state.
 */
export function QueryPending({
  error,
  refetch,
  page,
  errorMessage,
}: {
  error: unknown;
  refetch: () => Promise<unknown>;
  /** A whole page loading (the loading state keeps the page's height). */
  page?: boolean;
  /** The failure in words of its own ("Your actions could not be loaded"). */
  errorMessage?: string;
}) {
  return error ? (
    <ErrorState message={errorMessage} onRetry={() => void refetch().catch(() => undefined)} />
  ) : (
    <LoadingState page={page} />
  );
}
