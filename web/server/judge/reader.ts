// The model reader (docs/guide/answer-reading.md#the-model-reader). With ANALYSIS_READER=auto
// (the default) and a provider key or ANALYSIS_MODEL_BASE_URL, or with ANALYSIS_READER=model,
// every answer is read by a model in one structured call that returns, for each tracked brand
// (the project's, then its competitors), whether the answer names it as this brand, its position,
// the answer's sentiment toward it and a verbatim quote. It generalises the judge of unsure rows
// (judge.ts), whose parts it reuses: the providers' clients, the fence, the excerpt check, the
// verdict's application to the project brand, the cache table, the budget check and the spend
// ledger (under provider 'reader'). With no model reader, the judge still asks about the rows
// the rules are unsure of when ANALYSIS_JUDGE is set. Any failure leaves the rules' reading.
import { z } from 'zod';
import type { Sql } from '@db/connection';
import { READER_VERSION, type AnswerAnalysis, type BrandProfile, type BrandReading } from '../analysis/analyze';
import { READER_KEYS, settingsOf, type Config, type RawEnv } from '../config';
import { costOf, priceOf } from '../engines/prices';
import { log } from '../log';
import { DEFAULT_MODEL } from '../models/catalogue';
import { concreteModel } from '../models/concrete-model';
import { BudgetExhaustedError } from '../orgs/spend';
import { askCached, judgeAnswer, Slots, withDeadline, type JudgedAnalysis } from './judge';
import { judgeClient, type JudgeClient, type ModelProvider, type ReplyFormat } from './providers';
import { answerHash, applyVerdict, excerptOffset, fencedAnswer, listed, MAX_EXCERPT, parseReply } from './verdict';

/** The rules' version number: a model reading is labelled `model:<model>@<it>`. */
const VERSION = READER_VERSION.split('@')[1];

const SENTIMENTS = ['POSITIVE', 'NEUTRAL', 'NEGATIVE'] as const;

/** One tracked brand as the model reads it. */
const BrandVerdict = z.strictObject({
  name: z.string().max(200),
  named: z.boolean(),
  position: z.number().int().min(0).max(1000),
  sentiment: z.enum(SENTIMENTS),
  quote: z.string().max(2000),
});

/** The model's reply: exactly this, or nothing of it is used. */
export const Reading = z.strictObject({ brands: z.array(BrandVerdict).max(100) });
export type Reading = z.output<typeof Reading>;

const READING_FORMAT: ReplyFormat = {
  name: 'reading',
  schema: {
    type: 'object',
    properties: {
      brands: {
        type: 'array',
        description: 'one entry per tracked brand, in the order given',
        items: {
          type: 'object',
          properties: {
            name: { type: 'string', description: 'the tracked brand, spelled as given' },
            named: { type: 'boolean', description: 'whether the answer names this brand (not another thing of the same name, not a restatement of the question)' },
            position: { type: 'integer', description: 'the rank of its first mention among the tracked brands the answer names, from 1; 0 when not named' },
            sentiment: { type: 'string', enum: [...SENTIMENTS], description: "the answer's opinion of this brand; NEUTRAL when not named" },
            quote: { type: 'string', description: 'the sentence of the answer that shows it, copied exactly; empty when not named' },
          },
          required: ['name', 'named', 'position', 'sentiment', 'quote'],
          additionalProperties: false,
        },
      },
    },
    required: ['brands'],
    additionalProperties: false,
  },
};

export interface ModelReader {
  provider: ModelProvider;
  model: string;
  /** what rows it read say: `model:<model>@5` */
  label: string;
  client: JudgeClient;
  timeoutMs: number;
  slots: Slots;
}

/** The rules' reading of a row the model read, stored beside it (audit_queries.rules_reading). */
export interface RulesReading {
  cited: boolean;
  sentiment: AnswerAnalysis['sentiment'];
  brands: BrandReading[];
}

/** A row's analysis after the reader: `reader` says who read it; `rulesReading` is set when the model did. */
export type ReadAnalysis = JudgedAnalysis & {
  reader: string;
  rulesReading?: RulesReading;
  /** what the model's reading cost (0 from the cache), and the brands whose verdict was voided */
  modelReading?: { provider: ModelProvider; model: string; costUsd: number; cached: boolean; voided: string[] };
};

const PROVIDER_SETTINGS: Record<(typeof READER_KEYS)[number], { provider: 'openai' | 'anthropic' | 'gemini'; baseUrlVar: keyof Config }> = {
  OPENAI_API_KEY: { provider: 'openai', baseUrlVar: 'OPENAI_BASE_URL' },
  ANTHROPIC_API_KEY: { provider: 'anthropic', baseUrlVar: 'ANTHROPIC_BASE_URL' },
  GEMINI_API_KEY: { provider: 'gemini', baseUrlVar: 'GEMINI_BASE_URL' },
};

let configured: { key: string; reader: ModelReader | null } | undefined;

/** The model reader the environment enables, or null (the rules read). Built once per configuration. */
export function readerFromEnv(env?: RawEnv): ModelReader | null {
  const settings = settingsOf(env);
  const key = [
    settings.ANALYSIS_READER,
    settings.ANALYSIS_MODEL,
    settings.ANALYSIS_MODEL_BASE_URL,
    settings.ANALYSIS_MODEL_API_KEY,
    settings.JUDGE_TIMEOUT_MS,
    settings.JUDGE_CONCURRENCY,
    ...READER_KEYS.flatMap((name) => [settings[name], settings[PROVIDER_SETTINGS[name].baseUrlVar]]),
  ].join('\u0000');
  if (configured?.key === key) return configured.reader;
  configured = { key, reader: buildReader(settings, env) };
  return configured.reader;
}

function buildReader(settings: Config, env: RawEnv | undefined): ModelReader | null {
  if (settings.ANALYSIS_READER === 'rules') return null;
  const common = { timeoutMs: settings.JUDGE_TIMEOUT_MS, slots: new Slots(settings.JUDGE_CONCURRENCY) };
  if (settings.ANALYSIS_MODEL_BASE_URL && settings.ANALYSIS_MODEL) {
    const model = settings.ANALYSIS_MODEL;
    // Ollama and vLLM take any bearer key when they ask for none; the SDK needs one to send.
    const client = judgeClient('openai-compatible', settings.ANALYSIS_MODEL_API_KEY ?? 'none', settings.ANALYSIS_MODEL_BASE_URL);
    return { provider: 'openai-compatible', model, label: `model:${model}@${VERSION}`, client, ...common };
  }
  const keyVar = READER_KEYS.find((name) => settings[name]);
  if (!keyVar) return null; // auto without a key (config.ts refuses `model` without one)
  const { provider, baseUrlVar } = PROVIDER_SETTINGS[keyVar];
  const model = settings.ANALYSIS_MODEL || concreteModel(DEFAULT_MODEL, provider, env);
  const client = judgeClient(provider, settings[keyVar] as string, settings[baseUrlVar] as string | undefined);
  return { provider, model, label: `model:${model}@${VERSION}`, client, ...common };
}

/** Instructions (system) and input (user) of a reader request: the brands, then the fenced answer. */
export function readerRequest(profile: BrandProfile, text: string, prompt: string | undefined): { instructions: string; input: string } {
  const { rule, input } = fencedAnswer(profile, text, true);
  const tracked = [profile.name, ...profile.competitors.map((c) => c.name)];
  const instructions = [
    'You read one answer given by an AI assistant, for a company that monitors how assistants mention its brand and its competitors.',
    `The brand: ${profile.name}. Other names: ${listed(profile.aliases)}. Its websites: ${listed(profile.domains)}.`,
    `Words about its trade: ${listed([...profile.cues].slice(0, 40))}.`,
    `The tracked brands, in this order: ${tracked.map((name) => JSON.stringify(name)).join(', ')}.`,
    ...(prompt ? [`The question the assistant was asked: ${JSON.stringify(prompt.slice(0, 500))}. A restatement of it in the answer is not a mention.`] : []),
    rule,
    'Give one entry per tracked brand, in the order above, with its name spelled as given:',
    '- named: true when the answer mentions this brand (the company or its products); false when the name only stands for something else (a person, a place, another company or product of the same name, an ordinary word), when the answer only restates the question, or names it only to say it knows nothing about it.',
    '- position: among the tracked brands the answer names, the rank of this one by its first mention, from 1; 0 when not named.',
    "- sentiment: the answer's overall opinion of this brand, POSITIVE, NEUTRAL or NEGATIVE; NEUTRAL when not named. Praise or criticism of another brand is not about this one.",
    '- quote: the one sentence of the answer that best shows your decision, copied exactly; an empty string when not named.',
    'Reply with the JSON object only.',
  ].join('\n');
  return { instructions, input };
}

/** The reading in the model's reply, or null when it is not exactly one. */
export const parseReading = (reply: string | null | undefined): Reading | null => parseReply(Reading, reply);

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The row as the model reads it, over the rules' reading. A brand whose entry is missing, or
 * named with a quote that is not in the answer, keeps the rules' verdict (`voided`). The project
 * brand goes through the judge's applyVerdict; a competitor named is the model's (sentiment,
 * quote), one not named is dropped. Positions follow the model's ranks (the rules' for voided
 * brands), closed up from 1.
 */
export function applyReading(profile: BrandProfile, rules: AnswerAnalysis, reading: Reading, text: string): { analysis: AnswerAnalysis; voided: string[] } {
  const voided: string[] = [];
  const verdictOf = (name: string) => {
    const entry = reading.brands.find((b) => sameName(b.name, name));
    if (!entry || (entry.named && excerptOffset(text, entry.quote) < 0)) {
      voided.push(name);
      return null;
    }
    return entry;
  };
  const own = verdictOf(profile.name);
  const applied = own ? applyVerdict(rules, { aboutBrand: own.named, sentiment: own.sentiment, excerpt: own.quote }, text) : null;
  const analysis = applied ?? rules;
  const ranked: { entry: BrandReading; rank: number }[] = [];
  const clipped = (quote: string) => (quote.trim().length > MAX_EXCERPT ? `${quote.trim().slice(0, MAX_EXCERPT)}…` : quote.trim());
  const projectEntry = analysis.brands.find((b) => b.isProjectBrand);
  if (projectEntry) ranked.push({ entry: projectEntry, rank: own?.named ? own.position : projectEntry.position });
  else if (applied && own?.named) {
    // Named by the model where the rules saw no mention of it: its entry is the model's.
    const entry = { name: profile.name, isProjectBrand: true, position: own.position, listRank: null, sentiment: own.sentiment, excerpt: clipped(own.quote) };
    ranked.push({ entry, rank: own.position });
  }
  for (const competitor of profile.competitors) {
    const ruled = rules.brands.find((b) => !b.isProjectBrand && b.name === competitor.name);
    const verdict = verdictOf(competitor.name);
    if (!verdict) {
      if (ruled) ranked.push({ entry: ruled, rank: ruled.position });
    } else if (verdict.named) {
      ranked.push({
        entry: {
          name: competitor.name,
          isProjectBrand: false,
          position: verdict.position,
          listRank: ruled?.listRank ?? null,
          sentiment: verdict.sentiment,
          excerpt: clipped(verdict.quote),
        },
        rank: verdict.position,
      });
    }
  }
  ranked.sort((a, b) => a.rank - b.rank || a.entry.position - b.entry.position);
  return { analysis: { ...analysis, brands: ranked.map(({ entry }, i) => ({ ...entry, position: i + 1 })) }, voided };
}

/**
 * The row's reading: the model's when a reader is configured and answers validly, else the
 * rules' (after the judge of unsure rows when ANALYSIS_JUDGE is set). Never throws.
 */
export async function readWithModel(
  sql: Sql,
  orgId: string,
  profile: BrandProfile,
  answer: { text: string; prompt?: string },
  rules: AnswerAnalysis,
  signal: AbortSignal,
  reader: ModelReader | null = readerFromEnv(),
): Promise<ReadAnalysis> {
  if (!reader) return { ...(await judgeAnswer(sql, orgId, profile, answer.text, rules, signal)), reader: READER_VERSION };
  const { text } = answer;
  const rulesReading: RulesReading = { cited: rules.cited, sentiment: rules.sentiment, brands: rules.brands };
  const read = (reading: Reading, costUsd: number, cached: boolean): ReadAnalysis => {
    const { analysis, voided } = applyReading(profile, rules, reading, text);
    return { ...analysis, reader: reader.label, rulesReading, modelReading: { provider: reader.provider, model: reader.model, costUsd, cached, voided } };
  };
  try {
    const hash = answerHash(profile, `${answer.prompt ?? ''}\u0000${text}`, `reader@${VERSION}:${reader.provider}:${reader.model}`);
    const { value, costUsd, cached } = await askCached(sql, orgId, 'reader', reader, hash, Reading, async () => {
      const { reading, costUsd, reply } = await askReader(reader, profile, answer, signal);
      return { value: reading, costUsd, reply };
    });
    if (value) return read(value, costUsd, cached);
  } catch (err) {
    if (err instanceof BudgetExhaustedError) log.info('model reader not asked: the monthly budget is spent; the rules read', { orgId });
    else log.warn('model reader failed; the rules read', { provider: reader.provider, model: reader.model, error: (err as Error)?.message });
  }
  return { ...rules, reader: READER_VERSION };
}

/** One call to the reader, no cache, no budget, no spend; `reading` null when the reply is not a valid one. */
export async function askReader(reader: ModelReader, profile: BrandProfile, answer: { text: string; prompt?: string }, signal: AbortSignal) {
  const { instructions, input } = readerRequest(profile, answer.text, answer.prompt);
  const reply = await reader.slots.run(() =>
    withDeadline(signal, reader.timeoutMs, (bounded) => reader.client.ask({ model: reader.model, instructions, input, format: READING_FORMAT, signal: bounded })),
  );
  // Priced as answers are (docs/operations/spend.md); a self-hosted server's calls cost nothing here.
  const price = reader.provider === 'openai-compatible' ? null : priceOf(reader.provider, reply.modelVersion, reader.model);
  const costUsd = reply.usage ? costOf(reply.usage, price) : 0;
  return { reading: parseReading(reply.text), costUsd, reply };
}
