-- The site's policy for accounts made by sign-up (spec §6: a user may book when the site allows
-- booking without a session or the account's can_user_book is 1): 1 lets a new member book as
-- soon as the email is verified (they cannot sign in before), 0 leaves can_user_book at 0 until
-- the site's operator turns it on for the account. The embedded default lets new members book.

ALTER TABLE organisations
  ADD COLUMN new_members_can_book smallint NOT NULL DEFAULT 1
  CHECK (new_members_can_book IN (0, 1));
