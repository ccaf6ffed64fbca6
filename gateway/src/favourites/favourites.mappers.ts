/** Upstream REST shapes of the favourites contract (answers from the contract). */
import type { components } from "@travel/schema/rest";

/** POST /api/favourites → data.favourites[]: a saved offer and when it was saved. */
export type FavouriteEntry = components["schemas"]["Favourite"];

/** An upstream refusal (4xx `{ status: 0, code?, message }`). */
export interface FavouriteRefusal {
  ok: false;
  code: string | null;
  message: string;
}

/** What a write answered: done, or the upstream's refusal. */
export type FavouriteWriteResult = { ok: true } | FavouriteRefusal;
