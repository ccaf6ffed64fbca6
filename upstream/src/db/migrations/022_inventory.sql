-- Inventory for every internal product area (spec §1, the 14 product codes of site/products.ts):
-- destinations with coordinates, a cancellation policy, capacity, reviews, amenities and
-- area-specific attributes per offer, and a calendar of price and units left per offer and day.
--
-- The four wallet products (HLT, ACT, RST, STY) keep their offers and rules; the other areas'
-- offers are listed only by the inventory search (the offer list and booking routes keep to the
-- wallet products until booking covers them).

-- Places offers are in (and flights fly to), with the coordinates a map needs.
CREATE TABLE destinations (
  destination_id integer PRIMARY KEY,
  name text NOT NULL UNIQUE CHECK (name <> ''),
  -- The name lower-cased without accents ("Cancún" → "cancun"), for the prefix search.
  name_search text NOT NULL CHECK (name_search <> ''),
  country_code text NOT NULL CHECK (country_code ~ '^[A-Z]{2}$'),
  -- The main airport's IATA code (flights and packages arrive there, cars are picked up there).
  airport_code text NOT NULL UNIQUE CHECK (airport_code ~ '^[A-Z]{3}$'),
  latitude numeric(8, 5) NOT NULL CHECK (latitude BETWEEN -90 AND 90),
  longitude numeric(8, 5) NOT NULL CHECK (longitude BETWEEN -180 AND 180),
  -- A sea port: cruises sail from here.
  coastal boolean NOT NULL
);

CREATE TABLE destination_translations (
  destination_id integer NOT NULL REFERENCES destinations (destination_id) ON DELETE CASCADE,
  language text NOT NULL CHECK (language ~ '^[a-z]{2,3}$'),
  name text NOT NULL CHECK (name <> ''),
  name_search text NOT NULL CHECK (name_search <> ''),
  PRIMARY KEY (destination_id, language)
);

-- Cancellation terms: free until `free_until_days` days before the start (NULL: never free),
-- then `fee_percent` of the total is kept (100: nothing refunded).
CREATE TABLE cancellation_policies (
  policy_code text PRIMARY KEY CHECK (policy_code ~ '^[A-Z_]+$'),
  free_until_days smallint CHECK (free_until_days BETWEEN 0 AND 90),
  fee_percent smallint NOT NULL CHECK (fee_percent BETWEEN 0 AND 100)
);
INSERT INTO cancellation_policies (policy_code, free_until_days, fee_percent) VALUES
  ('FLEXIBLE', 1, 100),
  ('MODERATE', 7, 50),
  ('STRICT', 30, 100),
  ('NON_REFUNDABLE', NULL, 100);

ALTER TABLE offers DROP CONSTRAINT offers_product_code_check;
ALTER TABLE offers ADD CONSTRAINT offers_product_code_check CHECK (
  product_code IN (
    'DTPS', 'HLTGD', 'HLT', 'SBM', 'PKG', 'STY', 'CND', 'RST', 'WEK', 'CRU', 'FLT', 'CAR', 'TRA', 'ACT'
  )
);
-- NIGHT: each night of a stay (rooms); DAY: each rental day (cars); WEEK: a week from a start day;
-- PERSON: each traveller (activities, flights, cruises, packages, dream trips); TRIP: one vehicle.
ALTER TABLE offers DROP CONSTRAINT offers_price_unit_check;
ALTER TABLE offers ADD CONSTRAINT offers_price_unit_check CHECK (
  price_unit IN ('NIGHT', 'DAY', 'WEEK', 'PERSON', 'TRIP')
);

ALTER TABLE offers
  ADD COLUMN destination_id integer REFERENCES destinations (destination_id),
  -- Flights and packages: where the traveller flies from.
  ADD COLUMN origin_id integer REFERENCES destinations (destination_id),
  -- Most guests per unit (room, car, cabin, vehicle) or, for PERSON offers, per booking.
  ADD COLUMN max_guests smallint NOT NULL DEFAULT 2 CHECK (max_guests BETWEEN 1 AND 60),
  -- Units on sale per calendar day when seeded (rooms, seats, cars, cabins, vehicles).
  ADD COLUMN units smallint NOT NULL DEFAULT 5 CHECK (units BETWEEN 1 AND 500),
  -- ISO weekday (1 Monday … 7 Sunday) a WEEK or sailing/departure-day offer starts on; NULL: any day.
  ADD COLUMN start_weekday smallint CHECK (start_weekday BETWEEN 1 AND 7),
  -- Hotel-style classification; NULL where it does not apply.
  ADD COLUMN stars smallint CHECK (stars BETWEEN 1 AND 5),
  ADD COLUMN review_count integer NOT NULL DEFAULT 0 CHECK (review_count >= 0),
  ADD COLUMN amenities text[] NOT NULL DEFAULT '{}',
  -- Area-specific facts (flight legs, car class, cruise itinerary...), shaped per area as the
  -- contract's <Area>Attributes schemas say (the seed validates them).
  ADD COLUMN attributes jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(attributes) = 'object'),
  ADD COLUMN policy_code text NOT NULL DEFAULT 'MODERATE'
    REFERENCES cancellation_policies (policy_code);
CREATE INDEX offers_by_destination ON offers (product_code, destination_id);

-- Price and units left per offer and day: the night of a stay, the day of a rental, the start day
-- of a week, sailing, departure or activity. No row: not on sale that day; units_left 0: sold out.
-- offer_id is not a foreign key: the seed writes a year of days for every offer in one statement,
-- from the offers table itself (a per-row key check would triple its time).
CREATE TABLE offer_calendar (
  offer_id integer NOT NULL,
  day date NOT NULL,
  price_usd numeric(12, 2) NOT NULL CHECK (price_usd > 0),
  units_left smallint NOT NULL CHECK (units_left >= 0),
  PRIMARY KEY (offer_id, day)
);

-- The last day the calendars are written through (one row): each start extends them to a year
-- ahead.
CREATE TABLE offer_calendar_window (
  singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton),
  through_day date NOT NULL
);
