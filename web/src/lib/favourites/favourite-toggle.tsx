import { useState } from "react";
import { Box, IconButton, Text } from "@chakra-ui/react";
import type { ApolloCache } from "@apollo/client";
import { useMutation } from "@apollo/client/react";
import { HeartIcon } from "@travel/design-system";
import { type LabelKey, useTranslation } from "../i18n";
import { useAuthDialogs } from "../session/auth-dialogs-context";
import { useSession } from "../session/session-context";
import { RemoveFavouriteMutation, SaveFavouriteMutation } from "./favourite-mutations";

/** The message of each refusal the user can act on (the rest: "could not be changed"). */
const ERROR_KEYS: Partial<Record<string, LabelKey>> = {
  OFFER_NOT_FOUND: "favourites.error.notFound",
  FAVOURITE_LIMIT: "favourites.error.limit",
};

interface FavouriteToggleProps {
  offerId: string;
  isFavourite: boolean;
}

/** The query of the favourites list (features/booking), asked again after a change when shown. */
const FAVOURITES_LIST = "Favourites";

/**
 * Writes the offer's new state into a search result of it in Apollo's cache (an
 * OfferSearchResult has the offer's id): the offer itself follows from the mutation's answer.
 */
function heartSearchResult(cache: ApolloCache, offerId: string, isFavourite: boolean) {
  const id = cache.identify({ __typename: "OfferSearchResult", id: offerId });
  if (id) cache.modify({ id, fields: { isFavourite: () => isFavourite } });
}

/**
 * The heart of an offer (on its card, its booking view and its search results): a toggle button
 * (aria-pressed) that saves the offer to the favourites or removes it. A signed-out visitor gets
 * the sign-in dialog instead. The mutation's answer carries the offer's new `isFavourite`, so
 * every view of the offer follows from Apollo's cache; the favourites list is asked again.
 */
export function FavouriteToggle({ offerId, isFavourite }: FavouriteToggleProps) {
  const { t } = useTranslation();
  const { viewer } = useSession();
  const { openSignIn } = useAuthDialogs();
  const [problem, setProblem] = useState<string | null>(null);
  const [save, saving] = useMutation(SaveFavouriteMutation, {
    refetchQueries: [FAVOURITES_LIST],
    update: (cache, { data }) => {
      if (data?.saveFavourite.offer) heartSearchResult(cache, offerId, true);
    },
  });
  const [remove, removing] = useMutation(RemoveFavouriteMutation, {
    refetchQueries: [FAVOURITES_LIST],
    update: (cache, { data }) => {
      if (data?.removeFavourite.removedOfferId) heartSearchResult(cache, offerId, false);
    },
  });

  const toggle = async () => {
    if (!viewer) {
      openSignIn();
      return;
    }
    setProblem(null);
    const variables = { input: { offerId } };
    try {
      const errors = isFavourite
        ? ((await remove({ variables })).data?.removeFavourite.errors ?? [])
        : ((await save({ variables })).data?.saveFavourite.errors ?? []);
      if (errors.some((e) => e.code === "SIGN_IN_REQUIRED")) openSignIn();
      else if (errors[0]) setProblem(t(ERROR_KEYS[errors[0].code] ?? "favourites.error.failed"));
    } catch {
      setProblem(t("favourites.error.failed"));
    }
  };

  return (
    <Box position="relative" zIndex="1">
      <IconButton
        type="button"
        variant="ghost"
        size="md"
        // a 44 px target, as a thumb needs on a phone
        minW="11"
        h="11"
        rounded="full"
        colorPalette="red"
        aria-pressed={isFavourite}
        aria-label={t(isFavourite ? "favourites.remove" : "favourites.save")}
        loading={saving.loading || removing.loading}
        onClick={() => void toggle()}
      >
        <HeartIcon filled={isFavourite} />
      </IconButton>
      {problem ? (
        <Text role="alert" color="fg.error" textStyle="xs">
          {problem}
        </Text>
      ) : null}
    </Box>
  );
}
