// The dashboard API's responses as the pages receive them (JSON: timestamps are strings).
// Shapes the server already types are imported (type-only: nothing reaches the browser);
// the ones below exist only on the dashboard's API.
import type { AuditDetail, Interval, QueryRow, Webhook, WebhookDelivery } from '@/server/contract/schemas';
import type { PlanLimits } from '@/server/orgs/orgs';
import type { BudgetStatus } from '@/server/orgs/spend';
import type { z } from 'zod';
import type { LaunchEstimate as LaunchEstimateSchema } from '@/server/contract/schemas';

export type { BudgetStatus, Webhook, WebhookDelivery };
export type LaunchEstimate = z.output<typeof LaunchEstimateSchema>;

/** Settings → Spend: the month's budget and spend per month and engine. */
export interface SpendInfo {
  budget: BudgetStatus;
  history: { month: string; provider: string; costUsd: number; answers: number }[];
}

export type { AuditDetail, AuditListItem, Citation, CitationGap, Interval, Keyword, QueryRow, ShareOfVoice, Source, Suggestion } from '@/server/contract/schemas';
export type { ImportLineStatus as ImportStatus, ImportReport } from '@/server/prompts/prompts';

export type Role = 'owner' | 'member';
export type AuditStatus = AuditDetail['status'];
export type Sentiment = QueryRow['sentiment'];

export interface SessionInfo {
  user: { id: string; email: string; name: string | null };
  org: { id: string; name: string; plan: string };
  role: Role;
  csrfToken: string;
  memberships: { orgId: string; orgName: string; plan: string; role: Role }[];
}

export interface OrgInfo {
  id: string;
  name: string;
  role: Role;
  limits: PlanLimits;
  models: { id: string; description: string; allowed: boolean; isDefault: boolean }[];
  /** the engines this server can ask (`simulated` alone in demo mode) */
  engines: string[];
  /** every engine: whether this server has its keys, and (for the operator only) the env vars that set them */
  availability: { engine: string; surface: 'model_api' | 'search'; configured: boolean; keys?: string[] }[];
  /** no provider key: the simulated engine answers, standing in for any engine a project names */
  demo: boolean;
  /** the caller runs this server (the install's first account): they can set provider keys */
  operator: boolean;
  /** the caller put the "Get started" checklist away */
  checklistDismissed: boolean;
}

export interface ScorePoint {
  id: string;
  score: number;
  completedAt: string;
}

export interface ProjectSummary {
  id: string;
  name: string;
  url: string;
  brand_name: string;
  created_at: string;
  active_prompts: number;
  trend: ScorePoint[];
  /** the latest audit's score change against the previous comparable audit */
  score_change: { delta: number; change: 'up' | 'down' | 'none' } | null;
  audit_in_progress: { id: string; status: AuditStatus; current_progress: number } | null;
  /** the latest audit's answers are the simulated engine's (demo data) */
  simulated: boolean;
}

export interface ProjectOverview {
  id: string;
  name: string;
  url: string;
  status: string;
  brand_name: string;
  aliases: string[];
  competitors: string[];
  competitor_domains: string[];
  source_kinds: Record<string, string>;
  /** project rules of the analysis (docs/guide/how-an-audit-measures.md) */
  excluded_phrases: string[];
  short_forms: string[];
  engines: string[];
  region: string;
  schedule: 'daily' | 'weekly' | 'monthly' | null;
  /** why the last scheduled audit was not launched (quota, budget); null once one is */
  schedule_error: { code: string; message: string; at: string } | null;
  /** answers per prompt × engine of its audits by default */
  samples: number;
  created_at: string;
  counts: { prompts: number; active_prompts: number; keywords: number; audits: number };
  /** the latest audit's answers are the simulated engine's (demo data) */
  simulated: boolean;
  snapshot: {
    checked_at: string;
    pages: number;
    structured_data_score: number;
    meta_quality_score: number;
    llms_txt: boolean;
    site_title: string | null;
    site_issues: number;
    errors: string[];
  } | null;
  checking_site: boolean;
}

export interface Prompt {
  id: string;
  text: string;
  tag: string | null;
  active: boolean;
  /** null: automatic (`branded_automatic`); else set by a person (docs/guide/answer-reading.md) */
  branded: boolean | null;
  branded_automatic: boolean;
  created_at: string;
}

export interface AuditProgress {
  id: string;
  status: AuditStatus;
  currentProgress: number;
  score: number;
  completedAt: string | null;
  /** engines of the running audit paused by their provider's rate limit right now */
  waitingForRateLimit: string[];
}

/** One completed audit of the report's trend, with its 95 % intervals. */
export interface TrendPoint extends ScorePoint {
  samples: number;
  /** the deploy the audit followed (docs/guide/deploys.md), null when none */
  deployment: AuditDetail['deployment'];
  scoreInterval: Interval;
  citationRate: number;
  citationRateInterval: Interval;
  /** per search engine of the audit: searches whose page showed an AI answer, of those asked */
  shown: Record<string, { shown: number; asked: number; rate: number; interval: Interval }>;
  /** answers (shown) and those to unbranded prompts; per tracked brand named, the answers naming it */
  answers: number;
  unbrandedAnswers: number;
  brands: { name: string; isProjectBrand: boolean; mentions: number; unbrandedMentions: number }[];
}

export interface ShareOfVoiceEntry {
  name: string;
  isBrand: boolean;
  answers: number;
  /** 0-100, rounded */
  share: number;
}

export interface ReportContext {
  /** the latest COMPLETED audit before this one, comparable or not */
  previous: { id: string; score: number; providerScores: Record<string, number>; completedAt: string; basis: AuditDetail['basis']; deployment: AuditDetail['deployment'] } | null;
  trend: TrendPoint[];
  /** over the prompts that do not name the brand, and over every prompt */
  shareOfVoice: Record<'unbranded' | 'all', ShareOfVoiceEntry[]>;
  answeredQueries: number;
  error: string | null;
}

export interface ApiKey {
  id: string;
  name: string;
  display: string;
  scopes: string[] | null;
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
  created_by: { id: string; name: string | null; email: string } | null;
  source: 'dashboard' | 'cli' | null;
}

export interface Member {
  id: string;
  name: string | null;
  email: string;
  role: Role;
  joined_at: string;
}

export interface Invitation {
  id: string;
  /** the address that may accept it; null for links made before invitations named one */
  email: string | null;
  role: Role;
  created_at: string;
  expires_at: string;
  created_by_email: string | null;
  url?: string;
}



/** Prompts suggested from the site check and the brand's category. */
export interface PromptSuggestions {
  category: string | null;
  /** the category was read from the site (not typed) */
  detected: boolean;
  prompts: { text: string; from: 'category' | 'site' | 'brand' }[];
  /** the first site check is still running */
  checkingSite: boolean;
  /** the latest site check read at least one page */
  siteRead: boolean;
}
