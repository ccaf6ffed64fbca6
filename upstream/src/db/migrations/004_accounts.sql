-- Accounts: members and agents, their sessions, single-use email keys, access codes,
-- invitations, the developer mail outbox and the activity log.

CREATE TABLE accounts (
  account_id serial PRIMARY KEY,
  -- Stored trimmed and lower-cased; the unique index makes concurrent sign-ups create one row.
  email text NOT NULL CHECK (email = lower(btrim(email)) AND email <> ''),
  -- `scrypt$N$r$p$salt$hash`; NULL for an account created by social sign-up.
  password_hash text,
  title text CHECK (title IN ('Miss', 'Mr', 'Mrs')),
  first_name text NOT NULL,
  last_name text NOT NULL,
  nationality_id integer NOT NULL DEFAULT 1 REFERENCES nationalities (nationality_id),
  country_id integer NOT NULL DEFAULT 235 REFERENCES countries (country_id),
  currency_code text NOT NULL DEFAULT 'USD',
  language text NOT NULL DEFAULT 'en-US',
  user_type smallint NOT NULL DEFAULT 2 CHECK (user_type IN (1, 2)),
  role text NOT NULL DEFAULT 'Member' CHECK (role IN ('Member', 'Guest', 'Agent')),
  can_user_book smallint NOT NULL DEFAULT 0 CHECK (can_user_book IN (0, 1)),
  plan_status text NOT NULL DEFAULT 'NOPLAN',
  access_code text,
  phone_country_code text,
  mobile_no text,
  credit_limit numeric(12, 2),
  display_price smallint NOT NULL DEFAULT 0 CHECK (display_price IN (0, 1)),
  is_promotion smallint NOT NULL DEFAULT 0 CHECK (is_promotion IN (0, 1)),
  referral_code text UNIQUE,
  referred_by integer REFERENCES accounts (account_id),
  referral_org text,
  trip_id text,
  verified_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX accounts_by_email ON accounts (email);

-- Only SHA-256 hashes of tokens are stored.
CREATE TABLE sessions (
  token_hash text PRIMARY KEY,
  account_id integer NOT NULL REFERENCES accounts (account_id) ON DELETE CASCADE,
  is_sso smallint NOT NULL DEFAULT 0 CHECK (is_sso IN (0, 1)),
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX sessions_by_account ON sessions (account_id);

-- Email verification and password reset keys: hashed, single use, expiring.
CREATE TABLE account_keys (
  key_hash text PRIMARY KEY,
  account_id integer NOT NULL REFERENCES accounts (account_id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('verify', 'reset')),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

CREATE TABLE access_codes (
  code text PRIMARY KEY,
  expires_at timestamptz NOT NULL,
  -- NULL means unlimited.
  max_uses integer CHECK (max_uses > 0),
  uses integer NOT NULL DEFAULT 0 CHECK (uses >= 0)
);

CREATE TABLE invitations (
  mastercode text PRIMARY KEY,
  email text NOT NULL,
  first_name text NOT NULL,
  last_name text NOT NULL,
  -- 1-based index into Miss, Mr, Mrs.
  title smallint NOT NULL CHECK (title BETWEEN 1 AND 3),
  phone_number text NOT NULL,
  country_code text NOT NULL,
  lang text NOT NULL,
  trip_id text
);

CREATE TABLE mail_outbox (
  id serial PRIMARY KEY,
  recipient text NOT NULL,
  subject text NOT NULL,
  text_body text NOT NULL,
  html_body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE activity (
  id serial PRIMARY KEY,
  account_id integer,
  ip text NOT NULL,
  action text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Where a partner's single sign-on session goes when it ends.
ALTER TABLE organisations ADD COLUMN session_out_url text;
