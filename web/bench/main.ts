// `npm run bench`: drives the real product over HTTP with autocannon, against a real
// PostgreSQL (DATABASE_URL, or the local server at 127.0.0.1:5432), and reports every figure
// as a ratio to a baseline served by the same process in the same run, so that the numbers
// mean something on any machine. Results go to stdout and bench-results/latest.json.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { seedOrg, startProduct, ROOT, type Product } from '../test/harness';

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

interface Measure {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  bytes: number;
}

const progress = (msg: string) => process.stderr.write(`[bench] ${msg}\n`);

async function measure(name: string, url: string, headers: Record<string, string> = {}): Promise<Measure> {
  progress(name);
  // A short warm-up first, so that JIT and caches are in the same state for every route.
  await autocannon({ url, headers, connections: CONNECTIONS, duration: 2 });
  const r = await autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION_S });
  if (r.non2xx > 0 || r.errors > 0) throw new Error(`${name}: ${r.non2xx} non-2xx responses, ${r.errors} errors`);
  return { name, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, bytes: r.throughput.average / Math.max(r.requests.average, 1) };
}

async function seedAuditWith2000Rows(product: Product, orgId: string): Promise<{ projectId: string; auditId: string }> {
  const sql = product.sql!;
  const [project] = await sql`
    INSERT INTO projects (org_id, name, url, brand_name, competitors)
    VALUES (${orgId}, 'Bench', 'https://acme.example', 'Acme', '{Globex,Initech}') RETURNING id`;
  await sql`
    INSERT INTO prompts (project_id, text)
    SELECT ${project.id}, 'Which project management software should a team of ' || g || ' people choose?'
    FROM generate_series(1, 500) g`;
  const [audit] = await sql`
    INSERT INTO audits (org_id, project_id, status, score, provider_scores, model, region, source, quota_month,
                        current_progress, duration, started_at, completed_at)
    VALUES (${orgId}, ${project.id}, 'COMPLETED', 57, '{"openai":61,"perplexity":55,"gemini":52,"anthropic":60}',
            'geo-standard', 'fr', 'api', date_trunc('month', now())::date, 100, 312, now() - interval '6 minutes', now())
    RETURNING id`;
  const answer =
    'For a team of that size, the usual shortlist is Acme, Globex and Initech. Acme is praised for its clear planning views ' +
    'and fair pricing [1], while Globex offers more integrations but a steeper learning curve [2]. Initech suits regulated ' +
    'industries thanks to its on-premise option [3]. Reviewers on independent sites rate Acme highly for onboarding, and ' +
    'several guides recommend trying two tools side by side before committing. ';
  await sql`
    INSERT INTO audit_queries (audit_id, prompt_id, prompt, provider, ordinal, state, response, sources, cited, sentiment, answered_at)
    SELECT ${audit.id}, p.id, p.text, e.provider, (row_number() OVER (ORDER BY p.created_at, p.id, e.provider)) - 1,
           'answered', repeat(${answer}, 3),
           ARRAY['https://acme.example/pricing', 'https://www.g2.com/categories/project-management', 'https://globex.example/'],
           (hashtext(p.id::text || e.provider) % 3) <> 0, 'POSITIVE', now()
    FROM prompts p CROSS JOIN (VALUES ('openai'), ('perplexity'), ('gemini'), ('anthropic')) e(provider)
    WHERE p.project_id = ${project.id}`;
  await sql`
    INSERT INTO citations (query_id, audit_id, ordinal, excerpt, confidence, sentiment)
    SELECT q.id, q.audit_id, n, 'Acme is praised for its clear planning views and fair pricing [1].', 0.9, 'POSITIVE'
    FROM audit_queries q CROSS JOIN generate_series(0, 1) n WHERE q.audit_id = ${audit.id} AND q.cited`;
  const [{ count }] = await sql`SELECT count(*)::int AS count FROM audit_queries WHERE audit_id = ${audit.id}`;
  if (count !== 2000) throw new Error(`expected 2000 rows, got ${count}`);
  return { projectId: project.id, auditId: audit.id };
}

async function main() {
  process.env.DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/postgres';
  const product = await startProduct({ GEO_AUDIT_BENCH: '1', RUN_WORKER: 'false' });
  const results: Record<string, unknown> = {
    machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model, memoryGiB: Math.round(os.totalmem() / 2 ** 30), node: process.version },
    settings: { durationSeconds: DURATION_S, connections: CONNECTIONS, database: 'PostgreSQL (DATABASE_URL)' },
  };
  try {
    progress('seeding');
    const { org, key } = await seedOrg(product, 'expert', ['--rpm', '100000000', '--rpd', '1000000000']);
    for (let i = 0; i < 20; i++) {
      await product.admin('project', 'create', '--org', org.id, '--name', `Project ${i}`, '--url', `https://site${i}.example`);
    }
    const { projectId, auditId } = await seedAuditWith2000Rows(product, org.id);
    const auth = { Authorization: `Bearer ${key}` };
    const base = product.baseUrl;

    const detailUrl = `${base}/api/v1/projects/${projectId}/audits/${auditId}`;
    const detailBody = await (await fetch(detailUrl, { headers: auth })).text();
    await fetch(`${base}/api/bench/memory`, { method: 'PUT', body: detailBody });

    const trivial = await measure('trivial JSON route (GET /api/health)', `${base}/api/health`);
    const projects = await measure('GET /api/v1/projects (21 projects)', `${base}/api/v1/projects`, auth);
    const memory = await measure('same detail bytes from memory', `${base}/api/bench/memory`);
    const detail = await measure('GET audit detail, 2,000 rows', detailUrl, auth);

    const rows = [
      { ...trivial, ratio: 1 },
      { ...projects, ratio: projects.rps / trivial.rps, target: 0.6 },
      { ...memory, ratio: 1 },
      { ...detail, ratio: detail.rps / memory.rps, target: 0.25 },
    ];
    results.api = rows;
    console.log(`\nAPI throughput (${CONNECTIONS} connections, ${DURATION_S} s each, ${os.cpus().length} cores)\n`);
    console.log('| route | req/s | p50 ms | p99 ms | KiB/response | ratio to baseline | target |');
    console.log('|---|---|---|---|---|---|---|');
    for (const r of rows) {
      console.log(`| ${r.name} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${(r.bytes / 1024).toFixed(1)} | ${r.ratio.toFixed(2)} | ${'target' in r ? `≥ ${r.target}` : 'baseline'} |`);
    }
  } finally {
    await product.dispose();
  }
  const dir = path.join(ROOT, 'bench-results');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'latest.json'), JSON.stringify(results, null, 2));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
