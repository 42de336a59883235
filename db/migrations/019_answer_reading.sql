-- Every tracked brand an answer names, who read it, and branded prompts
-- (docs/guide/answer-reading.md#the-leaderboard).

ALTER TABLE audit_queries
  -- the reader's entries, one per tracked brand named: {name, isProjectBrand, position, listRank,
  -- sentiment, excerpt}, by position; as read, before any correction (see answer_brands below)
  ADD COLUMN brands  jsonb NOT NULL DEFAULT '[]',
  -- who read the row (READER_VERSION, "rules@3"); null: not read (unread rows, not shown pages)
  ADD COLUMN reader  text,
  -- the prompt names the brand (or the prompt's override said so); kept apart in analytics.unbranded
  ADD COLUMN branded boolean NOT NULL DEFAULT false;

-- Rows read by rules@3 before this migration kept the entries inside `analysis`.
UPDATE audit_queries SET brands = analysis->'brands', reader = 'rules@3', analysis = analysis - 'brands'
WHERE jsonb_typeof(analysis->'brands') = 'array';

-- null: automatic (the prompt names the brand or an alias); true / false: set by a person.
ALTER TABLE prompts ADD COLUMN branded boolean;

ALTER TABLE audits
  -- the brands the audit read, the project's first: every one has a leaderboard entry, named or not
  ADD COLUMN tracked_brands jsonb NOT NULL DEFAULT '[]',
  -- set by `audit reread`: when its stored answers were read again, and by which reader
  ADD COLUMN reread_at timestamptz,
  ADD COLUMN reread_reader text;

UPDATE audits a SET tracked_brands = to_jsonb(ARRAY[p.brand_name] || p.competitors)
FROM projects p WHERE p.id = a.project_id;

-- A row's entries as its figures use them: the project brand's entry follows the row's `cited`
-- and `sentiment` (a reviewer's correction, the model judge's verdict). Not cited, it has no
-- entry, and the others' positions close up; cited, it takes the row's sentiment.
CREATE FUNCTION answer_brands(p_brands jsonb, p_cited boolean, p_sentiment text) RETURNS jsonb
LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(jsonb_agg(
           CASE WHEN (b.value->>'isProjectBrand')::boolean THEN b.value || jsonb_build_object('sentiment', coalesce(p_sentiment, 'NEUTRAL')) ELSE b.value END
           || jsonb_build_object('position', b.rank) ORDER BY b.rank), '[]'::jsonb)
  FROM (
    SELECT e.value, row_number() OVER (ORDER BY (e.value->>'position')::int, e.n) AS rank
    FROM jsonb_array_elements(coalesce(p_brands, '[]'::jsonb)) WITH ORDINALITY AS e(value, n)
    WHERE p_cited OR NOT coalesce((e.value->>'isProjectBrand')::boolean, false)
  ) b
$$;
