// Runs one audit: takes it (audits/lifecycle.ts), asks every pending row (prompt × engine ×
// sample) with bounded concurrency, stores each answer with its analysis as soon as it
// arrives, then has the lifecycle complete it. All progress lives on the audit's rows: a run that dies (even SIGKILL) leaves the
// finished rows finished, and whoever takes the audit next asks only what is still pending.
import { isDatabaseUnavailable } from '@db/availability';
import type { Sql } from '@db/connection';
import { storable } from '@db/storable';
import { isBrandedPrompt, READER_VERSION, type BrandProfile, type ProviderCitation } from '../analysis/analyze';
import { readAnswer, UnreadAnswer } from '../analysis/pool';
import { completeAudit, takeAudit, type LeasedAudit } from '../audits/lifecycle';
import { BudgetSpentError, type EngineCaller } from '../engines/call';
import { engineByName, simulatedEngine } from '../engines/registry';
import { costOf, priceOf } from '../engines/prices';
import { EngineError, type EngineName } from '../engines/types';
import { log } from '../log';
import { concreteModel } from '../models/concrete-model';
import { refreshSnapshot, snapshotIsStale } from '../snapshots/store';
import { projectBrand, type ProjectBrand } from '../sources/context';
import { generateSuggestions } from '../suggestions/generate';
import { readWithModel, type ReadAnalysis } from '../judge/reader';
import { BudgetExhaustedError, assertBudgetLeft, recordSpend } from '../orgs/spend';

export interface RunContext {
  sql: Sql;
  workerId: string;
  caller: EngineCaller;
  /** aborted when the worker stops or loses the lease: no new row is started */
  signal: AbortSignal;
}

export type RunOutcome = 'finished' | 'gone' | 'interrupted';

export async function runAudit(ctx: RunContext, auditId: string): Promise<RunOutcome> {
  const audit = await takeAudit(ctx.sql, auditId);
  if (!audit) return 'gone'; // finished, failed or deleted meanwhile
  await refreshSiteBeforeAudit(ctx, audit);
  const brand = await auditBrand(ctx.sql, audit);
  await ctx.sql`UPDATE audits SET tracked_brands = ${ctx.sql.json(trackedBrands(brand.profile))} WHERE id = ${auditId}`;
  const pending = await ctx.sql<PendingRow[]>`
    SELECT q.id, q.prompt, q.provider, q.sample, q.simulated, p.branded
    FROM audit_queries q LEFT JOIN prompts p ON p.id = q.prompt_id
    WHERE q.audit_id = ${auditId} AND q.state = 'pending' ORDER BY q.ordinal`;

  // Every row is started at once; the engine caller's per-engine limits decide how many
  // are really in flight. Finished rows are stored in groups (see RowWriter).
  const writer = new RowWriter(ctx.sql, auditId);
  // A row that cannot be stored (database trouble) stops the whole run, and the run waits
  // for its other rows to stop before it reports the error: nothing of it keeps running
  // behind the retry of its job.
  const broken = new AbortController();
  const run = { ...ctx, signal: AbortSignal.any([ctx.signal, broken.signal]) };
  const askAll = async (rows: PendingRow[], lastPass: boolean) => {
    const settled = await Promise.allSettled(
      rows.map((row) => askRow(run, audit, brand, row, writer, lastPass).catch((err) => {
        broken.abort(err);
        throw err;
      })),
    );
    const failure = settled.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (failure) throw failure.reason;
    return settled.flatMap((r) => (r.status === 'fulfilled' && r.value ? [r.value] : []));
  };
  // Rows whose retries outlasted their time budget (a long outage, a rate-limit storm) are
  // asked once more at the end, when the provider has had the whole audit to recover.
  const again = await askAll(pending, false);
  if (again.length > 0 && !ctx.signal.aborted) {
    log.info('asking rows again after their time budget ran out', { auditId, rows: again.length });
    await askAll(again, true);
  }
  if (ctx.signal.aborted) return 'interrupted';
  await completeAudit(ctx.sql, auditId, ctx.workerId);
  return 'finished';
}

/**
 * What an audit reads answers against: the project's brand profile with the audit's category
 * context. Answers are read on the analysis pool, which takes the profile as plain input; the
 * profile built here serves the engines' subject, branded prompts and the model judge.
 */
export function auditBrand(sql: Sql, audit: Pick<LeasedAudit, 'id' | 'project_id' | 'keywords'>): Promise<ProjectBrand> {
  return projectBrand(sql, audit.project_id, audit);
}

/** The brands an audit reads, the project's first: each has a leaderboard entry (analysis/analytics.ts). */
export function trackedBrands(profile: BrandProfile): string[] {
  return [profile.name, ...profile.competitors.map((competitor) => competitor.name)];
}

/**
 * The site is checked before an audit when its latest snapshot is over a day old, and
 * always after a deploy (GitHub Action launches, launches with a deployment); the check the audit
 * used is recorded with it, for the comparison's site changes (docs/guide/deploys.md). Its title
 * becomes the audit's context keywords when the launch gave none
 * (docs/api/rest.md#launching-an-audit). Idempotent: a resumed audit skips it.
 */
async function refreshSiteBeforeAudit(ctx: RunContext, audit: LeasedAudit) {
  const [latest] = await ctx.sql`
    SELECT id, checked_at, site_title FROM project_snapshots WHERE project_id = ${audit.project_id} ORDER BY checked_at DESC LIMIT 1`;
  const afterDeploy = audit.source === 'github_action' || audit.deployment !== null;
  const stale = !latest || (await snapshotIsStale(ctx.sql, audit.project_id)) || (afterDeploy && latest.checked_at < audit.created_at);
  const check = stale ? await refreshSnapshot(ctx.sql, audit.project_id, ctx.signal) : { id: latest.id as string, siteTitle: latest.site_title as string | null };
  if (check) await ctx.sql`UPDATE audits SET snapshot_id = ${check.id} WHERE id = ${audit.id}`;
  if (audit.keywords.length === 0 && check?.siteTitle) {
    await ctx.sql`UPDATE audits SET keywords = ${[check.siteTitle]} WHERE id = ${audit.id} AND keywords = '{}'`;
  }
}

interface PendingRow {
  id: string;
  prompt: string;
  provider: EngineName;
  sample: number;
  /** asked of the simulated engine standing in for `provider` (launched in demo mode) */
  simulated: boolean;
  /** the prompt's override (prompts.branded); null: automatic, or the prompt was deleted */
  branded: boolean | null;
}

/**
 * Asks one row and stores its answer, or its failure when retrying cannot help (a
 * non-retryable error, or a spent time budget on the last pass). Returns the row when its time
 * budget ran out on the first pass: it is asked again at the end of the audit. An answer whose
 * reading ran out of time or failed is stored unread, with the reason: never read again
 * (docs/operations/security.md#brand-names-and-answer-reading).
 */
async function askRow(
  ctx: RunContext,
  audit: LeasedAudit,
  { input, profile }: ProjectBrand,
  row: PendingRow,
  writer: RowWriter,
  lastPass: boolean,
): Promise<PendingRow | undefined> {
  if (ctx.signal.aborted) return;
  const engine = row.simulated ? simulatedEngine(undefined, row.provider) : engineByName(row.provider);
  let result: FinishedRow;
  // docs/guide/answer-reading.md#echoes-and-branded-prompts: read on every row, answered or not, for analytics.unbranded.
  const branded = rowBranded(profile, row.prompt, row.branded);
  try {
    if (!engine) throw new EngineError(row.provider, `The ${row.provider} engine is not configured on this worker (its API key is missing).`, { retryable: false });
    const answer = await ctx.caller.ask(engine, {
      prompt: row.prompt,
      region: audit.region,
      model: concreteModel(audit.model, row.provider),
      subject: { brand: profile.name, domain: profile.domains[0], competitors: profile.competitors.map((c) => c.name) },
      // Each sample is its own call (nothing is cached): the simulated engine draws it afresh.
      answerKey: `${audit.id}\u0000${row.provider}\u0000${row.prompt}\u0000${row.sample}`,
      signal: ctx.signal,
    }, {
      notAfter: audit.deadline_at.getTime(),
      // Every paid call first checks the organisation's monthly budget (docs/operations/spend.md).
      beforeAttempt: row.simulated ? undefined : () => assertBudgetLeft(ctx.sql, audit.org_id),
    });
    const usage = answer.usage;
    const spent = usage && {
      input_tokens: usage.inputTokens,
      output_tokens: usage.outputTokens,
      cached_tokens: usage.cachedTokens,
      reasoning_tokens: usage.reasoningTokens,
      searches: usage.searches,
      // Priced now, with today's table, and never again (docs/operations/spend.md); simulated answers are free.
      cost_usd: row.simulated ? 0 : costOf(usage, priceOf(row.provider, answer.modelVersion, concreteModel(audit.model, row.provider))),
    };
    // The search page showed no AI answer: a finding with nothing to read (docs/guide/surfaces.md#not-shown).
    if (answer.shown === false) {
      result = { ...spent, id: row.id, branded, state: 'not_shown', response: '', sources: [], model_version: answer.modelVersion ?? null };
    } else {
      const kept = { ...spent, id: row.id, branded, response: answer.text, sources: answer.sources, model_version: answer.modelVersion ?? null };
      // The prompt, for its echoes in the answer; the region, for the language the answer is read in.
      const rules = await readAnswer(input, { text: answer.text, sources: answer.sources, citations: answer.citations, prompt: row.prompt, region: audit.region }).catch((err) => {
        if (err instanceof UnreadAnswer) return err;
        throw err;
      });
      if (rules instanceof UnreadAnswer) {
        log.warn('an answer was kept unread', { auditId: audit.id, rowId: row.id, provider: row.provider, reason: rules.reason });
        result = { ...kept, state: 'failed', error: rules.message, error_code: rules.reason };
      } else {
        // The model reader reads it when one is configured, else the judge asks about the rows the
        // rules are unsure of when one is set (docs/guide/answer-reading.md#the-model-reader).
        const analysis = await readWithModel(ctx.sql, audit.org_id, profile, { text: answer.text, prompt: row.prompt }, rules, ctx.signal);
        result = { ...kept, state: 'answered', ...storedReading(analysis, answer.citations) };
      }
    }
  } catch (err) {
    if (ctx.signal.aborted) return; // stopping: the row stays pending for the next run
    // The database went away (a slot, the budget): the row stays pending and the run stops (worker.ts).
    if (isDatabaseUnavailable(err)) throw err;
    if (err instanceof BudgetSpentError && !lastPass) return row;
    if (err instanceof BudgetExhaustedError) {
      result = { id: row.id, branded, state: 'failed', error: err.message, error_code: err.code };
    } else {
      // Tenants read `message` (the audit's failures); what the provider said goes to the log only.
      const message = err instanceof EngineError ? err.message : 'An unexpected error occurred while asking the engine.';
      const detail = err instanceof EngineError ? err.detail : (err as Error)?.message;
      log.warn('audit row failed', { auditId: audit.id, rowId: row.id, provider: row.provider, error: message, detail });
      result = { id: row.id, branded, state: 'failed', error: message.slice(0, 1000), error_code: 'engine_failed' };
    }
  }
  // Stored even when the run is stopping meanwhile: the answer is paid for.
  await writer.store(result);
}

/** A reading as a row stores it (the worker, and `audit reread`: audits/reread.ts). */
export function storedReading({ reader, rulesReading, ...analysis }: ReadAnalysis, providerCitations: readonly ProviderCitation[] | undefined) {
  return {
    cited: analysis.cited,
    unknown_to_engine: analysis.unknownToEngine,
    sentiment: analysis.sentiment,
    brands: analysis.brands,
    reader,
    rules_reading: rulesReading ?? null,
    analysis: { ...analysis, citations: undefined, brands: undefined, providerCitations },
    citations: analysis.citations.map((c) => ({ excerpt: c.excerpt, confidence: c.confidence, sentiment: c.sentiment })),
  };
}

/** Whether a row's prompt counts as branded: its override, else whether it names the brand. */
export function rowBranded(profile: BrandProfile, prompt: string, override: boolean | null): boolean {
  return override ?? isBrandedPrompt(profile, prompt);
}

/** A row's outcome, as stored on its audit_queries row (and its citations). */
interface FinishedRow {
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
  /** who read it (`rules@5`, `model:<model>@5`); absent when the row was not read */
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
class RowWriter {
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
