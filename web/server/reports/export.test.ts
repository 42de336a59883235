import { describe, expect, it } from 'vitest';
import { parseCsv } from '../csv/csv';
import { answersCsv, brandsCsv } from './export';

const row = (provider: string, surface: 'model_api' | 'search', extra: Record<string, unknown> = {}) => ({
  id: `${provider}-row`,
  prompt: 'best crm',
  provider,
  surface,
  shown: true,
  simulated: false,
  sample: 0,
  modelVersion: null,
  cited: true,
  sentiment: 'POSITIVE',
  sources: ['https://a.example/'],
  response: 'Acme.',
  citations: [{ excerpt: 'Acme.', confidence: 0.8 }],
  corrected: null,
  brands: [{ name: 'Acme', isProjectBrand: true, position: 2 }],
  branded: false,
  reader: 'rules@9',
  ...extra,
});

describe('the answers CSV', () => {
  it('lists model APIs first, then search pages, a search with no AI answer as not_shown, an unread answer with its text, then the surface, whether the prompt is branded and the reader', () => {
    const csv = answersCsv({
      id: 'a1',
      createdAt: '2026-11-25T21:57:03.000Z',
      technicalDetails: { model: 'geo-standard', region: 'us' },
      queries: [
        row('google_ai_overview', 'search', { shown: false, cited: false, sources: [], response: '', citations: [], brands: [], reader: null }),
        row('openai', 'model_api'),
        row('google_ai_mode', 'search', { simulated: true }),
      ],
      failures: [
        { prompt: 'cheap crm', provider: 'copilot', error: 'Microsoft Copilot answered HTTP 503', response: null },
        { prompt: 'cheap crm', provider: 'openai', error: 'The answer could not be read within 5 s.', response: 'Acme **is** fine.\nReally.' },
      ],
    } as unknown as Parameters<typeof answersCsv>[0]);
    const [header, ...lines] = parseCsv(csv).map((r) => r.fields);
    expect(header.slice(-3)).toEqual(['surface', 'branded', 'reader']);
    const at = (name: string) => (line: string[]) => line[header.indexOf(name)];
    expect(lines.map((l) => [at('data')(l), at('engine')(l), at('status')(l), at('cited')(l), at('answer')(l), at('surface')(l)])).toEqual([
      ['measured', 'ChatGPT', 'answered', 'yes', 'Acme.', 'model_api'],
      ['measured', 'Google AI Overviews', 'not_shown', '', '', 'search'],
      ['simulated', 'Google AI Mode', 'answered', 'yes', 'Acme.', 'search'],
      ['measured', 'Microsoft Copilot', 'failed', '', '', 'search'],
      ['measured', 'ChatGPT', 'unread', '', 'Acme is fine. Really.', 'model_api'],
    ]);
    // The brand's position among the tracked brands named, the prompt's kind and the reader.
    expect(lines.map((l) => [at('position')(l), at('branded')(l), at('reader')(l)])).toEqual([
      ['2', 'no', 'rules@9'], ['', 'no', ''], ['2', 'no', 'rules@9'], ['', '', ''], ['', '', ''],
    ]);
  });
});

describe('the brands CSV', () => {
  const standing = (name: string, isProjectBrand: boolean, mentions: number, total: number, avgPosition: number | null) => ({
    name, isProjectBrand, mentions, total, rate: Math.round((100 * mentions) / total), rateInterval: { low: 1, high: 99 }, avgPosition,
    sentiment: { positive: mentions, neutral: 0, negative: 0 },
  });
  it('writes every tracked brand for all engines and each, over every prompt then the unbranded ones, names made safe', () => {
    const all = [standing('Acme', true, 2, 3, 1.5), standing('=cmd|calc', false, 1, 3, 2)];
    const unbranded = [standing('Acme', true, 1, 2, 1), standing('=cmd|calc', false, 0, 2, null)];
    const csv = brandsCsv({
      id: 'a1',
      createdAt: '2026-11-25T21:57:03.000Z',
      technicalDetails: { model: 'geo-standard', region: 'us' },
      queries: [row('openai', 'model_api')],
      failures: [],
      analytics: {
        brands: all,
        providerBreakdown: [{ provider: 'OPENAI', brands: all }],
        unbranded: { brands: unbranded, providerBreakdown: [{ provider: 'OPENAI', brands: unbranded }] },
      },
    } as unknown as Parameters<typeof brandsCsv>[0]);
    const [header, ...lines] = parseCsv(csv).map((r) => r.fields);
    expect(header.slice(6)).toEqual(['prompts', 'engine', 'brand', 'you', 'named_in', 'answers', 'rate', 'range', 'avg_position', 'positive', 'neutral', 'negative']);
    expect(lines.map((l) => [l[1], ...l.slice(6, 15)])).toEqual([
      ['brands/1', 'all', 'All engines', 'Acme', 'yes', '2', '3', '67%', '1–99%', '1.5'],
      ['brands/1', 'all', 'All engines', "'=cmd|calc", 'no', '1', '3', '33%', '1–99%', '2'],
      ['brands/1', 'all', 'ChatGPT', 'Acme', 'yes', '2', '3', '67%', '1–99%', '1.5'],
      ['brands/1', 'all', 'ChatGPT', "'=cmd|calc", 'no', '1', '3', '33%', '1–99%', '2'],
      ['brands/1', 'unbranded', 'All engines', 'Acme', 'yes', '1', '2', '50%', '1–99%', '1'],
      ['brands/1', 'unbranded', 'All engines', "'=cmd|calc", 'no', '0', '2', '0%', '1–99%', ''],
      ['brands/1', 'unbranded', 'ChatGPT', 'Acme', 'yes', '1', '2', '50%', '1–99%', '1'],
      ['brands/1', 'unbranded', 'ChatGPT', "'=cmd|calc", 'no', '0', '2', '0%', '1–99%', ''],
    ]);
  });
});
