-- Counts and records one attempt in a bucket in one statement (one round trip, one commit): under
-- the bucket's lock, each statement of the function reads what committed before it, so parallel
-- takes of one bucket queue and never all see the same count. Refused: no id, and the
-- milliseconds until the oldest counted attempt leaves the window.
CREATE FUNCTION rate_take(p_bucket text, p_limit integer, p_since timestamptz, p_at timestamptz)
RETURNS TABLE (claimed_id bigint, wait_ms double precision)
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  found_count integer;
  found_oldest timestamptz;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended(p_bucket, 0));
  SELECT count(*), min(e.at) INTO found_count, found_oldest
    FROM rate_events e WHERE e.bucket = p_bucket AND e.at > p_since;
  IF found_count >= p_limit THEN
    RETURN QUERY SELECT NULL::bigint,
      (extract(epoch FROM (coalesce(found_oldest, p_at) - p_since)) * 1000)::double precision;
    RETURN;
  END IF;
  DELETE FROM rate_events e WHERE e.bucket = p_bucket AND e.at < p_since;
  RETURN QUERY INSERT INTO rate_events AS e (bucket, at) VALUES (p_bucket, p_at)
    RETURNING e.id, NULL::double precision;
END
$$;
