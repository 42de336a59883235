// The optional model judge in the product (docs/operations/model-judge.md): with ANALYSIS_JUDGE=openai
// against the OpenAI fake, the worker sends only the rows the rules are unsure of, the verdict
// sets their cited and sentiment, identical answers are judged once, and the cost is in the
// organisation's spend.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedOrg, startProduct, type Product } from './harness';
import { followAudit, launch, startFakes, type Fakes } from './worker-helpers';

const UNSURE = 'Northgate is popular with accountants for payroll. Paysmith is cheaper.';
const CLEAR = 'Northgate Payroll Services runs payroll for 2,000 firms, ahead of Paysmith.';
const PROMPTS = ['Which payroll bureau do accountants like?', 'Which payroll bureau do accountants prefer?', 'Who runs payroll for most firms?'];

describe('model judge', () => {
  let fakes: Fakes;
  let product: Product;
  beforeAll(async () => {
    fakes = await startFakes({
      openai: {
        answer: (prompt) => ({ text: prompt.startsWith('Who') ? CLEAR : UNSURE, sources: [] }),
        judge: (input) => (input.includes('Northgate is popular') ? { aboutBrand: true, sentiment: 'NEGATIVE', excerpt: 'Northgate is popular with accountants for payroll.' } : 'unexpected'),
      },
    });
    product = await startProduct({ ...fakes.env, ANALYSIS_JUDGE: 'openai' });
  });
  afterAll(async () => {
    await product?.dispose();
    await fakes?.close();
  });

  it('judges unsure rows once per identical answer, follows the verdict, and counts its cost', async () => {
    const fake = fakes.providers.openai!;
    const { org, key } = await seedOrg(product, 'expert');
    const project = await product.admin('project', 'create', '--org', org.id, '--name', 'Northgate', '--url', 'https://northgatepayroll.co.uk',
      '--brand', 'Northgate Payroll Services', '--competitors', 'Paysmith');
    await product.admin('prompt', 'create', '--project', project.id, ...PROMPTS);
    const { auditId } = await launch(product, key, project.id);
    const { detail } = await followAudit(product, key, project.id, auditId);
    expect(detail.status).toBe('COMPLETED');

    const judgeRequests = () => fake.requests.filter((body: any) => body.text?.format?.type === 'json_schema');
    expect(judgeRequests()).toHaveLength(1); // two identical unsure answers, one clear one
    const unsure = detail.queries.filter((q: any) => q.response === UNSURE);
    expect(unsure).toHaveLength(2);
    for (const row of unsure) {
      // The rules said POSITIVE ("popular"); the verdict says NEGATIVE.
      expect(row).toMatchObject({ cited: true, sentiment: 'NEGATIVE', unsure: ['weak_mention'] });
      expect(row.judge).toMatchObject({ provider: 'openai', model: 'gpt-5.4-mini', rules: { cited: true, sentiment: 'POSITIVE' } });
      expect(row.judge.verdict).toEqual({ aboutBrand: true, sentiment: 'NEGATIVE', excerpt: 'Northgate is popular with accountants for payroll.' });
    }
    const paid = unsure.find((q: any) => !q.judge.cached);
    expect(unsure.filter((q: any) => q.judge.cached)).toHaveLength(1);
    expect(paid.judge.costUsd).toBeGreaterThan(0);
    const clear = detail.queries.find((q: any) => q.response === CLEAR);
    expect(clear).toMatchObject({ cited: true, unsure: [], judge: null });

    const shown = await product.admin<any>('org', 'show', '--id', org.id);
    expect(shown.spend.byProvider.judge).toEqual({ costUsd: paid.judge.costUsd, answers: 1 });

    // The same answers in the next audit: from the cache, no request, no cost.
    const second = await launch(product, key, project.id);
    const again = (await followAudit(product, key, project.id, second.auditId)).detail;
    expect(judgeRequests()).toHaveLength(1);
    for (const row of again.queries.filter((q: any) => q.response === UNSURE)) {
      expect(row).toMatchObject({ sentiment: 'NEGATIVE', judge: { cached: true, costUsd: 0 } });
    }
    expect((await product.admin<any>('org', 'show', '--id', org.id)).spend.byProvider.judge.answers).toBe(1);
  });
});
