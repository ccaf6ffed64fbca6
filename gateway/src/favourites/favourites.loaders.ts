/**
 * Per-request loaders of the favourites: the signed-in user's whole list (one upstream call per
 * request however many fields ask), and `isFavourite`, which batches every offer of a request
 * into that one list. Signed out the list is null and no offer is a favourite; a failure is
 * logged once with the request id and read the same way.
 */
import DataLoader from "dataloader";
import type { AccountsLoaders } from "../accounts/accounts.loaders";
import type { SessionTransport } from "../http/session";
import type { Logger } from "@travel/service-kit/logger";
import { createEndpointLoader, type EndpointLoader } from "../upstream/endpoint-loader";
import { withFallback } from "../upstream/fallback";
import type { UpstreamCallMeta } from "../upstream/http";
import type { FavouritesClient } from "./favourites.client";
import type { FavouriteEntry } from "./favourites.mappers";

export interface FavouritesLoaders {
  /** The signed-in user's favourites, newest first; null when signed out or on failure (logged). */
  favourites: EndpointLoader<FavouriteEntry[] | null>;
  /** Whether the offer (by id) is one of the signed-in user's favourites. */
  isFavourite: DataLoader<string, boolean>;
}

export function createFavouritesLoaders(
  client: FavouritesClient,
  meta: UpstreamCallMeta,
  logger: Logger,
  session: SessionTransport,
  accounts: AccountsLoaders,
): FavouritesLoaders {
  const favourites = createEndpointLoader(async (): Promise<FavouriteEntry[] | null> => {
    const check = await accounts.loginCheck.load();
    const token = session.current?.token;
    if (!check || !token) return null;
    return withFallback<FavouriteEntry[] | null>(
      () => client.list(meta, token),
      () => null,
      logger,
    );
  });
  const isFavourite = new DataLoader<string, boolean>(async (offerIds) => {
    const saved = new Set((await favourites.load())?.map((f) => String(f.offer.offer_id)));
    return offerIds.map((id) => saved.has(id));
  });
  return { favourites, isFavourite };
}
