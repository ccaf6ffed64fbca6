-- Idempotency keys of the writes that create something (sign-up, saved traveller, agent client;
-- bookings keep theirs in reservations.request_id). The first answer of a write is kept with its
-- key, in the write's own transaction, so a retry after a timeout or a concurrent duplicate gets
-- that answer instead of writing again, whichever server instance it reaches.
-- One row per (scope, owner, key): the primary key is the database's guarantee.

CREATE TABLE idempotency_keys (
  -- The operation, e.g. 'sign-up', 'save-traveler', 'add-client'.
  scope text NOT NULL CHECK (scope ~ '^[a-z][a-z0-9-]{0,39}$'),
  -- Whose key space: the account id of a signed-in write, '' for an anonymous one (sign-up).
  owner text NOT NULL CHECK (length(owner) <= 40),
  idempotency_key text NOT NULL CHECK (idempotency_key ~ '^[A-Za-z0-9_-]{8,64}$'),
  -- SHA-256 (hex) of the request's identifying fields, never of a secret: the same key sent with
  -- another request is refused rather than answered with the first one's result.
  fingerprint text NOT NULL CHECK (fingerprint ~ '^[0-9a-f]{64}$'),
  -- What the first write answered, as the operation stores it (no session token or password).
  result jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (scope, owner, idempotency_key)
);
CREATE INDEX idempotency_keys_created_at ON idempotency_keys (created_at);
