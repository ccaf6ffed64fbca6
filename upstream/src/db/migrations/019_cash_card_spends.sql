-- The record of every cash card spend: which reservation took how much of which cash card, and
-- the balance it left. One row per (reservation, card): a booking spends a cash card once, and a
-- repeated request id answers the first booking without spending again (reservations'
-- UNIQUE (user_id, request_id)). The row is written in the booking's transaction, so a refused
-- booking leaves neither the debit nor the record.

CREATE TABLE cash_card_spends (
  reservation_id integer NOT NULL REFERENCES reservations (reservation_id) ON DELETE CASCADE,
  payment_card_id integer NOT NULL REFERENCES payment_cards (payment_card_id) ON DELETE CASCADE,
  -- In the card's currency.
  amount numeric(12, 2) NOT NULL CHECK (amount > 0),
  currency text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  balance_before numeric(12, 2) NOT NULL,
  balance_after numeric(12, 2) NOT NULL CHECK (balance_after >= 0),
  spent_at timestamptz NOT NULL,
  PRIMARY KEY (reservation_id, payment_card_id),
  CHECK (balance_after = balance_before - amount)
);
CREATE INDEX cash_card_spends_by_card ON cash_card_spends (payment_card_id, spent_at);
