-- The salt of the current UTC day for visitor hashes (api/src/daily_salt.cpp): the comment actor
-- pseudonym and the unique-visitor count of outbound clicks. A new random salt is inserted by the
-- first api instance that needs one on a new day, so every instance hashes alike that day; earlier
-- days' rows are deleted at the same moment. Never written to the event log, never a projection.
CREATE TABLE public.daily_salts (
  day  date  PRIMARY KEY,
  salt bytea NOT NULL CHECK (octet_length(salt) = 32)
);
