-- Organisations (white-label sites), the bookable products and which products each offers.

CREATE TABLE products (
  product_id integer PRIMARY KEY,
  product_code text NOT NULL UNIQUE
);

CREATE TABLE organisations (
  org_id integer PRIMARY KEY,
  org_name text NOT NULL,
  google_tag_id text,
  calendar_type text NOT NULL DEFAULT 'gregorian' CHECK (calendar_type IN ('gregorian', 'hijri')),
  min_checkin_days integer NOT NULL DEFAULT 0 CHECK (min_checkin_days >= 0),
  week_start smallint NOT NULL DEFAULT 0 CHECK (week_start BETWEEN 0 AND 6),
  display_price smallint NOT NULL DEFAULT 1 CHECK (display_price IN (0, 1)),
  enable_google_login smallint NOT NULL DEFAULT 0 CHECK (enable_google_login IN (0, 1)),
  enable_facebook_login smallint NOT NULL DEFAULT 0 CHECK (enable_facebook_login IN (0, 1)),
  enable_access_code smallint NOT NULL DEFAULT 0 CHECK (enable_access_code IN (0, 1)),
  allow_booking_without_session smallint NOT NULL DEFAULT 0
    CHECK (allow_booking_without_session IN (0, 1)),
  -- Comma-separated subset of the wallet options the site offers.
  org_site_wallet text NOT NULL DEFAULT '' CHECK (
    org_site_wallet ~ '^((Discount Cards|Certificates|Cash Card|myvacations)(,(Discount Cards|Certificates|Cash Card|myvacations))*)?$'
  ),
  all_inclusive_url text NOT NULL CHECK (all_inclusive_url ~ '^https?://[^/]+'),
  trips_url text NOT NULL CHECK (trips_url ~ '^https?://[^/]+'),
  -- NULL means "none configured": the site then defaults to USD (id 9) and en-US (id 1).
  preferred_currency_id integer REFERENCES currencies (currency_id),
  preferred_language_id integer REFERENCES languages (language_id)
);

CREATE TABLE organisation_products (
  org_id integer NOT NULL REFERENCES organisations (org_id) ON DELETE CASCADE,
  product_id integer NOT NULL REFERENCES products (product_id),
  PRIMARY KEY (org_id, product_id)
);
