-- A queue with the rules of a real one (docs/architecture.md, the queue):
-- - attempts are counted when a job is claimed and capped per kind (job_kinds.max_attempts);
--   a failed job waits an exponential backoff with jitter, and keeps its last error;
-- - a job out of attempts is `dead`: kept for the operator (`npm run cli -- job list --dead`,
--   `job retry`, `job drop`), never claimed again;
-- - `job_key` names what a job is about ('audit:<id>', 'snapshot:<project id>'): at most one
--   live job per key, so a project has at most one pending site check however often its URL
--   changes, and nothing matches on the payload;
-- - claiming is fair: the job of the organisation with the fewest jobs running goes first,
--   so one organisation's fifty crawls do not hold another's audit back;
-- - one lease: the job's. The audit has none of its own any more: whoever holds the job's
--   lease runs the audit.

CREATE TABLE job_kinds (
  kind              text PRIMARY KEY,
  max_attempts      integer NOT NULL CHECK (max_attempts >= 1),
  backoff_seconds   double precision NOT NULL CHECK (backoff_seconds > 0),  -- before the 2nd attempt; doubles after
  max_backoff_seconds double precision NOT NULL
);
-- An audit resumes where it stopped, so a retry costs little: many attempts. A site check that
-- failed (or was killed at its limit) three times will fail again: the next weekly check will do.
INSERT INTO job_kinds VALUES ('audit', 10, 5, 300), ('snapshot', 3, 60, 3600);

ALTER TABLE jobs
  ADD COLUMN org_id     uuid REFERENCES organizations(id) ON DELETE CASCADE,
  ADD COLUMN job_key    text,
  ADD COLUMN state      text NOT NULL DEFAULT 'ready' CHECK (state IN ('ready', 'dead')),
  ADD COLUMN last_error text,
  ADD COLUMN failed_at  timestamptz;

-- Jobs queued before this migration: give them their key and organisation.
UPDATE jobs j SET job_key = 'audit:' || (j.payload->>'auditId'), org_id = a.org_id
FROM audits a WHERE j.kind = 'audit' AND a.id::text = j.payload->>'auditId';
UPDATE jobs j SET job_key = 'snapshot:' || (j.payload->>'projectId'), org_id = p.org_id
FROM projects p WHERE j.kind = 'snapshot' AND p.id::text = j.payload->>'projectId';
DELETE FROM jobs a USING jobs b WHERE a.job_key = b.job_key AND a.created_at > b.created_at;
DELETE FROM jobs WHERE job_key IS NULL OR kind NOT IN (SELECT kind FROM job_kinds);

ALTER TABLE jobs ALTER COLUMN job_key SET NOT NULL;
ALTER TABLE jobs ADD CONSTRAINT jobs_kind_fk FOREIGN KEY (kind) REFERENCES job_kinds (kind);
CREATE UNIQUE INDEX jobs_job_key_idx ON jobs (job_key);
DROP INDEX IF EXISTS jobs_ready_idx;
CREATE INDEX jobs_ready_idx ON jobs (kind, run_at) WHERE state = 'ready';
CREATE INDEX jobs_org_running_idx ON jobs (org_id, locked_until) WHERE locked_until IS NOT NULL;

ALTER TABLE audits DROP COLUMN lease_owner, DROP COLUMN lease_expires_at;

-- Queues a job unless one with the same key is queued already; returns the job's id either way.
-- A dead job with that key is asked for again: it comes back with fresh attempts (a new URL to
-- check, next week's check), so a dead job costs at most its attempts per request.
CREATE FUNCTION job_enqueue(p_kind text, p_key text, p_org uuid, p_payload jsonb, p_run_at timestamptz DEFAULT now())
RETURNS uuid LANGUAGE plpgsql AS $$
DECLARE
  job_id uuid;
BEGIN
  INSERT INTO jobs (kind, job_key, org_id, payload, run_at)
  VALUES (p_kind, p_key, p_org, p_payload, p_run_at)
  ON CONFLICT (job_key) DO UPDATE SET state = 'ready', attempts = 0, payload = excluded.payload, run_at = excluded.run_at,
                                      locked_by = NULL, locked_until = NULL
    WHERE jobs.state = 'dead'
  RETURNING id INTO job_id;
  IF job_id IS NULL THEN
    SELECT id INTO job_id FROM jobs WHERE job_key = p_key;
  END IF;
  RETURN job_id;
END $$;

-- Claims one ready job of `p_kinds` for `p_lease_seconds`, counting the attempt. A job whose
-- holder died on its last attempt (the lease lapsed: a crash, a kill) is dead, not retried.
CREATE FUNCTION job_claim(p_worker text, p_kinds text[], p_lease_seconds double precision)
RETURNS TABLE (id uuid, kind text, job_key text, payload jsonb, attempts integer) LANGUAGE plpgsql AS $$
BEGIN
  UPDATE jobs j SET state = 'dead', failed_at = now(), locked_by = NULL, locked_until = NULL,
         last_error = coalesce(j.last_error || ' / ', '') || 'its worker stopped or was killed during the last attempt'
  FROM job_kinds k
  WHERE k.kind = j.kind AND j.kind = ANY (p_kinds) AND j.state = 'ready'
    AND j.locked_until < now() AND j.attempts >= k.max_attempts;

  RETURN QUERY
  UPDATE jobs j SET locked_by = p_worker, locked_until = now() + make_interval(secs => p_lease_seconds),
                    attempts = j.attempts + 1
  WHERE j.id = (
    SELECT c.id FROM jobs c
    WHERE c.kind = ANY (p_kinds) AND c.state = 'ready' AND c.run_at <= now()
      AND (c.locked_until IS NULL OR c.locked_until < now())
    ORDER BY (SELECT count(*) FROM jobs r
              WHERE r.org_id IS NOT DISTINCT FROM c.org_id AND r.locked_until >= now()),
             c.run_at, c.created_at
    LIMIT 1
    FOR UPDATE SKIP LOCKED)
  RETURNING j.id, j.kind, j.job_key, j.payload, j.attempts;
END $$;

-- A failed attempt: back off exponentially with full jitter, or die out of attempts. Returns
-- the job's new state ('ready' or 'dead'), or NULL when `p_worker` no longer holds it.
CREATE FUNCTION job_fail(p_job uuid, p_worker text, p_error text)
RETURNS text LANGUAGE plpgsql AS $$
DECLARE
  new_state text;
BEGIN
  UPDATE jobs j SET
    state = CASE WHEN j.attempts >= k.max_attempts THEN 'dead' ELSE 'ready' END,
    last_error = left(p_error, 2000), failed_at = now(), locked_by = NULL, locked_until = NULL,
    run_at = now() + make_interval(secs => random() * least(k.max_backoff_seconds, k.backoff_seconds * 2 ^ (j.attempts - 1)))
  FROM job_kinds k
  WHERE j.id = p_job AND j.locked_by = p_worker AND k.kind = j.kind
  RETURNING j.state INTO new_state;
  RETURN new_state;
END $$;

-- Gives a job back without counting the attempt (the worker is stopping, or the work is not
-- due yet): the next worker takes it after `p_delay_seconds`.
CREATE FUNCTION job_release(p_job uuid, p_worker text, p_delay_seconds double precision)
RETURNS void LANGUAGE sql AS $$
  UPDATE jobs SET locked_by = NULL, locked_until = NULL, attempts = greatest(attempts - 1, 0),
                  run_at = now() + make_interval(secs => p_delay_seconds)
  WHERE id = p_job AND locked_by = p_worker;
$$;

-- Projects per plan (docs/api/rest.md, plans): each costs the shared worker site checks.
ALTER TABLE plans ADD COLUMN max_projects integer;
UPDATE plans SET max_projects = CASE id WHEN 'free' THEN 3 WHEN 'pro' THEN 20 ELSE 100 END;
ALTER TABLE plans ALTER COLUMN max_projects SET NOT NULL;
ALTER TABLE organizations ADD COLUMN max_projects_override integer CHECK (max_projects_override >= 0);
