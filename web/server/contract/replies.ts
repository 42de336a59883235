// The replies of the dashboard API (/api/app), as zod schemas: beside schemas.ts (/api/v1's
// requests and replies) and requests.ts (the dashboard's, the MCP tools' and the CLI's
// requests), so that both faces are described in one place (docs/architecture.md, "One contract
// for every face"). Route files name the schema of their reply (`reply`, http/app-endpoint.ts)
// and their handler is checked against it when compiling; the pages' types (web/lib/types.ts)
// are derived from it. Nothing here runs on a reply: the schemas are types, not checks.
// Where a field is /api/v1's, its schema is reused from schemas.ts.
import { z } from 'zod';
import { SCOPES } from '../keys/keys';
import { SURFACES } from '../models/catalogue';
import { PLANS } from '../orgs/plans';
import {
  AuditBasis,
  AuditDetail,
  AuditListItem,
  auditStatus,
  BudgetStatus,
  CitationGap,
  Deployment,
  Interval,
  Keyword,
  LaunchAuditResponse,
  LaunchEstimate,
  providerScores,
  ShareOfVoice,
  Source,
  Suggestion,
  Webhook,
  WebhookDelivery,
} from './schemas';

/**
 * A point in time as the server hands it over (a Date from the database, or the ISO string a
 * JSON column holds) and as the pages receive it: the ISO string JSON makes of it.
 */
const timestamp = z
  .union([z.date(), z.iso.datetime({ offset: true })])
  .transform((t) => (t instanceof Date ? t.toISOString() : t))
  .describe('ISO 8601 timestamp');

const role = z.enum(['owner', 'member']);

// ---------------------------------------------------------------- accounts and the organisation

export const Membership = z.object({ orgId: z.string(), orgName: z.string(), plan: z.string(), role });

/** The signed-in person as a page sees them (the session GET, and server components: accounts/current-session.ts). */
export const SessionInfo = z.object({
  user: z.object({ id: z.string(), email: z.string(), name: z.string().nullable() }),
  org: z.object({ id: z.string(), name: z.string(), plan: z.string() }),
  role,
  csrfToken: z.string(),
  memberships: z.array(Membership).describe('the organisations of the person, the one they joined first first'),
});

/** GET /session: the signed-in person, or no one (and whether sign-up is open, whether the install awaits its operator). */
export const SessionReply = z.union([
  SessionInfo.extend({ signUpOpen: z.boolean() }),
  z.object({ user: z.null(), signUpOpen: z.boolean(), setupRequired: z.boolean() }),
]);

/** Sign-in, sign-up, a password reset: the session started. */
export const SessionStarted = z.object({ userId: z.string(), orgId: z.string() });
export const SignedOut = z.object({ signedOut: z.boolean().describe('always true') });
/** The organisation now worked in (switching, accepting an invitation). */
export const OrgSwitched = z.object({ orgId: z.string() });
/** A password change: the person's other sessions ended. */
export const PasswordChanged = z.object({ sessionsEnded: z.int() });
export const ChecklistState = z.object({ dismissed: z.boolean() });
export const Revoked = z.object({ revoked: z.boolean().describe('always true') });

export const PlanLimits = z.object({
  plan: z.enum(PLANS),
  apiAccess: z.boolean(),
  scopes: z.array(z.string()),
  requestsPerMinute: z.int(),
  requestsPerDay: z.int(),
  monthlyAudits: z.int(),
  maxActivePrompts: z.int(),
  maxSamples: z.int().describe('answers per prompt × engine an audit may ask'),
  maxProjects: z.int(),
  maxPrompts: z.int().describe('prompts per project, active or not'),
  models: z.array(z.string()),
  monthlyAuditsUsed: z.int().describe('audits launched this calendar month (UTC)'),
});

export const OrgInfo = z.object({
  id: z.string(),
  name: z.string(),
  role,
  limits: PlanLimits,
  models: z.array(z.object({ id: z.string(), description: z.string(), allowed: z.boolean(), isDefault: z.boolean() })),
  engines: z.array(z.string()).describe('the engines this server can ask (`simulated` alone in demo mode)'),
  availability: z
    .array(
      z.object({
        engine: z.string(),
        surface: z.enum(SURFACES),
        configured: z.boolean(),
        keys: z.array(z.string()).optional().describe('the env vars that set its keys: for the operator only'),
      }),
    )
    .describe('every engine: whether this server has its keys'),
  demo: z.boolean().describe('no provider key: the simulated engine answers, standing in for any engine a project names'),
  operator: z.boolean().describe('the caller runs this server (the install\'s first account): they can set provider keys'),
  checklistDismissed: z.boolean().describe('the caller put the "Get started" checklist away'),
});

/** Settings → Spend: the month's budget and spend per month and engine. */
export const SpendInfo = z.object({
  budget: BudgetStatus,
  history: z.array(z.object({ month: z.string().describe('YYYY-MM'), provider: z.string(), costUsd: z.number(), answers: z.int() })),
});
/** An owner's new cap: the budget it leaves. */
export const BudgetChanged = SpendInfo.pick({ budget: true });

export const ApiKey = z.object({
  id: z.string(),
  name: z.string(),
  display: z.string().describe('the key\'s prefix and last four characters'),
  scopes: z.array(z.enum(SCOPES)).nullable().describe("null: the plan's full rights"),
  created_at: timestamp,
  last_used_at: timestamp.nullable(),
  revoked_at: timestamp.nullable(),
  created_by: z
    .object({ id: z.string(), name: z.string().nullable(), email: z.string() })
    .nullable()
    .describe("who made it (null: the operator's CLI, or made before creators were recorded)"),
  source: z.enum(['dashboard', 'cli']).nullable().describe('where it was made (null: before this was recorded)'),
  key: z.string().optional().describe('the full key, in the creation reply only: only its hash is stored'),
});

export const ApiKeys = z.array(ApiKey);

export const Member = z.object({ id: z.string(), name: z.string().nullable(), email: z.string(), role, joined_at: timestamp });
export const Members = z.array(Member);
export const RoleChanged = z.object({ id: z.string(), role });
/** A member removed (or gone): what ended with their membership. */
export const MemberRemoved = z.object({
  id: z.string(),
  removed: z.boolean().describe('always true'),
  sessionsEnded: z.int(),
  keysRevoked: z.int(),
  invitationsRevoked: z.int(),
});
/** An owner's one-time link to set a new password, shown this once. */
export const ResetLink = z.object({ url: z.string(), expires_at: timestamp, valid_hours: z.int() });

export const Invitation = z.object({
  id: z.string(),
  email: z.string().nullable().describe('the address that may accept it; null for links made before invitations named one'),
  role,
  created_at: timestamp,
  expires_at: timestamp,
  created_by_email: z.string().nullable(),
  url: z.string().optional().describe('the link, in the creation reply only: only its hash is kept'),
});
export const Invitations = z.array(Invitation);

// ---------------------------------------------------------------- projects

export const ScorePoint = z.object({ id: z.string(), score: z.int(), completedAt: timestamp });

const scheduleError = z
  .object({ code: z.string(), message: z.string(), at: z.string() })
  .nullable()
  .describe('why the last scheduled audit was not launched (quota, budget); null once one is');
const simulated = z.boolean().describe("the latest audit's answers are the simulated engine's (demo data, docs/guide/demo-mode.md)");

export const ProjectSummary = z.object({
  id: z.string(),
  name: z.string(),
  url: z.string(),
  brand_name: z.string(),
  created_at: timestamp,
  active_prompts: z.int(),
  trend: z.array(ScorePoint).describe('completed audits, oldest first: the last one is the latest score'),
  score_change: z
    .object({ delta: z.int(), change: z.enum(['up', 'down', 'none']) })
    .nullable()
    .describe("the latest audit's score change against the previous audit of the same basis (docs/guide/repeatable-measurements.md); null without one"),
  audit_in_progress: z.object({ id: z.string(), status: auditStatus, current_progress: z.int() }).nullable(),
  simulated,
});
export const ProjectSummaries = z.array(ProjectSummary);

/** The project's settings, as stored: every field of the contract's ProjectInput (requests.ts). */
const projectSettings = {
  id: z.string(),
  name: z.string(),
  url: z.string(),
  status: z.string(),
  brand_name: z.string(),
  aliases: z.array(z.string()),
  competitors: z.array(z.string()),
  competitor_domains: z.array(z.string()),
  source_kinds: z.record(z.string(), z.string()),
  excluded_phrases: z.array(z.string()).describe('project rules of the analysis (docs/guide/how-an-audit-measures.md)'),
  short_forms: z.array(z.string()),
  engines: z.array(z.string()),
  region: z.string(),
  schedule: z.enum(['daily', 'weekly', 'monthly']).nullable(),
  schedule_error: scheduleError,
  samples: z.int().describe('answers per prompt × engine of its audits by default'),
  created_at: timestamp,
};

/** A project just created: its row. */
export const ProjectRecord = z.object({
  ...projectSettings,
  org_id: z.string(),
  next_scheduled_at: timestamp.nullable().describe('when its next automatic audit is due; null without a schedule'),
  updated_at: timestamp.describe('changes with every edit of the settings'),
});

export const ProjectOverview = z.object({
  ...projectSettings,
  counts: z.object({ prompts: z.int(), active_prompts: z.int(), keywords: z.int(), audits: z.int() }),
  simulated,
  snapshot: z
    .object({
      checked_at: timestamp,
      pages: z.int(),
      structured_data_score: z.number(),
      meta_quality_score: z.number(),
      llms_txt: z.boolean(),
      site_title: z.string().nullable(),
      site_issues: z.int(),
      errors: z.array(z.string()),
    })
    .nullable()
    .describe('the latest site check; null until the first'),
  checking_site: z.boolean().describe('a site check is queued or running'),
});

export const Deleted = z.object({ deleted: z.boolean().describe('always true') });

// ---------------------------------------------------------------- prompts and keywords

/** A prompt as stored. */
export const PromptRecord = z.object({
  id: z.string(),
  project_id: z.string(),
  text: z.string(),
  tag: z.string().nullable(),
  active: z.boolean(),
  branded: z.boolean().nullable().describe('null: automatic (`branded_automatic`); else set by a person (docs/guide/answer-reading.md)'),
  created_at: timestamp,
  updated_at: timestamp,
});

/** A prompt of the list: with what its answers count as when `branded` is null. */
export const Prompt = PromptRecord.extend({ branded_automatic: z.boolean() });
export const Prompts = z.array(Prompt);

export const CreatedPrompts = z.object({
  created: z.array(PromptRecord),
  existing: z.array(PromptRecord).describe('prompts that already existed (same text, any case): returned, not duplicated'),
});
export const PromptsDeleted = z.object({ deleted: z.int() });
export const PromptsChanged = z.object({ changed: z.int() });

export const IMPORT_LINE_STATUSES = ['new', 'created', 'existing', 'duplicate', 'invalid'] as const;
const importLineStatus = z.enum(IMPORT_LINE_STATUSES);

export const ImportReport = z.object({
  lines: z
    .array(
      z.object({
        line: z.int(),
        text: z.string(),
        tag: z.string().nullable(),
        active: z.boolean(),
        status: importLineStatus,
        message: z.string().optional(),
      }),
    )
    .describe('the first lines that held something, in file order, within the report\'s bounds (requests.ts, PromptImport)'),
  omittedLines: z.int().describe('lines that held something but are left out of `lines` (they are in `counts`)'),
  counts: z.record(importLineStatus, z.int()),
  committed: z.boolean().describe('false for a preview (dryRun)'),
  blocked: z.string().optional().describe('a preview whose commit would be refused as a whole (a cap of the plan)'),
});

/** Prompts suggested from the site check and the brand's category. */
export const PromptSuggestions = z.object({
  category: z.string().nullable(),
  detected: z.boolean().describe('the category was read from the site (not typed)'),
  prompts: z.array(
    z.object({
      text: z.string(),
      from: z.enum(['category', 'site', 'brand']).describe("where it comes from: the category's questions, a question the site asks, or brand names"),
    }),
  ),
  checkingSite: z.boolean().describe('the first site check is still running'),
  siteRead: z.boolean().describe('the latest site check read at least one page'),
});

const suggestedPhrases = z.array(z.object({ phrase: z.string(), answers: z.int() }));
/** Project rules suggested from the latest answers (docs/guide/reviewing-answers.md). */
export const RuleSuggestions = z.object({ excluded_phrases: suggestedPhrases, short_forms: suggestedPhrases });

export const Keywords = z.array(Keyword);

// ---------------------------------------------------------------- audits

export const AuditList = z.array(AuditListItem);
/** A launch: the audit, or with `dry_run` what it would cost. */
export const Launch = z.union([LaunchAuditResponse, LaunchEstimate]);
export { AuditDetail };

export const AuditProgress = z.object({
  id: z.string(),
  status: auditStatus,
  currentProgress: z.int(),
  score: z.int().describe('0 until COMPLETED'),
  completedAt: timestamp.nullable(),
  waitingForRateLimit: z.array(z.string()).describe("engines of the running audit paused by their provider's rate limit right now"),
});

/** One completed audit of the report's trend, with its 95 % intervals. */
export const TrendPoint = ScorePoint.extend({
  samples: z.int(),
  deployment: Deployment.nullable().describe('the deploy the audit followed (docs/guide/deploys.md), null when none'),
  scoreInterval: Interval,
  citationRate: z.int(),
  citationRateInterval: Interval,
  shown: z
    .record(z.string(), z.object({ shown: z.int(), asked: z.int(), rate: z.int(), interval: Interval }))
    .describe('per search engine of the audit: searches whose page showed an AI answer, of those asked'),
  answers: z.int().describe('answers (shown)'),
  unbrandedAnswers: z.int().describe('answers to unbranded prompts'),
  brands: z
    .array(z.object({ name: z.string(), isProjectBrand: z.boolean(), mentions: z.int(), unbrandedMentions: z.int() }))
    .describe('per tracked brand named: the answers naming it, over every prompt and over the unbranded ones'),
});

export const ShareOfVoiceEntry = z.object({
  name: z.string(),
  isBrand: z.boolean(),
  answers: z.int().describe('answers naming this entity'),
  share: z.int().min(0).max(100).describe('0-100, rounded'),
});

export const ReportContext = z.object({
  previous: z
    .object({ id: z.string(), score: z.int(), providerScores, completedAt: timestamp, basis: AuditBasis.nullable(), deployment: Deployment.nullable() })
    .nullable()
    .describe('the latest COMPLETED audit before this one, comparable or not'),
  trend: z.array(TrendPoint),
  shareOfVoice: z
    .object({ unbranded: z.array(ShareOfVoiceEntry), all: z.array(ShareOfVoiceEntry) })
    .describe('over the prompts that do not name the brand, and over every prompt'),
  answeredQueries: z.int(),
  error: z.string().nullable().describe('why a FAILED audit failed'),
});

export const Corrected = z.object({ corrected: z.boolean().describe('always true') });
export const Suggestions = z.array(Suggestion);
export { Suggestion };
export const Sources = z.array(Source);
export const CitationGaps = z.array(CitationGap);
export const ShareOfVoiceList = z.array(ShareOfVoice);

// ---------------------------------------------------------------- webhooks (Settings → Webhooks)

export const Webhooks = z.array(Webhook);
export { Webhook };
export const WebhookDeliveries = z.array(WebhookDelivery);
export const TestEventQueued = z.object({ delivery_id: z.string() });
