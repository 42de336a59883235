'use client';
// The dashboard's data, one React Query hook per resource, with the keys mutations invalidate.
import { useMutation, useQuery, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { api } from './api-client';
import type {
  ApiKey, AuditDetail, AuditListItem, AuditProgress, CitationGap, Invitation, Keyword, LaunchEstimate, Member, OrgInfo, ProjectOverview, ProjectSummary, Prompt,
  ReportContext, ShareOfVoice, Source, SpendInfo, Suggestion, Webhook, WebhookDelivery,
} from './types';

export const keys = {
  org: ['org'] as const,
  projects: ['projects'] as const,
  project: (id: string) => ['project', id] as const,
  prompts: (id: string) => ['project', id, 'prompts'] as const,
  keywords: (id: string) => ['project', id, 'keywords'] as const,
  suggestions: (id: string) => ['project', id, 'suggestions'] as const,
  audits: (id: string) => ['project', id, 'audits'] as const,
  audit: (projectId: string, auditId: string) => ['project', projectId, 'audit', auditId] as const,
  reportContext: (projectId: string, auditId: string) => ['project', projectId, 'audit', auditId, 'context'] as const,
  progress: (projectId: string, auditId: string) => ['project', projectId, 'audit', auditId, 'progress'] as const,
  sources: (id: string, filters: string) => ['project', id, 'sources', filters] as const,
  gaps: (id: string, filters: string) => ['project', id, 'citation-gaps', filters] as const,
  shareOfVoice: (id: string, filters: string) => ['project', id, 'share-of-voice', filters] as const,
  apiKeys: ['api-keys'] as const,
  members: ['members'] as const,
  invitations: ['invitations'] as const,
  spend: ['spend'] as const,
  webhooks: ['webhooks'] as const,
  deliveries: (webhookId: string) => ['webhooks', webhookId, 'deliveries'] as const,
  /** what a change to a project's prompts changes: its prompt list, its counts and the projects list */
  promptsChanged: (id: string) => [['project', id, 'prompts'], ['project', id], ['projects']] as const,
  estimate: (id: string, launch: { model?: string; region?: string; samples?: number }) => ['project', id, 'estimate', launch] as const,
};

/**
 * After a write, the data a page shows is fetched again. A fetch already under way (the page's
 * first load, which may have read the database before the write committed) is cancelled first:
 * React Query would otherwise wait for that fetch instead of starting a new one, and show what it
 * read, without the write (seen as an invitation missing from its list under load).
 */
export async function refreshAfterWrite(client: QueryClient, queryKey: QueryKey): Promise<void> {
  await client.cancelQueries({ queryKey });
  await client.invalidateQueries({ queryKey });
}

/**
 * Every write of the dashboard: a mutation that, once the server said yes, refreshes the queries
 * it changed (`refreshAfterWrite`) before it counts as done, so no page shows what it read before
 * the write. Its error is presented with `errorMessage` / `fieldError` (lib/api-client.ts) and
 * `WriteError` (components/ui.tsx).
 */
export function useWrite<Vars = void, Result = unknown>(
  write: (vars: Vars) => Promise<Result>,
  refresh: (vars: Vars, result: Result) => readonly QueryKey[] = () => [],
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (vars: Vars) => {
      const result = await write(vars);
      await Promise.all(refresh(vars, result).map((key) => refreshAfterWrite(client, key)));
      return result;
    },
  });
}

export const isInProgress = (status: string | undefined) => status === 'PENDING' || status === 'RUNNING';

export const useSpend = () => useQuery({ queryKey: keys.spend, queryFn: () => api<SpendInfo>('/spend') });
/** What an audit would cost (a dry run: nothing is launched); kept for a minute. */
export const useLaunchEstimate = (projectId: string, launch: { model?: string; region?: string; samples?: number }, enabled = true) =>
  useQuery({
    queryKey: keys.estimate(projectId, launch),
    queryFn: () => api<LaunchEstimate>(`/projects/${projectId}/audits`, { body: { ...launch, dry_run: true } }),
    enabled,
    staleTime: 60_000,
    retry: false,
  });

/** Owners only: the organisation's webhooks (docs/guide/alerts.md). */
export const useWebhooks = (enabled: boolean) => useQuery({ queryKey: keys.webhooks, queryFn: () => api<Webhook[]>('/webhooks'), enabled });
export const useDeliveries = (webhookId: string) =>
  useQuery({ queryKey: keys.deliveries(webhookId), queryFn: () => api<WebhookDelivery[]>(`/webhooks/${webhookId}/deliveries`), refetchInterval: 5000 });
export const useOrg = () => useQuery({ queryKey: keys.org, queryFn: () => api<OrgInfo>('/org') });
export const useProjects = () => useQuery({ queryKey: keys.projects, queryFn: () => api<ProjectSummary[]>('/projects') });
/** Re-read every few seconds while its site is being checked. */
export const useProject = (id: string) =>
  useQuery({
    queryKey: keys.project(id),
    queryFn: () => api<ProjectOverview>(`/projects/${id}`),
    refetchInterval: (query) => (query.state.data?.checking_site ? 4000 : false),
  });
export const usePrompts = (id: string) => useQuery({ queryKey: keys.prompts(id), queryFn: () => api<Prompt[]>(`/projects/${id}/prompts`) });
export const useKeywords = (id: string) => useQuery({ queryKey: keys.keywords(id), queryFn: () => api<Keyword[]>(`/projects/${id}/keywords`) });
export const useSuggestions = (id: string) =>
  useQuery({ queryKey: keys.suggestions(id), queryFn: () => api<Suggestion[]>(`/projects/${id}/suggestions`) });
export const useAudits = (id: string) => useQuery({ queryKey: keys.audits(id), queryFn: () => api<AuditListItem[]>(`/projects/${id}/audits`) });

/** A completed audit never changes: fetched once. An unfinished one is fetched again when it ends. */
export const useAuditDetail = (projectId: string, auditId: string, enabled = true) =>
  useQuery({
    queryKey: keys.audit(projectId, auditId),
    queryFn: () => api<AuditDetail>(`/projects/${projectId}/audits/${auditId}`),
    staleTime: (query) => (query.state.data?.status === 'COMPLETED' ? Infinity : 0),
    // Thousands of answers: comparing every field with the previous data (structural sharing)
    // is a long task on a phone, and a new detail replaces the old one whole anyway.
    structuralSharing: false,
    enabled,
  });

export const useReportContext = (projectId: string, auditId: string, enabled = true) =>
  useQuery({ queryKey: keys.reportContext(projectId, auditId), queryFn: () => api<ReportContext>(`/projects/${projectId}/audits/${auditId}/context`), enabled });

/** Polled every second while the audit is PENDING or RUNNING; stops by itself when it ends. */
export const useAuditProgress = (projectId: string, auditId: string | undefined) =>
  useQuery({
    queryKey: keys.progress(projectId, auditId ?? ''),
    queryFn: () => api<AuditProgress>(`/projects/${projectId}/audits/${auditId}/progress`),
    enabled: !!auditId,
    refetchInterval: (query) => (query.state.data && !isInProgress(query.state.data.status) ? false : 1000),
    refetchIntervalInBackground: true,
    staleTime: 0,
  });

export const useApiKeys = () => useQuery({ queryKey: keys.apiKeys, queryFn: () => api<ApiKey[]>('/keys') });
export const useMembers = () => useQuery({ queryKey: keys.members, queryFn: () => api<Member[]>('/members') });
export const useInvitations = (enabled: boolean) =>
  useQuery({ queryKey: keys.invitations, queryFn: () => api<Invitation[]>('/invitations'), enabled });

/** The source reads (docs/guide/sources-and-gaps.md); `filters` is their query string. */
export const useSources = (id: string, filters: string) =>
  useQuery({ queryKey: keys.sources(id, filters), queryFn: () => api<Source[]>(`/projects/${id}/sources?${filters}`) });
export const useCitationGaps = (id: string, filters: string) =>
  useQuery({ queryKey: keys.gaps(id, filters), queryFn: () => api<CitationGap[]>(`/projects/${id}/citation-gaps?${filters}`) });
export const useShareOfVoice = (id: string, filters: string) =>
  useQuery({ queryKey: keys.shareOfVoice(id, filters), queryFn: () => api<ShareOfVoice[]>(`/projects/${id}/share-of-voice?${filters}`) });
