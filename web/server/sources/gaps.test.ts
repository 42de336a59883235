import { describe, expect, it } from 'vitest';
import { citationGaps, uncitedDomains, type GapRow } from './gaps';
import type { KindContext } from './kinds';

const ctx: KindContext = {
  own: new Set(['acme.example']),
  competitors: new Map([['globex.example', 'Globex']]),
  overrides: {},
};

let next = 0;
const row = (values: Partial<GapRow>): GapRow => ({
  id: `q${++next}`,
  audit_id: 'a1',
  prompt: 'best crm',
  provider: 'openai',
  cited: false,
  sources: [],
  competitors: [],
  ...values,
});

describe('uncitedDomains: third-party domains cited where the brand is absent', () => {
  it('counts each answer once per registrable domain, skips own, competitor and cited rows, most answers first', () => {
    const rows = [
      // two pages of one domain, and a tracking-tagged copy: one answer for g2.com
      row({ sources: ['https://www.g2.com/crm', 'https://g2.com/crm/agencies', 'https://g2.com/crm?utm_source=x'], prompt: 'best crm' }),
      row({ sources: ['https://g2.com/crm', 'https://reddit.com/r/crm', 'https://globex.example/pricing', 'https://acme.example/'], prompt: 'crm for agencies' }),
      row({ sources: ['https://reddit.com/r/sales'], prompt: 'crm for agencies' }),
      // the brand is cited here: its sources are not a gap
      row({ cited: true, sources: ['https://g2.com/crm', 'https://capterra.com/crm'] }),
      row({ sources: ['mailto:someone@example.com', 'not a url'] }),
    ];
    expect(uncitedDomains(rows, ctx)).toEqual([
      { domain: 'g2.com', answers: 2, prompts: ['best crm', 'crm for agencies'] },
      { domain: 'reddit.com', answers: 2, prompts: ['crm for agencies'] },
    ]);
  });

  it('names the same domains as the citation gaps do for the same pages', () => {
    const rows = [row({ sources: ['https://blog.g2.com/crm'], competitors: ['Globex'] })];
    const [gap] = citationGaps(rows, ctx);
    expect(gap.pages.map((p) => p.domain)).toEqual(uncitedDomains(rows, ctx).map((d) => d.domain));
  });
});
