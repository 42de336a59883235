-- One budget per provider account, shared by every worker process on this database
-- (docs/operations/provider-traffic.md): calls in flight are leases on provider_leases, counted under a
-- lock on the provider's provider_state row, so the fleet never has more than the provider's
-- current limit in flight. A 429 pauses the provider for everyone until its retry time and
-- halves the limit; every answered call raises it by 1/limit, back up to the configured cap
-- (additive increase, multiplicative decrease, as TCP does). A worker that dies leaks its leases
-- for at most their length.

CREATE TABLE provider_state (
  provider          text PRIMARY KEY,
  max_concurrency   integer NOT NULL CHECK (max_concurrency >= 1),      -- ENGINE_CONCURRENCY_<ENGINE>, for the whole fleet
  concurrency       double precision NOT NULL CHECK (concurrency >= 1), -- the adaptive limit, 1 .. max_concurrency
  paused_until      timestamptz,                                         -- no call starts before this (a 429's retry time)
  -- counts since window_started (reset every 5 minutes), for `npm run cli -- engines status`
  window_started    timestamptz NOT NULL DEFAULT now(),
  window_calls      integer NOT NULL DEFAULT 0,
  window_rate_limited integer NOT NULL DEFAULT 0
);

CREATE TABLE provider_leases (
  id         uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  provider   text NOT NULL,
  holder     text NOT NULL,                     -- the worker holding the call
  expires_at timestamptz NOT NULL               -- a dead worker's call stops counting then
);
CREATE INDEX provider_leases_provider_idx ON provider_leases (provider, expires_at);

-- Takes a call slot of `p_provider` for `p_lease_seconds`. Returns the lease id, or NULL with
-- the milliseconds to wait when the provider is paused (0: wait for a slot to be released).
CREATE FUNCTION provider_acquire(p_provider text, p_holder text, p_max integer, p_lease_seconds double precision,
                                 OUT lease_id uuid, OUT wait_ms integer)
LANGUAGE plpgsql AS $$
DECLARE
  s provider_state;
  in_flight integer;
BEGIN
  INSERT INTO provider_state (provider, max_concurrency, concurrency) VALUES (p_provider, p_max, p_max)
  ON CONFLICT (provider) DO NOTHING;
  SELECT * INTO s FROM provider_state WHERE provider = p_provider FOR UPDATE;
  IF s.max_concurrency <> p_max THEN
    -- The configured cap changed: the adaptive limit stays within it.
    UPDATE provider_state SET max_concurrency = p_max, concurrency = least(concurrency, p_max)
    WHERE provider = p_provider RETURNING * INTO s;
  END IF;
  IF s.paused_until > clock_timestamp() THEN
    lease_id := NULL;
    wait_ms := ceil(extract(epoch FROM s.paused_until - clock_timestamp()) * 1000)::integer;
    RETURN;
  END IF;
  DELETE FROM provider_leases WHERE provider = p_provider AND expires_at < clock_timestamp();
  SELECT count(*) INTO in_flight FROM provider_leases WHERE provider = p_provider;
  IF in_flight >= floor(s.concurrency) THEN
    lease_id := NULL;
    wait_ms := 0;
    RETURN;
  END IF;
  INSERT INTO provider_leases (provider, holder, expires_at)
  VALUES (p_provider, p_holder, clock_timestamp() + make_interval(secs => p_lease_seconds))
  RETURNING id INTO lease_id;
  wait_ms := 0;
END;
$$;

-- Gives a slot back with the call's outcome: 'answered' (the limit grows by 1/limit),
-- 'rate_limited' (the provider pauses until now + p_retry_ms for every process, and the limit
-- halves, once per pause), anything else (the limit stays). Wakes waiters in other processes.
CREATE FUNCTION provider_release(p_lease uuid, p_provider text, p_outcome text, p_retry_ms integer)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  s provider_state;
BEGIN
  DELETE FROM provider_leases WHERE id = p_lease;
  SELECT * INTO s FROM provider_state WHERE provider = p_provider FOR UPDATE;
  IF NOT FOUND THEN
    RETURN;
  END IF;
  IF s.window_started < clock_timestamp() - interval '5 minutes' THEN
    s.window_started := clock_timestamp();
    s.window_calls := 0;
    s.window_rate_limited := 0;
  END IF;
  s.window_calls := s.window_calls + 1;
  IF p_outcome = 'rate_limited' THEN
    s.window_rate_limited := s.window_rate_limited + 1;
    -- Several calls in flight hit the same limit together: the first one halves, the others
    -- only extend the pause.
    IF s.paused_until IS NULL OR s.paused_until <= clock_timestamp() THEN
      s.concurrency := greatest(1, s.concurrency / 2);
    END IF;
    s.paused_until := greatest(coalesce(s.paused_until, clock_timestamp()), clock_timestamp() + make_interval(secs => p_retry_ms / 1000.0));
  ELSIF p_outcome = 'answered' THEN
    s.concurrency := least(s.max_concurrency, s.concurrency + 1 / s.concurrency);
  END IF;
  UPDATE provider_state SET concurrency = s.concurrency, paused_until = s.paused_until, window_started = s.window_started,
                            window_calls = s.window_calls, window_rate_limited = s.window_rate_limited
  WHERE provider = p_provider;
  PERFORM pg_notify('geo_audit_provider_slots', p_provider);
END;
$$;
