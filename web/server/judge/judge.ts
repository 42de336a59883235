// The optional model judge (docs/operations/model-judge.md). With ANALYSIS_JUDGE=openai|anthropic|gemini
// (and that provider's key), a row the rules are unsure of (`analysis.unsure`) is sent to the
// model for a structured verdict, which then decides its `cited` and `sentiment`. Verdicts are
// cached per organisation by answer hash (judge_verdicts); a fresh call checks the monthly budget
// first and its cost goes to org_spend under provider 'judge'. Any failure (budget spent, network,
// timeout, an invalid or hostile reply) leaves the rules' result: the row is never failed for it.
import type { Sql } from '@db/connection';
import type { AnswerAnalysis, BrandProfile } from '../analysis/analyze';
import { costOf, priceOf } from '../engines/prices';
import type { EngineEnv } from '../engines/types';
import { settingsOf, type Config } from '../config';
import { log } from '../log';
import { DEFAULT_MODEL } from '../models/catalogue';
import { concreteModel } from '../models/concrete-model';
import { BudgetExhaustedError, assertBudgetLeft, recordSpend } from '../orgs/spend';
import { judgeClient, type JudgeClient, type JudgeProvider } from './providers';
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
    const [hit] = await sql<{ verdict: unknown }[]>`
      SELECT verdict FROM judge_verdicts WHERE org_id = ${orgId} AND answer_hash = ${hash}`;
    const cached = hit && Verdict.safeParse(hit.verdict);
    if (cached?.success) {
      const applied = applyVerdict(analysis, cached.data, text);
      if (applied) return { ...applied, judge: record(cached.data, 0, true) };
    }
    // Identical answers judged at the same time (samples of one prompt) share one call.
    const key = `${orgId}\u0000${hash}`;
    let asked = inFlight.get(key);
    const shared = asked !== undefined;
    if (!asked) {
      asked = askAndRecord(sql, orgId, judge, hash, profile, text, analysis, signal).finally(() => inFlight.delete(key));
      inFlight.set(key, asked);
    }
    const { verdict, costUsd } = await asked;
    const applied = verdict && applyVerdict(analysis, verdict, text);
    if (!applied) {
      // The reply is untrusted: only its length is logged (in askAndRecord).
      return { ...analysis, judge: record(null, shared ? 0 : costUsd, shared) };
    }
    return { ...applied, judge: record(verdict, shared ? 0 : costUsd, shared) };
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
    judge.client.ask({ model: judge.model, instructions, input, signal: AbortSignal.any([signal, AbortSignal.timeout(judge.timeoutMs)]) }),
  );
  // Priced now, with today's table, as answers are (docs/operations/spend.md).
  const costUsd = reply.usage ? costOf(reply.usage, priceOf(judge.provider, reply.modelVersion, judge.model)) : 0;
  const parsed = parseVerdict(reply.text);
  const verdict = parsed && applyVerdict(analysis, parsed, text) ? parsed : null;
  return { verdict, costUsd, reply };
}

const inFlight = new Map<string, Promise<{ verdict: Verdict | null; costUsd: number }>>();

/**
 * One judge call after the budget check; its cost goes to org_spend (the provider bills even a
 * rejected reply) and a verdict that applies to the answer to the cache. `verdict` is null when
 * the reply was not a valid verdict for this answer.
 */
async function askAndRecord(
  sql: Sql,
  orgId: string,
  judge: Judge,
  hash: string,
  profile: BrandProfile,
  text: string,
  analysis: AnswerAnalysis,
  signal: AbortSignal,
): Promise<{ verdict: Verdict | null; costUsd: number }> {
  await assertBudgetLeft(sql, orgId);
  const { verdict, costUsd, reply } = await askJudge(judge, profile, text, analysis, signal);
  await sql`
    WITH spent AS (${recordSpend(sql, sql`SELECT ${orgId}::uuid AS org_id, 'judge' AS provider, ${costUsd}::numeric AS spent_usd, 1 AS answers`)})
    INSERT INTO judge_verdicts (org_id, answer_hash, provider, model, model_version, verdict, input_tokens, output_tokens, cost_usd)
    SELECT ${orgId}, ${hash}, ${judge.provider}, ${judge.model}, ${reply.modelVersion ?? null}, ${sql.json(verdict as never)},
           ${reply.usage?.inputTokens ?? null}, ${reply.usage?.outputTokens ?? null}, ${costUsd}
    WHERE ${verdict !== null}::boolean
    ON CONFLICT (org_id, answer_hash) DO NOTHING`;
  if (!verdict) log.warn('model judge reply rejected; the rules decide', { provider: judge.provider, model: judge.model, replyChars: reply.text?.length ?? 0 });
  return { verdict, costUsd };
}

/** At most `size` judge calls in flight per process: an audit starts all its rows at once. */
class Slots {
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
