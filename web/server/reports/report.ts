// What the dashboard's audit report shows beside the audit detail (audits/read.ts): the
// previous completed audit (with its basis, so the report can say why it is not compared when
// the bases differ), the project's score and citation-rate trend with their 95 % intervals,
// with how often each search page showed an AI answer and how often each tracked brand was
// named (the Competitors view's trend), and share of voice against the
// competitors; plus the light progress read polled while an
// audit runs.
//
// Share of voice, per entity (the brand and each competitor of the project): answers naming
// it / answers naming the brand + Σ answers naming each competitor, over the audit's answered
// rows. Counted per answer for both sides: the analysis keeps "named in this answer" for the
// brand (firstMentionSentence) and for each competitor, so the shares compare like with like.
import type { z } from 'zod';
import type { Sql } from '@db/connection';
import { rateInterval, scoreInterval } from '../analysis/intervals';
import { auditNotFound } from '../audits/read';
import type { Deployment } from '../audits/comparison';
import type { ReportContext, ShareOfVoiceEntry as ShareOfVoiceEntryReply, TrendPoint } from '../contract/replies';
import type { AuditStatus } from '../contract/schemas';
import { pausedProviders } from '../engines/status';
import { isUuid } from '../ids';

const TREND_LENGTH = 30;

async function findAudit(sql: Sql, orgId: string, projectId: string, auditId: string) {
  if (!isUuid(projectId) || !isUuid(auditId)) throw auditNotFound();
  const [audit] = await sql`
    SELECT a.id, a.status, a.current_progress, a.score, a.created_at, a.completed_at, a.error, p.brand_name, p.competitors
    FROM audits a JOIN projects p ON p.id = a.project_id
    WHERE a.id = ${auditId} AND a.project_id = ${projectId} AND a.org_id = ${orgId}`;
  if (!audit) throw auditNotFound();
  return audit;
}

/**
 * The progress of one audit; cheap enough to poll every second. `waitingForRateLimit` names the
 * engines of a running audit that a 429 has paused right now (docs/operations/provider-traffic.md).
 */
export async function auditProgress(sql: Sql, orgId: string, projectId: string, auditId: string) {
  const a = await findAudit(sql, orgId, projectId, auditId);
  const running = a.status === 'RUNNING';
  const engines = running
    ? (await sql<{ provider: string }[]>`SELECT DISTINCT provider FROM audit_queries WHERE audit_id = ${a.id} AND state = 'pending'`).map((r) => r.provider)
    : [];
  return {
    id: a.id as string,
    status: a.status as AuditStatus,
    currentProgress: a.current_progress as number,
    score: a.status === 'COMPLETED' ? (a.score as number) : 0,
    completedAt: a.completed_at as Date | null,
    waitingForRateLimit: await pausedProviders(sql, engines),
  };
}

export type ShareOfVoiceEntry = z.output<typeof ShareOfVoiceEntryReply>;
export type BrandTrendPoint = Pick<z.output<typeof TrendPoint>, 'answers' | 'unbrandedAnswers' | 'brands'>;

/**
 * The Competitors view's trend (docs/guide/answer-reading.md#the-leaderboard): per audit, the
 * answers naming each tracked brand, counted as analytics.brands counts them (answer_brands).
 */
async function brandTrend(sql: Sql, auditIds: string[]): Promise<Map<string, BrandTrendPoint>> {
  if (auditIds.length === 0) return new Map();
  const [totals, named] = await Promise.all([
    sql<{ id: string; answers: number; unbranded: number }[]>`
      SELECT audit_id AS id, count(*)::int AS answers, count(*) FILTER (WHERE NOT branded)::int AS unbranded
      FROM audit_queries WHERE audit_id IN ${sql(auditIds)} AND state = 'answered' GROUP BY 1`,
    sql<{ id: string; name: string; is_project: boolean; mentions: number; unbranded: number }[]>`
      SELECT q.audit_id AS id, b->>'name' AS name, bool_or((b->>'isProjectBrand')::boolean) AS is_project,
             count(*)::int AS mentions, count(*) FILTER (WHERE NOT q.branded)::int AS unbranded
      FROM audit_queries q CROSS JOIN LATERAL jsonb_array_elements(answer_brands(q.brands, q.cited, q.sentiment)) b
      WHERE q.audit_id IN ${sql(auditIds)} AND q.state = 'answered'
      GROUP BY 1, 2 ORDER BY 1, 2`,
  ]);
  const points = new Map(totals.map((t) => [t.id, { answers: t.answers, unbrandedAnswers: t.unbranded, brands: [] } as BrandTrendPoint]));
  for (const n of named) {
    points.get(n.id)?.brands.push({ name: n.name, isProjectBrand: n.is_project, mentions: n.mentions, unbrandedMentions: n.unbranded });
  }
  return points;
}

export async function auditReportContext(sql: Sql, orgId: string, projectId: string, auditId: string) {
  const audit = await findAudit(sql, orgId, projectId, auditId);
  // Compared in SQL: a JavaScript Date keeps milliseconds, PostgreSQL microseconds.
  const createdAt = sql`(SELECT created_at FROM audits WHERE id = ${auditId})`;
  const [[previous], trend, [brand], competitors] = await Promise.all([
    sql<NonNullable<z.input<typeof ReportContext>['previous']>[]>`
      SELECT id, score, provider_scores AS "providerScores", completed_at AS "completedAt", basis, deployment FROM audits
      WHERE project_id = ${projectId} AND status = 'COMPLETED' AND created_at < ${createdAt}
      ORDER BY created_at DESC, id DESC LIMIT 1`,
    sql`
      SELECT id, score, completed_at, samples, total_queries, cited_queries, score_mean, deployment,
             (SELECT coalesce(jsonb_object_agg(s.provider, jsonb_build_object('shown', s.shown, 'asked', s.asked)), '{}')
              FROM (SELECT provider, count(*) FILTER (WHERE state = 'answered')::int AS shown, count(*)::int AS asked
                    FROM audit_queries q WHERE q.audit_id = t.id AND q.surface = 'search' AND q.state IN ('answered', 'not_shown')
                    GROUP BY provider) s) AS shown
      FROM (
        SELECT id, score, completed_at, created_at, samples, total_queries, cited_queries, score_mean, deployment FROM audits
        WHERE project_id = ${projectId} AND status = 'COMPLETED' AND created_at <= ${createdAt}
        ORDER BY created_at DESC LIMIT ${TREND_LENGTH}) t
      ORDER BY created_at`,
    sql`
      SELECT count(*) FILTER (WHERE analysis->>'firstMentionSentence' IS NOT NULL)::int AS answers,
             count(*) FILTER (WHERE analysis->>'firstMentionSentence' IS NOT NULL AND NOT branded)::int AS unbranded, count(*)::int AS total
      FROM audit_queries WHERE audit_id = ${auditId} AND state = 'answered'`,
    sql<{ name: string; answers: number; unbranded: number }[]>`
      SELECT c->>'name' AS name, count(DISTINCT q.id)::int AS answers, count(DISTINCT q.id) FILTER (WHERE NOT q.branded)::int AS unbranded
      FROM audit_queries q CROSS JOIN LATERAL jsonb_array_elements(coalesce(q.analysis->'competitors', '[]'::jsonb)) c
      WHERE q.audit_id = ${auditId} AND q.state = 'answered'
      GROUP BY 1`,
  ]);
  const standings = await brandTrend(sql, trend.map((t) => t.id as string));
  const counted = new Map(competitors.map((c) => [c.name.toLowerCase(), c]));
  const voice = (count: 'answers' | 'unbranded'): ShareOfVoiceEntry[] => {
    const entries = [
      { name: audit.brand_name as string, isBrand: true, answers: brand[count] as number },
      // Every competitor of the project, named or not, then any other name the analysis kept.
      ...(audit.competitors as string[]).map((name) => ({ name, isBrand: false, answers: counted.get(name.toLowerCase())?.[count] ?? 0 })),
      ...competitors
        .filter((c) => !(audit.competitors as string[]).some((name) => name.toLowerCase() === c.name.toLowerCase()))
        .map((c) => ({ name: c.name, isBrand: false, answers: c[count] })),
    ];
    const mentions = entries.reduce((sum, e) => sum + e.answers, 0);
    return entries.map((e) => ({ ...e, share: mentions > 0 ? Math.round((100 * e.answers) / mentions) : 0 }));
  };
  return {
    previous: previous ?? null,
    trend: trend.map((t) => ({
      id: t.id as string,
      score: t.score as number,
      completedAt: t.completed_at as Date,
      samples: t.samples as number,
      deployment: t.deployment as Deployment | null,
      scoreInterval: scoreInterval(t.score_mean, t.total_queries),
      citationRate: t.total_queries > 0 ? Math.round((100 * t.cited_queries) / t.total_queries) : 0,
      citationRateInterval: rateInterval(t.cited_queries, t.total_queries),
      ...(standings.get(t.id as string) ?? { answers: 0, unbrandedAnswers: 0, brands: [] }),
      // Per search engine: how often its page showed an AI answer (docs/guide/surfaces.md#not-shown).
      shown: Object.fromEntries(
        Object.entries(t.shown as Record<string, { shown: number; asked: number }>).map(([engine, { shown, asked }]) => [
          engine,
          { shown, asked, rate: asked > 0 ? Math.round((100 * shown) / asked) : 0, interval: rateInterval(shown, asked) },
        ]),
      ),
    })),
    // over the prompts that do not name the brand (shown by default), and over every prompt
    // (docs/guide/answer-reading.md#echoes-and-branded-prompts)
    shareOfVoice: { unbranded: voice('unbranded'), all: voice('answers') },
    answeredQueries: brand.total as number,
    /** why a FAILED audit failed */
    error: (audit.error as string | null) ?? null,
  };
}
