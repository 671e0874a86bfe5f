-- State of the worker's job runners that is not a projection of events.
--
-- job_offsets: where the job runners are in each partition of the jobs topic (the next offset to
-- handle), per consumer group. A job is handled at least once; the job code makes the repeat
-- harmless (a finished AI step is skipped, an indexed entity is not submitted again).
CREATE TABLE public.job_offsets (
  consumer    text        NOT NULL,
  topic       text        NOT NULL,
  partition   integer     NOT NULL,
  next_offset bigint      NOT NULL,
  updated_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (consumer, topic, partition)
);

-- publisher_runs: one row per daily publishing slot (its due time). The worker that inserts the
-- row publishes the slot, with the drafts chosen in the same statement; a second worker finds the
-- row and does nothing. A claim left unfinished by a crash is taken over after a while and
-- publishes the same drafts again with the same event ids, which the projector applies once.
CREATE TABLE public.publisher_runs (
  slot        timestamptz PRIMARY KEY,
  post_ids    uuid[]      NOT NULL,
  claimed_by  text        NOT NULL,
  claimed_at  timestamptz NOT NULL DEFAULT now(),
  done_at     timestamptz
);
