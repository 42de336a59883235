-- Sliding-window rate limits, exact under concurrency.
--
-- Each accepted request is counted in a bucket: one-second buckets for the minute window,
-- one-minute buckets for the day window. A bucket keeps counting until its whole span has
-- left the window (61 one-second buckets, 1441 one-minute buckets), so no rolling 60 s or
-- 24 h interval ever holds more than the limit: there is no burst at window edges (a fixed
-- window would let 2x the limit through around the boundary). The price is that a request
-- may count up to one bucket longer than strictly necessary.
--
-- The per-key advisory lock serialises concurrent hits of one key inside this function, and
-- each statement of a plpgsql function takes a fresh snapshot, so the count it reads
-- includes every hit that committed before it: 60 simultaneous requests against a limit of
-- 30 let exactly 30 through. Refused requests are not counted.
CREATE TABLE rate_limit_buckets (
  key    text    NOT NULL,
  span   integer NOT NULL,        -- window length in seconds: 60 or 86400
  bucket bigint  NOT NULL,        -- unix seconds / resolution
  hits   integer NOT NULL,
  PRIMARY KEY (key, span, bucket)
);

CREATE FUNCTION rate_limit_hit(p_key text, p_per_minute integer, p_per_day integer)
RETURNS TABLE (allowed boolean, span integer, lim integer, remaining integer, reset_at bigint)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  now_s        double precision := extract(epoch FROM clock_timestamp());
  cur_sec      bigint := floor(now_s);
  cur_min      bigint := floor(now_s / 60);
  minute_hits  integer;
  minute_first bigint;
  day_hits     integer;
  day_first    bigint;
  new_span     record;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended('rate:' || p_key, 0));

  -- One pass over the key's live buckets for both windows.
  SELECT coalesce(sum(b.hits) FILTER (WHERE b.span = 60 AND b.bucket > cur_sec - 61), 0)::integer,
         min(b.bucket) FILTER (WHERE b.span = 60 AND b.bucket > cur_sec - 61),
         coalesce(sum(b.hits) FILTER (WHERE b.span = 86400 AND b.bucket > cur_min - 1441), 0)::integer,
         min(b.bucket) FILTER (WHERE b.span = 86400 AND b.bucket > cur_min - 1441)
    INTO minute_hits, minute_first, day_hits, day_first
    FROM rate_limit_buckets b WHERE b.key = p_key;

  IF day_hits >= p_per_day THEN
    RETURN QUERY SELECT false, 86400, p_per_day, 0, coalesce((day_first + 1441) * 60, cur_sec + 60);
    RETURN;
  END IF;
  IF minute_hits >= p_per_minute THEN
    RETURN QUERY SELECT false, 60, p_per_minute, 0, coalesce(minute_first + 61, cur_sec + 1);
    RETURN;
  END IF;

  -- Count the hit in both windows at once; a hit that opens a new bucket also drops the
  -- buckets of that window that have left it.
  FOR new_span IN
    INSERT INTO rate_limit_buckets AS b (key, span, bucket, hits)
    VALUES (p_key, 60, cur_sec, 1), (p_key, 86400, cur_min, 1)
    ON CONFLICT (key, span, bucket) DO UPDATE SET hits = b.hits + 1
    RETURNING b.span AS opened, (xmax = 0) AS is_new
  LOOP
    IF new_span.is_new THEN
      DELETE FROM rate_limit_buckets b WHERE b.key = p_key AND b.span = new_span.opened
        AND b.bucket <= CASE WHEN new_span.opened = 60 THEN cur_sec - 61 ELSE cur_min - 1441 END;
    END IF;
  END LOOP;

  RETURN QUERY SELECT true, 60, p_per_minute, p_per_minute - minute_hits - 1, coalesce(minute_first, cur_sec) + 61;
END;
$$;
