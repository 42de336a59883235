// Runs one audit, as one pipeline (docs/architecture.md#the-life-of-an-audit):
//
//   take (lifecycle.ts) → the site checked → the brand → for every pending row (prompt × engine ×
//   sample), with bounded concurrency: ask (ask.ts) → read (reading.ts) → store (row-store.ts)
//   → complete (lifecycle.ts: score, close, then the source summary and the suggestions)
//
// The worker claims the audit's job and calls runAudit under the job's lease (worker/worker.ts).
// All progress lives on the audit's rows: a run that dies (even SIGKILL) leaves the finished rows
// finished, and whoever takes the audit next asks only what is still pending.
import pLimit from 'p-limit';
import { isDatabaseUnavailable } from '@db/availability';
import type { Sql } from '@db/connection';
import { BudgetSpentError } from '../engines/call';
import { EngineError } from '../engines/types';
import { log } from '../log';
import { BudgetExhaustedError } from '../orgs/spend';
import { siteCheckForAudit, type StoredSnapshot } from '../snapshots/store';
import { projectBrand, type ProjectBrand } from '../sources/context';
import { askRow, engineTurn, type AskContext, type EngineTurn } from './ask';
import { completeAudit, takeAudit, type LeasedAudit } from './lifecycle';
import { readRow, rowBranded, trackedBrands } from './reading';
import { pendingRows, RowWriter, type FinishedRow, type PendingRow } from './row-store';

export interface RunContext extends AskContext {
  workerId: string;
}

export type RunOutcome = 'finished' | 'gone' | 'interrupted';

export async function runAudit(ctx: RunContext, auditId: string): Promise<RunOutcome> {
  const audit = await takeAudit(ctx.sql, auditId);
  if (!audit) return 'gone'; // finished, failed or deleted meanwhile
  // A GitHub Action launch or a launch with a deployment follows a deploy: the site just changed.
  const afterDeploy = audit.source === 'github_action' || audit.deployment !== null;
  const check = await siteCheckForAudit(ctx.sql, audit.project_id, afterDeploy ? audit.created_at : null, ctx.signal);
  await recordSiteCheck(ctx.sql, audit, check);
  // What the answers are read against; its category cues include the site's title just checked.
  const brand = await projectBrand(ctx.sql, audit.project_id, audit);
  await ctx.sql`UPDATE audits SET tracked_brands = ${ctx.sql.json(trackedBrands(brand.profile))} WHERE id = ${audit.id}`;
  const pending = await pendingRows(ctx.sql, audit.id);
  await askRows(ctx, audit, brand, pending);
  if (ctx.signal.aborted) return 'interrupted';
  await completeAudit(ctx.sql, auditId, ctx.workerId);
  return 'finished';
}

/**
 * Records the site check the audit reads against, for the comparison's site changes
 * (docs/guide/deploys.md). Its title becomes the audit's context keywords when the launch gave
 * none (docs/api/rest.md#launching-an-audit).
 */
async function recordSiteCheck(sql: Sql, audit: LeasedAudit, check: StoredSnapshot | null) {
  if (!check) return;
  await sql`UPDATE audits SET snapshot_id = ${check.id} WHERE id = ${audit.id}`;
  if (audit.keywords.length === 0 && check.siteTitle) {
    await sql`UPDATE audits SET keywords = ${[check.siteTitle]} WHERE id = ${audit.id} AND keywords = '{}'`;
  }
}

/**
 * The audit's pending rows, each through ask → read → store (runRow). Every row is started at
 * once; the engine caller's per-engine limits decide how many are really in flight. Finished rows
 * are stored in groups (see RowWriter). Rows whose retries outlasted their time budget (a long
 * outage, a rate-limit storm) are asked once more at the end, when the provider has had the whole
 * audit to recover.
 */
async function askRows(ctx: RunContext, audit: LeasedAudit, brand: ProjectBrand, pending: PendingRow[]) {
  const writer = new RowWriter(ctx.sql, audit.id);
  // Each engine's turns in this audit (engineTurn, ask.ts): a worker that dies loses, and the next
  // run asks and pays for again, at most the engine's limit of answers.
  const turns = new Map(Object.entries(ctx.caller.limits).map(([engine, limit]) => [engine, pLimit(limit)]));
  // A row that cannot be stored (database trouble) stops the whole run, and the run waits
  // for its other rows to stop before it reports the error: nothing of it keeps running
  // behind the retry of its job.
  const broken = new AbortController();
  const run = { ...ctx, signal: AbortSignal.any([ctx.signal, broken.signal]) };
  const runRows = async (rows: PendingRow[], lastPass: boolean) => {
    const settled = await Promise.allSettled(
      rows.map((row) => {
        const turn = engineTurn(turns.get(row.simulated ? 'simulated' : row.provider)!);
        return runRow(run, audit, brand, row, writer, lastPass, turn)
          .finally(() => turn.giveBack())
          .catch((err) => {
            broken.abort(err);
            throw err;
          });
      }),
    );
    const failure = settled.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (failure) throw failure.reason;
    return settled.flatMap((r) => (r.status === 'fulfilled' && r.value ? [r.value] : []));
  };
  const again = await runRows(pending, false);
  if (again.length > 0 && !ctx.signal.aborted) {
    log.info('asking rows again after their time budget ran out', { auditId: audit.id, rows: again.length });
    await runRows(again, true);
  }
}

/**
 * One row through ask → read → store: its answer with its reading, or its failure when retrying
 * cannot help (a non-retryable error, or a spent time budget on the last pass). Returns the row
 * when its time budget ran out on the first pass: it is asked again at the end of the audit. Its
 * engine turn is taken by each attempt (askRow) and given back by the caller once it is stored.
 */
async function runRow(
  ctx: AskContext,
  audit: LeasedAudit,
  brand: ProjectBrand,
  row: PendingRow,
  writer: RowWriter,
  lastPass: boolean,
  turn: EngineTurn,
): Promise<PendingRow | undefined> {
  if (ctx.signal.aborted) return;
  let result: FinishedRow;
  // docs/guide/answer-reading.md#echoes-and-branded-prompts: read on every row, answered or not, for analytics.unbranded.
  const branded = rowBranded(brand.profile, row.prompt, row.branded);
  try {
    const { answer, spent } = await askRow(ctx, audit, brand.profile, row, turn);
    const kept = { ...spent, id: row.id, branded, response: answer.text, sources: answer.sources, model_version: answer.modelVersion ?? null };
    // The search page showed no AI answer: a finding with nothing to read (docs/guide/surfaces.md#not-shown).
    result = answer.shown === false
      ? { ...kept, state: 'not_shown', response: '', sources: [] }
      : { ...kept, ...(await readRow(ctx.sql, ctx.signal, audit, brand, row, answer)) };
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
