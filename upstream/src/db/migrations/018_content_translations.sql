-- Translations of the product content the upstream seeds (offers, card names, country names),
-- one row per item and language. `language` is a primary language subtag ("es"): a reader
-- whose language has no row gets the English text of the item's own table.

CREATE TABLE offer_translations (
  offer_id integer NOT NULL REFERENCES offers (offer_id) ON DELETE CASCADE,
  language text NOT NULL CHECK (language ~ '^[a-z]{2,3}$'),
  name text NOT NULL CHECK (name <> ''),
  destination text NOT NULL CHECK (destination <> ''),
  -- The destination folded as offers.destination_search is, so a search in this language finds it.
  destination_search text NOT NULL,
  description text NOT NULL,
  PRIMARY KEY (offer_id, language)
);

-- Card names by their English name: a user's card keeps the name of the catalogue card it came
-- from, so one row translates every card of that name.
CREATE TABLE card_name_translations (
  english_name text NOT NULL CHECK (english_name <> ''),
  language text NOT NULL CHECK (language ~ '^[a-z]{2,3}$'),
  name text NOT NULL CHECK (name <> ''),
  PRIMARY KEY (english_name, language)
);

CREATE TABLE country_translations (
  country_id integer NOT NULL REFERENCES countries (country_id) ON DELETE CASCADE,
  language text NOT NULL CHECK (language ~ '^[a-z]{2,3}$'),
  country_name text NOT NULL CHECK (country_name <> ''),
  PRIMARY KEY (country_id, language)
);
