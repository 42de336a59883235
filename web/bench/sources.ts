// The sources read (docs/guide/sources-and-gaps.md, Benchmarks): a project with 30 COMPLETED
// audits × 2,000 answers (500 prompts × 4 engines, 4 or 5 cited pages each over ~150 domains).
// Two plans for GET /projects/:id/sources, timed in process on the same connection:
//   - index plan: read the audits' answers through audit_queries' (audit_id) index and summarise
//     them on every request;
//   - summary table: read the rows written once when each audit completed (audit_sources).
// Then the route the product serves (the summary table) over HTTP as a ratio to GET /projects in
// the same run, for the latest audit and for `since` covering all 30.
import type { Sql } from '@db/connection';
import { kindContext } from '../server/sources/context';
import { aggregateSources } from '../server/sources/read';
import { auditSummaries, writeSourceSummary, type SummarisedAudit } from '../server/audits/source-summary';
import { answerSources, summariseAnswers } from '../server/sources/summary';
import type { Product } from '../test/harness';
import { seedCompletedAudits } from './seed';

export const SOURCE_AUDITS = 30;
const PROMPTS = 500;
const DOMAINS = 150;

/** Seeds the project and its audits; returns what the measurements need. */
export async function seedSourcesProject(product: Product, orgId: string) {
  const sql = product.sql!;
  const { project, auditIds } = await seedCompletedAudits(sql, orgId, {
    name: 'Sources bench',
    columns: {
      url: 'https://acme.example',
      brand_name: 'Acme',
      competitors: ['Globex', 'Initech'],
      competitor_domains: ['globex.example'],
      source_kinds: sql.json({ 'site7.example': 'review' }),
    },
    prompts: PROMPTS,
    promptAround: ['Which CRM should a team of ', ' people choose?'],
    audits: SOURCE_AUDITS,
    answersPerAudit: PROMPTS * 4,
  });
  const page = (salt: string) =>
    sql`'https://www.site' || (abs(hashtext(p.id::text || e.provider || a.id::text || ${salt})) % ${DOMAINS}) || '.example/page-' || (abs(hashtext(a.id::text || p.id::text || ${salt})) % 8)`;
  await sql`
    INSERT INTO audit_queries (audit_id, prompt_id, prompt, provider, ordinal, state, response, sources, cited, sentiment, analysis, answered_at)
    SELECT a.id, p.id, p.text, e.provider, row_number() OVER (PARTITION BY a.id ORDER BY p.created_at, p.id, e.provider) - 1, 'answered',
           'Acme, Globex and Initech are the usual shortlist.',
           ARRAY[${page('1')}, ${page('2')}, ${page('3')}, 'https://www.g2.com/categories/crm?utm_source=openai'] ||
             CASE WHEN c.cited THEN ARRAY['https://acme.example/pricing'] ELSE ARRAY['https://globex.example/crm'] END,
           c.cited, 'NEUTRAL',
           jsonb_build_object('firstMentionSentence', CASE WHEN c.cited THEN 0 END,
                              'competitors', CASE WHEN c.cited THEN '[]'::jsonb ELSE '[{"name":"Globex","mentions":1,"firstSentence":0}]'::jsonb END),
           now()
    FROM audits a CROSS JOIN prompts p CROSS JOIN (VALUES ('openai'), ('perplexity'), ('gemini'), ('anthropic')) e(provider)
    CROSS JOIN LATERAL (SELECT abs(hashtext(a.id::text || p.id::text || e.provider)) % 3 <> 0 AS cited) c
    WHERE a.project_id = ${project.id} AND p.project_id = ${project.id}`;
  const writeMs: number[] = [];
  for (const auditId of auditIds) {
    const start = performance.now();
    await writeSourceSummary(sql, auditId);
    writeMs.push(performance.now() - start);
  }
  const [{ rows }] = await sql`SELECT count(*)::int AS rows FROM audit_sources s JOIN audits a ON a.id = s.audit_id WHERE a.project_id = ${project.id}`;
  return { project, auditIds, writeMs, summaryRows: rows as number };
}

function stats(ms: number[]) {
  const sorted = [...ms].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
  return { runs: ms.length, medianMs: Number(at(0.5).toFixed(2)), p99Ms: Number(at(0.99).toFixed(2)) };
}

async function time(runs: number, work: () => Promise<unknown>) {
  await work(); // warm-up
  const ms: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await work();
    ms.push(performance.now() - start);
  }
  return stats(ms);
}

/** The two plans in process: index plan (answers summarised per request) vs the summary table. */
export async function comparePlans(sql: Sql, project: Parameters<typeof kindContext>[0], auditIds: string[]) {
  const ctx = kindContext(project);
  const audits: SummarisedAudit[] = await sql<SummarisedAudit[]>`SELECT id, status, source_summary FROM audits WHERE id IN ${sql(auditIds)}`;
  const latest = audits.filter((a) => a.id === auditIds.at(-1));
  const indexPlan = async (list: SummarisedAudit[]) => {
    const answers = (await Promise.all(list.map((a) => answerSources(sql, a.id)))).flat();
    return aggregateSources(summariseAnswers(answers), ctx);
  };
  const summaryPlan = async (list: SummarisedAudit[]) => aggregateSources(await auditSummaries(sql, list), ctx);
  return [
    { plan: 'index plan (answers summarised on read)', scope: 'latest audit', ...(await time(20, () => indexPlan(latest))) },
    { plan: 'summary table (written at completion)', scope: 'latest audit', ...(await time(100, () => summaryPlan(latest))) },
    { plan: 'index plan (answers summarised on read)', scope: `${SOURCE_AUDITS} audits`, ...(await time(3, () => indexPlan(audits))) },
    { plan: 'summary table (written at completion)', scope: `${SOURCE_AUDITS} audits`, ...(await time(20, () => summaryPlan(audits))) },
  ];
}
