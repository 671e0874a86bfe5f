-- Trigram indexes for the public search (substring matches on the ASCII-folded promotion text,
-- infra/sql/projections.sql). pg_trgm ships with PostgreSQL and is a trusted extension: the
-- database's owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;
