import { describe, expect, it } from 'vitest';
import { parseCsv } from '../csv/csv';
import { auditCsv } from './export';

const row = (provider: string, surface: 'model_api' | 'search', extra: Record<string, unknown> = {}) => ({
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
  ...extra,
});

describe('audit CSV', () => {
  it('lists model APIs first, then search pages, a search with no AI answer as not_shown, the surface last', () => {
    const csv = auditCsv({
      queries: [
        row('google_ai_overview', 'search', { shown: false, cited: false, sources: [], response: '', citations: [] }),
        row('openai', 'model_api'),
        row('google_ai_mode', 'search', { simulated: true }),
      ],
      failures: [{ prompt: 'cheap crm', provider: 'copilot', error: 'Microsoft Copilot answered HTTP 503', response: null }],
    });
    const records = parseCsv(csv).map((r) => r.fields);
    expect(records[0].at(-1)).toBe('surface');
    expect(records.slice(1).map((r) => [r[0], r[2], r[5], r[6], r.at(-1)])).toEqual([
      ['measured', 'openai', 'answered', 'true', 'model_api'],
      ['measured', 'google_ai_overview', 'not_shown', '', 'search'],
      ['simulated', 'google_ai_mode', 'answered', 'true', 'search'],
      ['measured', 'copilot', 'failed', '', 'search'],
    ]);
  });
});
