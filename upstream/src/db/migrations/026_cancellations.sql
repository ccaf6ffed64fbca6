-- Cancelling a confirmed reservation (issue 16): what the offer's cancellation policy gave back
-- on the day it was cancelled. One row per cancelled reservation, written in the transaction that
-- moves the reservation to CANCELLED, so a reservation is cancelled (and refunded) once.
CREATE TABLE cancellations (
  reservation_id integer PRIMARY KEY REFERENCES reservations (reservation_id) ON DELETE CASCADE,
  cancelled_at timestamptz NOT NULL,
  -- The share of what was paid that is given back (inventory/policy.ts refundPercent).
  refund_percent smallint NOT NULL CHECK (refund_percent BETWEEN 0 AND 100),
  -- What goes back to the payment card, in the reservation's currency.
  currency text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  card_refund numeric(12, 2) NOT NULL CHECK (card_refund >= 0),
  -- NONE: nothing to give back to a card; PENDING: the provider has not confirmed the refund
  -- yet (asking again retries it, under the same idempotency key); REFUNDED: it has.
  card_refund_status text NOT NULL CHECK (card_refund_status IN ('NONE', 'PENDING', 'REFUNDED')),
  provider_refund_id text,
  CHECK ((card_refund_status = 'NONE') = (card_refund = 0))
);

-- A certificate or discount card given back by a cancellation can be spent again: the
-- reservation keeps the record of it, released.
ALTER TABLE reservation_cards ADD COLUMN released_at timestamptz;
DROP INDEX reservation_cards_spent_once;
CREATE UNIQUE INDEX reservation_cards_spent_once ON reservation_cards (payment_card_id)
  WHERE kind <> 'cash' AND released_at IS NULL;

-- What a cancellation put back on a cash card (in the card's currency).
ALTER TABLE cash_card_spends
  ADD COLUMN refunded numeric(12, 2) NOT NULL DEFAULT 0,
  ADD CONSTRAINT cash_card_spends_refund_within CHECK (refunded >= 0 AND refunded <= amount);
