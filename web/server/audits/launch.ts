// Launching an audit, in one transaction: project ownership, model allowed for the plan,
// active prompts, at most one audit in progress per project (the partial unique index
// audits_one_in_progress decides, not a read-then-write), the monthly quota consumed
// exactly once, the query rows (prompt x engine) written, the job enqueued. Concurrent
// launches on one project get the audit in progress back (`reused: true`) and consume
// nothing. The audit's estimated cost is set aside against the monthly budget (orgs/spend.ts).
import crypto from 'node:crypto';
import type { Sql, TxSql } from '@db/connection';
import type { Role } from '../accounts/sessions';
import type { LaunchAuditInput } from '../contract/schemas';
import { configuredEngines, inDemoMode } from '../engines/registry';
import { DomainError, invalidInput, launchFailed } from '../errors';
import { isUuid } from '../ids';
import { DEFAULT_MODEL, ENGINE_LABELS, MODELS, findModel, surfaceOf, type EngineName } from '../models/catalogue';
import { contextKeywords } from '../keywords/keywords';
import { projectNotFound } from '../projects/projects';
import { promptSetFingerprint, type Deployment } from './comparison';
import { consumeQuota, insertAuditOrReuse } from './lifecycle';
import { estimateLaunch } from './estimate';
import { assertReservationFits, budgetStatus } from '../orgs/spend';
import { enqueue, jobKey } from '../queue/queue';
import { announceJobs } from '../queue/wake';
import { metrics } from '../monitoring/metrics';

export type AuditSource = 'api' | 'github_action' | 'dashboard' | 'schedule' | 'cli' | 'mcp';

export interface LaunchRequest extends LaunchAuditInput {
  orgId: string;
  projectId: string;
  source: AuditSource;
  /** who launches: a member (or a key a member made) launches at the project's spending settings or below; default owner */
  role?: Role;
  /** Idempotency-Key header with a fingerprint of the request it came with */
  idempotency?: { key: string; fingerprint: string };
}

export interface LaunchResult {
  auditId: string;
  jobId: string | null;
  reused?: true;
}

export async function launchAudit(sql: Sql, req: LaunchRequest): Promise<LaunchResult> {
  if (!isUuid(req.projectId)) throw projectNotFound();
  const launched: { created?: boolean } = {};
  const result = await launchTransaction(sql, req, launched);
  // Committed: workers start it now rather than at their next poll.
  if (launched.created) {
    metrics().audits.inc({ status: 'PENDING' });
    announceJobs(sql, 'audit');
  }
  return result;
}

function launchTransaction(sql: Sql, req: LaunchRequest, launched: { created?: boolean }): Promise<LaunchResult> {
  return sql.begin(async (tx) => {
    if (req.idempotency) {
      const replay = await claimIdempotencyKey(tx, req.orgId, req.idempotency);
      if (replay) return replay;
    }
    const result = await launchInTransaction(tx, req);
    launched.created = !!result.jobId && !result.reused;
    if (req.idempotency) {
      await tx`UPDATE idempotency_keys SET status = 201, body = ${tx.json(result as never)}
               WHERE org_id = ${req.orgId} AND key = ${req.idempotency.key}`;
    }
    return result;
  });
}

/** What a launch reads of the project, its organisation and its plan. */
interface LaunchProject {
  id: string;
  engines: string[];
  region: string;
  samples: number;
  plan: string;
  models: string[];
  max_active_prompts: number;
  max_samples: number;
  monthly_audits: number;
  site_title: string | null;
}

/** What a launch would ask, once every launch rule has been checked (nothing written). */
export interface LaunchPlan {
  project: LaunchProject;
  model: string;
  prompts: { id: string; text: string }[];
  engines: string[];
  /** demo mode: the simulated engine answers for each engine (free, made up) */
  simulated: boolean;
  samples: number;
}

/**
 * The audit's context keywords when the launch names none: from the dashboard, the project's
 * saved keywords (the first 50); otherwise, or when none are saved, the site title of its latest
 * check (docs/api/rest.md#launching-an-audit).
 */
async function defaultKeywords(tx: TxSql, source: AuditSource, project: LaunchProject): Promise<string[]> {
  const saved = source === 'dashboard' ? await contextKeywords(tx, project.id, 50) : [];
  if (saved.length > 0) return saved;
  return project.site_title ? [project.site_title] : [];
}

async function launchInTransaction(tx: TxSql, req: LaunchRequest): Promise<LaunchResult> {
  const plan = await planLaunch(tx, req);
  const { project, model, prompts, engines, samples, simulated } = plan;
  const keywords = req.keywords ?? (await defaultKeywords(tx, req.source, project));
  const region = req.region ?? project.region ?? 'fr';
  // The most it may cost is set aside against the month's budget while it runs (orgs/spend.ts).
  const reservedUsd = (await estimateLaunch(tx, plan)).estimatedCostUsd.high;
  const deployment = deploymentOf(req.deployment);
  const slot = await insertAuditOrReuse(tx, {
    org_id: req.orgId,
    project_id: project.id,
    model,
    region,
    keywords,
    source: req.source,
    is_automatic: req.source === 'schedule',
    samples,
    prompt_set: promptSetFingerprint(prompts.map((p) => p.text)),
    reserved_usd: reservedUsd,
    deployment: deployment ? tx.json(deployment as never) : null,
  });
  if ('running' in slot) return { auditId: slot.running, jobId: null, reused: true };
  const auditId = slot.inserted;

  await consumeQuota(tx, req.orgId, project.monthly_audits, project.plan);
  await assertReservationFits(tx, req.orgId, auditId, reservedUsd);
  // One row per answer: prompt × engine × sample, the samples of a pair next to each other.
  const rows = prompts.flatMap((prompt, p) =>
    engines.flatMap((provider, e) =>
      Array.from({ length: samples }, (_, sample) => ({
        audit_id: auditId,
        prompt_id: prompt.id,
        prompt: prompt.text,
        provider,
        sample,
        ordinal: (p * engines.length + e) * samples + sample,
        surface: surfaceOf(provider),
        simulated: simulated || provider === 'simulated',
      })),
    ),
  );
  for (let i = 0; i < rows.length; i += 1000) await tx`INSERT INTO audit_queries ${tx(rows.slice(i, i + 1000))}`;
  const jobId = await enqueue(tx, 'audit', jobKey.audit(auditId), req.orgId, { auditId });
  return { auditId, jobId };
}

/** The deployment as stored and returned: every field present (null when not given); an empty one is none. */
function deploymentOf(input: LaunchAuditInput['deployment']): Deployment | null {
  if (!input || Object.values(input).every((value) => value === undefined)) return null;
  return { sha: input.sha ?? null, ref: input.ref ?? null, environment: input.environment ?? null, url: input.url ?? null };
}

/**
 * A dry run (`dry_run: true`): every launch rule is checked, the cost estimated and set against
 * the monthly budget; nothing is written, no quota or Idempotency-Key is used.
 */
export async function dryRunLaunch(sql: Sql, req: LaunchRequest) {
  const estimate = await estimateLaunch(sql, await planLaunch(sql, req));
  const budget = await budgetStatus(sql, req.orgId);
  return { ...estimate, budget: { ...budget, fits: budget.leftUsd === null || estimate.estimatedCostUsd.high <= budget.leftUsd } };
}

/** Checks a launch against every rule (project, model, plan, prompts, samples) and says what it would ask. */
export async function planLaunch(tx: Sql | TxSql, req: LaunchRequest): Promise<LaunchPlan> {
  if (!isUuid(req.projectId)) throw projectNotFound();
  const [project] = await tx<LaunchProject[]>`
    SELECT p.id, p.engines, p.region, p.samples, l.plan, l.models, l.max_active_prompts, l.max_samples, l.monthly_audits,
           (SELECT site_title FROM project_snapshots s WHERE s.project_id = p.id ORDER BY checked_at DESC LIMIT 1) AS site_title
    FROM projects p JOIN org_limits l ON l.org_id = p.org_id
    WHERE p.id = ${req.projectId} AND p.org_id = ${req.orgId}`;
  if (!project) throw projectNotFound();

  const model = req.model ?? DEFAULT_MODEL;
  if (!findModel(model)) {
    throw invalidInput('unknown_model', `Unknown model "${model}". Valid models: ${MODELS.map((m) => m.id).join(', ')}.`, 'model');
  }
  if (req.role === 'member') assertMemberLaunch(req, project.samples);
  if (!project.models.includes(model)) {
    throw launchFailed('model_not_allowed', `The ${project.plan} plan may not use the model "${model}". Allowed: ${project.models.join(', ')}.`);
  }

  const prompts = await tx<{ id: string; text: string }[]>`SELECT id, text FROM prompts WHERE project_id = ${project.id} AND active ORDER BY created_at, id`;
  if (prompts.length === 0) {
    throw invalidInput('no_active_prompts', 'The project has no active prompt. Add prompts in the dashboard (or with the create_prompts tool) before launching an audit.');
  }
  if (prompts.length > project.max_active_prompts) {
    throw invalidInput('too_many_active_prompts', `The ${project.plan} plan allows ${project.max_active_prompts} active prompts per project; this one has ${prompts.length}. Deactivate some first.`);
  }
  const simulated = inDemoMode();
  const engines = resolveEngines(project.engines, req.engines, simulated);
  const samples = resolveSamples(req.samples, project);
  return { project, model, prompts, engines, simulated, samples };
}

/**
 * A member's overrides may not spend more than the project's settings, which only owners set
 * (projects/projects.ts): fewer samples, yes; more, or a model other than the default, no.
 */
function assertMemberLaunch(req: LaunchRequest, projectSamples: number) {
  if (req.model !== undefined && req.model !== DEFAULT_MODEL) {
    throw new DomainError('owner_only', `Only an owner can launch an audit with the model "${req.model}": it costs more than ${DEFAULT_MODEL}, the model members launch with.`, { param: 'model' });
  }
  if (req.samples !== undefined && req.samples > projectSamples) {
    throw new DomainError('owner_only', `Only an owner can launch an audit with more samples than the project's setting (${projectSamples}).`, { param: 'samples' });
  }
}

/**
 * The engines an audit asks: those the launch names, else the project's, else every configured
 * one. A project's engine this server has no key for is left out; one the launch names is
 * refused. In demo mode the simulated engine stands in for each engine named (docs/guide/surfaces.md).
 */
function resolveEngines(projectEngines: string[], asked: EngineName[] | undefined, demo: boolean): string[] {
  const wanted = [...new Set(asked ?? projectEngines)];
  if (demo) return wanted.length === 0 ? ['simulated'] : wanted;
  const configured = configuredEngines().map((e) => e.name as string);
  if (wanted.length === 0) return configured;
  const missing = asked ? wanted.filter((name) => !configured.includes(name)) : [];
  const engines = configured.filter((name) => wanted.includes(name));
  if (engines.length === 0 || missing.length > 0) {
    const names = (list: string[]) => list.map((name) => `${ENGINE_LABELS[name as EngineName] ?? name} (${name})`).join(', ');
    throw invalidInput(
      'no_engines',
      `${missing.length > 0 ? `Not configured on this server: ${names(missing)}.` : `None of the project's engines (${wanted.join(', ')}) is configured on this server.`} Configured: ${configured.join(', ')}.`,
      asked ? 'engines' : undefined,
    );
  }
  return engines;
}

/**
 * Answers per prompt × engine: as asked, else the project's setting. The plan caps both: an
 * explicit ask over the cap is refused, the project's setting is lowered to it (a downgraded
 * plan must not break the project's schedule).
 */
function resolveSamples(asked: number | undefined, project: LaunchProject): number {
  if (asked !== undefined && asked > project.max_samples) {
    throw invalidInput(
      'too_many_samples',
      `The ${project.plan} plan allows at most ${project.max_samples} sample${project.max_samples === 1 ? '' : 's'} per prompt and engine; ${asked} were asked.`,
      'samples',
    );
  }
  return asked ?? Math.min(project.samples, project.max_samples);
}

/**
 * Stripe semantics: the first request with a key runs; a retry with the same key and the
 * same request gets the first response back for 24 h; the same key with a different request
 * is refused. Only successful launches are remembered (a failed one rolls back with its
 * key, so a retry runs again). A concurrent twin waits on the key's row until the first
 * commits, then replays it.
 */
async function claimIdempotencyKey(
  tx: TxSql,
  orgId: string,
  idem: { key: string; fingerprint: string },
): Promise<LaunchResult | null> {
  const [claimed] = await tx`
    INSERT INTO idempotency_keys AS i (org_id, key, request_hash) VALUES (${orgId}, ${idem.key}, ${idem.fingerprint})
    ON CONFLICT (org_id, key) DO UPDATE SET request_hash = excluded.request_hash, status = NULL, body = NULL, created_at = now()
      WHERE i.created_at < now() - interval '24 hours'
    RETURNING 1`;
  if (claimed) return null;
  const [previous] = await tx`SELECT request_hash, status, body FROM idempotency_keys WHERE org_id = ${orgId} AND key = ${idem.key}`;
  if (previous.request_hash !== idem.fingerprint) {
    throw new DomainError('idempotency_key_reused', 'This Idempotency-Key was already used with a different request. Use a new key for a new request.', { param: 'Idempotency-Key' });
  }
  return previous.body as LaunchResult;
}

/** Keys are remembered for 24 hours; the worker's housekeeping forgets older ones. */
export async function pruneIdempotencyKeys(sql: Sql) {
  await sql`DELETE FROM idempotency_keys WHERE created_at < now() - interval '24 hours'`;
}

export function requestFingerprint(method: string, path: string, body: unknown): string {
  return crypto.createHash('sha256').update(`${method} ${path} ${JSON.stringify(body ?? {})}`).digest('hex');
}
