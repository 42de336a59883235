-- Third security review (docs/operations/security.md#third-review-decisions).

-- Prompts per project, active or not, by plan (docs/api/limits.md): each is stored, listed and
-- compared on every import, whether audits ask it or not. Counted under the project's lock
-- (prompts/prompts.ts), so concurrent creations and imports cannot pass it together.
ALTER TABLE plans ADD COLUMN max_prompts integer;
UPDATE plans SET max_prompts = CASE id WHEN 'free' THEN 50 WHEN 'pro' THEN 500 ELSE 2500 END;
ALTER TABLE plans ALTER COLUMN max_prompts SET NOT NULL;
ALTER TABLE organizations ADD COLUMN max_prompts_override integer CHECK (max_prompts_override >= 0);

-- One-time password reset links, issued by an owner for someone of their organisation (there is
-- no mail to send them by): only the token's hash is kept; a link works once, for a day, and
-- only while its issuer is still an owner there and the person still a member.
CREATE TABLE password_resets (
  token_hash bytea PRIMARY KEY,
  user_id    uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  org_id     uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  created_by uuid REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at    timestamptz
);
CREATE INDEX password_resets_user_idx ON password_resets (user_id);
