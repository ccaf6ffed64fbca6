-- Single sign-on tokens already used to open a session: a partner's token is single-use, so a
-- token copied from a log, a browser history or a proxy cannot open a second session. Kept until
-- the token expires (after that its signature check refuses it anyway), by SHA-256 so no usable
-- token is stored.

CREATE TABLE used_sso_tokens (
  token_sha256 text PRIMARY KEY CHECK (token_sha256 ~ '^[0-9a-f]{64}$'),
  expires_at timestamptz NOT NULL
);
CREATE INDEX used_sso_tokens_expires_at ON used_sso_tokens (expires_at);
