// The model reader in the product (docs/guide/answer-reading.md#the-model-reader): with
// ANALYSIS_READER=model and the OpenAI fake answering both the engine's questions and the
// reader's structured calls, every answer is read by the model (its rows say so), a row whose
// reading is rejected is the rules', the audit reports the agreement of the two readers, the
// calls are in the spend and the dry-run estimate, and a re-run reads valid readings from the cache.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { READER_VERSION } from '@/server/analysis/analyze';
import { seedOrg, startProduct, type Product } from './harness';
import { call, followAudit, launch, startFakes, type Fakes } from './worker-helpers';

const BRAND = 'Northgate Payroll Services';
const LISTED = [
  'The payroll tools accountants use most:',
  '',
  '1. **Paysmith** is the cheapest option for small firms.',
  '2. **Northgate Payroll Services** is excellent and highly recommended by accountants.',
  '3. **Ledgerly** handles contractors.',
].join('\n');
const PLAIN = 'Northgate Payroll Services is a payroll bureau based in Leeds.';
const OTHER = 'Paysmith is the usual choice for sole traders.';
const PROMPTS = ['Which payroll tools do accountants use?', 'Where is Northgate Payroll Services based?', 'What do sole traders use for payroll?'];

// What the model replies, by the answer it is shown.
function reading(input: string): unknown {
  if (input.includes('Ledgerly** handles')) {
    return {
      brands: [
        { name: BRAND, named: true, position: 2, sentiment: 'POSITIVE', quote: 'Northgate Payroll Services** is excellent and highly recommended by accountants.' },
        { name: 'Paysmith', named: true, position: 1, sentiment: 'NEUTRAL', quote: 'Paysmith** is the cheapest option for small firms.' },
        // Read as another thing of that name: left out of the row's brands.
        { name: 'Ledgerly', named: false, position: 0, sentiment: 'NEUTRAL', quote: '' },
      ],
    };
  }
  if (input.includes('based in Leeds')) {
    return {
      brands: [
        { name: BRAND, named: true, position: 1, sentiment: 'NEGATIVE', quote: PLAIN },
        { name: 'Paysmith', named: false, position: 0, sentiment: 'NEUTRAL', quote: '' },
        { name: 'Ledgerly', named: false, position: 0, sentiment: 'NEUTRAL', quote: '' },
      ],
    };
  }
  return 'I think Paysmith is named. {"brands":';
}

describe('model reader', () => {
  let fakes: Fakes;
  let product: Product;
  beforeAll(async () => {
    fakes = await startFakes({
      openai: {
        answer: (prompt) => ({ text: prompt.startsWith('Which') ? LISTED : prompt.startsWith('Where') ? PLAIN : OTHER, sources: [] }),
        judge: reading,
      },
    });
    product = await startProduct({ ...fakes.env, ANALYSIS_READER: 'model' });
  });
  afterAll(async () => {
    await product?.dispose();
    await fakes?.close();
  });

  it('reads every answer with the model, falls back to the rules on a rejected reply, reports the agreement, and counts the calls', async () => {
    const fake = fakes.providers.openai!;
    const readerRequests = () => fake.requests.filter((body: any) => body.text?.format?.name === 'reading');
    const { org, key } = await seedOrg(product, 'expert');
    const project = await product.admin('project', 'create', '--org', org.id, '--name', 'Northgate', '--url', 'https://northgatepayroll.co.uk',
      '--brand', BRAND, '--competitors', 'Paysmith,Ledgerly');
    await product.admin('prompt', 'create', '--project', project.id, ...PROMPTS);

    // The dry run counts one reading per answer: 3 prompts × 1 engine × 1 sample.
    const estimate = await call(product, `/api/v1/projects/${project.id}/audits`, { key, body: { dry_run: true } });
    expect(estimate.status, estimate.text).toBe(200);
    const { reader, byProvider, estimatedCostUsd } = estimate.body.data;
    expect(reader).toMatchObject({ calls: 3, model: `model:gpt-5.4-mini@${READER_VERSION.split('@')[1]}` });
    expect(reader.estimatedCostUsd.high).toBeGreaterThan(0);
    expect(estimatedCostUsd.high).toBeCloseTo(byProvider.openai.estimatedCostUsd.high + reader.estimatedCostUsd.high, 6);

    const { auditId } = await launch(product, key, project.id);
    const { detail } = await followAudit(product, key, project.id, auditId);
    expect(detail.status).toBe('COMPLETED');
    expect(readerRequests()).toHaveLength(3);

    const row = (text: string) => detail.queries.find((q: any) => q.response === text);
    expect(row(LISTED)).toMatchObject({ reader: `model:gpt-5.4-mini@${READER_VERSION.split('@')[1]}`, cited: true, sentiment: 'POSITIVE' });
    expect(row(LISTED).brands.map((b: any) => [b.name, b.position, b.sentiment])).toEqual([
      ['Paysmith', 1, 'NEUTRAL'],
      [BRAND, 2, 'POSITIVE'],
    ]);
    expect(row(PLAIN)).toMatchObject({ reader: `model:gpt-5.4-mini@${READER_VERSION.split('@')[1]}`, cited: true, sentiment: 'NEGATIVE' });
    // The garbage reply: the rules read that row.
    expect(row(OTHER)).toMatchObject({ reader: READER_VERSION, cited: false });

    // Two rows read by the model; the rules agree on the first (cited, POSITIVE), not on the
    // second (they find no opinion in "a payroll bureau based in Leeds"): 1 of 2.
    expect(detail.analytics).toMatchObject({ modelReadQueries: 2, readerAgreement: 50 });

    // Every call is in the month's spend under `reader`, the rejected one too.
    const spend = (await product.admin<any>('org', 'show', '--id', org.id)).spend.byProvider.reader;
    expect(spend.answers).toBe(3);
    expect(spend.costUsd).toBeGreaterThan(0);

    // The same answers again: the two valid readings come from the cache; the rejected one is asked again.
    const second = await launch(product, key, project.id);
    const again = (await followAudit(product, key, project.id, second.auditId)).detail;
    expect(readerRequests()).toHaveLength(4);
    expect(again.queries.filter((q: any) => q.reader === `model:gpt-5.4-mini@${READER_VERSION.split('@')[1]}`)).toHaveLength(2);
    expect(again.analytics).toMatchObject({ modelReadQueries: 2, readerAgreement: 50 });
    expect((await product.admin<any>('org', 'show', '--id', org.id)).spend.byProvider.reader.answers).toBe(4);
  });
});
