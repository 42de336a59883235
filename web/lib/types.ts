// The dashboard API's replies as the pages receive them (JSON: timestamps are strings), and what
// the pages send: every type derived from the contract (web/server/contract/: replies.ts for the
// dashboard's replies, schemas.ts for /api/v1's, requests.ts for the requests), none declared
// here. Type-only imports: nothing reaches the browser.
import type { z } from 'zod';
import type * as Reply from '@/server/contract/replies';
import type * as Request from '@/server/contract/requests';
import type * as V1 from '@/server/contract/schemas';

export type {
  AuditDetail,
  AuditListItem,
  Citation,
  CitationGap,
  Interval,
  Keyword,
  QueryRow,
  ShareOfVoice,
  Source,
  Suggestion,
  Webhook,
  WebhookDelivery,
} from '@/server/contract/schemas';

export type LaunchEstimate = z.output<typeof V1.LaunchEstimate>;
export type BudgetStatus = z.output<typeof V1.BudgetStatus>;
export type AuditStatus = V1.AuditStatus;
export type Sentiment = z.output<typeof V1.QueryRow>['sentiment'];

export type SessionInfo = z.output<typeof Reply.SessionInfo>;
export type Role = SessionInfo['role'];
export type OrgInfo = z.output<typeof Reply.OrgInfo>;
export type SpendInfo = z.output<typeof Reply.SpendInfo>;
export type ApiKey = z.output<typeof Reply.ApiKey>;
export type Member = z.output<typeof Reply.Member>;
export type Invitation = z.output<typeof Reply.Invitation>;
export type ScorePoint = z.output<typeof Reply.ScorePoint>;
export type ProjectSummary = z.output<typeof Reply.ProjectSummary>;
export type ProjectOverview = z.output<typeof Reply.ProjectOverview>;
export type Prompt = z.output<typeof Reply.Prompt>;
export type CreatedPrompts = z.output<typeof Reply.CreatedPrompts>;
export type ImportReport = z.output<typeof Reply.ImportReport>;
export type ImportStatus = ImportReport['lines'][number]['status'];
export type PromptSuggestions = z.output<typeof Reply.PromptSuggestions>;
export type RuleSuggestions = z.output<typeof Reply.RuleSuggestions>;
export type AuditProgress = z.output<typeof Reply.AuditProgress>;
export type TrendPoint = z.output<typeof Reply.TrendPoint>;
export type ShareOfVoiceEntry = z.output<typeof Reply.ShareOfVoiceEntry>;
export type ReportContext = z.output<typeof Reply.ReportContext>;
export type LaunchAuditResponse = z.output<typeof V1.LaunchAuditResponse>;
export type ResetLink = z.output<typeof Reply.ResetLink>;

// What the pages' forms send (`z.input`: before the server's defaults and transforms).
export type PromptChanges = z.input<typeof Request.PromptChanges>;
export type NewPrompts = z.input<typeof Request.CreatePromptsInput>;
export type InvitationRequest = z.input<typeof Request.InvitationInput>;
export type KeyRequest = z.input<typeof Request.CreateKeyInput>;
export type WebhookRequest = z.input<typeof V1.CreateWebhookRequest>;
