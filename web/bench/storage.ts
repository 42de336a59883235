// Benchmark: what an answer costs in PostgreSQL, and what retention gives back
// (docs/operations/retention.md). One audit of `prompts` × 4 engines through the real product
// against the fake providers (each speaking its provider's wire format, with its raw citations),
// then the on-disk size of its answers: audit_queries and citations with their TOAST tables and
// indexes, after VACUUM FULL so that only live rows count; then the same after RETENTION_DAYS
// pruned every answer. The figures are bytes per answer row, everything included.
import { setTimeout as sleep } from 'node:timers/promises';
import type { Sql } from '@db/connection';
import { runRetention } from '../server/retention/retention';
import { startFakeProviders } from '../test/fakes';
import { seedOrg, seedProject, startProduct } from '../test/harness';

const ENGINES = ['OPENAI', 'PERPLEXITY', 'GEMINI', 'ANTHROPIC'];

const TOOLS = ['Acme', 'Globex', 'Initech', 'Umbrella', 'Hooli', 'Vandelay'];
const SITES = ['https://www.g2.com/categories/project-management', 'https://www.capterra.com/project-management-software/', 'https://acme.example/pricing', 'https://globex.example/', 'https://www.techradar.com/best/best-project-management-software', 'https://initech.example/features'];

/**
 * An answer of the size and shape engines with web search give (about 2 KB of Markdown: an
 * introduction, a list of tools with a few sentences each and source markers, a closing advice),
 * the brand at a place that varies with the prompt.
 */
function searchAnswer(prompt: string) {
  const n = [...prompt].reduce((sum, c) => sum + c.charCodeAt(0), 0);
  const tools = TOOLS.map((_, i) => TOOLS[(i + n) % TOOLS.length]);
  const text = [
    `Here are the tools most often recommended for this question ("${prompt}"), based on recent reviews and vendor documentation:`,
    '',
    ...tools.map((tool, i) =>
      [
        `${i + 1}. **${tool}**: a solid choice for teams that need clear planning views, shared timelines and simple reporting [${(i % 5) + 1}].`,
        `   Reviewers note its onboarding and fair pricing, while some mention that advanced automation costs extra. ${tool} integrates with the usual chat and storage tools.`,
      ].join('\n'),
    ),
    '',
    'In short, try two of them side by side for a week with a real project before committing, and check the pricing tiers for the number of seats you need.',
  ].join('\n');
  return { text, sources: SITES.slice(0, 5) };
}

export interface StorageFigures {
  answers: number;
  citations: number;
  /** mean length of one answer's text in UTF-8 */
  textLength: number;
  /** mean stored size of one answer's text (PostgreSQL compresses long texts) */
  textBytes: number;
  /** mean stored size of one answer's analysis (jsonb) */
  analysisBytes: number;
  /** audit_queries (heap, TOAST, indexes) per answer row */
  rowBytes: number;
  /** citations (heap, TOAST, indexes) per answer row */
  citationBytes: number;
  totalBytes: number;
}

export interface StorageResult {
  prompts: number;
  engines: number;
  stored: StorageFigures;
  pruned: StorageFigures;
}

async function figures(sql: Sql): Promise<StorageFigures> {
  await sql`VACUUM FULL audit_queries`;
  await sql`VACUUM FULL citations`;
  const [row] = await sql<{ answers: number; citations: number; length: number; text: number; analysis: number; queries_size: number; citations_size: number }[]>`
    SELECT (SELECT count(*)::int FROM audit_queries WHERE state = 'answered') AS answers,
           (SELECT count(*)::int FROM citations) AS citations,
           (SELECT coalesce(avg(octet_length(response)), 0)::float8 FROM audit_queries WHERE state = 'answered') AS length,
           (SELECT coalesce(avg(pg_column_size(response)), 0)::float8 FROM audit_queries WHERE state = 'answered') AS text,
           (SELECT avg(pg_column_size(analysis))::float8 FROM audit_queries WHERE state = 'answered') AS analysis,
           pg_total_relation_size('audit_queries')::float8 AS queries_size,
           pg_total_relation_size('citations')::float8 AS citations_size`;
  const per = (bytes: number) => Math.round(bytes / row.answers);
  return {
    answers: row.answers,
    citations: row.citations,
    textLength: Math.round(row.length),
    textBytes: Math.round(row.text),
    analysisBytes: Math.round(row.analysis),
    rowBytes: per(row.queries_size),
    citationBytes: per(row.citations_size),
    totalBytes: per(row.queries_size + row.citations_size),
  };
}

export async function benchStorage(options: { prompts?: number; progress?: (msg: string) => void } = {}): Promise<StorageResult> {
  const prompts = options.prompts ?? 100;
  const progress = options.progress ?? (() => {});
  const fakes = await startFakeProviders({ latencyMs: 0, answer: searchAnswer });
  const product = await startProduct({ ...fakes.env, ...Object.fromEntries(ENGINES.map((e) => [`ENGINE_CONCURRENCY_${e}`, '16'])) });
  try {
    const sql = product.sql;
    if (!sql) throw new Error('the storage benchmark measures PostgreSQL: set DATABASE_URL');
    const { org, key } = await seedOrg(product, 'expert', ['--rpm', '100000', '--monthly-audits', '1000']);
    const texts = Array.from({ length: prompts }, (_, i) => `Which project management software should a team of ${i + 2} people choose?`);
    const project = await seedProject(product, org.id, texts);
    progress(`storage: one audit of ${prompts} prompts × ${ENGINES.length} engines`);
    const launched = await product.api(`/api/v1/projects/${project.id}/audits`, { key, body: {} });
    if (launched.status !== 201) throw new Error(`launch failed: ${launched.status} ${launched.text}`);
    for (;;) {
      const [audit] = await sql`SELECT status FROM audits WHERE id = ${launched.body.data.auditId}`;
      if (audit.status === 'FAILED') throw new Error('the audit failed');
      if (audit.status === 'COMPLETED') break;
      await sleep(200);
    }
    const stored = await figures(sql);
    progress('storage: every answer pruned (RETENTION_DAYS)');
    await sql`UPDATE audit_queries SET answered_at = answered_at - interval '2 days'`;
    while (!(await runRetention(sql, { days: 1 }))!.complete);
    const pruned = await figures(sql);
    return { prompts, engines: ENGINES.length, stored, pruned };
  } finally {
    await product.dispose();
    await fakes.close();
  }
}
