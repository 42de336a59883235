// Repeat samples end to end through the real server, against provider fakes (HTTP level) whose
// answers name the brand with a known probability per prompt, drawn afresh on every call:
// rows per answer, analytics as counts over the rows, 95 % intervals, the comparison with the
// previous audit of the same basis, and the plan's cap (docs/guide/repeatable-measurements.md).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededRandom } from '@/server/engines/random';
import { seedOrg, startProduct, type Product } from './harness';
import { auditDetail, call, expectAnalytics, followAudit, launch, requestsPerPrompt, startFakes, type Fakes } from './worker-helpers';

/** Each prompt's probability of an answer naming Acme: the truth the audits estimate. */
const TRUTH = new Map([
  ['Which CRM suits a small agency?', 0.1],
  ['Best CRM for freelancers?', 0.3],
  ['Which CRM has the best pipeline view?', 0.5],
  ['Most reliable CRM for sales teams?', 0.7],
  ['Which CRM do consultants recommend?', 0.9],
]);
const PROMPTS = [...TRUTH.keys()];

function stochasticAnswers(seed: number) {
  const random = seededRandom(seed);
  return (prompt: string) => {
    const named = random() < (TRUTH.get(prompt) ?? 0);
    const text = named
      ? 'Agencies often pick Acme for its clear pipeline.\n\nGlobex is another option.'
      : 'Agencies often pick Globex for its integrations.\n\nInitech suits regulated industries.';
    return { text, sources: ['https://reviews.example/crm', ...(named ? ['https://acme.example/pricing'] : [])] };
  };
}

let fakes: Fakes;
let product: Product;
let expert: Awaited<ReturnType<typeof seedOrg>>;
let project: { id: string };

beforeAll(async () => {
  fakes = await startFakes({ openai: { answer: stochasticAnswers(1) }, anthropic: { answer: stochasticAnswers(2) } });
  product = await startProduct(fakes.env);
  expert = await seedOrg(product, 'expert');
  project = await product.admin(
    'project', 'create', '--org', expert.org.id, '--name', 'Acme', '--url', 'https://acme.example', '--brand', 'Acme', '--competitors', 'Globex,Initech',
  );
  await product.admin('prompt', 'create', '--project', project.id, ...PROMPTS);
});
afterAll(async () => {
  await product?.dispose();
  await fakes?.close();
});

async function completedAudit(body: Record<string, unknown> = {}) {
  const { auditId } = await launch(product, expert.key, project.id, body);
  const { detail } = await followAudit(product, expert.key, project.id, auditId);
  expect(detail.status).toBe('COMPLETED');
  return detail;
}

describe('repeat samples', () => {
  let first: any;

  it('asks every prompt × engine `samples` times, one row per answer, each a real call', async () => {
    const requestsBefore = fakes.providers.openai!.requests.length;
    first = await completedAudit({ samples: 3 });
    expect(first.samples).toBe(3);
    expect(first.queries).toHaveLength(PROMPTS.length * 2 * 3);
    for (const prompt of PROMPTS) {
      for (const provider of ['openai', 'anthropic']) {
        const rows = first.queries.filter((q: any) => q.prompt === prompt && q.provider === provider);
        expect(rows.map((q: any) => q.sample)).toEqual([0, 1, 2]);
        // The fakes echo the model asked: the concrete version the provider reported is kept.
        for (const row of rows) expect(row.modelVersion).toBe(provider === 'openai' ? 'gpt-5.4-mini' : 'claude-haiku-4-5');
      }
    }
    const perPrompt = requestsPerPrompt(fakes.providers.openai!.requests.slice(requestsBefore), PROMPTS);
    expect([...perPrompt.values()]).toEqual(PROMPTS.map(() => 3));
  });

  it('keeps analytics as counts over the rows, each rate and the score with its 95 % interval', async () => {
    expectAnalytics(first);
    // Each answer here either names Acme in its first sentence with https://acme.example/pricing as a
    // source, 100 × (0.5 + 0.3 × e^0 + 0.2) = 100, or names neither, 0: every score is the share
    // of answers citing Acme, the citation rate.
    expect(first.score).toBe(first.analytics.citationRate);
    for (const b of first.analytics.providerBreakdown) expect(first.providerScores[b.provider.toLowerCase()], b.provider).toBe(b.rate);
    const cited = first.queries.filter((q: any) => q.cited).length;
    expect(first.analytics.citationRate).toBe(Math.round((100 * cited) / first.queries.length));
    const { low, high } = first.analytics.citationRateInterval;
    expect(low).toBeLessThanOrEqual(first.analytics.citationRate);
    expect(high).toBeGreaterThanOrEqual(first.analytics.citationRate);
    expect(high - low).toBeGreaterThan(10); // 30 answers: nowhere near an exact figure
    for (const engine of first.analytics.providerBreakdown) {
      expect(engine.total).toBe(15);
      expect(engine.interval.low).toBeLessThanOrEqual(engine.rate);
      expect(engine.interval.high).toBeGreaterThanOrEqual(engine.rate);
      expect(engine.interval.high - engine.interval.low).toBeGreaterThan(high - low); // fewer answers, wider
    }
    expect(first.scoreInterval.low).toBeLessThanOrEqual(first.score);
    expect(first.scoreInterval.high).toBeGreaterThanOrEqual(first.score);
    expect(first.comparison).toBeNull(); // the project's first audit
    expect(first.basis).toMatchObject({ engines: ['anthropic', 'openai'], region: 'fr', model: 'geo-standard' });

    const list = await call(product, `/api/v1/projects/${project.id}/audits`, { key: expert.key });
    expect(list.body.data[0]).toMatchObject({
      id: first.id,
      samples: 3,
      citation_rate: first.analytics.citationRate,
      citation_rate_interval: first.analytics.citationRateInterval,
    });
  });

  it('compares the next audit of the same basis with it, over the prompts both asked', async () => {
    const second = await completedAudit({ samples: 2 });
    expect(second.queries).toHaveLength(PROMPTS.length * 2 * 2);
    const c = second.comparison;
    expect(c).toMatchObject({ auditId: first.id, score: first.score, citationRate: first.analytics.citationRate });
    // A change is rounded once, from the exact figures (1/3 → 2/3 is +33): within a point of the
    // difference of the two rounded figures, and exactly the rounded difference of the rates.
    expect(Math.abs(c.scoreDelta - (second.score - first.score))).toBeLessThanOrEqual(1);
    const rate = (a: any) => (100 * a.analytics.citedQueries) / a.analytics.totalQueries;
    expect(c.citationRateDelta).toBe(Math.round(rate(second) - rate(first)) + 0);
    expect(c.citationRateDeltaInterval.low).toBeLessThanOrEqual(c.citationRateDelta);
    expect(c.citationRateDeltaInterval.high).toBeGreaterThanOrEqual(c.citationRateDelta);
    expect(c.significant).toBe(c.change !== 'none');
    expect(c.significant).toBe(c.citationRateDeltaInterval.low > 0 || c.citationRateDeltaInterval.high < 0);
    expect(c.providers.map((p: any) => p.provider)).toEqual(['ANTHROPIC', 'OPENAI']);
    expect(c.prompts).toEqual({ common: PROMPTS.length, added: 0, removed: 0 });
    for (const f of c.flips) {
      const now = second.queries.filter((q: any) => q.prompt === f.prompt && q.provider.toUpperCase() === f.provider);
      expect(f.after).toMatchObject({ total: now.length, cited: now.filter((q: any) => q.cited).length });
      expect(f.before.total).toBe(3); // 3 samples of the pair in the first audit
    }
    const sizes = c.flips.filter((f: any) => !f.significant).map((f: any) => Math.abs(f.change));
    expect(sizes).toEqual([...sizes].sort((a, b) => b - a));

    // Another prompt set: compared over the prompts both audits asked (docs/guide/deploys.md).
    await product.admin('prompt', 'create', '--project', project.id, 'Which CRM integrates with Gmail?');
    const third = await completedAudit();
    expect(third.basis.promptSetFingerprint).not.toBe(second.basis.promptSetFingerprint);
    expect(third.comparison).toMatchObject({ auditId: second.id, prompts: { common: PROMPTS.length, added: 1, removed: 0 } });
  });

  it('takes the project setting by default, within the plan cap; one unit of quota per audit', async () => {
    const usedBefore = (await product.admin('org', 'show', '--id', expert.org.id)).limits.monthlyAuditsUsed;
    await product.admin('project', 'update', '--id', project.id, '--samples', '2');
    const byDefault = await completedAudit();
    expect(byDefault.samples).toBe(2);
    expect((await product.admin('org', 'show', '--id', expert.org.id)).limits.monthlyAuditsUsed).toBe(usedBefore + 1);

    // An operator lowers the cap: an explicit ask above it is refused naming the cap, the
    // project's setting is lowered to it.
    await product.admin('org', 'update', '--id', expert.org.id, '--max-samples', '1');
    const refused = await call(product, `/api/v1/projects/${project.id}/audits`, { key: expert.key, body: { samples: 2 } });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({ code: 'too_many_samples', param: 'samples' });
    expect(refused.body.error.message).toMatch(/at most 1 sample per prompt and engine/);
    await expect(product.admin('project', 'update', '--id', project.id, '--samples', '2')).rejects.toThrow(/at most 1 sample/);
    const clamped = await completedAudit();
    expect(clamped.samples).toBe(1);
    expect(clamped.queries).toHaveLength(6 * 2);
    await product.admin('org', 'update', '--id', expert.org.id, '--max-samples', 'none');
  });

  it('refuses samples that are not a whole number from 1 to 10, and still refuses unknown fields', async () => {
    for (const samples of [0, 11, 1.5, '3', null]) {
      const res = await call(product, `/api/v1/projects/${project.id}/audits`, { key: expert.key, body: { samples } });
      expect(res.status, JSON.stringify(samples)).toBe(400);
      expect(res.body.error).toMatchObject({ code: 'invalid_request', param: 'samples' });
    }
    const unknown = await call(product, `/api/v1/projects/${project.id}/audits`, { key: expert.key, body: { samples: 2, repeats: 3 } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.code).toBe('unknown_parameter');
  });

  it('shows the project setting in the project detail', async () => {
    const detail = await call(product, `/api/v1/projects/${project.id}`, { key: expert.key });
    expect(detail.body.data.samples).toBe(2);
    const latest = (await call(product, `/api/v1/projects/${project.id}/audits?limit=1`, { key: expert.key })).body.data[0];
    expect((await auditDetail(product, expert.key, project.id, latest.id)).samples).toBe(latest.samples);
  });
});
