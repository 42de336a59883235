// Shared by the audit-engine integration tests (engine-*, worker-*, snapshot*): fake
// providers whose answers say which engine gave them, HTTP calls checked against the
// OpenAPI document, and polling with deadlines (never a sleep as an assertion).
import { setTimeout as sleep } from 'node:timers/promises';
import { expect } from 'vitest';
import { hostOf, registrableDomain } from '@/server/analysis/domains';
import {
  FAKE_API_KEY,
  startFakeAnthropic,
  startFakeGemini,
  startFakeOpenAI,
  startFakePerplexity,
  type FakeAnswer,
  type FakeProvider,
  type FakeProviderOptions,
} from './fakes';
import type { Product } from './harness';
import { call } from './openapi-check';

export { call };

export const REAL_ENGINES = ['openai', 'perplexity', 'gemini', 'anthropic'] as const;
export type RealEngine = (typeof REAL_ENGINES)[number];

/** Scales every time limit of these tests (a slow or busy machine: TEST_TIME_SCALE=2). */
export const TIME_SCALE = Number(process.env.TEST_TIME_SCALE ?? 1);


export async function waitFor<T>(what: string, fn: () => Promise<T | undefined | null | false>, timeoutMs = 30_000, intervalMs = 100): Promise<T> {
  const deadline = Date.now() + timeoutMs * TIME_SCALE;
  for (;;) {
    const value = await fn();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(intervalMs);
  }
}

/**
 * What the fake `engine` answers to `prompt`: a prompt that mentions Acme gets an answer that
 * names Acme and cites its pricing page; any other names only the competitors. Every source
 * carries the engine's name and the prompt, so a row's sources show where they came from.
 */
export function fakeAnswer(engine: RealEngine, prompt: string): FakeAnswer {
  const slug = prompt.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
  const named = /acme/i.test(prompt);
  const text = named
    ? ['Teams comparing tools often start with Acme, praised for its clear planning views.', '', 'Globex is another option, with more integrations.'].join('\n')
    : ['Teams comparing tools often start with Globex, known for its integrations.', '', 'Initech suits regulated industries.'].join('\n');
  const sources = [`https://reviews.example/${engine}/${slug}`, `https://news.example/${slug}?via=${engine}`];
  if (named) sources.push('https://acme.example/pricing');
  return { text, sources };
}

const STARTERS: Record<RealEngine, (options?: FakeProviderOptions) => Promise<FakeProvider>> = {
  openai: startFakeOpenAI,
  perplexity: startFakePerplexity,
  gemini: startFakeGemini,
  anthropic: startFakeAnthropic,
};
const ENV_NAMES: Record<RealEngine, string> = { openai: 'OPENAI', perplexity: 'PERPLEXITY', gemini: 'GEMINI', anthropic: 'ANTHROPIC' };

export interface Fakes {
  providers: Partial<Record<RealEngine, FakeProvider>>;
  /** *_API_KEY and *_BASE_URL of every started fake (the key the product sends: FAKE_API_KEY). */
  env: Record<string, string>;
  close(): Promise<void>;
}

/** Starts one fake per engine named, each answering with `fakeAnswer`; options per engine. */
export async function startFakes(engines: Partial<Record<RealEngine, FakeProviderOptions>>): Promise<Fakes> {
  const providers: Partial<Record<RealEngine, FakeProvider>> = {};
  const env: Record<string, string> = {};
  for (const [name, options] of Object.entries(engines) as [RealEngine, FakeProviderOptions][]) {
    providers[name] = await STARTERS[name]({ answer: (prompt) => fakeAnswer(name, prompt), ...options });
    env[`${ENV_NAMES[name]}_API_KEY`] = FAKE_API_KEY;
    env[`${ENV_NAMES[name]}_BASE_URL`] = providers[name]!.url;
  }
  return { providers, env, close: () => Promise.all(Object.values(providers).map((p) => p.close())).then(() => {}) };
}

/** How many of `requests` (a fake's recorded ones: authenticated, answered or not) name each prompt. */
export function requestsPerPrompt(requests: readonly Record<string, unknown>[], prompts: string[]): Map<string, number> {
  const counts = new Map(prompts.map((p) => [p, 0]));
  for (const body of requests) {
    const json = JSON.stringify(body);
    const matching = prompts.filter((p) => json.includes(JSON.stringify(p).slice(1, -1)));
    expect(matching, `a request names exactly one prompt: ${json.slice(0, 200)}`).toHaveLength(1);
    counts.set(matching[0], counts.get(matching[0])! + 1);
  }
  return counts;
}

export async function launch(product: Product, key: string, projectId: string, body: unknown = {}, headers?: Record<string, string>) {
  const res = await call(product, `/api/v1/projects/${projectId}/audits`, { key, body, headers });
  expect(res.status, res.text).toBe(201);
  return res.body.data as { auditId: string; jobId: string | null; reused?: true };
}

export async function auditDetail(product: Product, key: string, projectId: string, auditId: string) {
  const res = await call(product, `/api/v1/projects/${projectId}/audits/${auditId}`, { key });
  expect(res.status, res.text).toBe(200);
  return res.body.data;
}

/**
 * Polls the audit detail until it is COMPLETED or FAILED, checking on every read what must
 * hold while it runs: progress never goes down, score 0 and completedAt null. Returns the
 * final detail and the progress values seen.
 */
export async function followAudit(
  product: Product,
  key: string,
  projectId: string,
  auditId: string,
  options: { timeoutMs?: number; intervalMs?: number; onPoll?: (detail: any) => Promise<void> | void } = {},
) {
  const progress: number[] = [];
  const statuses: string[] = [];
  const detail = await waitFor(
    `audit ${auditId} to finish`,
    async () => {
      // A poll every 100 ms reaches the key's per-minute limit on a slow audit: wait as told.
      const res = await call(product, `/api/v1/projects/${projectId}/audits/${auditId}`, { key });
      if (res.status === 429) return void (await sleep(1000 * Number(res.headers.get('retry-after') ?? 1)));
      expect(res.status, res.text).toBe(200);
      const d = res.body.data;
      progress.push(d.currentProgress);
      statuses.push(d.status);
      if (d.status === 'COMPLETED' || d.status === 'FAILED') return d;
      expect(d.score).toBe(0);
      expect(d.completedAt).toBeNull();
      await options.onPoll?.(d);
      return null;
    },
    options.timeoutMs ?? 60_000,
    options.intervalMs ?? 50,
  );
  expect(progress, 'currentProgress never goes down').toEqual([...progress].sort((a, b) => a - b));
  return { detail, progress, statuses };
}

/**
 * The detail's analytics are counts over its rows, counted here (docs/guide/how-an-audit-measures.md):
 * answers are the rows shown; the rates round(100 × part / whole) lie in their intervals;
 * confidences count high from 0.80, medium from 0.50; topSources counts the answers citing each domain.
 */
export function expectAnalytics(audit: any) {
  const { topSources, unreadQueries, ...analytics } = audit.analytics;
  const shown = audit.queries.filter((q: any) => q.shown !== false);
  const confidences: number[] = shown.flatMap((q: any) => q.citations.map((c: any) => Math.round(c.confidence * 100)));
  const percent = (part: number, whole: number) => (whole > 0 ? Math.round((100 * part) / whole) : 0);
  expect(analytics).toMatchObject({
    totalQueries: shown.length,
    citedQueries: shown.filter((q: any) => q.cited).length,
    citationRate: percent(shown.filter((q: any) => q.cited).length, shown.length),
    notShown: audit.queries.length - shown.length,
    totalCitations: confidences.length,
    confidenceDistribution: {
      high: confidences.filter((c) => c >= 80).length,
      medium: confidences.filter((c) => c >= 50 && c < 80).length,
      low: confidences.filter((c) => c < 50).length,
    },
    unknownToEngineQueries: shown.filter((q: any) => q.unknownToEngine).length,
  });
  expect(analytics.citationRateInterval.low).toBeLessThanOrEqual(analytics.citationRate);
  expect(analytics.citationRateInterval.high).toBeGreaterThanOrEqual(analytics.citationRate);
  for (const b of analytics.providerBreakdown) {
    const asked = audit.queries.filter((q: any) => q.provider.toUpperCase() === b.provider);
    const answered = asked.filter((q: any) => q.shown !== false);
    const cited = answered.filter((q: any) => q.cited).length;
    expect(b, b.provider).toMatchObject({ asked: asked.length, shown: answered.length, total: answered.length, cited, rate: percent(cited, answered.length) });
  }
  expect(unreadQueries).toBe(audit.failures.filter((f: any) => f.code.startsWith('reading_')).length);
  // topSources: each domain's count is the answers citing a page of it
  const domainsOf = (q: any) => new Set(q.sources.map((url: string) => registrableDomain(hostOf(url)!)));
  const domains = new Set(audit.queries.flatMap((q: any) => [...domainsOf(q)]));
  expect(topSources).toHaveLength(Math.min(10, domains.size));
  for (const s of topSources) expect(s.answers, s.domain).toBe(audit.queries.filter((q: any) => domainsOf(q).has(s.domain)).length);
}

/** An audit's expected figures, worked out on paper by the test that gives them. */
export interface AnswerKey {
  /** per engine: its answers, those citing Acme, and its score (= its citation rate, see below) */
  engines: Record<string, { answers: number; cited: number; score: number }>;
  score: number;
  citationRate: number;
}

/**
 * Checks a finished audit of `fakeAnswer` rows against a key worked out on paper. Each such
 * answer scores, by the formula of docs/guide/how-an-audit-measures.md,
 *   naming Acme (in its first sentence, https://acme.example/pricing among its sources):
 *     100 × (0.5 × 1 + 0.3 × e^0 + 0.2 × 1) = 100;
 *   not naming it (Globex and Initech, no page of Acme): 100 × (0 + 0 + 0) = 0;
 * so every score is round(100 × answers naming Acme / answers), as is the citation rate.
 */
export function expectAnswerKey(audit: any, key: AnswerKey) {
  expectAnalytics(audit);
  expect(audit.score).toBe(key.score);
  expect(audit.analytics.citationRate).toBe(key.citationRate);
  expect(audit.providerScores).toEqual(Object.fromEntries(Object.entries(key.engines).map(([engine, e]) => [engine, e.score])));
  expect(Object.fromEntries(audit.analytics.providerBreakdown.map((b: any) => [b.provider.toLowerCase(), { answers: b.total, cited: b.cited, score: b.rate }]))).toEqual(key.engines);
}

/** Distinct prompts, none contained in another, some naming Acme (answered as citing it). */
export function promptsFor(count: number, prefix = 'q'): string[] {
  return Array.from({ length: count }, (_, i) => {
    const n = String(i + 1).padStart(3, '0');
    return i % 3 === 0 ? `Is Acme a good project tool? [${prefix}${n}]` : `Which project tool should a team pick? [${prefix}${n}]`;
  });
}
