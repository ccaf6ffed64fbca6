-- Who travels on a reservation and how to reach them (issue 16: checkout names the travellers):
-- the names in the order given (the first is the lead traveller), a saved traveller's id when
-- one was picked, and the contact e-mail and phone for the trip. Written in the booking's
-- transaction; reservations booked before this have none.
CREATE TABLE reservation_travellers (
  reservation_id integer NOT NULL REFERENCES reservations (reservation_id) ON DELETE CASCADE,
  position smallint NOT NULL CHECK (position >= 0),
  first_name text NOT NULL CHECK (first_name <> ''),
  last_name text NOT NULL CHECK (last_name <> ''),
  PRIMARY KEY (reservation_id, position)
);

ALTER TABLE reservations
  ADD COLUMN contact_email text CHECK (contact_email <> ''),
  ADD COLUMN contact_phone text CHECK (contact_phone <> '');
