-- Rules stated once, in SQL (docs/architecture.md#parts-and-rules): the month that quotas and
-- spend are counted in, and an organisation's effective limits (the operator's override, else its
-- plan's value). Every query reads these instead of repeating the expressions.

-- The calendar month (UTC) of this transaction: quota_usage, org_spend and audits.quota_month.
CREATE FUNCTION billing_month() RETURNS date LANGUAGE sql STABLE PARALLEL SAFE
  AS $$ SELECT date_trunc('month', now() AT TIME ZONE 'UTC')::date $$;

CREATE VIEW org_limits AS
  SELECT o.id AS org_id, o.plan, p.api_access, p.scopes, p.max_active_prompts,
         coalesce(o.models_override, p.models) AS models,
         coalesce(o.rpm_override, p.requests_per_minute) AS requests_per_minute,
         coalesce(o.rpd_override, p.requests_per_day) AS requests_per_day,
         coalesce(o.monthly_audits_override, p.monthly_audits) AS monthly_audits,
         coalesce(o.max_samples_override, p.max_samples) AS max_samples,
         coalesce(o.max_projects_override, p.max_projects) AS max_projects,
         coalesce(o.max_prompts_override, p.max_prompts) AS max_prompts
  FROM organizations o JOIN plans p ON p.id = o.plan;
