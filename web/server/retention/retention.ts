// Retention (docs/operations/retention.md): with RETENTION_DAYS set, what engines wrote is removed
// from answers stored more than that many days ago, in batches of BATCH rows, at most MAX_BATCHES
// per run (the worker's housekeeping runs it; `npm run cli -- retention run [--dry-run]` too):
//   - the answer's text (audit_queries.response, NULL once pruned),
//   - the provider's raw citation markers and the model judge's quoted excerpt in `analysis`,
//   - the citation excerpts (their confidence and sentiment stay: the analytics count them), and
//     those of every tracked brand's entry (`brands`, and the rules' reading beside a model's:
//     names, positions and sentiments stay),
//   - the model judge's and the model reader's cached verdicts (they quote answers).
// Everything the figures are made of stays: cited, sentiment, sources, the analysis' positions,
// competitors and own pages, usage and cost; so scores, analytics, comparisons, source summaries,
// corrections, exports and spend read a pruned audit as before. Each batch is one statement, on
// rows no one else holds (SKIP LOCKED): runs on several workers at once, or again, prune each
// answer once. A pruned audit's `revision` moves, so its cached detail and ETag change.
import type { Sql } from '@db/connection';
import { config } from '../config';
import { log } from '../log';
import { pruneAnswerBatch } from '../audits/prune';

export const BATCH = 500;
export const MAX_BATCHES = 20;

export interface RetentionRun {
  days: number;
  /** answers stored before this are pruned */
  before: Date;
  dryRun: boolean;
  answers: number;
  audits: number;
  judgeVerdicts: number;
  /** dry run: the bytes of answer text and excerpts that would go (PostgreSQL's stored sizes) */
  bytes?: number;
  /** false when the run stopped at MAX_BATCHES with more to prune (the next run goes on) */
  complete: boolean;
}

/** One run; null when RETENTION_DAYS is unset (everything is kept). */
export async function runRetention(sql: Sql, options: { dryRun?: boolean; days?: number } = {}): Promise<RetentionRun | null> {
  const days = options.days ?? config().RETENTION_DAYS;
  if (days === undefined) return null;
  const [{ before }] = await sql<{ before: Date }[]>`SELECT now() - make_interval(days => ${days}) AS before`;
  return options.dryRun ? preview(sql, days, before) : prune(sql, days, before);
}

async function preview(sql: Sql, days: number, before: Date): Promise<RetentionRun> {
  const [answers] = await sql<{ answers: number; audits: number; bytes: number }[]>`
    SELECT count(*)::int AS answers, count(DISTINCT q.audit_id)::int AS audits,
           coalesce(sum(pg_column_size(q.response) + coalesce((
             SELECT sum(pg_column_size(c.excerpt)) FROM citations c WHERE c.query_id = q.id), 0)), 0)::float8 AS bytes
    FROM audit_queries q JOIN audits a ON a.id = q.audit_id
    WHERE q.response IS NOT NULL AND q.answered_at < ${before} AND a.status IN ('COMPLETED', 'FAILED')`;
  const [verdicts] = await sql<{ n: number }[]>`SELECT count(*)::int AS n FROM judge_verdicts WHERE created_at < ${before}`;
  return { days, before, dryRun: true, answers: answers.answers, audits: answers.audits, judgeVerdicts: verdicts.n, bytes: answers.bytes, complete: true };
}

async function prune(sql: Sql, days: number, before: Date): Promise<RetentionRun> {
  const run: RetentionRun = { days, before, dryRun: false, answers: 0, audits: 0, judgeVerdicts: 0, complete: false };
  const touched = new Set<string>();
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const rows = await pruneAnswerBatch(sql, before, BATCH);
    const pruned = rows.reduce((sum, r) => sum + r.n, 0);
    run.answers += pruned;
    rows.forEach((r) => touched.add(r.audit_id));
    if (pruned < BATCH) {
      run.complete = true;
      break;
    }
  }
  // The judge's cache quotes answers too; no index on its age, so a bounded batch per run.
  const verdicts = await sql`
    DELETE FROM judge_verdicts WHERE ctid IN (SELECT ctid FROM judge_verdicts WHERE created_at < ${before} LIMIT ${BATCH * MAX_BATCHES})`;
  run.judgeVerdicts = verdicts.count;
  run.audits = touched.size;
  if (run.answers > 0 || run.judgeVerdicts > 0) log.info('retention pruned answers', { days, answers: run.answers, audits: run.audits, judgeVerdicts: run.judgeVerdicts });
  return run;
}
