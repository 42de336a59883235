// The dashboard API's responses as the pages receive them (JSON: timestamps are strings).

export type Role = 'owner' | 'member';
export type AuditStatus = 'PENDING' | 'RUNNING' | 'COMPLETED' | 'FAILED';
export type Sentiment = 'POSITIVE' | 'NEUTRAL' | 'NEGATIVE';

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
  limits: {
    plan: string;
    apiAccess: boolean;
    scopes: string[];
    requestsPerMinute: number;
    requestsPerDay: number;
    monthlyAudits: number;
    maxActivePrompts: number;
    models: string[];
    monthlyAuditsUsed: number;
  };
  models: { id: string; description: string; allowed: boolean; isDefault: boolean }[];
  engines: string[];
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
  audit_in_progress: { id: string; status: AuditStatus; current_progress: number } | null;
}

export interface ProjectOverview {
  id: string;
  name: string;
  url: string;
  status: string;
  brand_name: string;
  aliases: string[];
  competitors: string[];
  engines: string[];
  region: string;
  schedule: 'daily' | 'weekly' | 'monthly' | null;
  created_at: string;
  counts: { prompts: number; active_prompts: number; keywords: number; audits: number };
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
  created_at: string;
}

export interface Keyword {
  id: string;
  keyword: string;
  created_at: string;
}

export interface Suggestion {
  id: string;
  type: string;
  priority: 'high' | 'medium' | 'low';
  title: string;
  detail: string;
  status: 'open' | 'done' | 'dismissed';
  created_at: string;
}

export interface AuditListItem {
  id: string;
  score: number;
  status: AuditStatus;
  duration: number;
  created_at: string;
  completed_at: string | null;
  technical_details: { model: string; region: string };
  provider_scores: Record<string, number>;
  source: string;
  is_automatic: boolean;
}

export interface Citation {
  id: string;
  excerpt: string;
  confidence: number;
  sentiment: Sentiment;
}

export interface QueryRow {
  id: string;
  prompt: string;
  response: string;
  provider: string;
  cited: boolean;
  sources: string[];
  sentiment: Sentiment;
  citations: Citation[];
}

export interface AuditDetail {
  id: string;
  score: number;
  status: AuditStatus;
  currentProgress: number;
  duration: number;
  technicalDetails: { model: string; region: string };
  providerScores: Record<string, number>;
  source: string;
  isAutomatic: boolean;
  createdAt: string;
  completedAt: string | null;
  project: { id: string; name: string; url: string };
  analytics: {
    totalQueries: number;
    citedQueries: number;
    citationRate: number;
    totalCitations: number;
    avgConfidence: number;
    confidenceDistribution: { high: number; medium: number; low: number };
    providerBreakdown: { provider: string; cited: number; total: number; rate: number }[];
  };
  queries: QueryRow[];
  failures: { prompt: string; provider: string; error: string }[];
}

export interface AuditProgress {
  id: string;
  status: AuditStatus;
  currentProgress: number;
  score: number;
  completedAt: string | null;
}

export interface ReportContext {
  previous: { id: string; score: number; providerScores: Record<string, number>; completedAt: string } | null;
  trend: ScorePoint[];
  shareOfVoice: { name: string; isBrand: boolean; answers: number; share: number }[];
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
  role: Role;
  created_at: string;
  expires_at: string;
  created_by_email: string | null;
  url?: string;
}

export type ImportStatus = 'new' | 'created' | 'existing' | 'duplicate' | 'invalid';

export interface ImportReport {
  lines: { line: number; text: string; tag: string | null; active: boolean; status: ImportStatus; message?: string }[];
  counts: Record<ImportStatus, number>;
  committed: boolean;
  blocked?: string;
}
