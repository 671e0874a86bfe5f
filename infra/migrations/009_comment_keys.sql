-- One AES-256-GCM key per visitor comment (crypto-shredding, KVKK/GDPR erasure). The comment's
-- personal fields (name, text) go into the log, which is kept forever, only sealed with this key;
-- deleting a comment deletes its row, after which no copy of the log opens them again and a
-- replay leaves the comment out. Written by the api before the comment's event is produced; not a
-- projection, so a replay never drops or rebuilds it. Back it up with the other public tables,
-- and keep backups no longer than an erasure may wait: a restored key brings its comment back.
CREATE TABLE public.comment_keys (
  comment_id uuid        PRIMARY KEY,
  key        bytea       NOT NULL CHECK (octet_length(key) = 32),
  created_at timestamptz NOT NULL DEFAULT now()
);
