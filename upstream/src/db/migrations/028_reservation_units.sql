-- What a reservation took from its offer's calendar (reservations/trip-units.ts): `units_taken`
-- units of every day from check_in to the day before `units_end_day`. A cancellation gives them
-- back. Reservations booked before the calendar was enforced took none (0, NULL).
ALTER TABLE reservations
  ADD COLUMN units_taken smallint NOT NULL DEFAULT 0 CHECK (units_taken >= 0),
  ADD COLUMN units_end_day date,
  ADD CONSTRAINT reservations_units_span CHECK ((units_taken = 0) = (units_end_day IS NULL));
