-- Savings membership, referral campaigns with their referrals and actions, the loyalty
-- programme and its rewards, and the embedded savings provider's own members.

-- Who joined the savings programme; one row per user (concurrent joins store one row).
CREATE TABLE savings_members (
  id serial PRIMARY KEY,
  user_id integer NOT NULL UNIQUE REFERENCES accounts (account_id) ON DELETE CASCADE,
  -- The savings prefix plus the user id (e.g. WFH12), as the gateway sends it.
  memberid text NOT NULL CHECK (memberid <> ''),
  email text NOT NULL CHECK (email <> ''),
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Referral and loyalty campaigns (programmes) of an organisation.
CREATE TABLE referral_campaigns (
  campaign_id serial PRIMARY KEY,
  org_id integer NOT NULL REFERENCES organisations (org_id) ON DELETE CASCADE,
  campaign_name text NOT NULL CHECK (campaign_name <> ''),
  -- Promotion, Referral, Cashback...
  campaign_type text NOT NULL CHECK (campaign_type ~ '^[A-Za-z][A-Za-z0-9 _-]*$'),
  description text,
  landing_url text CHECK (landing_url ~ '^https?://[^/]+'),
  referral_code text CHECK (referral_code <> ''),
  start_date date NOT NULL,
  -- NULL means open-ended.
  end_date date CHECK (end_date >= start_date)
);
CREATE INDEX referral_campaigns_by_type ON referral_campaigns (org_id, campaign_type, start_date);

-- People a member referred, per campaign.
CREATE TABLE referrals (
  referral_id serial PRIMARY KEY,
  campaign_id integer NOT NULL REFERENCES referral_campaigns (campaign_id) ON DELETE CASCADE,
  referrer_id integer NOT NULL REFERENCES accounts (account_id) ON DELETE CASCADE,
  first_name text NOT NULL,
  last_name text NOT NULL,
  email text NOT NULL,
  status text NOT NULL CHECK (status IN ('PENDING', 'JOINED', 'BOOKED')),
  credit_amount numeric(12, 2) NOT NULL DEFAULT 0 CHECK (credit_amount >= 0),
  currency_code text NOT NULL DEFAULT 'USD' CHECK (currency_code ~ '^[A-Z]{3}$'),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX referrals_by_referrer
  ON referrals (referrer_id, campaign_id, created_at DESC, referral_id DESC);

-- What a member did that counts in the programmes (sign-up, bookings, shares...).
CREATE TABLE referral_actions (
  action_id serial PRIMARY KEY,
  account_id integer NOT NULL REFERENCES accounts (account_id) ON DELETE CASCADE,
  campaign_id integer REFERENCES referral_campaigns (campaign_id) ON DELETE SET NULL,
  action text NOT NULL CHECK (action ~ '^[A-Z][A-Z0-9_]*$'),
  description text NOT NULL,
  points integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX referral_actions_by_account ON referral_actions (account_id, created_at DESC);

-- The organisation's loyalty programme (its promotions are its Promotion campaigns).
CREATE TABLE loyalty_programmes (
  org_id integer PRIMARY KEY REFERENCES organisations (org_id) ON DELETE CASCADE,
  name text NOT NULL,
  enabled boolean NOT NULL DEFAULT false,
  start_date date,
  end_date date CHECK (end_date >= start_date)
);

-- A member's rewards in the loyalty programme.
CREATE TABLE loyalty_rewards (
  account_id integer PRIMARY KEY REFERENCES accounts (account_id) ON DELETE CASCADE,
  points integer NOT NULL DEFAULT 0 CHECK (points >= 0),
  credit_amount numeric(12, 2) NOT NULL DEFAULT 0 CHECK (credit_amount >= 0),
  currency_code text NOT NULL DEFAULT 'USD' CHECK (currency_code ~ '^[A-Z]{3}$'),
  -- NULL when the programme has no tiers.
  tier text,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- The embedded savings provider's members (its own table: the provider stands for a third
-- party and reads nothing else). Upserted by member_customer_identifier.
CREATE TABLE savings_provider_members (
  member_customer_identifier text PRIMARY KEY,
  organization_customer_identifier text NOT NULL,
  program_customer_identifier text NOT NULL,
  member_status text NOT NULL,
  first_name text NOT NULL,
  last_name text NOT NULL,
  email_address text NOT NULL,
  -- Lowercase hex SHA-256 of program + program + member id: the director page's `cvt`.
  cvt text NOT NULL CHECK (cvt ~ '^[0-9a-f]{64}$'),
  imported_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX savings_provider_members_by_cvt ON savings_provider_members (cvt);
