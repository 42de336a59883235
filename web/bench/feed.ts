// The answers feed (docs/guide/alerts.md#the-answers-feed): a project of 50 COMPLETED audits ×
// 2,000 answers (100,000 records) read over HTTP as NDJSON and CSV, once each, end to end: rows
// per second, and the server's peak resident memory during the read (sampled from its own
// /metrics every 50 ms) over its resident memory before, which a streamed read must keep flat
// whatever the project's size. Baseline of the same run: GET /api/v1/projects.
import { performance } from 'node:perf_hooks';
import type { Product } from '../test/harness';
import { seedCompletedAudits } from './seed';

export const FEED_AUDITS = 50;
const PROMPTS = 500;

export async function seedFeedProject(product: Product, orgId: string): Promise<{ projectId: string; answers: number }> {
  const sql = product.sql!;
  const { project } = await seedCompletedAudits(sql, orgId, {
    name: 'Feed bench',
    columns: { url: 'https://acme.example', brand_name: 'Acme', competitors: ['Globex', 'Initech'] },
    prompts: PROMPTS,
    promptAround: ['Which CRM should a team of ', ' people choose?'],
    audits: FEED_AUDITS,
    answersPerAudit: PROMPTS * 4,
  });
  await sql`
    INSERT INTO audit_queries (audit_id, prompt_id, prompt, provider, ordinal, state, response, sources, cited, sentiment, analysis, answered_at)
    SELECT a.id, p.id, p.text, e.provider, row_number() OVER (PARTITION BY a.id ORDER BY p.created_at, p.id, e.provider) - 1, 'answered',
           'Acme, Globex and Initech are the usual shortlist.',
           ARRAY['https://www.g2.com/categories/crm', 'https://acme.example/pricing'], c.cited, 'NEUTRAL',
           jsonb_build_object('brands', CASE WHEN c.cited
             THEN '[{"name":"Acme","isProjectBrand":true,"position":1},{"name":"Globex","isProjectBrand":false,"position":2}]'::jsonb
             ELSE '[{"name":"Globex","isProjectBrand":false,"position":1}]'::jsonb END),
           now()
    FROM audits a CROSS JOIN prompts p CROSS JOIN (VALUES ('openai'), ('perplexity'), ('gemini'), ('anthropic')) e(provider)
    CROSS JOIN LATERAL (SELECT abs(hashtext(a.id::text || p.id::text || e.provider)) % 3 <> 0 AS cited) c
    WHERE a.project_id = ${project.id} AND p.project_id = ${project.id}`;
  await sql`ANALYZE audit_queries`;
  await sql`ANALYZE audits`;
  return { projectId: project.id, answers: FEED_AUDITS * PROMPTS * 4 };
}

async function residentBytes(baseUrl: string): Promise<number> {
  const text = await (await fetch(`${baseUrl}/metrics`)).text();
  return Number(/^process_resident_memory_bytes (\d+(?:\.\d+)?(?:e\+\d+)?)$/m.exec(text)?.[1] ?? NaN);
}

export interface FeedBenchRow {
  format: 'ndjson' | 'csv';
  records: number;
  seconds: number;
  recordsPerSecond: number;
  megabytes: number;
  rssBeforeMiB: number;
  rssPeakMiB: number;
}

/** Reads the whole feed in `format`, counting records as they arrive (the client keeps nothing). */
export async function readFeed(product: Product, key: string, projectId: string, format: 'ndjson' | 'csv'): Promise<FeedBenchRow> {
  const before = await residentBytes(product.baseUrl);
  let peak = before;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      peak = Math.max(peak, await residentBytes(product.baseUrl));
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  const started = performance.now();
  const res = await fetch(`${product.baseUrl}/api/v1/projects/${projectId}/answers?format=${format}`, { headers: { Authorization: `Bearer ${key}` } });
  if (res.status !== 200) throw new Error(`feed answered ${res.status}: ${await res.text()}`);
  let lines = 0;
  let bytes = 0;
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    bytes += chunk.length;
    for (const byte of chunk) if (byte === 10) lines++;
  }
  const seconds = (performance.now() - started) / 1000;
  sampling = false;
  await sampler;
  const records = format === 'csv' ? lines - 1 : lines;
  const mib = (n: number) => Math.round(n / 2 ** 20);
  return { format, records, seconds: Number(seconds.toFixed(2)), recordsPerSecond: Math.round(records / seconds), megabytes: Number((bytes / 1e6).toFixed(1)), rssBeforeMiB: mib(before), rssPeakMiB: mib(peak) };
}
