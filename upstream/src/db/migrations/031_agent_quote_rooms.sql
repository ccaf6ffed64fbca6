-- The rooms (NIGHT offers) or units (WEEK offers) of an agent's quote, as a trip has them
-- (inventory/search-params.ts: 1 to 5, not more than guests). Quotes made before: one.
ALTER TABLE agent_quotes
  ADD COLUMN rooms smallint NOT NULL DEFAULT 1 CHECK (rooms BETWEEN 1 AND 5 AND rooms <= guests);
