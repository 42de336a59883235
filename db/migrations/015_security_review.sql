-- Third security review (docs/operations/security.md#third-review-decisions).

-- Prompts per project, active or not, by plan (docs/api/limits.md): each is stored, listed and
-- compared on every import, whether audits ask it or not. Counted under the project's lock
-- (prompts/prompts.ts), so concurrent creations and imports cannot pass it together.
ALTER TABLE plans ADD COLUMN max_prompts integer;
UPDATE plans SET max_prompts = CASE id WHEN 'free' THEN 50 WHEN 'pro' THEN 500 ELSE 2500 END;
ALTER TABLE plans ALTER COLUMN max_prompts SET NOT NULL;
ALTER TABLE organizations ADD COLUMN max_prompts_override integer CHECK (max_prompts_override >= 0);
