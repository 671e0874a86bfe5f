-- Visitor actions counted for rate limits (comments per address per minute). Kept in Postgres,
-- not in one api process, so the limit holds across every api instance. Rows older than the
-- window are deleted as the api goes; nothing here outlives a day.
CREATE TABLE public.visitor_actions (
  id      bigserial   PRIMARY KEY,
  action  text        NOT NULL,
  client  text        NOT NULL,
  at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX visitor_actions_client_idx ON public.visitor_actions (action, client, at);
CREATE INDEX visitor_actions_at_idx ON public.visitor_actions (at);
