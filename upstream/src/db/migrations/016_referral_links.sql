-- Referral links that credit somebody (spec §9: referral_code, referral_name, referral_org,
-- redirect). A member's code for one campaign names both the member (the referrer) and the
-- campaign; a sign-up with it records the new account as the member's referral in that campaign.

CREATE TABLE referral_links (
  -- What the link carries as referral_code: the campaign's code, a dash and a random part.
  code text PRIMARY KEY CHECK (code ~ '^[A-Za-z0-9._~-]{1,100}$'),
  campaign_id integer NOT NULL REFERENCES referral_campaigns (campaign_id) ON DELETE CASCADE,
  referrer_id integer NOT NULL REFERENCES accounts (account_id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- One code per member and campaign: building the link again gives the same code.
  UNIQUE (campaign_id, referrer_id)
);

-- The account a referral became (NULL for referrals recorded before accounts were linked): one
-- referral per account, so a sign-up credits one referrer once.
ALTER TABLE referrals
  ADD COLUMN referred_account_id integer UNIQUE REFERENCES accounts (account_id) ON DELETE SET NULL;
