-- The rooms (NIGHT offers) or units (WEEK offers) a reservation booked: `units_taken` of every
-- day it covers for those offers. 1 for the other offers and for reservations made before
-- bookings had rooms.
ALTER TABLE reservations
  ADD COLUMN rooms smallint NOT NULL DEFAULT 1 CHECK (rooms BETWEEN 1 AND 5);
