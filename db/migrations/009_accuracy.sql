-- Citation accuracy (docs/guide/how-an-audit-measures.md, docs/guide/reviewing-answers.md).
--
-- Project rules the analysis applies to later audits: phrases that are never the brand
-- ("Safe Harbor", "Black Friday") and short forms that always are ("Northgate").
ALTER TABLE projects
  ADD COLUMN excluded_phrases text[] NOT NULL DEFAULT '{}',
  ADD COLUMN short_forms      text[] NOT NULL DEFAULT '{}';

-- Per answer: the engine named the brand only to say it knows nothing about it (not a citation).
-- A reviewer's correction keeps the analysis' own values in `original` ({cited, sentiment}) while
-- `cited` and `sentiment` hold the corrected ones; NULL when never corrected.
ALTER TABLE audit_queries
  ADD COLUMN unknown_to_engine boolean NOT NULL DEFAULT false,
  ADD COLUMN original          jsonb,
  ADD COLUMN corrected_at      timestamptz,
  ADD COLUMN corrected_by      uuid REFERENCES users(id) ON DELETE SET NULL;
CREATE INDEX audit_queries_corrected_idx ON audit_queries (audit_id) WHERE corrected_at IS NOT NULL;

-- Bumped by each correction: the completed-audit cache keys its rows by it.
ALTER TABLE audits ADD COLUMN revision integer NOT NULL DEFAULT 0;
