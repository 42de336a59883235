-- Monthly spend caps (docs/operations/spend.md). An operator's cap and an owner's lower one; the lower of
-- the two applies. NULL: no cap.
ALTER TABLE organizations
  ADD COLUMN monthly_budget_usd numeric(14, 6) CHECK (monthly_budget_usd >= 0),
  ADD COLUMN owner_budget_usd   numeric(14, 6) CHECK (owner_budget_usd >= 0);

-- What a launch set aside for the audit (its estimate's high end) while it is in progress; the
-- audit's actual costs replace it as its answers are stored.
ALTER TABLE audits ADD COLUMN reserved_usd numeric(14, 6) NOT NULL DEFAULT 0;

-- What an organisation spent per calendar month (UTC) and engine, added to in the statement that
-- stores each answer. It is what budgets read (one row, not a month of answers), and it keeps
-- the money spent when audits or projects are deleted: deleting history does not refund it.
CREATE TABLE org_spend (
  org_id    uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  month     date NOT NULL,
  provider  text NOT NULL,
  spent_usd numeric(14, 6) NOT NULL DEFAULT 0,
  answers   integer NOT NULL DEFAULT 0,
  PRIMARY KEY (org_id, month, provider)
);

INSERT INTO org_spend (org_id, month, provider, spent_usd, answers)
SELECT a.org_id, date_trunc('month', q.answered_at AT TIME ZONE 'UTC')::date, q.provider, sum(q.cost_usd), count(*)
FROM audit_queries q JOIN audits a ON a.id = q.audit_id
WHERE q.cost_usd IS NOT NULL AND q.answered_at IS NOT NULL
GROUP BY 1, 2, 3;

-- Why failed rows failed, for the audit's `failures` (`engine_failed`, `budget_exhausted`).
ALTER TABLE audit_queries ADD COLUMN error_code text;

-- Why a project's last scheduled audit was not launched (quota, budget, …), shown to its
-- members; cleared by the next scheduled launch.
ALTER TABLE projects ADD COLUMN schedule_error jsonb;
