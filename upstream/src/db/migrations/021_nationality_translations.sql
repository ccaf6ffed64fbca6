-- Nationality names (demonyms) in other languages, one row per nationality and language, as
-- 018_content_translations does for countries. `language` is a primary language subtag ("es"):
-- a reader whose language has no row gets the English name of nationalities.nationality_name.

CREATE TABLE nationality_translations (
  nationality_id integer NOT NULL REFERENCES nationalities (nationality_id) ON DELETE CASCADE,
  language text NOT NULL CHECK (language ~ '^[a-z]{2,3}$'),
  nationality_name text NOT NULL CHECK (nationality_name <> ''),
  PRIMARY KEY (nationality_id, language)
);
