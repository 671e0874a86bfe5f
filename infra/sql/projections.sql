-- Every projection table, created inside one schema (live: "proj"). The worker runs this file
-- with search_path set to the target schema, so replay can build a fresh copy beside the live
-- one and swap it in. Changing this file changes its hash: the worker then rebuilds by replay.

-- Where the projector is in each partition: the next offset to apply. Written in the same
-- transaction as the projection rows, so a crash never loses or repeats an event.
CREATE TABLE projector_offsets (
  topic       text        NOT NULL,
  partition   integer     NOT NULL,
  next_offset bigint      NOT NULL,
  updated_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (topic, partition)
);

-- One row per applied event: proves no event is applied twice (event_id is unique) and tells
-- which event produced what.
CREATE TABLE applied_events (
  topic      text        NOT NULL,
  partition  integer     NOT NULL,
  "offset"   bigint      NOT NULL,
  event_id   uuid        NOT NULL UNIQUE,
  type       text        NOT NULL,
  applied_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (topic, partition, "offset")
);

-- Events that could not be applied, with the reason. The projector moves on past them.
CREATE TABLE dead_letters (
  id        bigserial   PRIMARY KEY,
  topic     text        NOT NULL,
  partition integer     NOT NULL,
  "offset"  bigint      NOT NULL,
  event_id  text,
  type      text,
  reason    text        NOT NULL,
  payload   text        NOT NULL,
  at        timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE casinos (
  id          uuid             PRIMARY KEY,
  name        text             NOT NULL,
  slug        text             NOT NULL UNIQUE,
  url         text             NOT NULL,
  logo_url    text             NOT NULL,
  description text             NOT NULL,
  details     text,
  rating      double precision,
  featured    boolean          NOT NULL DEFAULT false,
  created_at  timestamptz      NOT NULL,
  updated_at  timestamptz      NOT NULL
);
CREATE INDEX casinos_name_idx ON casinos (name);
CREATE INDEX casinos_lower_name_idx ON casinos (lower(name));

-- Scheduled publishing (admin only): the settings row (id = 1; none = the defaults) and the log
-- of what the publisher did, newest first on the admin page.
CREATE TABLE publishing_schedule (
  id                  integer     PRIMARY KEY CHECK (id = 1),
  daily_publish_count integer     NOT NULL CHECK (daily_publish_count BETWEEN 1 AND 10),
  is_active           boolean     NOT NULL,
  next_publish_at     timestamptz,
  last_published_at   timestamptz,
  updated_at          timestamptz NOT NULL
);

CREATE TABLE publishing_log (
  id           uuid        PRIMARY KEY,
  blog_id      uuid,
  published_at timestamptz NOT NULL,
  status       text        NOT NULL,
  detail       text
);
CREATE INDEX publishing_log_newest_idx ON publishing_log (published_at DESC, id);
