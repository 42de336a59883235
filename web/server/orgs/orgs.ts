// Organisations and their plan: the effective limits are the plan's, unless an operator
// overrode them for this organisation (admin CLI).
import type { z } from 'zod';
import type { Sql, TxSql } from '@db/connection';
import type { PlanLimits as PlanLimitsReply } from '../contract/replies';
import { DomainError, invalidInput } from '../errors';
import { isUuid } from '../ids';
import { MODELS, findModel } from '../models/catalogue';
import { PLANS, type PlanId } from './plans';
import { checkBudgetAmount } from './spend';

export interface Organization {
  id: string;
  name: string;
  plan: PlanId;
  monthly_audits_override: number | null;
  rpm_override: number | null;
  rpd_override: number | null;
  models_override: string[] | null;
  max_samples_override: number | null;
  max_projects_override: number | null;
  /** prompts per project, active or not */
  max_prompts_override: number | null;
  /** the operator's monthly spend cap in USD (docs/operations/spend.md); null = none */
  monthly_budget_usd: string | null;
  created_at: Date;
}

export interface OrgOverrides {
  monthlyAudits?: number | null;
  rpm?: number | null;
  rpd?: number | null;
  /** model ids of the catalogue allowed instead of the plan's */
  models?: string[] | null;
  /** answers per prompt × engine an audit may ask, 1–10 */
  maxSamples?: number | null;
  maxProjects?: number | null;
  /** prompts per project, active or not */
  maxPrompts?: number | null;
  /** the operator's monthly spend cap in USD (orgs/spend.ts) */
  monthlyBudgetUsd?: number | null;
}

function checkPlan(plan: string): PlanId {
  if (!(PLANS as readonly string[]).includes(plan)) {
    throw invalidInput('invalid_plan', `Unknown plan "${plan}". Plans: ${PLANS.join(', ')}.`, 'plan');
  }
  return plan as PlanId;
}

function checkOverrides(input: OrgOverrides) {
  for (const [name, value] of [['monthly-audits', input.monthlyAudits], ['rpm', input.rpm], ['rpd', input.rpd], ['max-projects', input.maxProjects], ['max-prompts', input.maxPrompts]] as const) {
    if (value != null && (!Number.isInteger(value) || value < 0)) {
      throw invalidInput('invalid_request', `${name} must be a whole number ≥ 0.`, name);
    }
  }
  if (input.maxSamples != null && (!Number.isInteger(input.maxSamples) || input.maxSamples < 1 || input.maxSamples > 10)) {
    throw invalidInput('invalid_request', 'max-samples must be a whole number from 1 to 10.', 'max-samples');
  }
  checkBudgetAmount(input.monthlyBudgetUsd, 'monthly-budget-usd');
  for (const model of input.models ?? []) {
    if (!findModel(model)) {
      throw invalidInput('unknown_model', `Unknown model "${model}". Valid models: ${MODELS.map((m) => m.id).join(', ')}.`, 'models');
    }
  }
}

export async function createOrg(sql: Sql | TxSql, input: { name: string; plan: string } & OrgOverrides): Promise<Organization> {
  const name = input.name?.trim();
  if (!name) throw invalidInput('invalid_request', 'name is required.', 'name');
  const plan = checkPlan(input.plan);
  checkOverrides(input);
  const [org] = await sql<Organization[]>`
    INSERT INTO organizations (name, plan, monthly_audits_override, rpm_override, rpd_override, models_override, max_samples_override,
                               max_projects_override, max_prompts_override, monthly_budget_usd)
    VALUES (${name}, ${plan}, ${input.monthlyAudits ?? null}, ${input.rpm ?? null}, ${input.rpd ?? null}, ${input.models ?? null},
            ${input.maxSamples ?? null}, ${input.maxProjects ?? null}, ${input.maxPrompts ?? null}, ${input.monthlyBudgetUsd ?? null})
    RETURNING *`;
  return org;
}

/** Changes plan and/or overrides; `null` clears an override (back to the plan's value). */
export async function updateOrg(sql: Sql, id: string, input: { plan?: string; name?: string } & OrgOverrides): Promise<Organization> {
  if (!isUuid(id)) throw new DomainError('not_found', 'Organisation not found.');
  const plan = input.plan === undefined ? undefined : checkPlan(input.plan);
  checkOverrides(input);
  const set: Record<string, unknown> = {};
  if (plan) set.plan = plan;
  if (input.name !== undefined) set.name = input.name.trim();
  if (input.monthlyAudits !== undefined) set.monthly_audits_override = input.monthlyAudits;
  if (input.rpm !== undefined) set.rpm_override = input.rpm;
  if (input.rpd !== undefined) set.rpd_override = input.rpd;
  if (input.models !== undefined) set.models_override = input.models;
  if (input.maxSamples !== undefined) set.max_samples_override = input.maxSamples;
  if (input.maxProjects !== undefined) set.max_projects_override = input.maxProjects;
  if (input.maxPrompts !== undefined) set.max_prompts_override = input.maxPrompts;
  if (input.monthlyBudgetUsd !== undefined) set.monthly_budget_usd = input.monthlyBudgetUsd;
  const [org] = Object.keys(set).length
    ? await sql<Organization[]>`UPDATE organizations SET ${sql(set)} WHERE id = ${id} RETURNING *`
    : await sql<Organization[]>`SELECT * FROM organizations WHERE id = ${id}`;
  if (!org) throw new DomainError('not_found', 'Organisation not found.');
  return org;
}

/** An organisation's effective limits and this month's audits, as the dashboard shows them (contract/replies.ts). */
export type PlanLimits = z.output<typeof PlanLimitsReply>;

export async function orgLimits(sql: Sql, orgId: string): Promise<PlanLimits> {
  const [row] = await sql`
    SELECT l.plan, l.api_access, l.scopes, l.max_active_prompts, l.models,
           coalesce((SELECT used FROM quota_usage q WHERE q.org_id = l.org_id AND q.month = billing_month()), 0) AS used,
           l.requests_per_minute AS rpm, l.requests_per_day AS rpd, l.monthly_audits, l.max_samples, l.max_projects, l.max_prompts
    FROM org_limits l WHERE l.org_id = ${orgId}`;
  if (!row) throw new DomainError('not_found', 'Organisation not found.');
  return {
    plan: row.plan,
    apiAccess: row.api_access,
    scopes: row.scopes,
    requestsPerMinute: row.rpm,
    requestsPerDay: row.rpd,
    monthlyAudits: row.monthly_audits,
    maxActivePrompts: row.max_active_prompts,
    maxSamples: row.max_samples,
    maxProjects: row.max_projects,
    maxPrompts: row.max_prompts,
    models: row.models,
    monthlyAuditsUsed: row.used,
  };
}

/**
 * Refuses one project more than the organisation's cap. Run in the creating transaction: the
 * organisation's row is locked, so concurrent creations are counted one after the other.
 */
export async function assertProjectAllowed(tx: TxSql, orgId: string) {
  // Locked first, counted after, in two statements: a statement that waited for the lock still
  // counts with the snapshot it started with, and would miss the project that was just added.
  const [row] = await tx`
    SELECT l.plan, l.max_projects AS cap
    FROM organizations o JOIN org_limits l ON l.org_id = o.id WHERE o.id = ${orgId}
    FOR UPDATE OF o`;
  if (!row) throw new DomainError('not_found', 'Organisation not found.');
  const [{ projects }] = await tx`SELECT count(*)::int AS projects FROM projects WHERE org_id = ${orgId}`;
  if (projects >= row.cap) {
    throw new DomainError('project_limit_reached', `The ${row.plan} plan allows ${row.cap} projects; delete one or ask the operator for more.`);
  }
}
