-- Reference data: countries, nationalities, currencies and their USD exchange rates.

CREATE TABLE countries (
  country_id integer PRIMARY KEY,
  country_code text NOT NULL UNIQUE,
  country_name text NOT NULL,
  country_flag text,
  isd_code text,
  distance_unit text CHECK (distance_unit IN ('Miles', 'Km')),
  temp_unit text CHECK (temp_unit IN ('C', 'F')),
  -- ISO 4217 code of the country's main currency (geolocation answers with it).
  currency_code text,
  is_default boolean NOT NULL DEFAULT false
);
CREATE UNIQUE INDEX countries_single_default ON countries (is_default) WHERE is_default;
CREATE INDEX countries_by_name ON countries (country_name, country_id);

CREATE TABLE nationalities (
  nationality_id integer PRIMARY KEY,
  nationality_name text NOT NULL UNIQUE,
  nationality_code text NOT NULL
);

CREATE TABLE currencies (
  currency_id integer PRIMARY KEY,
  code text NOT NULL UNIQUE CHECK (code ~ '^[A-Z]{3}$'),
  name text NOT NULL,
  status smallint NOT NULL CHECK (status IN (0, 1)),
  flag text
);

-- Units of the currency per 1 US dollar on a given date (one row per currency and date).
CREATE TABLE exchange_rates (
  rate_date date NOT NULL,
  currency_code text NOT NULL REFERENCES currencies (code),
  units_per_usd double precision NOT NULL CHECK (units_per_usd > 0),
  PRIMARY KEY (rate_date, currency_code)
);
