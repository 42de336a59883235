// The events alerts are made of (docs/guide/alerts.md#events), written in the transaction of the
// change they report, so that an event is never lost nor sent for a change that rolled back:
// one delivery row per subscribed webhook, and its job on the queue (deliver.ts sends it).
//
// Edge-triggered: an event says that something began. A comparison is made once, when an audit
// completes (audits/comparison.ts), so a drop that persists is not reported again by the next
// audit; states that last (a degraded measurement, a budget threshold passed this month, a
// competitor ahead of the brand, the week a digest was sent for) are kept in `alert_states`, and
// reported when they begin only.
import crypto from 'node:crypto';
import type { Sql, TxSql } from '@db/connection';
import { computeAnalytics, type AnalyticsRow } from '../analysis/analytics';
import { changeInterval, changeOf, rateInterval, type Interval } from '../analysis/intervals';
import type { Comparison } from '../audits/comparison';
import { UNREAD_REASONS } from '../contract/schemas';
import { config, publicBaseUrl } from '../config';
import { budgetStatus } from '../orgs/spend';
import { enqueue, jobKey } from '../queue/queue';
import type { EventType, TEST_EVENT } from './event-types';


/** The body of every delivery to a generic endpoint (Standard Webhooks). */
export interface WebhookEvent {
  type: EventType | typeof TEST_EVENT;
  /** when the event happened, ISO 8601 UTC */
  timestamp: string;
  data: Record<string, unknown>;
}

/** The budget's thresholds, in percent of the month's cap. */
export const BUDGET_THRESHOLDS = [80, 100] as const;

/** `msg_` + 26 random base32 characters: the webhook-id of one message, the same on every attempt. */
export function messageId(): string {
  return `msg_${crypto.randomBytes(16).toString('base64url')}`;
}

/** The link to an audit's report, on PUBLIC_URL. */
export const reportUrl = (projectId: string, auditId: string) => `${publicBaseUrl(config().PORT)}/projects/${projectId}/audits/${auditId}`;

/**
 * Queues `type` for every enabled webhook of the organisation that subscribes to it (and, for a
 * project's event, covers that project). The number of deliveries queued: the caller announces
 * the jobs once its transaction committed (queue/wake.ts).
 */
export async function emitEvent(tx: Sql | TxSql, orgId: string, projectId: string | null, type: EventType, data: Record<string, unknown>): Promise<number> {
  const hooks = await tx<{ id: string }[]>`
    SELECT id FROM webhooks
    WHERE org_id = ${orgId} AND enabled AND ${type} = ANY (events)
      AND (cardinality(project_ids) = 0 OR ${projectId}::uuid = ANY (project_ids))`;
  const event: WebhookEvent = { type, timestamp: new Date().toISOString(), data };
  for (const hook of hooks) await queueDelivery(tx, orgId, hook.id, event);
  return hooks.length;
}

/** One message to one endpoint: its delivery row and its job. */
export async function queueDelivery(tx: Sql | TxSql, orgId: string, webhookId: string, event: WebhookEvent): Promise<string> {
  const id = messageId();
  await tx`
    INSERT INTO webhook_deliveries (id, webhook_id, org_id, event_type, payload, next_attempt_at)
    VALUES (${id}, ${webhookId}, ${orgId}, ${event.type}, ${tx.json(event as never)}, now())`;
  await enqueue(tx, 'webhook', jobKey.webhook(id), orgId, { deliveryId: id });
  return id;
}

/** Begins the state `subject` (exported for the weekly digest's claim, digest.ts): true when it was not on already (then its event is sent). */
export async function stateBegins(tx: Sql | TxSql, orgId: string, subject: string): Promise<boolean> {
  const rows = await tx`INSERT INTO alert_states (org_id, subject) VALUES (${orgId}, ${subject}) ON CONFLICT DO NOTHING RETURNING 1`;
  return rows.length === 1;
}

async function stateEnds(tx: Sql | TxSql, orgId: string, subject: string): Promise<void> {
  await tx`DELETE FROM alert_states WHERE org_id = ${orgId} AND subject = ${subject}`;
}

interface EndedAudit {
  id: string;
  org_id: string;
  project_id: string;
  project_name: string;
  status: 'COMPLETED' | 'FAILED';
  error: string | null;
  score: number;
  total_queries: number;
  cited_queries: number;
  comparison: Comparison | null;
  completed_at: Date;
}

const percent = (interval: Interval) => ({ low: interval.low, high: interval.high });

/**
 * The events of an audit that just ended (audits/lifecycle.ts, in the transaction that ended it):
 * audit.completed or audit.failed, then visibility.changed, citation.gained/lost,
 * competitor.overtook, measurement.degraded and budget.threshold when they begin. The number of deliveries queued.
 */
export async function emitAuditEnded(tx: TxSql, auditId: string): Promise<number> {
  const [audit] = await tx<EndedAudit[]>`
    SELECT a.id, a.org_id, a.project_id, p.name AS project_name, a.status, a.error, a.score, a.total_queries, a.cited_queries,
           a.comparison, a.completed_at
    FROM audits a JOIN projects p ON p.id = a.project_id WHERE a.id = ${auditId}`;
  // No webhook in the organisation: nothing to queue, and no state worth keeping.
  const [{ hooks }] = await tx<{ hooks: number }[]>`SELECT count(*)::int AS hooks FROM webhooks WHERE org_id = ${audit.org_id} AND enabled`;
  if (hooks === 0) return 0;
  const project = { id: audit.project_id, name: audit.project_name };
  const link = reportUrl(audit.project_id, audit.id);
  const emit = (type: EventType, data: Record<string, unknown>) => emitEvent(tx, audit.org_id, audit.project_id, type, { project, ...data, report_url: link });
  let queued = 0;
  if (audit.status === 'FAILED') {
    queued += await emit('audit.failed', { audit: { id: audit.id, status: audit.status, error: audit.error, completed_at: audit.completed_at } });
  } else {
    queued += await emit('audit.completed', {
      audit: {
        id: audit.id,
        status: audit.status,
        score: audit.score,
        citation_rate: citationRate(audit).estimate,
        citation_rate_range: citationRate(audit).range,
        answers: audit.total_queries,
        cited_answers: audit.cited_queries,
        completed_at: audit.completed_at,
      },
    });
    queued += await visibilityChanged(audit, emit);
    queued += await citationsChanged(tx, audit, emit);
    queued += await competitorOvertook(tx, audit, emit);
  }
  queued += await measurementDegraded(tx, audit, emit);
  queued += await budgetThreshold(tx, audit.org_id);
  return queued;
}

type Emit = (type: EventType, data: Record<string, unknown>) => Promise<number>;

/** The audit's citation rate (whole percent) with its 95 % range, as its report shows them. */
function citationRate(audit: Pick<EndedAudit, 'cited_queries' | 'total_queries'>) {
  const estimate = audit.total_queries > 0 ? Math.round((100 * audit.cited_queries) / audit.total_queries) : 0;
  return { estimate, range: percent(rateInterval(audit.cited_queries, audit.total_queries)) };
}

/** Significant overall or on an engine (the comparison's intervals decide, docs/guide/repeatable-measurements.md). */
async function visibilityChanged(audit: EndedAudit, emit: Emit): Promise<number> {
  const c = audit.comparison;
  const engines = (c?.providers ?? []).filter((p) => p.significant);
  if (!c || (!c.significant && engines.length === 0)) return 0;
  return emit('visibility.changed', {
    audit: { id: audit.id },
    previous_audit_id: c.auditId,
    direction: c.change,
    significant: c.significant,
    ...citationRate(audit),
    previous_estimate: c.citationRate,
    delta: c.citationRateDelta,
    delta_range: percent(c.citationRateDeltaInterval),
    engines: engines.map((p) => ({ engine: p.provider.toLowerCase(), estimate: p.rate, previous_estimate: p.previousRate, delta: p.rateDelta, delta_range: percent(p.rateDeltaInterval), direction: p.change })),
  });
}

/** A prompt × engine needs this many answers on both sides before its change can be reported. */
export const MIN_ANSWERS_PER_SIDE = 3;
/** At most this many citation.gained / citation.lost events per audit, the largest changes first. */
export const MAX_CITATION_EVENTS = 20;

/** Per prompt × engine, a significant change of the citation rate since the previous comparable audit. */
async function citationsChanged(tx: TxSql, audit: EndedAudit, emit: Emit): Promise<number> {
  const previous = audit.comparison?.auditId;
  if (!previous) return 0;
  const groups = await tx<{ prompt: string; provider: string; cited: number; total: number; previous_cited: number; previous_total: number }[]>`
    SELECT prompt, provider,
           count(*) FILTER (WHERE audit_id = ${audit.id})::int AS total,
           count(*) FILTER (WHERE audit_id = ${audit.id} AND cited)::int AS cited,
           count(*) FILTER (WHERE audit_id = ${previous})::int AS previous_total,
           count(*) FILTER (WHERE audit_id = ${previous} AND cited)::int AS previous_cited
    FROM audit_queries WHERE audit_id IN (${audit.id}, ${previous}) AND state = 'answered'
    GROUP BY prompt, provider`;
  const changes = groups
    .filter((g) => g.total >= MIN_ANSWERS_PER_SIDE && g.previous_total >= MIN_ANSWERS_PER_SIDE)
    .map((g) => {
      const deltaRange = changeInterval({ successes: g.previous_cited, n: g.previous_total }, { successes: g.cited, n: g.total });
      const rate = Math.round((100 * g.cited) / g.total);
      const previousRate = Math.round((100 * g.previous_cited) / g.previous_total);
      return { ...g, rate, previousRate, delta: rate - previousRate, deltaRange, direction: changeOf(deltaRange) };
    })
    .filter((c) => c.direction !== 'none')
    .sort((a, b) => Math.abs(b.delta) - Math.abs(a.delta))
    .slice(0, MAX_CITATION_EVENTS);
  let queued = 0;
  for (const c of changes) {
    queued += await emit(c.direction === 'up' ? 'citation.gained' : 'citation.lost', {
      audit: { id: audit.id },
      previous_audit_id: previous,
      prompt: c.prompt,
      engine: c.provider.toLowerCase(),
      estimate: c.rate,
      range: percent(rateInterval(c.cited, c.total)),
      previous_estimate: c.previousRate,
      delta: c.delta,
      delta_range: percent(c.deltaRange),
      answers: c.total,
      previous_answers: c.previous_total,
    });
  }
  return queued;
}

/**
 * A competitor named significantly more often than the brand in this audit's answers: the lower
 * bound of its rate's 95 % interval above the upper bound of the brand's (the leaderboard's
 * intervals, analysis/analytics.ts; two intervals that do not overlap differ at better than 95 %,
 * docs/guide/alerts.md#events). A state per competitor: reported when it begins, ended by the
 * first completed audit where the competitor is no longer ahead.
 */
async function competitorOvertook(tx: TxSql, audit: EndedAudit, emit: Emit): Promise<number> {
  const [{ tracked_brands: tracked }] = await tx<{ tracked_brands: string[] | null }[]>`SELECT tracked_brands FROM audits WHERE id = ${audit.id}`;
  const rows = await tx<Pick<AnalyticsRow, 'provider' | 'cited' | 'branded' | 'brands'>[]>`
    SELECT provider, cited, branded, answer_brands(brands, cited, sentiment) AS brands
    FROM audit_queries WHERE audit_id = ${audit.id} AND state = 'answered'`;
  const standings = computeAnalytics(rows.map((row) => ({ ...row, citations: [] })), tracked ?? []).brands;
  const own = standings.find((brand) => brand.isProjectBrand);
  if (!own) return 0;
  let queued = 0;
  for (const competitor of standings.filter((brand) => !brand.isProjectBrand)) {
    const subject = `overtook:${audit.project_id}:${competitor.name.toLowerCase()}`;
    if (competitor.rateInterval.low <= own.rateInterval.high) {
      await stateEnds(tx, audit.org_id, subject);
      continue;
    }
    if (!(await stateBegins(tx, audit.org_id, subject))) continue;
    queued += await emit('competitor.overtook', {
      audit: { id: audit.id },
      previous_audit_id: audit.comparison?.auditId ?? null,
      competitor: { name: competitor.name, estimate: competitor.rate, range: percent(competitor.rateInterval), mentions: competitor.mentions },
      brand: { name: own.name, estimate: own.rate, range: percent(own.rateInterval), mentions: own.mentions },
      answers: own.total,
    });
  }
  return queued;
}

/** Rows failed, kept unread or not shown, past ALERT_DEGRADED_PERCENT of the audit's rows. */
async function measurementDegraded(tx: TxSql, audit: EndedAudit, emit: Emit): Promise<number> {
  const [counts] = await tx<{ rows: number; failed: number; unread: number; not_shown: number }[]>`
    SELECT count(*)::int AS rows,
           count(*) FILTER (WHERE state = 'failed' AND coalesce(error_code, '') <> ALL (${UNREAD_REASONS as unknown as string[]}))::int AS failed,
           count(*) FILTER (WHERE state = 'failed' AND error_code = ANY (${UNREAD_REASONS as unknown as string[]}))::int AS unread,
           count(*) FILTER (WHERE state = 'not_shown')::int AS not_shown
    FROM audit_queries WHERE audit_id = ${audit.id}`;
  const threshold = config().ALERT_DEGRADED_PERCENT;
  const share = counts.rows > 0 ? Math.round((100 * (counts.failed + counts.unread + counts.not_shown)) / counts.rows) : 0;
  const subject = `degraded:${audit.project_id}`;
  if (share < threshold) {
    await stateEnds(tx, audit.org_id, subject);
    return 0;
  }
  if (!(await stateBegins(tx, audit.org_id, subject))) return 0;
  return emit('measurement.degraded', { audit: { id: audit.id }, ...counts, share, threshold });
}

/** The month's spend passing 80 % and 100 % of its cap, once each per month. */
async function budgetThreshold(tx: TxSql, orgId: string): Promise<number> {
  const budget = await budgetStatus(tx, orgId);
  if (!budget.capUsd) return 0;
  const used = (100 * budget.spentUsd) / budget.capUsd;
  let queued = 0;
  for (const threshold of BUDGET_THRESHOLDS) {
    if (used < threshold || !(await stateBegins(tx, orgId, `budget:${budget.month}:${threshold}`))) continue;
    queued += await emitEvent(tx, orgId, null, 'budget.threshold', {
      threshold,
      month: budget.month,
      cap_usd: budget.capUsd,
      spent_usd: budget.spentUsd,
      used_percent: Math.round(used),
      report_url: `${publicBaseUrl(config().PORT)}/settings/spend`,
    });
  }
  return queued;
}
