-- The visitor limit of api/src/rate_limiter.cpp in one call, so the api spends one round trip on it
-- instead of six (BEGIN, the lock, the client's old actions deleted, the count, the insert,
-- COMMIT). The same steps in the same order: one client of one action at a time (the same advisory
-- lock key as before, so instances of either form exclude each other), its actions that left the
-- window deleted, the rest counted, and the new one recorded only under the limit. Each statement
-- of a volatile function takes a fresh snapshot, so the count after the lock sees what a
-- concurrent call of the same client committed before releasing it. Returns NULL when the action
-- was recorded, else the seconds until the client's oldest action leaves the window. `sweep` also
-- deletes every client's actions older than the window (clients that never come back).
CREATE FUNCTION public.take_visitor_action(action_name text, client_key text, action_limit bigint,
                                           window_seconds double precision, sweep boolean)
RETURNS double precision LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  recent bigint;
  wait double precision;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended(action_name || ':' || client_key, 0));
  DELETE FROM public.visitor_actions
   WHERE action = action_name AND client = client_key AND at <= now() - make_interval(secs => window_seconds);
  SELECT count(*), coalesce(extract(epoch FROM min(at) + make_interval(secs => window_seconds) - now()), 0)
    INTO recent, wait
    FROM public.visitor_actions WHERE action = action_name AND client = client_key;
  IF recent >= action_limit THEN
    RETURN wait;
  END IF;
  INSERT INTO public.visitor_actions (action, client) VALUES (action_name, client_key);
  IF sweep THEN
    DELETE FROM public.visitor_actions WHERE at < now() - make_interval(secs => window_seconds);
  END IF;
  RETURN NULL;
END
$$;
