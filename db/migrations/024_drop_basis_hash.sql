-- audits.basis_hash and its index were written but no longer read: an audit's comparable
-- predecessor is found from its basis (engines, region, model, versions) and its deployment's
-- environment (web/server/audits/comparison.ts), through audits_completed_idx.
DROP INDEX IF EXISTS audits_comparable_idx;
ALTER TABLE audits DROP COLUMN IF EXISTS basis_hash;
