// The optional model judge (docs/operations/model-judge.md). With ANALYSIS_JUDGE=openai|anthropic|gemini
// (and that provider's key), a row the rules are unsure of (`analysis.unsure`) is sent to the
// model for a structured verdict, which then decides its `cited` and `sentiment`. Verdicts are
// cached per organisation by answer hash (judge_verdicts); a fresh call checks the monthly budget
// first and its cost goes to org_spend under provider 'judge'. Any failure (budget spent, network,
// timeout, an invalid or hostile reply) leaves the rules' result: the row is never failed for it.
// The model reader (reader.ts) is the general case: it reads every row when configured, and
// shares the clients, the fence, the cache, the budget check and the spend (askCached) with this.
import type { Sql } from '@db/connection';
import type { AnswerAnalysis, BrandProfile } from '../analysis/analyze';
import { costOf, priceOf } from '../engines/prices';
import type { EngineEnv } from '../engines/types';
import { settingsOf, type Config } from '../config';
import { log } from '../log';
import { DEFAULT_MODEL } from '../models/catalogue';
import { concreteModel } from '../models/concrete-model';
import { BudgetExhaustedError, assertBudgetLeft, recordSpend } from '../orgs/spend';
import type { z } from 'zod';
import { judgeClient, type JudgeClient, type JudgeProvider, type JudgeReply } from './providers';
import { answerHash, applyVerdict, judgeRequest, parseVerdict, Verdict } from './verdict';

const PROVIDERS: Record<JudgeProvider, { keyVar: keyof Config; baseUrlVar: keyof Config }> = {
  openai: { keyVar: 'OPENAI_API_KEY', baseUrlVar: 'OPENAI_BASE_URL' },
  anthropic: { keyVar: 'ANTHROPIC_API_KEY', baseUrlVar: 'ANTHROPIC_BASE_URL' },
  gemini: { keyVar: 'GEMINI_API_KEY', baseUrlVar: 'GEMINI_BASE_URL' },
};

/** What the row's analysis records when the judge was asked (API detail `judge`). */
export interface JudgeRecord {
  provider: JudgeProvider;
  model: string;
  /** null: the reply was not a valid verdict, and the rules decided */
  verdict: Verdict | null;
  /** what this row's verdict cost; 0 when it came from the cache */
  costUsd: number;
  cached: boolean;
  /** the rules' own values, which the verdict replaced */
  rules: { cited: boolean; sentiment: AnswerAnalysis['sentiment'] };
}

export type JudgedAnalysis = AnswerAnalysis & { judge?: JudgeRecord };

export interface Judge {
  provider: JudgeProvider;
  model: string;
  client: JudgeClient;
  timeoutMs: number;
  slots: Slots;
}

let configured: { key: string; judge: Judge | null } | undefined;

/** The judge the environment enables, or null (the rules alone decide). Built once per configuration. */
export function judgeFromEnv(env?: EngineEnv): Judge | null {
  const settings = settingsOf(env);
  const provider = settings.ANALYSIS_JUDGE ?? 'off';
  const key = [provider, settings.ANALYSIS_JUDGE_MODEL, settings.JUDGE_TIMEOUT_MS, settings.JUDGE_CONCURRENCY, ...Object.values(PROVIDERS[provider as JudgeProvider] ?? {}).map((v) => settings[v])].join('\u0000');
  if (configured?.key === key) return configured.judge;
  configured = { key, judge: buildJudge(provider, settings, env) };
  return configured.judge;
}

function buildJudge(provider: Config['ANALYSIS_JUDGE'], settings: Config, env: EngineEnv | undefined): Judge | null {
  if (provider === undefined || provider === 'off' || provider === 'none') return null;
  const apiKey = settings[PROVIDERS[provider].keyVar] as string | undefined;
  if (!apiKey) {
    log.error(`ANALYSIS_JUDGE=${provider} needs ${PROVIDERS[provider].keyVar}; the rules alone decide`);
    return null;
  }
  return {
    provider,
    // The engine's standard model (models/catalogue.ts) unless ANALYSIS_JUDGE_MODEL names one.
    model: settings.ANALYSIS_JUDGE_MODEL || concreteModel(DEFAULT_MODEL, provider, env),
    client: judgeClient(provider, apiKey, settings[PROVIDERS[provider].baseUrlVar] as string | undefined),
    timeoutMs: settings.JUDGE_TIMEOUT_MS,
    slots: new Slots(settings.JUDGE_CONCURRENCY),
  };
}

/**
 * The row's analysis after the judge: unchanged when no judge is set or the rules are sure;
 * else as the verdict has it, with `judge` recording it. Never throws.
 */
export async function judgeAnswer(
  sql: Sql,
  orgId: string,
  profile: BrandProfile,
  text: string,
  analysis: AnswerAnalysis,
  signal: AbortSignal,
  judge: Judge | null = judgeFromEnv(),
): Promise<JudgedAnalysis> {
  if (!judge || analysis.unsure.length === 0) return analysis;
  const rules = { cited: analysis.cited, sentiment: analysis.sentiment };
  const record = (verdict: Verdict | null, costUsd: number, cached: boolean): JudgeRecord => ({
    provider: judge.provider,
    model: judge.model,
    verdict,
    costUsd,
    cached,
    rules,
  });
  try {
    const hash = answerHash(profile, text, `${judge.provider}:${judge.model}`);
    const { value: verdict, costUsd, cached } = await askCached(sql, orgId, 'judge', judge, hash, Verdict, async () => {
      const { verdict, costUsd, reply } = await askJudge(judge, profile, text, analysis, signal);
      return { value: verdict, costUsd, reply };
    });
    const applied = verdict && applyVerdict(analysis, verdict, text);
    // The reply is untrusted: only its length is logged (in askCached).
    if (!applied) return { ...analysis, judge: record(null, costUsd, cached) };
    return { ...applied, judge: record(verdict, costUsd, cached) };
  } catch (err) {
    if (err instanceof BudgetExhaustedError) log.info('model judge not asked: the monthly budget is spent; the rules decide', { orgId });
    else log.warn('model judge failed; the rules decide', { provider: judge.provider, model: judge.model, error: (err as Error)?.message });
    return analysis;
  }
}

/**
 * One call to the judge and its verdict, null when the reply is not a valid verdict for this
 * answer; no cache, no budget, no spend (the labelled-set benchmark asks through this too).
 */
export async function askJudge(judge: Judge, profile: BrandProfile, text: string, analysis: AnswerAnalysis, signal: AbortSignal) {
  const { instructions, input } = judgeRequest(profile, text);
  const reply = await judge.slots.run(() =>
    withDeadline(signal, judge.timeoutMs, (bounded) => judge.client.ask({ model: judge.model, instructions, input, signal: bounded })),
  );
  // Priced now, with today's table, as answers are (docs/operations/spend.md).
  const costUsd = reply.usage ? costOf(reply.usage, priceOf(judge.provider, reply.modelVersion, judge.model)) : 0;
  const parsed = parseVerdict(reply.text);
  const verdict = parsed && applyVerdict(analysis, parsed, text) ? parsed : null;
  return { verdict, costUsd, reply };
}

const inFlight = new Map<string, Promise<{ value: unknown; costUsd: number }>>();

/**
 * A model's reply for this hash, from the organisation's cache (judge_verdicts) or from one call
 * (the judge's or the reader's): identical answers asked at the same moment (samples of one
 * prompt) share that call, which first checks the monthly budget; its cost goes to org_spend
 * under `spendAs` (the provider bills even a rejected reply) and a valid reply to the cache.
 * `value` is null when the reply was not valid; `costUsd` is 0 when the call was not this one's.
 */
export async function askCached<T>(
  sql: Sql,
  orgId: string,
  spendAs: 'judge' | 'reader',
  who: { provider: string; model: string },
  hash: string,
  schema: z.ZodType<T>,
  ask: () => Promise<{ value: T | null; costUsd: number; reply: JudgeReply }>,
): Promise<{ value: T | null; costUsd: number; cached: boolean }> {
  const [hit] = await sql<{ verdict: unknown }[]>`
    SELECT verdict FROM judge_verdicts WHERE org_id = ${orgId} AND answer_hash = ${hash}`;
  const stored = hit && schema.safeParse(hit.verdict);
  if (stored?.success) return { value: stored.data, costUsd: 0, cached: true };
  const key = `${orgId}\u0000${hash}`;
  let asked = inFlight.get(key) as Promise<{ value: T | null; costUsd: number }> | undefined;
  const shared = asked !== undefined;
  if (!asked) {
    asked = (async () => {
      await assertBudgetLeft(sql, orgId);
      const { value, costUsd, reply } = await ask();
      await sql`
        WITH spent AS (${recordSpend(sql, sql`SELECT ${orgId}::uuid AS org_id, ${spendAs}::text AS provider, ${costUsd}::numeric AS spent_usd, 1 AS answers`)})
        INSERT INTO judge_verdicts (org_id, answer_hash, provider, model, model_version, verdict, input_tokens, output_tokens, cost_usd)
        SELECT ${orgId}, ${hash}, ${who.provider}, ${who.model}, ${reply.modelVersion ?? null}, ${sql.json(value as never)},
               ${reply.usage?.inputTokens ?? null}, ${reply.usage?.outputTokens ?? null}, ${costUsd}
        WHERE ${value !== null}::boolean
        ON CONFLICT (org_id, answer_hash) DO NOTHING`;
      if (value === null) log.warn(`model ${spendAs} reply rejected; the rules decide`, { provider: who.provider, model: who.model, replyChars: reply.text?.length ?? 0 });
      return { value, costUsd };
    })().finally(() => inFlight.delete(key));
    inFlight.set(key, asked);
  }
  const { value, costUsd } = await asked;
  return { value, costUsd: shared ? 0 : costUsd, cached: shared };
}

/**
 * Runs `task` with a signal that aborts when `signal` does, or after `ms` with a TimeoutError.
 * Its timer is held until the task settles: `AbortSignal.any([signal, AbortSignal.timeout(ms)])`
 * can never fire on Node 20 to 24, the timeout signal being garbage-collected first
 * (nodejs/node#57736): a provider that never answered then held its slot for good.
 */
export async function withDeadline<T>(signal: AbortSignal, ms: number, task: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(new DOMException(`No reply within ${ms} ms.`, 'TimeoutError')), ms);
  try {
    return await task(AbortSignal.any([signal, deadline.signal]));
  } finally {
    clearTimeout(timer);
  }
}

/** At most `size` judge calls in flight per process: an audit starts all its rows at once. */
export class Slots {
  private active = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly size: number) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    // A finished task hands its slot to the next waiter directly, so none is taken twice.
    if (this.active >= this.size) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.active += 1;
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.active -= 1;
    }
  }
}
