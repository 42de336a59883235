// The operator's admin commands. They run against a `postgres` connection wherever it comes
// from: the CLI's own, or the running server's (through the admin socket, see
// admin-socket.ts), so a command behaves the same whether or not the server is up.
import { parseArgs } from 'node:util';
import type { Sql } from '@db/connection';
import { DomainError } from '../errors';
import { isUuid } from '../ids';
import { providerStatus } from '../engines/status';
import { createKey, revokeKey } from '../keys/keys';
import { createOrg, orgLimits, updateOrg, type Organization, type OrgOverrides } from '../orgs/orgs';
import { budgetStatus, monthSpend } from '../orgs/spend';
import { createProject, updateProject, type ProjectRow } from '../projects/projects';
import type { ProjectChanges } from '../contract/requests';
import { createPrompts } from '../prompts/prompts';
import { failAudit } from '../audits/lifecycle';
import { launchAudit } from '../audits/launch';
import { rereadAudit } from '../audits/reread';
import { issueSetupToken } from '../accounts/setup';
import { dropJobById, listJobs, retryDeadJob } from '../queue/queue';
import { config, publicBaseUrl } from '../config';
import { runRetention, type RetentionRun } from '../retention/retention';
import { CreateWebhookRequest, DeploymentInput } from '../contract/schemas';
import { EVENT_TYPES } from '../webhooks/event-types';
import { createWebhook, deleteWebhook, listWebhooks } from '../webhooks/webhooks';

export class UsageError extends Error {}

/** The organisation `orgId`, or not_found. */
async function existingOrg(sql: Sql, orgId: string): Promise<string> {
  const [org] = isUuid(orgId) ? await sql`SELECT id FROM organizations WHERE id = ${orgId}` : [];
  if (!org) throw new DomainError('not_found', 'Organisation not found.');
  return orgId;
}

type Flags = Record<string, string | boolean | undefined>;
interface Command {
  usage: string;
  options: Record<string, { type: 'string' | 'boolean' }>;
  positionals?: boolean;
  run(sql: Sql, flags: Flags, positionals: string[]): Promise<unknown>;
}

const list = (value: unknown) =>
  typeof value === 'string' ? value.split(',').map((s) => s.trim()).filter(Boolean) : undefined;

/** Whole number ≥ 0, or `none` to clear an override. */
function count(flags: Flags, name: string): number | null | undefined {
  return flags[name] === 'none' ? null : wholeNumber(flags, name, ' (or "none" to use the plan\'s value)');
}

function wholeNumber(flags: Flags, name: string, hint = ''): number | undefined {
  const value = flags[name];
  if (value === undefined) return undefined;
  const n = Number(value);
  if (typeof value !== 'string' || !/^\d+$/.test(value) || !Number.isSafeInteger(n)) {
    throw new UsageError(`--${name} must be a whole number ≥ 0${hint}.`);
  }
  return n;
}

function required(flags: Flags, name: string): string {
  const value = flags[name];
  if (typeof value !== 'string' || value.trim() === '') throw new UsageError(`--${name} is required.`);
  return value;
}

const limits = {
  'monthly-audits': { type: 'string' }, rpm: { type: 'string' }, rpd: { type: 'string' }, models: { type: 'string' }, 'max-samples': { type: 'string' },
  'max-projects': { type: 'string' }, 'max-prompts': { type: 'string' }, 'monthly-budget-usd': { type: 'string' },
} as const;

/** An amount in USD (`12.50`), or `none` for no cap. */
function budget(flags: Flags): number | null | undefined {
  const value = flags['monthly-budget-usd'];
  if (value === undefined) return undefined;
  if (value === 'none') return null;
  if (typeof value !== 'string' || !/^\d{1,9}(\.\d{1,6})?$/.test(value)) {
    throw new UsageError('--monthly-budget-usd must be an amount in USD such as 250 or 99.50 (or "none" for no cap).');
  }
  return Number(value);
}

/** Model ids, or `none` to clear the override. */
const models = (flags: Flags) => (flags.models === 'none' ? null : list(flags.models));

/** The `limits` flags given, for `org create` and `org update` alike. */
const overrides = (f: Flags): OrgOverrides => ({
  monthlyAudits: count(f, 'monthly-audits'),
  rpm: count(f, 'rpm'),
  rpd: count(f, 'rpd'),
  models: models(f),
  maxSamples: count(f, 'max-samples'),
  maxProjects: count(f, 'max-projects'),
  maxPrompts: count(f, 'max-prompts'),
  monthlyBudgetUsd: budget(f),
});

/** --id of `job retry` and `job drop`: one that is not a UUID names no job. */
function jobId(flags: Flags): string {
  const id = required(flags, 'id');
  if (!isUuid(id)) throw new DomainError('not_found', 'No job with this id.');
  return id;
}

const projectFlags = {
  brand: { type: 'string' }, aliases: { type: 'string' }, competitors: { type: 'string' }, engines: { type: 'string' },
  region: { type: 'string' }, schedule: { type: 'string' }, samples: { type: 'string' },
  'competitor-domains': { type: 'string' }, 'source-kinds': { type: 'string' },
} as const;
const PROJECT_FLAGS_USAGE =
  '[--brand B] [--aliases a,b] [--competitors x,y] [--competitor-domains a.example,b.example] ' +
  '[--source-kinds review.example=review,news.example=news] [--engines e1,e2] [--region fr] [--schedule daily|weekly|monthly] [--samples 1-10]';

export const COMMANDS: Record<string, Command> = {
  'org create': {
    usage: 'org create --name N --plan free|pro|expert [--monthly-audits N] [--rpm N] [--rpd N] [--models m1,m2] [--max-samples 1-10] [--max-projects N] [--max-prompts N] [--monthly-budget-usd USD]',
    options: { name: { type: 'string' }, plan: { type: 'string' }, ...limits },
    async run(sql, f) {
      const org = await createOrg(sql, {
        name: required(f, 'name'),
        plan: required(f, 'plan'),
        ...overrides(f),
      });
      return { ...describeOrg(org), budget: await budgetStatus(sql, org.id) };
    },
  },
  'org update': {
    usage: 'org update --id ORG [--plan P] [--name N] [--monthly-audits N|none] [--rpm N|none] [--rpd N|none] [--models m1,m2|none] [--max-samples 1-10|none] [--max-projects N|none] [--max-prompts N|none] [--monthly-budget-usd USD|none]',
    options: { id: { type: 'string' }, plan: { type: 'string' }, name: { type: 'string' }, ...limits },
    async run(sql, f) {
      const org = await updateOrg(sql, required(f, 'id'), {
        plan: f.plan as string | undefined,
        name: f.name as string | undefined,
        ...overrides(f),
      });
      return { ...describeOrg(org), budget: await budgetStatus(sql, org.id) };
    },
  },
  'org show': {
    usage: 'org show --id ORG',
    options: { id: { type: 'string' } },
    async run(sql, f) {
      const id = required(f, 'id');
      const [org] = isUuid(id) ? await sql`SELECT * FROM organizations WHERE id = ${id}` : [];
      if (!org) throw new DomainError('not_found', 'Organisation not found.');
      return { ...describeOrg(org as unknown as Organization), limits: await orgLimits(sql, id), spend: await monthSpend(sql, id), budget: await budgetStatus(sql, id) };
    },
  },
  'org list': {
    usage: 'org list',
    options: {},
    async run(sql) {
      const orgs = await sql`SELECT * FROM organizations ORDER BY created_at, id`;
      return orgs.map((o) => describeOrg(o as unknown as Organization));
    },
  },
  'key create': {
    usage: 'key create --org ORG [--name N] [--scopes read|read,write]',
    options: { org: { type: 'string' }, name: { type: 'string' }, scopes: { type: 'string' } },
    async run(sql, f) {
      const orgId = required(f, 'org');
      if (!isUuid(orgId)) throw new DomainError('not_found', 'Organisation not found.');
      const { record, key } = await createKey(sql, { orgId, name: f.name as string | undefined, scopes: list(f.scopes) ?? null, source: 'cli' });
      const [plan] = await sql`SELECT p.scopes FROM organizations o JOIN plans p ON p.id = o.plan WHERE o.id = ${orgId}`;
      return { id: record.id, key, name: record.name, scopes: record.scopes ?? plan.scopes };
    },
  },
  'key revoke': {
    usage: 'key revoke --id KEY_ID',
    options: { id: { type: 'string' } },
    async run(sql, f) {
      const id = required(f, 'id');
      if (!isUuid(id)) throw new DomainError('not_found', 'API key not found.');
      const record = await revokeKey(sql, { id });
      return { id: record.id, name: record.name, revoked_at: record.revoked_at };
    },
  },
  'webhook create': {
    usage: `webhook create --org ORG --url URL --events ${EVENT_TYPES.join(',')} [--projects P1,P2]`,
    options: { org: { type: 'string' }, url: { type: 'string' }, events: { type: 'string' }, projects: { type: 'string' } },
    async run(sql, f) {
      const orgId = await existingOrg(sql, required(f, 'org'));
      const input = CreateWebhookRequest.safeParse({ url: required(f, 'url'), events: list(required(f, 'events')), project_ids: list(f.projects) });
      if (!input.success) throw new UsageError(`Invalid webhook: ${input.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}.`);
      return createWebhook(sql, orgId, input.data);
    },
  },
  'webhook list': {
    usage: 'webhook list --org ORG',
    options: { org: { type: 'string' } },
    run: async (sql, f) => listWebhooks(sql, await existingOrg(sql, required(f, 'org'))),
  },
  'webhook delete': {
    usage: 'webhook delete --org ORG --id WEBHOOK_ID',
    options: { org: { type: 'string' }, id: { type: 'string' } },
    run: async (sql, f) => deleteWebhook(sql, await existingOrg(sql, required(f, 'org')), required(f, 'id')),
  },
  'project create': {
    usage: `project create --org ORG --name N --url URL ${PROJECT_FLAGS_USAGE}`,
    options: { org: { type: 'string' }, name: { type: 'string' }, url: { type: 'string' }, ...projectFlags },
    async run(sql, f) {
      const orgId = await existingOrg(sql, required(f, 'org'));
      const p = await createProject(sql, orgId, { name: required(f, 'name'), url: required(f, 'url'), ...projectFields(f) });
      return describeProject(p);
    },
  },
  'project update': {
    usage: `project update --id P [--name N] [--url URL] ${PROJECT_FLAGS_USAGE}`,
    options: { id: { type: 'string' }, name: { type: 'string' }, url: { type: 'string' }, ...projectFlags },
    async run(sql, f) {
      const id = required(f, 'id');
      const [project] = isUuid(id) ? await sql`SELECT org_id FROM projects WHERE id = ${id}` : [];
      if (!project) throw new DomainError('not_found', 'Project not found.');
      const changes = Object.fromEntries(
        Object.entries({ name: f.name as string | undefined, url: f.url as string | undefined, ...projectFields(f) }).filter(([, v]) => v !== undefined),
      );
      if (Object.keys(changes).length === 0) throw new UsageError('Give at least one setting to change.');
      return describeProject(await updateProject(sql, project.org_id, id, changes));
    },
  },
  'audit run': {
    usage: 'audit run --project P [--sha SHA] [--ref REF] [--environment ENV] [--deployment-url URL]   # launch an audit, after a deploy when given (docs/guide/deploys.md)',
    options: { project: { type: 'string' }, sha: { type: 'string' }, ref: { type: 'string' }, environment: { type: 'string' }, 'deployment-url': { type: 'string' } },
    async run(sql, f) {
      const projectId = required(f, 'project');
      const [project] = isUuid(projectId) ? await sql`SELECT org_id FROM projects WHERE id = ${projectId}` : [];
      if (!project) throw new DomainError('not_found', 'Project not found.');
      const deployment = DeploymentInput.safeParse({ sha: f.sha, ref: f.ref, environment: f.environment, url: f['deployment-url'] });
      if (!deployment.success) {
        throw new UsageError(`Invalid deployment: ${deployment.error.issues.map((i) => `${i.path[0] === 'url' ? '--deployment-url' : `--${String(i.path[0])}`} ${i.message}`).join('; ')}.`);
      }
      return launchAudit(sql, { orgId: project.org_id, projectId, source: 'cli', deployment: deployment.data });
    },
  },
  'audit cancel': {
    usage: 'audit cancel --id AUDIT_ID',
    options: { id: { type: 'string' } },
    async run(sql, f) {
      const id = required(f, 'id');
      const [audit] = isUuid(id) ? await sql`SELECT id, status FROM audits WHERE id = ${id}` : [];
      if (!audit) throw new DomainError('not_found', 'Audit not found.');
      const failed = await failAudit(sql, id, 'Cancelled by an operator.');
      if (!failed) throw new DomainError('not_in_progress', `The audit is ${audit.status}; only PENDING or RUNNING audits can be cancelled.`);
      return { id, status: 'FAILED' };
    },
  },
  'audit reread': {
    usage: 'audit reread --id AUDIT_ID   # read a completed audit\'s stored answers again with the current reader, keeping corrections',
    options: { id: { type: 'string' } },
    run: (sql, f) => rereadAudit(sql, required(f, 'id')),
  },
  'setup token': {
    usage: 'setup token       # a new one-time link for the first (operator) account, while none exists',
    options: {},
    async run(sql) {
      const token = await issueSetupToken(sql);
      const base = publicBaseUrl(config().PORT);
      return { token, url: `${base}/sign-up?setup=${token}`, valid_hours: 24 };
    },
  },
  'job list': {
    usage: 'job list [--dead] [--kind audit|snapshot|webhook] [--limit N]',
    options: { dead: { type: 'boolean' }, kind: { type: 'string' }, limit: { type: 'string' } },
    async run(sql, f) {
      return listJobs(sql, { dead: !!f.dead, kind: f.kind as string | undefined, limit: wholeNumber(f, 'limit') });
    },
  },
  'job retry': {
    usage: 'job retry --id JOB_ID',
    options: { id: { type: 'string' } },
    async run(sql, f) {
      return retryDeadJob(sql, jobId(f));
    },
  },
  'job drop': {
    usage: 'job drop --id JOB_ID',
    options: { id: { type: 'string' } },
    async run(sql, f) {
      const id = jobId(f);
      await dropJobById(sql, id);
      return { id, dropped: true };
    },
  },
  'retention run': {
    usage: 'retention run [--dry-run] [--days N]   # prune answer texts older than RETENTION_DAYS (or N) days; --dry-run: what it would prune',
    options: { 'dry-run': { type: 'boolean' }, days: { type: 'string' } },
    async run(sql, f) {
      const days = wholeNumber(f, 'days') ?? config().RETENTION_DAYS;
      if (!days) throw new UsageError('RETENTION_DAYS is not set (everything is kept): give --days N (1 or more) to prune all the same.');
      const dryRun = !!f['dry-run'];
      // Run after run (each a few small batches) until nothing is left to prune.
      let total: RetentionRun | undefined;
      for (;;) {
        const run = (await runRetention(sql, { dryRun, days }))!;
        total = total ? { ...run, answers: total.answers + run.answers, audits: total.audits + run.audits, judgeVerdicts: total.judgeVerdicts + run.judgeVerdicts } : run;
        if (run.complete) break;
      }
      const { before, answers, audits, judgeVerdicts, bytes } = total;
      return { days, before, dry_run: dryRun, answers, audits, judge_verdicts: judgeVerdicts, ...(bytes !== undefined && { bytes }) };
    },
  },
  'engines status': {
    usage: 'engines status',
    options: {},
    async run(sql) {
      return providerStatus(sql);
    },
  },
  'prompt create': {
    usage: 'prompt create --project P "prompt text" ["another prompt" …] [--tag T] [--inactive]',
    options: { project: { type: 'string' }, tag: { type: 'string' }, inactive: { type: 'boolean' } },
    positionals: true,
    async run(sql, f, texts) {
      const projectId = required(f, 'project');
      if (texts.length === 0) throw new UsageError('Give at least one prompt text.');
      const [project] = isUuid(projectId) ? await sql`SELECT org_id FROM projects WHERE id = ${projectId}` : [];
      if (!project) throw new DomainError('not_found', 'Project not found.');
      const result = await createPrompts(sql, {
        orgId: project.org_id,
        projectId,
        prompts: texts.map((text) => ({ text, tag: (f.tag as string | undefined) ?? null, active: !f.inactive })),
      });
      return [...result.created, ...result.existing].map((p) => ({
        id: p.id, text: p.text, tag: p.tag, active: p.active, created: result.created.includes(p), created_at: p.created_at,
      }));
    },
  },
};

/** The project settings given as flags; validation (with the API's messages) is the project room's. */
function projectFields(f: Flags): ProjectChanges {
  return {
    brand_name: f.brand as string | undefined,
    aliases: list(f.aliases),
    competitors: list(f.competitors),
    competitor_domains: list(f['competitor-domains']),
    source_kinds: sourceKinds(f['source-kinds']) as never, // the kinds are validated with the API's messages
    engines: list(f.engines) as never,
    region: f.region as string | undefined,
    schedule: f.schedule as never,
    samples: wholeNumber(f, 'samples'),
  };
}

/** `review.example=review,news.example=news` → { "review.example": "review", … }; `none` clears them. */
function sourceKinds(flag: unknown): Record<string, string> | undefined {
  if (flag === 'none') return {};
  const entries = list(flag);
  if (!entries) return undefined;
  return Object.fromEntries(entries.map((entry) => {
    const [domain, kind, ...rest] = entry.split('=');
    if (!domain || !kind || rest.length) throw new UsageError(`--source-kinds: "${entry}" is not domain=kind.`);
    return [domain.trim(), kind.trim()];
  }));
}

function describeProject(p: ProjectRow) {
  return {
    id: p.id, org_id: p.org_id, name: p.name, url: p.url, status: p.status, brand_name: p.brand_name,
    aliases: p.aliases, competitors: p.competitors, competitor_domains: p.competitor_domains, source_kinds: p.source_kinds, engines: p.engines, region: p.region, samples: p.samples,
    schedule: p.schedule, next_scheduled_at: (p as { next_scheduled_at?: Date | null }).next_scheduled_at ?? null, created_at: p.created_at,
  };
}

function describeOrg(o: Organization) {
  return {
    id: o.id,
    name: o.name,
    plan: o.plan,
    overrides: {
      monthly_audits: o.monthly_audits_override, rpm: o.rpm_override, rpd: o.rpd_override, models: o.models_override,
      max_samples: o.max_samples_override, max_projects: o.max_projects_override, max_prompts: o.max_prompts_override,
    },
  };
}

export interface ParsedCommand {
  name: string;
  flags: Flags;
  positionals: string[];
}

/** Parses `noun verb --flag value …`; throws UsageError with the command's usage line. */
export function parseCommand(argv: string[]): ParsedCommand {
  const name = argv.slice(0, 2).join(' ');
  const command = COMMANDS[name];
  if (!command) throw new UsageError(`Unknown command "${name}".`);
  try {
    const { values, positionals } = parseArgs({
      args: argv.slice(2),
      options: { ...command.options, json: { type: 'boolean' } },
      allowPositionals: !!command.positionals,
      strict: true,
    });
    const { json: _json, ...flags } = values;
    return { name, flags: flags as Flags, positionals };
  } catch (err) {
    throw new UsageError(`${(err as Error).message}\nUsage: npm run cli -- ${command.usage}`);
  }
}

export async function runCommand(sql: Sql, parsed: ParsedCommand): Promise<unknown> {
  const command = COMMANDS[parsed.name];
  if (!command) throw new UsageError(`Unknown command "${parsed.name}".`);
  return command.run(sql, parsed.flags, parsed.positionals);
}

export function usage(): string {
  return ['Usage: npm run cli -- <command> [--json]', '', ...Object.values(COMMANDS).map((c) => `  ${c.usage}`)].join('\n');
}
