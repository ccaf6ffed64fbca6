import { CombinedGraphQLErrors } from "@apollo/client/errors";

/** The form field each input field the gateway may name is shown by. */
const FORM_FIELDS: Record<string, string> = {
  checkIn: "checkIn",
  checkOut: "checkOut",
  guests: "guests",
  rooms: "rooms",
  destination: "destination",
  destinationId: "destination",
  originId: "origin",
};

export interface SearchInputError {
  /** The form field it belongs to, or null for one about the filters or the whole search. */
  field: string | null;
  message: string;
}

/**
 * The gateway's refusals of a search's input (BAD_USER_INPUT with `extensions.field`), each with
 * the form field that shows it; an empty list for any other failure.
 */
export function searchInputErrors(error: unknown): SearchInputError[] {
  if (!CombinedGraphQLErrors.is(error)) return [];
  return error.errors
    .filter((e) => e.extensions?.code === "BAD_USER_INPUT")
    .map((e) => {
      const named = typeof e.extensions?.field === "string" ? e.extensions.field : "";
      // "input.checkIn", "input.filters.priceMin" or "checkIn"
      const last = named.split(".").pop() ?? "";
      return { field: FORM_FIELDS[last] ?? null, message: e.message };
    });
}
