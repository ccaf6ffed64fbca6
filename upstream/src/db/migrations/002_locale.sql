-- Site languages and their translated labels (re-synced from src/reference/labels at start).

CREATE TABLE languages (
  language_id integer PRIMARY KEY,
  code text NOT NULL UNIQUE,
  name text NOT NULL
);

CREATE TABLE language_labels (
  language_id integer NOT NULL REFERENCES languages (language_id) ON DELETE CASCADE,
  field_name text NOT NULL,
  wl_lang_value text NOT NULL,
  PRIMARY KEY (language_id, field_name)
);
