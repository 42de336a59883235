// Every tracked brand read from an audit's answers (docs/guide/answer-reading.md#the-leaderboard):
// the four provider fakes answer known ranked lists; a branded prompt's answer only restates it
// and lists four competitors; a third prompt is branded by its override. Checked through the
// public API: each row's brands and positions, the leaderboard and its intervals, the unbranded
// figures, and who read each row.
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { READER_VERSION } from '@/server/analysis/analyze';
import { DashboardClient, uniqueEmail } from './dashboard-client';
import { startProduct, type Product } from './harness';
import { call, followAudit, launch, REAL_ENGINES, startFakes, type Fakes, type RealEngine } from './worker-helpers';

const UNBRANDED = 'Which smart kettle should I buy?';
const BRANDED = 'Brightkettle review';
const OVERRIDDEN = 'Is Kettlewise worth it?';
const COMPETITORS = ['Kettlewise', 'Steamly', 'Boilco', 'Pourfect'];

const rankedList = (names: string[], opening = 'Here are the smart kettles worth a look:') =>
  [opening, '', ...names.map((name, i) => `${i + 1}. **${name}**: a solid smart kettle with app control.`)].join('\n');

/** The unbranded prompt's list on each engine. */
const RANKINGS: Record<RealEngine, string[]> = {
  openai: ['Kettlewise', 'Brightkettle', 'Steamly'],
  perplexity: ['Brightkettle', 'Boilco'],
  gemini: ['Steamly', 'Kettlewise', 'Brightkettle'],
  anthropic: ['Kettlewise', 'Steamly'],
};

function answer(engine: RealEngine, prompt: string) {
  if (prompt === BRANDED) return { text: rankedList(COMPETITORS, `There is no single best answer to "${BRANDED}". Here are four smart kettles instead:`), sources: [] };
  if (prompt === OVERRIDDEN) return { text: rankedList(['Kettlewise', 'Brightkettle']), sources: [] };
  return { text: rankedList(RANKINGS[engine]), sources: [] };
}

describe('the leaderboard', () => {
  let fakes: Fakes;
  let product: Product;
  let owner: DashboardClient;
  beforeAll(async () => {
    fakes = await startFakes(Object.fromEntries(REAL_ENGINES.map((engine) => [engine, { answer: (prompt: string) => answer(engine, prompt) }])));
    product = await startProduct(fakes.env);
    owner = new DashboardClient(product.baseUrl);
    await owner.signUp({ email: uniqueEmail('owner') });
  });
  afterAll(async () => {
    await product?.dispose();
    await fakes?.close();
  });

  it('reads every tracked brand of every answer, and reports the unbranded prompts apart', async () => {
    const key: string = (await owner.call('/api/app/keys', { body: { name: 'test', scopes: ['read', 'write'] } })).body.data.key;
    const project = await owner.call('/api/app/projects', {
      body: { name: 'Brightkettle', url: 'https://brightkettle.example', brand_name: 'Brightkettle', competitors: COMPETITORS, samples: 1, engines: [...REAL_ENGINES] },
    });
    expect(project.status, project.text).toBe(201);
    const projectId = project.body.data.id;
    const prompts = await owner.call(`/api/app/projects/${projectId}/prompts`, {
      body: { prompts: [{ text: UNBRANDED }, { text: BRANDED }, { text: OVERRIDDEN, branded: true }] },
    });
    expect(prompts.body.data.created.map((p: any) => [p.text, p.branded])).toEqual([[UNBRANDED, null], [BRANDED, null], [OVERRIDDEN, true]]);
    // What the dashboard's prompts list shows beside an override: the automatic reading.
    const listed = (await owner.call(`/api/app/projects/${projectId}/prompts`)).body.data;
    expect(listed.map((p: any) => [p.text, p.branded_automatic])).toEqual([[UNBRANDED, false], [BRANDED, true], [OVERRIDDEN, false]]);

    const { auditId } = await launch(product, key, projectId);
    const { detail } = await followAudit(product, key, projectId, auditId);
    expect(detail.status).toBe('COMPLETED');
    expect(detail.queries).toHaveLength(12);

    const positions = (row: any) => row.brands.map((b: any) => [b.name, b.position, b.listRank]);
    for (const row of detail.queries) {
      expect(row.reader, row.prompt).toBe(READER_VERSION);
      const engine = row.provider as RealEngine;
      if (row.prompt === UNBRANDED) {
        expect(row.branded).toBe(false);
        expect(positions(row), engine).toEqual(RANKINGS[engine].map((name, i) => [name, i + 1, i + 1]));
        expect(row.cited).toBe(RANKINGS[engine].includes('Brightkettle'));
      } else if (row.prompt === BRANDED) {
        // The restated prompt is no mention: not cited, the four competitors at 1–4.
        expect(row).toMatchObject({ branded: true, cited: false });
        expect(positions(row)).toEqual(COMPETITORS.map((name, i) => [name, i + 1, i + 1]));
      } else {
        expect(row).toMatchObject({ branded: true, cited: true });
        expect(positions(row)).toEqual([['Kettlewise', 1, 1], ['Brightkettle', 2, 2]]);
      }
      for (const brand of row.brands) {
        expect(brand.isProjectBrand).toBe(brand.name === 'Brightkettle');
        expect(brand.sentiment).toBe('POSITIVE');
        expect(row.response).toContain(brand.excerpt);
      }
    }

    // 12 answers. Brightkettle: 3 unbranded (positions 2, 1, 3) + 4 overridden (2): 14 / 7.
    // Kettlewise: 3 unbranded (1, 2, 1) + 4 echo (1) + 4 overridden (1): 12 / 11 = 1.09.
    // Steamly: 3 unbranded (3, 1, 2) + 4 echo (2): 14 / 7. Boilco: 1 unbranded (2) + 4 echo (3): 14 / 5.
    const { analytics } = detail;
    expect(analytics).toMatchObject({ totalQueries: 12, citedQueries: 7 });
    expect(analytics.brands).toEqual([
      { name: 'Brightkettle', isProjectBrand: true, mentions: 7, total: 12, rate: 58, rateInterval: { low: 28, high: 84 }, avgPosition: 2, sentiment: { positive: 7, neutral: 0, negative: 0 } },
      { name: 'Kettlewise', isProjectBrand: false, mentions: 11, total: 12, rate: 92, rateInterval: { low: 59, high: 100 }, avgPosition: 1.09, sentiment: { positive: 11, neutral: 0, negative: 0 } },
      { name: 'Steamly', isProjectBrand: false, mentions: 7, total: 12, rate: 58, rateInterval: { low: 28, high: 84 }, avgPosition: 2, sentiment: { positive: 7, neutral: 0, negative: 0 } },
      { name: 'Boilco', isProjectBrand: false, mentions: 5, total: 12, rate: 42, rateInterval: { low: 16, high: 72 }, avgPosition: 2.8, sentiment: { positive: 5, neutral: 0, negative: 0 } },
      { name: 'Pourfect', isProjectBrand: false, mentions: 4, total: 12, rate: 33, rateInterval: { low: 11, high: 65 }, avgPosition: 4, sentiment: { positive: 4, neutral: 0, negative: 0 } },
    ]);
    expect(analytics.brands.filter((b: any) => b.isProjectBrand)).toHaveLength(1);
    // Per engine: openai named Brightkettle 2nd in both answers that name it, of 3.
    const openai = analytics.providerBreakdown.find((p: any) => p.provider === 'OPENAI');
    expect(openai.brands[0]).toMatchObject({ name: 'Brightkettle', mentions: 2, total: 3, avgPosition: 2 });

    // Unbranded: the first prompt only, 4 answers, 3 citing the brand (Wilson 3 of 4: 21–99).
    expect(analytics.unbranded).toMatchObject({ totalQueries: 4, citedQueries: 3, citationRate: 75, citationRateInterval: { low: 21, high: 99 } });
    expect(analytics.unbranded.brands.map((b: any) => [b.name, b.mentions, b.total, b.avgPosition])).toEqual([
      ['Brightkettle', 3, 4, 2], ['Kettlewise', 3, 4, 1.33], ['Steamly', 3, 4, 2], ['Boilco', 1, 4, 2], ['Pourfect', 0, 4, null],
    ]);
    expect(analytics.unbranded.providerBreakdown.map((p: any) => [p.provider, p.cited, p.total])).toEqual([
      ['ANTHROPIC', 0, 1], ['GEMINI', 1, 1], ['OPENAI', 1, 1], ['PERPLEXITY', 1, 1],
    ]);

    // The Competitors view's trend: the same counts per audit, over every prompt and the unbranded ones.
    const context = (await owner.call(`/api/app/projects/${projectId}/audits/${auditId}/context`)).body.data;
    expect(context.trend.at(-1)).toMatchObject({ id: auditId, answers: 12, unbrandedAnswers: 4 });
    expect(context.trend.at(-1).brands).toEqual([
      { name: 'Boilco', isProjectBrand: false, mentions: 5, unbrandedMentions: 1 },
      { name: 'Brightkettle', isProjectBrand: true, mentions: 7, unbrandedMentions: 3 },
      { name: 'Kettlewise', isProjectBrand: false, mentions: 11, unbrandedMentions: 3 },
      { name: 'Pourfect', isProjectBrand: false, mentions: 4, unbrandedMentions: 0 },
      { name: 'Steamly', isProjectBrand: false, mentions: 7, unbrandedMentions: 3 },
    ]);

    // Share of voice, over the unbranded prompt by default: Brightkettle, Kettlewise and Steamly
    // named in 3 of its 4 answers, Boilco in 1: 3 / 10 each, 1 / 10. Over every prompt: 7, 11,
    // 7, 5 and 4 namings of 34 (the echo names the four competitors, not the brand).
    expect(context.shareOfVoice).toEqual({
      unbranded: [
        { name: 'Brightkettle', isBrand: true, answers: 3, share: 30 },
        { name: 'Kettlewise', isBrand: false, answers: 3, share: 30 },
        { name: 'Steamly', isBrand: false, answers: 3, share: 30 },
        { name: 'Boilco', isBrand: false, answers: 1, share: 10 },
        { name: 'Pourfect', isBrand: false, answers: 0, share: 0 },
      ],
      all: [
        { name: 'Brightkettle', isBrand: true, answers: 7, share: 21 },
        { name: 'Kettlewise', isBrand: false, answers: 11, share: 32 },
        { name: 'Steamly', isBrand: false, answers: 7, share: 21 },
        { name: 'Boilco', isBrand: false, answers: 5, share: 15 },
        { name: 'Pourfect', isBrand: false, answers: 4, share: 12 },
      ],
    });
    const voiceOf = async (query: string) => {
      const res = await call(product, `/api/v1/projects/${projectId}/share-of-voice${query}`, { key });
      expect(res.status, res.text).toBe(200);
      return res.body.data.map((line: any) => [line.engine, line.prompts, line.answers, line.voice.map((v: any) => [v.name, v.answers, v.share])]);
    };
    const unbrandedVoice = await voiceOf('');
    expect(unbrandedVoice[0]).toEqual([
      'all', 'unbranded', 4, [['Brightkettle', 3, 0.3], ['Kettlewise', 3, 0.3], ['Steamly', 3, 0.3], ['Boilco', 1, 0.1], ['Pourfect', 0, 0]],
    ]);
    // openai's one unbranded answer names Kettlewise, Brightkettle and Steamly: a third each.
    expect(unbrandedVoice.find((line: any) => line[0] === 'openai')).toEqual([
      'openai', 'unbranded', 1, [['Brightkettle', 1, 0.3333], ['Kettlewise', 1, 0.3333], ['Steamly', 1, 0.3333], ['Boilco', 0, 0], ['Pourfect', 0, 0]],
    ]);
    expect((await voiceOf('?prompts=all'))[0]).toEqual([
      'all', 'all', 12, [['Brightkettle', 7, 0.2059], ['Kettlewise', 11, 0.3235], ['Steamly', 7, 0.2059], ['Boilco', 5, 0.1471], ['Pourfect', 4, 0.1176]],
    ]);
    const badSet = await call(product, `/api/v1/projects/${projectId}/share-of-voice?prompts=branded`, { key });
    expect(badSet.status).toBe(400);
    expect(badSet.body.error).toMatchObject({ code: 'invalid_request', param: 'prompts' });

    // A reviewer's "not about us" on openai's unbranded answer: the brand's entry goes, the others close up.
    const row = detail.queries.find((q: any) => q.prompt === UNBRANDED && q.provider === 'openai');
    const corrected = await owner.call(`/api/app/projects/${projectId}/audits/${auditId}/rows/${row.id}/correction`, { body: { cited: false } });
    expect(corrected.status, corrected.text).toBeLessThan(300);
    const after = (await owner.call(`/api/app/projects/${projectId}/audits/${auditId}`)).body.data;
    expect(positions(after.queries.find((q: any) => q.id === row.id))).toEqual([['Kettlewise', 1, 1], ['Steamly', 2, 3]]);
    expect(after.analytics.brands[0]).toMatchObject({ name: 'Brightkettle', mentions: 6, avgPosition: 2 });
    expect(after.analytics.unbranded).toMatchObject({ citedQueries: 2 });

    // The override goes back to automatic.
    const prompt = prompts.body.data.created[2];
    const patched = await owner.call(`/api/app/projects/${projectId}/prompts/${prompt.id}`, { method: 'PATCH', body: { branded: null } });
    expect(patched.body.data.branded).toBeNull();
    const refused = await owner.call(`/api/app/projects/${projectId}/prompts/${prompt.id}`, { method: 'PATCH', body: { branded: 'yes' } });
    expect(refused.status).toBe(400);

    // Read again after the project dropped Boilco and the override went: the correction stays.
    expect((await owner.call(`/api/app/projects/${projectId}`, { method: 'PATCH', body: { competitors: ['Kettlewise', 'Steamly', 'Pourfect'] } })).status).toBe(200);
    expect(after.reread).toBeNull();
    const reread = await product.admin('audit', 'reread', '--id', auditId);
    // Every answer read again; only the corrected row's reading differs from its stored values (before its correction, none).
    expect(reread).toEqual({ id: auditId, reader: READER_VERSION, reread: 12, changed: 0, kept: 0 });
    const again = (await owner.call(`/api/app/projects/${projectId}/audits/${auditId}`)).body.data;
    expect(again.reread).toEqual({ at: expect.any(String), reader: READER_VERSION });
    const perplexity = again.queries.find((q: any) => q.prompt === UNBRANDED && q.provider === 'perplexity');
    expect(positions(perplexity)).toEqual([['Brightkettle', 1, 1]]);
    const correctedAgain = again.queries.find((q: any) => q.id === row.id);
    expect(correctedAgain).toMatchObject({ cited: false, corrected: { original: { cited: true, sentiment: 'POSITIVE' } } });
    expect(positions(correctedAgain)).toEqual([['Kettlewise', 1, 1], ['Steamly', 2, 3]]);
    expect(again.analytics.brands.map((b: any) => [b.name, b.mentions])).toEqual([['Brightkettle', 6], ['Kettlewise', 11], ['Steamly', 7], ['Pourfect', 4]]);
    // The third prompt is automatic now: it names Kettlewise, not the brand, so it is unbranded.
    expect(again.queries.filter((q: any) => q.prompt === OVERRIDDEN).every((q: any) => q.branded === false)).toBe(true);
    expect(again.analytics.unbranded).toMatchObject({ totalQueries: 8, citedQueries: 6 });
    expect(await product.admin('audit', 'reread', '--id', crypto.randomUUID()).catch((err: Error) => err.message)).toMatch(/Audit not found/);
  });

  it("says a prompt is branded as the worker reads it, the project's category words included", async () => {
    // "Nimbus Networks" alone reads as another company (a trade word after the name); the worker
    // reads prompts with the project's category words, its prompts' among them, where "networks"
    // is the project's own trade: branded. The prompts list says what the audit will count.
    const key: string = (await owner.call('/api/app/keys', { body: { name: 'nimbus', scopes: ['read', 'write'] } })).body.data.key;
    const project = await owner.call('/api/app/projects', {
      body: { name: 'Nimbus', url: 'https://nimbus.example', brand_name: 'Nimbus', competitors: ['Globex'], samples: 1, engines: ['openai'] },
    });
    const projectId = project.body.data.id;
    const prompts = ['Nimbus Networks review', 'Is nimbus cloud cover heavy today?', 'best mesh wifi for a flat'];
    await owner.call(`/api/app/projects/${projectId}/prompts`, { body: { prompts: prompts.map((text) => ({ text })) } });
    const listed = (await owner.call(`/api/app/projects/${projectId}/prompts`)).body.data;
    expect(listed.map((p: any) => [p.text, p.branded_automatic])).toEqual([[prompts[0], true], [prompts[1], false], [prompts[2], false]]);

    const { auditId } = await launch(product, key, projectId);
    const { detail } = await followAudit(product, key, projectId, auditId);
    expect(detail.queries.map((q: any) => [q.prompt, q.branded])).toEqual([[prompts[0], true], [prompts[1], false], [prompts[2], false]]);
  });
});
