import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { rateInterval } from '@/server/analysis/intervals';
import {
  auditPlan, basisDifferences, changeText, changeVerdict, citedText, comparisonSentence, comparisonState, estimateText, groupAnswers, likelyText,
  rangeText, readerSentence, reportSentence, type AuditBasis, type AuditComparison,
} from './measurements';
import type { QueryRow } from './types';

const row = (prompt: string, provider: string, sample: number, cited: boolean, extra: Partial<QueryRow> = {}): QueryRow => ({
  id: `${provider}-${prompt}-${sample}`,
  prompt,
  provider,
  surface: 'model_api',
  shown: true,
  simulated: false,
  sample,
  modelVersion: null,
  response: `${prompt} answer ${sample}`,
  cited,
  sources: [],
  sentiment: 'NEUTRAL',
  unknownToEngine: false,
  corrected: null,
  citations: [],
  unsure: [],
  judge: null,
  usage: null,
  brands: [],
  reader: 'rules@3',
  branded: false,
  ...extra,
});

const basis = (over: Partial<AuditBasis> = {}): AuditBasis => ({
  promptSetFingerprint: 'abc',
  engines: ['openai', 'perplexity'],
  region: 'fr',
  model: 'geo-standard',
  modelVersions: { openai: ['gpt-5.4-mini'], perplexity: ['sonar'] },
  ...over,
});

describe('the wording of an estimate and its range', () => {
  it('reads the same everywhere', () => {
    expect(rangeText({ low: 58, high: 87 })).toBe('58–87%');
    expect(likelyText({ low: 58, high: 87 })).toBe('likely between 58 and 87%');
    expect(likelyText({ low: 48, high: 66 }, '')).toBe('likely between 48 and 66');
    expect(estimateText(75, { low: 58, high: 87 })).toBe('75%, likely between 58 and 87% (95% range)');
    expect(changeText(-12, { low: -25, high: 1 })).toBe('−12 points (95% range −25 to +1)');
    expect(changeText(1, { low: -3, high: 6 })).toBe('+1 point (95% range −3 to +6)');
  });

  it('calls a change significant only as the server decided', () => {
    expect(changeVerdict('none')).toEqual({ label: 'Within noise', tone: 'neutral' });
    expect(changeVerdict('up').label).toBe('Significant rise');
    expect(changeVerdict('down').label).toBe('Significant drop');
  });
});

describe('groupAnswers', () => {
  it('puts the samples of a prompt × engine together, in order, and counts the citing ones', () => {
    const rows = [
      row('best crm', 'openai', 1, true, { sources: ['https://a.example/', 'https://b.example/'] }),
      row('best crm', 'perplexity', 0, false),
      row('best crm', 'openai', 0, true, { sources: ['https://a.example/'] }),
      row('best crm', 'openai', 2, false, { sentiment: 'POSITIVE' }),
      row('cheap crm', 'openai', 0, false),
    ];
    const groups = groupAnswers(rows);
    expect(groups.map((g) => [g.prompt, g.provider, g.rows.map((r) => r.sample), g.cited])).toEqual([
      ['best crm', 'openai', [0, 1, 2], 2],
      ['best crm', 'perplexity', [0], 0],
      ['cheap crm', 'openai', [0], 0],
    ]);
    expect(groups[0].sources).toEqual(['https://a.example/', 'https://b.example/']);
    expect(groups[0].sentiment).toBeNull(); // mixed
    expect(groups[1].sentiment).toBe('NEUTRAL');
    expect(citedText(groups[0])).toBe('Cited in 2 of 3');
    expect(citedText(groups[1])).toBe('Not cited');
  });

  it('says when a search page showed no AI answer, and counts citations over the answers shown', () => {
    const notShown = { shown: false, response: '', surface: 'search' as const };
    const groups = groupAnswers([
      row('best crm', 'google_ai_overview', 0, false, notShown),
      row('best crm', 'google_ai_overview', 1, true, { surface: 'search' }),
      row('best crm', 'google_ai_overview', 2, false, { surface: 'search' }),
      row('cheap crm', 'google_ai_overview', 0, false, notShown),
    ]);
    expect(groups.map((g) => [g.cited, g.shown, citedText(g)])).toEqual([
      [1, 2, 'Cited in 1 of 2 shown (of 3)'],
      [0, 0, 'No AI answer shown'],
    ]);
  });

  it('keeps a prompt that differs only by engine or by text apart', () => {
    const groups = groupAnswers([row('a', 'openai', 0, true), row('A', 'openai', 0, true), row('a', 'gemini', 0, true)]);
    expect(groups).toHaveLength(3);
  });
});

describe('the samples setting', () => {
  it('counts the calls and uses the server’s expected width', () => {
    const plan = auditPlan(4, 2, 3);
    expect(plan.calls).toBe(24);
    const { low, high } = rateInterval(12, 24);
    expect(plan.width).toBe(high - low);
    // More samples, narrower: about 1/√samples.
    expect(auditPlan(20, 4, 3).width).toBeLessThan(auditPlan(20, 4, 1).width);
    expect(auditPlan(20, 4, 1).engineWidth).toBeGreaterThan(auditPlan(20, 4, 1).width);
  });

  it('bundles the server’s interval module into the browser: it must import nothing', () => {
    const source = fs.readFileSync(path.resolve(import.meta.dirname, '../server/analysis/intervals.ts'), 'utf8');
    expect(source).not.toMatch(/^\s*import\s/m);
    expect(source).not.toMatch(/\brequire\(/);
  });
});

describe('comparison with the previous audit', () => {
  const comparison = { auditId: 'p1', createdAt: '2026-11-20T10:00:00Z', prompts: { common: 12, added: 0, removed: 0 } } as AuditComparison;

  it('names what differs between two bases', () => {
    expect(basisDifferences(basis(), basis())).toEqual([]);
    // The prompts are not part of the basis: a comparison covers the prompts both audits asked.
    expect(basisDifferences(basis({ promptSetFingerprint: 'xyz' }), basis())).toEqual([]);
    expect(basisDifferences(basis({ engines: ['openai', 'gemini'], modelVersions: { openai: ['gpt-5.4-mini'], gemini: ['g'] } }), basis())).toEqual([
      'the engines changed (Gemini added, Perplexity removed)',
    ]);
    expect(basisDifferences(basis({ region: 'us' }), basis())).toEqual(['the region changed (France → United States)']);
    expect(basisDifferences(basis({ model: 'geo-pro' }), basis())).toEqual(['the model changed (geo-standard → geo-pro)']);
    expect(basisDifferences(basis({ modelVersions: { openai: ['gpt-5.5'], perplexity: ['sonar'] } }), basis())).toEqual([
      'ChatGPT answered with another model version (gpt-5.4-mini → gpt-5.5)',
    ]);
    expect(basisDifferences(basis(), null)[0]).toMatch(/does not record/);
  });

  it('says what an audit is compared with, or why it is not', () => {
    const compared = comparisonState({ basis: basis(), comparison }, { id: 'p1', completedAt: comparison.createdAt, basis: basis() });
    expect(compared).toMatchObject({ kind: 'compared', skipped: null });
    expect(comparisonSentence(compared)).toMatch(/^Compared with the audit of Nov 20.*: same engines, model and region, over the 12 prompts both asked\.$/);
    const grown = comparisonState({ basis: basis(), comparison: { ...comparison, prompts: { common: 1, added: 2, removed: 0 } } }, null);
    expect(comparisonSentence(grown)).toMatch(/over the prompt both asked \(2 added, left out\)\.$/);

    const skipping = comparisonState({ basis: basis(), comparison }, { id: 'p2', completedAt: '2026-11-21T10:00:00Z', basis: basis({ region: 'us' }) });
    expect(comparisonSentence(skipping)).toMatch(/Not the audit of Nov 21.* in between: the region changed \(United States → France\)\.$/);

    expect(comparisonState({ basis: basis(), comparison: null }, null)).toEqual({ kind: 'first' });
    const different = comparisonState({ basis: basis({ model: 'geo-pro' }), comparison: null }, { id: 'p1', completedAt: comparison.createdAt, basis: basis() });
    expect(comparisonSentence(different)).toMatch(/^No comparable previous audit: since the audit of Nov 20.*, the model changed \(geo-standard → geo-pro\)\./);
    // A deploy to production is compared with production only.
    const otherEnvironment = comparisonState(
      { basis: basis(), comparison: null, deployment: { sha: null, ref: null, environment: 'production', url: null } },
      { id: 'p1', completedAt: comparison.createdAt, basis: basis(), deployment: { sha: 'abcd', ref: null, environment: 'preview', url: null } },
    );
    expect(otherEnvironment).toMatchObject({ kind: 'not-comparable', reasons: ['it was not an audit of the production environment'] });

    // Same basis but not compared: the previous audit finished after this one.
    const late = comparisonState({ basis: basis(), comparison: null }, { id: 'p1', completedAt: comparison.createdAt, basis: basis() });
    expect(late).toMatchObject({ kind: 'not-comparable', reasons: ['it had not finished when this audit did'] });
  });
});

describe('reportSentence', () => {
  const range = { low: 43, high: 71 };
  const voice = (brand: number, ...rivals: [string, number][]) => [
    { name: 'Acme', isBrand: true, answers: brand },
    ...rivals.map(([name, answers]) => ({ name, isBrand: false, answers })),
  ];
  it('says how often the brand is named, with its range, and where the competitors stand', () => {
    expect(reportSentence(57, range, voice(12, ['Globex', 15], ['Initech', 14]))).toBe('You are named in 57% of answers (likely 43–71%); each competitor is named more often.');
    expect(reportSentence(57, range, voice(12, ['Globex', 15], ['Initech', 3]))).toBe('You are named in 57% of answers (likely 43–71%); Globex is named more often.');
    expect(reportSentence(57, range, voice(12, ['Globex', 1], ['Initech', 3]))).toBe('You are named in 57% of answers (likely 43–71%), more often than any competitor.');
    expect(reportSentence(57, range, voice(12, ['Globex', 12]))).toBe('You are named in 57% of answers (likely 43–71%); no competitor is named more often.');
    expect(reportSentence(57, range, voice(12))).toBe('You are named in 57% of answers (likely 43–71%).');
  });
});

describe('readerSentence', () => {
  const judged = {
    provider: 'openai' as const, model: 'gpt-5.4-nano', verdict: { aboutBrand: true, sentiment: 'POSITIVE' as const, excerpt: 'x' },
    costUsd: 0, cached: true, rules: { cited: false, sentiment: 'NEUTRAL' as const },
  };
  it("names the reader and its held-out accuracy, as docs/guide/answer-reading.md#accuracy gives it", () => {
    expect(readerSentence([row('a', 'openai', 1, true), row('b', 'openai', 1, false)])).toBe(
      'Read by the rules (rules@3). Measured accuracy, rules@3: on 142 held-out answers written apart from the rules, 96% of the answers naming a brand were found and 92% of those counted did name it; the sentiment toward your brand was right 82% of the time, toward every tracked brand 78%.',
    );
  });

  it('says a version of the rules not yet measured on held-out answers is not', () => {
    expect(readerSentence([row('a', 'openai', 1, true, { reader: 'rules@99' })])).toBe(
      'Read by the rules (rules@99). Measured accuracy, rules@99: not yet measured on answers written apart from these rules.',
    );
  });

  it('counts each reader of an audit read in parts, says a model is not measured here, and counts judged rows', () => {
    const rows = [
      row('a', 'openai', 1, true, { reader: 'model:gpt-5.4-nano@3' }),
      row('b', 'openai', 1, true, { reader: 'rules@3', judge: judged }),
      row('c', 'openai', 1, true, { reader: 'rules@3', judge: { ...judged, verdict: null } }),
      row('d', 'openai', 1, false, { reader: null }),
    ];
    const sentence = readerSentence(rows);
    expect(sentence).toMatch(/^Read by the rules \(rules@3\) for 2 answers, the model gpt-5\.4-nano \(model:gpt-5\.4-nano@3\) for 1 answer\. /);
    expect(sentence).toContain('model:gpt-5.4-nano@3: not measured here');
    // the rejected verdict (null) decided nothing
    expect(sentence).toMatch(/A model judge decided 1 of the answers the rules were unsure of\.$/);
    expect(readerSentence([row('d', 'openai', 1, false, { reader: null })])).toBe('No answer was read.');
  });

  it("says how often the rules agreed with the model reader, when the model read any answer", () => {
    const rows = [row('a', 'openai', 1, true, { reader: 'model:gpt-5.4-mini@3' }), row('b', 'openai', 1, true, { reader: 'model:gpt-5.4-mini@3' })];
    expect(readerSentence(rows, { modelReadQueries: 2, readerAgreement: 50 })).toMatch(
      /\. On the 2 answers the model read, the rules agreed with it on whether you were named and on the sentiment for 50%\.$/,
    );
    expect(readerSentence(rows.slice(0, 1), { modelReadQueries: 1, readerAgreement: 100 })).toMatch(/On the answer the model read, .* for 100%\.$/);
    expect(readerSentence([row('c', 'openai', 1, true)], { modelReadQueries: 0, readerAgreement: null })).not.toContain('agreed');
  });
});
