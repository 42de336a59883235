// The run's rows (audits/run.ts): the rows still to ask, the finished ones stored with their
// citations, their cost (org_spend, through recordSpend: orgs/spend.ts) and the audit's progress,
// and the scores the answered ones add up to (completion, comparison, a reviewer's correction).
import { isDatabaseUnavailable } from '@db/availability';
import type { Sql, TxSql } from '@db/connection';
import { storable } from '@db/storable';
import { computeScores } from '../analysis/scores';
import type { EngineName } from '../engines/types';
import { log } from '../log';
import { recordSpend } from '../orgs/spend';

/** A row still to ask: one prompt × engine × sample. */
export interface PendingRow {
  id: string;
  prompt: string;
  provider: EngineName;
  sample: number;
  /** asked of the simulated engine standing in for `provider` (launched in demo mode) */
  simulated: boolean;
  /** the prompt's override (prompts.branded); null: automatic, or the prompt was deleted */
  branded: boolean | null;
}

/** The audit's rows still to ask, in their order. */
export function pendingRows(sql: Sql, auditId: string) {
  return sql<PendingRow[]>`
    SELECT q.id, q.prompt, q.provider, q.sample, q.simulated, p.branded
    FROM audit_queries q LEFT JOIN prompts p ON p.id = q.prompt_id
    WHERE q.audit_id = ${auditId} AND q.state = 'pending' ORDER BY q.ordinal`;
}

/** A row's outcome, as stored on its audit_queries row (and its citations). */
export interface FinishedRow {
  id: string;
  state: 'answered' | 'not_shown' | 'failed';
  response?: string;
  sources?: string[];
  model_version?: string | null;
  cited?: boolean;
  unknown_to_engine?: boolean;
  sentiment?: string;
  /** every tracked brand named (BrandReading), as read */
  brands?: unknown[];
  /** who read it (READER_VERSION, or `model:<model>@<its version>`); absent when the row was not read */
  reader?: string;
  /** the rules' reading when the model read the row */
  rules_reading?: unknown;
  branded?: boolean;
  analysis?: unknown;
  citations?: { excerpt: string; confidence: number; sentiment: string }[];
  error?: string;
  /**
   * why it failed, for the audit's `failures`: `engine_failed`, `budget_exhausted`, `not_stored`,
   * or, for an answer kept unread, `reading_timeout` / `reading_failed`
   */
  error_code?: string;
  input_tokens?: number;
  output_tokens?: number;
  cached_tokens?: number;
  reasoning_tokens?: number;
  searches?: number;
  cost_usd?: number;
}

/**
 * Stores finished rows with group commit: a row that finishes while no write is under way is
 * written at once; rows that finish during a write are written together by the next one. So
 * a slow audit stores each answer as it comes, and a fast one (hundreds of answers a second)
 * does not queue hundreds of transactions on the database (the embedded one has a single
 * connection, shared with the API). A row is only ever stored while still pending: another
 * worker that took over a lapsed lease may have stored it already.
 */
export class RowWriter {
  private buffer: { row: FinishedRow; resolve: () => void; reject: (err: unknown) => void }[] = [];
  private writing = false;

  constructor(
    private readonly sql: Sql,
    private readonly auditId: string,
  ) {}

  store(row: FinishedRow): Promise<void> {
    return new Promise((resolve, reject) => {
      this.buffer.push({ row, resolve, reject });
      if (!this.writing) void this.drain();
    });
  }

  private async drain() {
    this.writing = true;
    while (this.buffer.length > 0) {
      const batch = this.buffer.splice(0);
      try {
        await storeRows(this.sql, this.auditId, batch.map((b) => b.row));
        batch.forEach((b) => b.resolve());
      } catch (err) {
        // One row the database refuses must not sink the others: each is stored alone, and a
        // row refused alone is stored as failed, with the reason. A database that does not
        // answer fails the run, which is then retried: its rows stay pending, none is failed.
        if (isDatabaseUnavailable(err) || (batch.length === 1 && batch[0].row.state === 'failed')) {
          batch.forEach((b) => b.reject(err));
          continue;
        }
        for (const b of batch) {
          try {
            await storeRows(this.sql, this.auditId, [b.row]).catch((rowError) => {
              if (isDatabaseUnavailable(rowError)) throw rowError;
              log.error('an answer could not be stored; recorded as failed', { auditId: this.auditId, rowId: b.row.id, error: rowError });
              // Its usage is kept: the provider billed the answer all the same.
              const { input_tokens, output_tokens, cached_tokens, reasoning_tokens, searches, cost_usd } = b.row;
              const usage = { input_tokens, output_tokens, cached_tokens, reasoning_tokens, searches, cost_usd };
              return storeRows(this.sql, this.auditId, [{ id: b.row.id, branded: b.row.branded, state: 'failed', error: 'The answer could not be stored.', error_code: 'not_stored', ...usage }]);
            });
            b.resolve();
          } catch (rowError) {
            b.reject(rowError);
          }
        }
      }
    }
    this.writing = false;
  }
}

/**
 * One statement: the rows (still pending ones only), their citations, their cost added to the
 * organisation's month (org_spend, what budgets read), and the audit's progress, which only
 * rises (the greatest of what was shown and what is done now). The progress subquery sees the
 * rows as they were before this statement, hence `+ stored`.
 */
async function storeRows(sql: Sql, auditId: string, finished: FinishedRow[]) {
  const rows = storable(finished);
  await sql`
    WITH v AS (
      SELECT * FROM jsonb_to_recordset(${sql.json(rows as never)}::jsonb) AS v(
        id uuid, state text, response text, sources text[], model_version text, cited boolean, unknown_to_engine boolean, sentiment text, brands jsonb, reader text, rules_reading jsonb, branded boolean, analysis jsonb, citations jsonb, error text, error_code text,
        input_tokens integer, output_tokens integer, cached_tokens integer, reasoning_tokens integer, searches integer, cost_usd numeric)
    ), stored AS (
      UPDATE audit_queries q SET
        state = v.state, response = v.response, sources = coalesce(v.sources, '{}'), model_version = v.model_version,
        cited = coalesce(v.cited, false), unknown_to_engine = coalesce(v.unknown_to_engine, false),
        sentiment = v.sentiment, brands = coalesce(v.brands, '[]'), reader = v.reader, rules_reading = v.rules_reading, branded = coalesce(v.branded, false),
        analysis = coalesce(v.analysis, '{}'), error = v.error, error_code = v.error_code,
        answered_at = CASE WHEN v.state IN ('answered', 'not_shown') THEN now() END, attempts = q.attempts + 1,
        input_tokens = v.input_tokens, output_tokens = v.output_tokens, cached_tokens = v.cached_tokens,
        reasoning_tokens = v.reasoning_tokens, searches = v.searches, cost_usd = v.cost_usd
      FROM v WHERE q.id = v.id AND q.audit_id = ${auditId} AND q.state = 'pending'
      RETURNING q.id, q.provider, v.citations, v.cost_usd
    ), spent AS (${recordSpend(
      sql,
      sql`SELECT (SELECT org_id FROM audits WHERE id = ${auditId}) AS org_id, s.provider, sum(s.cost_usd) AS spent_usd, count(*) AS answers
          FROM stored s WHERE s.cost_usd IS NOT NULL GROUP BY s.provider`,
    )}), cited AS (
      INSERT INTO citations (query_id, audit_id, ordinal, excerpt, confidence, sentiment)
      SELECT s.id, ${auditId}, c.n - 1, c.value->>'excerpt', (c.value->>'confidence')::real, c.value->>'sentiment'
      FROM stored s CROSS JOIN LATERAL jsonb_array_elements(coalesce(s.citations, '[]'::jsonb)) WITH ORDINALITY AS c(value, n)
    )
    UPDATE audits a SET current_progress = greatest(a.current_progress, (
      SELECT floor(100.0 * (count(*) FILTER (WHERE q.state <> 'pending') + (SELECT count(*) FROM stored)) / greatest(count(*), 1))::int
      FROM audit_queries q WHERE q.audit_id = ${auditId}))
    WHERE a.id = ${auditId} AND a.status = 'RUNNING'`;
}

/**
 * The audit's scores from its answered rows as they stand (a reviewer's correction included,
 * docs/guide/reviewing-answers.md): a row not about the brand scores 0, whatever its sources.
 */
export async function scoreAnsweredRows(sql: Sql | TxSql, auditId: string, prompts?: readonly string[]) {
  // `prompts`: only the rows of these prompt texts (trimmed, case-folded), as a comparison covers them.
  const rows = await sql<{ provider: string; cited: boolean; analysis: any }[]>`
    SELECT provider, cited, analysis FROM audit_queries WHERE audit_id = ${auditId} AND state = 'answered'
    ${prompts ? sql`AND lower(btrim(prompt)) = ANY(${prompts as string[]})` : sql``}`;
  const scores = computeScores(
    rows.map((r) => ({
      provider: r.provider,
      cited: r.cited,
      firstMentionSentence: r.cited ? (r.analysis.firstMentionSentence ?? null) : null,
      sentenceCount: r.analysis.sentenceCount ?? 1,
      ownSources: r.cited ? (r.analysis.ownSources ?? []) : [],
    })),
  );
  return { ...scores, totalQueries: rows.length, citedQueries: rows.filter((r) => r.cited).length };
}
