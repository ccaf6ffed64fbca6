-- The site's policy for accounts made by sign-up is now the upstream's NEW_MEMBERS_CAN_BOOK
-- setting (src/config.ts, default true), read at each sign-up: one place to set it, beside the
-- other deployment settings. Accounts keep the can_user_book they were given.

ALTER TABLE organisations DROP COLUMN new_members_can_book;
