-- Security notices pushed outside the back office (ASVS 2.2.3): the worker posts each notice to
-- BONUS_SECURITY_WEBHOOK_URL, signed with BONUS_SECURITY_WEBHOOK_SECRET (worker/src/jobs/notice_push.cpp).
--
-- The notices table is its own outbox: push_state 'pending' until a worker delivers it ('sent')
-- or sees it while no webhook is configured ('not_sent': written while notices stayed in the
-- back office only). A failed try moves push_next_at on (growing waits); a try in progress holds
-- push_next_at a while ahead, so a worker that dies mid-try leaves the notice to the next one.
-- Notices from before this migration were never meant for a push.
ALTER TABLE public.security_notices
  ADD COLUMN push_state    text        NOT NULL DEFAULT 'not_sent' CHECK (push_state IN ('pending', 'sent', 'not_sent')),
  ADD COLUMN push_next_at  timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN push_attempts integer     NOT NULL DEFAULT 0,
  ADD COLUMN pushed_at     timestamptz,
  ADD COLUMN push_error    text;
ALTER TABLE public.security_notices ALTER COLUMN push_state SET DEFAULT 'pending';
CREATE INDEX security_notices_push_idx ON public.security_notices (id) WHERE push_state = 'pending';

-- What the worker last said about the push, for the security screen: whether a webhook is
-- configured, its origin only (a webhook's path often holds a token), the last delivery and the
-- last failure. One row, written by the worker at start and after each try.
CREATE TABLE public.security_notice_push (
  id            boolean     PRIMARY KEY DEFAULT true CHECK (id),
  configured    boolean     NOT NULL,
  target        text        NOT NULL DEFAULT '',
  updated_at    timestamptz NOT NULL DEFAULT now(),
  last_sent_at  timestamptz,
  last_error    text,
  last_error_at timestamptz
);
