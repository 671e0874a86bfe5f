-- Bookkeeping for plain (non-projection) tables. Identity tables arrive in later migrations;
-- projections are not migrated but rebuilt from the event log (see infra/sql/projections.sql).
CREATE TABLE IF NOT EXISTS public.projection_builds (
  id          bigserial   PRIMARY KEY,
  schema_hash text        NOT NULL,
  reason      text        NOT NULL,
  events      bigint      NOT NULL,
  started_at  timestamptz NOT NULL,
  finished_at timestamptz NOT NULL DEFAULT now()
);
