-- The embedded payment provider's own tables (upstream/src/payment-provider): the payments the
-- site asked it to take and their refunds. Nothing else reads them: the site reaches the provider
-- over HTTP, as it would a real one (PAYMENT_PROVIDER_URL). No card number is kept: only its
-- brand and last four digits.

CREATE TABLE payment_provider_payments (
  payment_id text PRIMARY KEY,
  -- In the currency's minor unit (cents; yen for JPY).
  amount_minor bigint NOT NULL CHECK (amount_minor > 0),
  currency text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  description text NOT NULL,
  -- The merchant's own reference (a booking attempt), given back on every read.
  reference text NOT NULL,
  return_url text NOT NULL,
  notify_url text,
  -- A repeated create with the same key answers the first payment.
  idempotency_key text UNIQUE,
  status text NOT NULL CHECK (status IN ('requires_payment_method', 'requires_action', 'succeeded', 'canceled')),
  card_brand text,
  card_last4 text CHECK (card_last4 ~ '^[0-9]{4}$'),
  last_error_code text,
  last_error_message text,
  amount_refunded_minor bigint NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  CHECK (amount_refunded_minor >= 0 AND amount_refunded_minor <= amount_minor)
);

CREATE TABLE payment_provider_refunds (
  refund_id text PRIMARY KEY,
  payment_id text NOT NULL REFERENCES payment_provider_payments (payment_id) ON DELETE CASCADE,
  amount_minor bigint NOT NULL CHECK (amount_minor > 0),
  idempotency_key text UNIQUE,
  created_at timestamptz NOT NULL
);
CREATE INDEX payment_provider_refunds_by_payment ON payment_provider_refunds (payment_id);
