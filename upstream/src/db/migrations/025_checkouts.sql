-- Checkouts: a booking waiting for its card payment (issue 16). A checkout keeps the booking
-- request as the gateway priced it, the payment the provider takes for what is left to pay
-- after the wallet, and, once the payment has succeeded, the reservation it became. The same
-- (user, request id) starts one checkout; the reservation is made once, by whoever moves the
-- checkout from AWAITING_PAYMENT to CONFIRMED (the return page, or the provider's notification).

CREATE TABLE checkouts (
  checkout_id text PRIMARY KEY CHECK (checkout_id ~ '^co_[0-9a-f]{24}$'),
  user_id integer NOT NULL REFERENCES accounts (account_id) ON DELETE CASCADE,
  request_id text NOT NULL CHECK (request_id ~ '^[A-Za-z0-9_-]{8,64}$'),
  offer_id integer NOT NULL REFERENCES offers (offer_id),
  -- The booking request as validated (reservations/payloads.ts ReservationInput).
  booking jsonb NOT NULL,
  -- What the card pays: the booking's total, in its currency.
  currency text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  amount_due numeric(12, 2) NOT NULL CHECK (amount_due > 0),
  -- Where the traveller comes back to on the site after the provider's page.
  return_url text NOT NULL,
  payment_id text UNIQUE,
  checkout_url text,
  status text NOT NULL CHECK (status IN ('AWAITING_PAYMENT', 'CONFIRMED', 'CANCELLED', 'FAILED')),
  -- Why a paid checkout could not book (its payment is refunded), or the last payment error.
  failure text,
  card_brand text,
  card_last4 text CHECK (card_last4 ~ '^[0-9]{4}$'),
  reservation_id integer UNIQUE REFERENCES reservations (reservation_id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  UNIQUE (user_id, request_id)
);
CREATE INDEX checkouts_by_user ON checkouts (user_id, created_at DESC);
