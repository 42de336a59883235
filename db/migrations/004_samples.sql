-- Repeat samples and the figures their intervals and comparisons are computed from
-- (docs/guide/repeatable-measurements.md).

-- The most answers per prompt × engine an audit of the plan may ask.
ALTER TABLE plans ADD COLUMN max_samples integer NOT NULL DEFAULT 1 CHECK (max_samples BETWEEN 1 AND 10);
UPDATE plans SET max_samples = 3 WHERE id = 'pro';
UPDATE plans SET max_samples = 10 WHERE id = 'expert';
-- An operator's override of the cap for one organisation (admin CLI), like the other limits.
ALTER TABLE organizations ADD COLUMN max_samples_override integer CHECK (max_samples_override BETWEEN 1 AND 10);

-- The project's default number of samples (launches may ask for another, up to the plan's cap).
ALTER TABLE projects ADD COLUMN samples integer NOT NULL DEFAULT 1 CHECK (samples BETWEEN 1 AND 10);

ALTER TABLE audits
  ADD COLUMN samples       integer NOT NULL DEFAULT 1 CHECK (samples BETWEEN 1 AND 10),
  -- SHA-256 of the prompt texts asked (sorted, case-folded): what makes two audits ask the same thing
  ADD COLUMN prompt_set    text,
  -- written when the audit completes: the counts behind citation_rate and the unrounded score,
  -- from which the 95 % intervals are computed on read
  ADD COLUMN total_queries integer NOT NULL DEFAULT 0,
  ADD COLUMN cited_queries integer NOT NULL DEFAULT 0,
  ADD COLUMN score_mean    double precision NOT NULL DEFAULT 0,
  -- what produced the numbers (prompt set, engines, region, model, model versions) and its hash:
  -- only audits with the same basis are compared
  ADD COLUMN basis         jsonb,
  ADD COLUMN basis_hash    text,
  -- the comparison with the previous COMPLETED audit of the same basis, fixed at completion
  ADD COLUMN comparison    jsonb;
CREATE INDEX audits_comparable_idx ON audits (project_id, basis_hash, created_at DESC) WHERE status = 'COMPLETED';

-- Counts of audits completed before this migration, so that their lists show a citation rate.
UPDATE audits a SET total_queries = c.total, cited_queries = c.cited, score_mean = a.score
FROM (SELECT audit_id, count(*) AS total, count(*) FILTER (WHERE cited) AS cited
      FROM audit_queries WHERE state = 'answered' GROUP BY audit_id) c
WHERE c.audit_id = a.id AND a.status = 'COMPLETED';

-- One row per answer: prompt × engine × sample.
ALTER TABLE audit_queries
  ADD COLUMN sample        integer NOT NULL DEFAULT 0 CHECK (sample BETWEEN 0 AND 9),
  ADD COLUMN model_version text;                   -- the concrete model the provider reported
ALTER TABLE audit_queries DROP CONSTRAINT audit_queries_audit_id_prompt_id_provider_key;
ALTER TABLE audit_queries ADD CONSTRAINT audit_queries_answer_key UNIQUE (audit_id, prompt_id, provider, sample);
