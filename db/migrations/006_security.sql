-- Sign-in throttling that cannot be raced and cannot lock the real owner out (docs/operations/security.md): an attempt is reserved BEFORE the password is hashed, under advisory locks on its two
-- keys (the account as seen from one client, and the client), so twelve concurrent guesses are
-- counted one after the other and at most the limit of them is ever checked.
-- Returns 0 when the attempt is allowed (and then counted as a failure until the caller clears
-- it on success), else the seconds until the oldest counted failure leaves the window.
CREATE FUNCTION sign_in_reserve(p_account_key text, p_client_key text, p_max_account integer, p_max_client integer,
                                p_window_seconds integer)
RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  since timestamptz := now() - make_interval(secs => p_window_seconds);
  account_failures integer;
  client_failures integer;
  oldest timestamptz;
BEGIN
  -- Always in this order (account, then client): two attempts never wait for each other in a cycle.
  PERFORM pg_advisory_xact_lock(hashtext('sign-in:' || p_account_key));
  PERFORM pg_advisory_xact_lock(hashtext('sign-in:' || p_client_key));
  SELECT count(*), min(failed_at) INTO account_failures, oldest FROM login_failures WHERE key = p_account_key AND failed_at > since;
  IF account_failures >= p_max_account THEN
    RETURN greatest(1, ceil(extract(epoch FROM oldest + make_interval(secs => p_window_seconds) - now())))::integer;
  END IF;
  SELECT count(*), min(failed_at) INTO client_failures, oldest FROM login_failures WHERE key = p_client_key AND failed_at > since;
  IF client_failures >= p_max_client THEN
    RETURN greatest(1, ceil(extract(epoch FROM oldest + make_interval(secs => p_window_seconds) - now())))::integer;
  END IF;
  INSERT INTO login_failures (key) VALUES (p_account_key), (p_client_key);
  RETURN 0;
END $$;

-- Who created each API key, and from where (docs/operations/security.md): a key is traceable to a
-- person, and removing a member revokes the keys they made. Keys made before this was recorded
-- have neither.
ALTER TABLE api_keys
  ADD COLUMN created_by uuid REFERENCES users(id) ON DELETE SET NULL,
  ADD COLUMN source     text CHECK (source IN ('dashboard', 'cli'));
CREATE INDEX api_keys_created_by_idx ON api_keys (created_by) WHERE created_by IS NOT NULL;

-- The first operator account is a deliberate act (README.md#quick-start): on a fresh install
-- (no user yet) the first sign-up needs this one-time token, printed in the server's log at
-- start or by `npm run cli -- setup token`. One row at most; only the token's hash is kept.
CREATE TABLE setup_tokens (
  singleton  boolean PRIMARY KEY DEFAULT true CHECK (singleton),
  token_hash bytea NOT NULL,
  expires_at timestamptz NOT NULL
);
