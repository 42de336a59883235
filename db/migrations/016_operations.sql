-- Retention (docs/operations/retention.md): with RETENTION_DAYS set, the texts of answers stored
-- more than that many days ago (audit_queries.response, the quoted parts of `analysis`, citation
-- excerpts) are removed in small batches; every figure stays. An audit records how many of its
-- answers were pruned and when, for its detail and its report.
ALTER TABLE audits
  ADD COLUMN pruned_at      timestamptz,
  ADD COLUMN answers_pruned integer NOT NULL DEFAULT 0 CHECK (answers_pruned >= 0);

-- The answers that still hold their text, oldest first: what a pruning batch reads. A pruned
-- answer leaves it (its response is NULL), so the index shrinks as pruning goes.
CREATE INDEX audit_queries_unpruned_idx ON audit_queries (answered_at) WHERE response IS NOT NULL;
