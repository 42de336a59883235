import { describe, expect, it } from 'vitest';
import { parseCsv } from '../csv/csv';
import { answersCsv } from './export';

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
  ...extra,
});

describe('the answers CSV', () => {
  it('lists model APIs first, then search pages, a search with no AI answer as not_shown, an unread answer with its text, the surface last', () => {
    const csv = answersCsv({
      id: 'a1',
      createdAt: '2026-11-25T21:57:03.000Z',
      technicalDetails: { model: 'geo-standard', region: 'us' },
      queries: [
        row('google_ai_overview', 'search', { shown: false, cited: false, sources: [], response: '', citations: [] }),
        row('openai', 'model_api'),
        row('google_ai_mode', 'search', { simulated: true }),
      ],
      failures: [
        { prompt: 'cheap crm', provider: 'copilot', error: 'Microsoft Copilot answered HTTP 503', response: null },
        { prompt: 'cheap crm', provider: 'openai', error: 'The answer could not be read within 5 s.', response: 'Acme **is** fine.\nReally.' },
      ],
    } as Parameters<typeof answersCsv>[0]);
    const [header, ...lines] = parseCsv(csv).map((r) => r.fields);
    expect(header.at(-1)).toBe('surface');
    const at = (name: string) => (line: string[]) => line[header.indexOf(name)];
    expect(lines.map((l) => [at('data')(l), at('engine')(l), at('status')(l), at('cited')(l), at('answer')(l), at('surface')(l)])).toEqual([
      ['measured', 'ChatGPT', 'answered', 'yes', 'Acme.', 'model_api'],
      ['measured', 'Google AI Overviews', 'not_shown', '', '', 'search'],
      ['simulated', 'Google AI Mode', 'answered', 'yes', 'Acme.', 'search'],
      ['measured', 'Microsoft Copilot', 'failed', '', '', 'search'],
      ['measured', 'ChatGPT', 'unread', '', 'Acme is fine. Really.', 'model_api'],
    ]);
  });
});
