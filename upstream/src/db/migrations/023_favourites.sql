-- Favourites: the offers an account saved to look at again (issue 16). One row per account and
-- offer (saving twice keeps one); removing the account or the offer removes its rows. The routes
-- cap them at 200 per account and list them newest first.
CREATE TABLE favourites (
  user_id integer NOT NULL REFERENCES accounts (account_id) ON DELETE CASCADE,
  offer_id integer NOT NULL REFERENCES offers (offer_id) ON DELETE CASCADE,
  saved_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, offer_id)
);
CREATE INDEX favourites_by_user_newest ON favourites (user_id, saved_at DESC, offer_id DESC);
CREATE INDEX favourites_by_offer ON favourites (offer_id);
