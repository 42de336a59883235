import { describe, expect, it } from 'vitest';
import { createSimulatedEngine, simulatedAnswer, simulatedCitationProbability, simulatedShownProbability } from './simulated';
import { EngineError } from './types';

const subject = { brand: 'Acme CRM', domain: 'acme.example', competitors: ['Globex', 'Initech', 'Umbrella'] };
const ask = (prompt: string, region = 'us', model = 'simulated-standard') => simulatedAnswer({ prompt, region, model, subject });
const prompts = Array.from({ length: 200 }, (_, i) => `Which CRM should a team of ${i + 2} people choose?`);

describe('simulated engine', () => {
  it('gives the same answer to the same prompt, region and model', () => {
    expect(ask('Best CRM for startups?')).toEqual(ask('Best CRM for startups?'));
    const variants = [ask('Best CRM for startups?', 'gb'), ask('Best CRM for startups?', 'us', 'simulated-advanced'), ask('Best CRM?')];
    for (const variant of variants) expect(variant).not.toEqual(ask('Best CRM for startups?'));
  });

  it.each([
    ['fr', /^(Voici|D'après|Il n'y a)/],
    ['be', /^(Voici|D'après|Il n'y a)/],
    ['de', /^(Hier sind|Laut aktuellen|Auf „)/],
    ['es', /^(Estas son|Según|No hay)/],
    ['us', /^(Here are|Based on|There is no)/],
    ['gb', /^(Here are|Based on|There is no)/],
    ['jp', /^(Here are|Based on|There is no)/],
  ])('answers in the language of region %s', (region, intro) => {
    expect(ask('meilleur CRM', region).text).toMatch(intro);
  });

  it('lists brands in a numbered list, citing the brand in some answers only', () => {
    const answers = prompts.map((prompt) => ask(prompt));
    const mentioning = answers.filter((answer) => answer.text.includes('**Acme CRM**'));
    expect(mentioning.length / answers.length).toBeGreaterThanOrEqual(0.4);
    expect(mentioning.length / answers.length).toBeLessThanOrEqual(0.6);
    for (const answer of answers) {
      expect(answer.text).toMatch(/^1\. \*\*.+\*\* — /m);
      expect(answer.text).toMatch(/Globex|Initech|Umbrella/);
    }
    // Some mentions are unflattering.
    expect(mentioning.some((answer) => /Acme CRM\*\* — (frequently criticised|still popular, although|an established name, but)/.test(answer.text))).toBe(true);
  });

  it('returns URL sources, the brand domain among them sometimes, each cited on a list item', () => {
    const answers = prompts.map((prompt) => ask(prompt));
    const withBrandDomain = answers.filter((answer) => answer.sources.includes('https://acme.example/'));
    expect(withBrandDomain.length).toBeGreaterThan(10);
    expect(withBrandDomain.length).toBeLessThan(answers.length / 2);
    // The brand's page is only cited beside its name: cited happens with the prompt's probability.
    for (const answer of withBrandDomain) expect(answer.text).toContain('**Acme CRM**');
    for (const answer of answers) {
      expect(answer.sources.length).toBeGreaterThanOrEqual(3);
      for (const url of answer.sources) expect(() => new URL(url)).not.toThrow();
      expect(answer.citations.map((citation) => citation.url)).toEqual(answer.sources);
      for (const citation of answer.citations) expect(answer.text.slice(citation.startIndex, citation.endIndex)).toMatch(/^\d+\. \*\*/);
    }
  });

  it('gives each prompt its own citation probability, drawn afresh by every sample', () => {
    const probabilities = prompts.map((prompt) => simulatedCitationProbability(prompt, 'us', 'simulated-standard', 'Acme CRM'));
    expect(Math.min(...probabilities)).toBeLessThan(0.2);
    expect(Math.max(...probabilities)).toBeGreaterThan(0.8);
    // 400 samples of two prompts: each one's share of mentions is its own probability.
    for (const prompt of [prompts[0], prompts[1]]) {
      const truth = simulatedCitationProbability(prompt, 'us', 'simulated-standard', 'Acme CRM');
      const draws = Array.from({ length: 400 }, (_, sample) =>
        simulatedAnswer({ prompt, region: 'us', model: 'simulated-standard', subject, answerKey: `audit-1\u0000${prompt}\u0000${sample}` }),
      );
      const share = draws.filter((answer) => answer.text.includes('**Acme CRM**')).length / draws.length;
      expect(Math.abs(share - truth)).toBeLessThan(0.08); // 3.3 standard errors at worst (p = 0.5)
      expect(new Set(draws.map((answer) => answer.text)).size).toBeGreaterThan(50);
    }
    // The same answer key pins the same answer; it reports the model it simulates.
    const key = { prompt: prompts[0], region: 'us', model: 'simulated-standard', subject, answerKey: 'audit-2\u0000p\u00003' };
    expect(simulatedAnswer(key)).toEqual(simulatedAnswer(key));
    expect(simulatedAnswer(key).modelVersion).toBe('simulated-standard');
  });

  it('works without a subject', () => {
    const answer = simulatedAnswer({ prompt: 'Best CRM?', region: 'fr', model: 'm' });
    expect(answer.text).toMatch(/^\d+\. \*\*/m);
    expect(answer.sources.length).toBeGreaterThan(0);
  });

  it('waits SIMULATED_LATENCY_MS and honours the abort signal', async () => {
    const engine = createSimulatedEngine({ latencyMs: 30 });
    const started = Date.now();
    await engine.ask({ prompt: 'Best CRM?', region: 'us', model: 'm' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(25);

    const slow = createSimulatedEngine({ latencyMs: 10_000 });
    const error = await slow.ask({ prompt: 'Best CRM?', region: 'us', model: 'm', signal: AbortSignal.timeout(20) }).catch((err) => err);
    expect(error).toBeInstanceOf(EngineError);
    expect(error).toMatchObject({ provider: 'simulated', retryable: false });
  });

  it('standing in for AI Overviews, shows no answer for a realistic share of searches, each prompt its own', () => {
    const draws = prompts.flatMap((prompt) =>
      [0, 1].map((sample) => simulatedAnswer({ prompt, region: 'us', model: 'google-ai-overview', subject, answerKey: `a\u0000${prompt}\u0000${sample}` }, 'google_ai_overview')),
    );
    const notShown = draws.filter((answer) => answer.shown === false);
    expect(notShown.length / draws.length).toBeGreaterThan(0.25);
    expect(notShown.length / draws.length).toBeLessThan(0.65);
    for (const answer of notShown) expect(answer).toMatchObject({ text: '', sources: [], citations: [] });
    const chances = prompts.map((prompt) => simulatedShownProbability(prompt, 'us', 'google_ai_overview'));
    expect(Math.min(...chances)).toBeLessThan(0.35);
    expect(Math.max(...chances)).toBeGreaterThan(0.75);
    // The engine itself and model APIs always answer.
    expect(prompts.every((prompt) => simulatedShownProbability(prompt, 'us', 'simulated') === 1 && simulatedShownProbability(prompt, 'us', 'grok') === 1)).toBe(true);
  });
});
