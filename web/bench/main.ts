// `npm run bench`: drives the real product over HTTP with autocannon, against a real
// PostgreSQL (DATABASE_URL, or the local server at 127.0.0.1:5432), and reports every figure
// as a ratio to a baseline served by the same process in the same run, so that the numbers
// mean something on any machine. Results go to stdout and bench-results/latest.json.
// Parts (BENCH_ONLY=api,audit,fleet,analysis,page,measurement,sources,storage,feed, default all): API throughput; an audit of 100
// prompts × 4 engines against the fake providers (audit.ts, ratio to the ideal wall time, on
// PostgreSQL and on the embedded database); citation analysis throughput (analysis.ts, ratio
// to a single regex scan, and its accuracy on the labelled set, all and held out; analysis-pool.ts:
// reading on the worker-thread pool as a ratio to the calling thread); the dashboard's
// report page with 2,000 rows in Chromium (report-page.ts, ratio to the project list page;
// Lighthouse mobile and desktop on it, lighthouse.ts); how sure the figures are (measurement.ts:
// interval width, coverage, false alarms and power against samples, by simulation); audits by
// one worker and by three worker processes against a provider capped at N calls (fleet.ts); the
// sources read over 30 audits × 2,000 rows (sources.ts: index plan vs summary table, and the
// route as a ratio to GET /projects); the bytes an answer takes in PostgreSQL, stored and pruned
// by retention (storage.ts); the answers feed over 100,000 answers as NDJSON and CSV, rows per
// second and the server's peak memory (feed.ts).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { ensureBuild } from '../server/build';
import { seedOrg, startProduct, ROOT, type Product } from '../test/harness';
import { benchAnalysis, reportReadingAccuracy } from './analysis';
import { benchAnalysisPool } from './analysis-pool';
import { figuresByBatch, judgedResults, readResults } from '../test/data/labelled-figures';
import { judgeFromEnv } from '../server/judge/judge';
import { readerFromEnv } from '../server/judge/reader';
import { benchAudit, benchCallerAlone, POLL_MS, type AuditBenchResult } from './audit';
import { benchFleet } from './fleet';
import { reportMeasurement } from './measurement';
import { lighthouse } from './lighthouse';
import { benchReportPage } from './report-page';
import { comparePlans, seedSourcesProject, SOURCE_AUDITS } from './sources';
import { FEED_AUDITS, readFeed, seedFeedProject } from './feed';
import { seedCompletedAudits } from './seed';
import { benchStorage } from './storage';
import { dashboardSession } from '../../e2e/report-timing';

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
/** Which parts to run: api, audit, analysis (default all). */
const ONLY = new Set((process.env.BENCH_ONLY ?? 'api,audit,fleet,analysis,page,measurement,sources,storage,feed').split(',').map((s) => s.trim()));
/** Databases the audit benchmark runs on: postgres (DATABASE_URL), embedded (PGlite, `npm start`'s default). */
const AUDIT_DATABASES = (process.env.BENCH_AUDIT_DATABASES ?? 'postgres,embedded').split(',').map((s) => s.trim()) as ('postgres' | 'embedded')[];
/**
 * Per-engine concurrency settings to run the audit benchmark with: `default` (engines/call.ts:
 * the slowest engines, 4 at a time, make the ideal 5 s) and/or a number N for every engine
 * (10: ideal 2 s, where any overhead shows twice as much).
 */
const AUDIT_CONCURRENCY = (process.env.BENCH_AUDIT_CONCURRENCY ?? 'default,10')
  .split(',')
  .map((s) => s.trim())
  .map((s) => (s === 'default' ? undefined : Number(s)));
const AUDIT_RUNS = Number(process.env.BENCH_AUDIT_RUNS ?? 3);

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
  const { project, auditIds } = await seedCompletedAudits(sql, orgId, {
    name: 'Bench',
    columns: { url: 'https://acme.example', brand_name: 'Acme', competitors: ['Globex', 'Initech'] },
    prompts: 500,
    promptAround: ['Which project management software should a team of ', ' people choose?'],
    audits: 1,
    answersPerAudit: 2000,
    providerScores: { openai: 61, perplexity: 55, gemini: 52, anthropic: 60 },
  });
  const [auditId] = auditIds;
  const answer =
    'For a team of that size, the usual shortlist is Acme, Globex and Initech. Acme is praised for its clear planning views ' +
    'and fair pricing [1], while Globex offers more integrations but a steeper learning curve [2]. Initech suits regulated ' +
    'industries thanks to its on-premise option [3]. Reviewers on independent sites rate Acme highly for onboarding, and ' +
    'several guides recommend trying two tools side by side before committing. ';
  await sql`
    INSERT INTO audit_queries (audit_id, prompt_id, prompt, provider, ordinal, state, response, sources, cited, sentiment, answered_at)
    SELECT ${auditId}, p.id, p.text, e.provider, (row_number() OVER (ORDER BY p.created_at, p.id, e.provider)) - 1,
           'answered', repeat(${answer}, 3),
           ARRAY['https://acme.example/pricing', 'https://www.g2.com/categories/project-management', 'https://globex.example/'],
           (hashtext(p.id::text || e.provider) % 3) <> 0, 'POSITIVE', now()
    FROM prompts p CROSS JOIN (VALUES ('openai'), ('perplexity'), ('gemini'), ('anthropic')) e(provider)
    WHERE p.project_id = ${project.id}`;
  await sql`
    INSERT INTO citations (query_id, audit_id, ordinal, excerpt, confidence, sentiment)
    SELECT q.id, q.audit_id, n, 'Acme is praised for its clear planning views and fair pricing [1].', 0.9, 'POSITIVE'
    FROM audit_queries q CROSS JOIN generate_series(0, 1) n WHERE q.audit_id = ${auditId} AND q.cited`;
  const [{ count }] = await sql`SELECT count(*)::int AS count FROM audit_queries WHERE audit_id = ${auditId}`;
  if (count !== 2000) throw new Error(`expected 2000 rows, got ${count}`);
  return { projectId: project.id, auditId };
}

async function main() {
  process.env.DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/postgres';
  const results: Record<string, unknown> = {
    machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model, memoryGiB: Math.round(os.totalmem() / 2 ** 30), node: process.version },
    settings: { durationSeconds: DURATION_S, connections: CONNECTIONS, database: 'PostgreSQL (DATABASE_URL)' },
  };
  // Built here, once, rather than by each product start (whose start-up has a time limit).
  if (['api', 'audit', 'fleet', 'page', 'sources', 'storage', 'feed'].some((part) => ONLY.has(part))) ensureBuild();
  if (ONLY.has('api')) results.api = await benchApi();
  if (ONLY.has('audit')) results.audit = await benchAudits();
  if (ONLY.has('fleet')) results.fleet = await reportFleet();
  if (ONLY.has('analysis')) results.analysis = await reportAnalysis();
  if (ONLY.has('analysis')) results.analysisPool = await reportAnalysisPool();
  if (ONLY.has('page')) results.page = await benchPage();
  if (ONLY.has('measurement')) results.measurement = reportMeasurement(progress);
  if (ONLY.has('sources')) results.sources = await benchSources();
  if (ONLY.has('storage')) results.storage = await reportStorage();
  if (ONLY.has('feed')) results.feed = await benchFeed();
  const dir = path.join(ROOT, 'bench-results');
  fs.mkdirSync(dir, { recursive: true });
  // Parts not run this time keep their last figures.
  const file = path.join(dir, 'latest.json');
  const previous = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {};
  fs.writeFileSync(file, JSON.stringify({ ...previous, ...results }, null, 2));
}

async function benchAudits() {
  const settings = [];
  for (const concurrency of AUDIT_CONCURRENCY) {
    const rows: AuditBenchResult[] = [];
    for (const database of AUDIT_DATABASES) {
      rows.push(await benchAudit({ database, concurrency, runs: AUDIT_RUNS, progress }));
    }
    progress('the same calls through the engine caller alone');
    const floor = await benchCallerAlone({ concurrency, runs: AUDIT_RUNS });
    settings.push({ concurrency: concurrency ?? 'default', runs: rows, engineCallerAlone: floor });
  }
  console.log(`\nAudit wall time (launch over HTTP → COMPLETED seen by polling the list every ${POLL_MS} ms; median of ${AUDIT_RUNS} runs after a warm-up audit)\n`);
  console.log('| audit | per-engine concurrency | ideal ms | wall ms (runs) | server ms (runs) | ratio to ideal | target |');
  console.log('|---|---|---|---|---|---|---|');
  for (const { runs, engineCallerAlone: floor } of settings) {
    for (const r of runs) {
      const limits = Object.entries(r.concurrency).map(([name, n]) => `${name} ${n}`).join(', ');
      console.log(`| ${r.name} | ${limits} | ${r.idealMs} | ${r.medianWallMs} (${r.wallMs.join(', ')}) | ${r.serverMs.join(', ')} | ${r.ratio.toFixed(2)} | ≤ ${r.target} |`);
    }
    console.log(`| ${floor.name} | same | ${floor.idealMs} | ${floor.medianWallMs} (${floor.wallMs.join(', ')}) | – | ${floor.ratio.toFixed(2)} | floor of this machine |`);
  }
  return settings;
}

async function reportFleet() {
  const rows = [await benchFleet(1, progress), await benchFleet(3, progress), await benchFleet(3, progress, 8)];
  console.log('\nProvider traffic: 3 audits × 40 prompts on a provider that answers 429 beyond 4 calls in flight, 200 ms per answer\n');
  console.log('| workers | ENGINE_CONCURRENCY_OPENAI | ideal ms | wall ms | ratio to ideal | most calls in flight | 429s | target |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const r of rows) {
    const target = r.configured === 4 ? `≤ ${r.target}` : '(limit learnt from 429s)';
    console.log(`| ${r.workers} | ${r.configured} | ${r.idealMs} | ${r.wallMs} | ${r.ratio.toFixed(2)} | ${r.maxInFlight} | ${r.rateLimited} | ${target} |`);
  }
  return rows;
}

async function reportAnalysis() {
  progress('citation analysis throughput');
  const rows = [benchAnalysis({ corpus: 'long' }), benchAnalysis({ corpus: 'short' }), benchAnalysis({ corpus: 'markdown' })];
  console.log(`\nCitation analysis throughput (one core: analyzeAnswer per answer vs one regex scan for the names)\n`);
  console.log('| corpus | KB of text | analysis MB/s | single regex scan MB/s | ratio to the scan | reference |');
  console.log('|---|---|---|---|---|---|');
  for (const r of rows) {
    console.log(`| ${r.name} | ${(r.megabytes * 1e3).toFixed(1)} | ${r.analysisMBps.toFixed(2)} | ${r.regexMBps.toFixed(2)} | ${r.ratio.toFixed(3)} (= ${r.costInScans.toFixed(1)} scans) | ${r.reference} |`);
  }
  const accuracy = figuresByBatch();
  const percent = (value: number) => value.toFixed(3);
  console.log(`\nCitation and sentiment accuracy on the labelled set (rules alone; docs/guide/how-an-audit-measures.md)\n`);
  console.log('| batch | answers (French) | precision of cited | recall of cited | sentiment accuracy |');
  console.log('|---|---|---|---|---|');
  for (const [batch, f] of Object.entries(accuracy)) {
    console.log(`| ${batch} | ${f.answers} (${f.french}) | ${percent(f.precision)} | ${percent(f.recall)} | ${percent(f.sentimentAccuracy)} |`);
  }
  const reading = reportReadingAccuracy();
  // With a real key (ANALYSIS_READER=auto or model): the same set read by the model reader
  // (docs/guide/answer-reading.md#the-model-reader); else, with ANALYSIS_JUDGE, unsure rows judged.
  const reader = readerFromEnv();
  if (reader) {
    progress(`labelled set with the model reader (${reader.label})`);
    const run = await readResults(reader);
    const read = figuresByBatch(run.results);
    console.log(`\nThe same read by the model reader (${reader.provider}, ${reader.model}): ${run.sent} answers sent, ${run.invalid} invalid replies and ${run.failed} failed calls (rules kept), $${run.costUsd.toFixed(4)}\n`);
    console.log('| batch | precision of cited (rules → model) | recall of cited | sentiment accuracy |');
    console.log('|---|---|---|---|');
    for (const [batch, f] of Object.entries(read)) {
      const r = accuracy[batch as keyof typeof accuracy];
      console.log(`| ${batch} | ${percent(r.precision)} → ${percent(f.precision)} | ${percent(r.recall)} → ${percent(f.recall)} | ${percent(r.sentimentAccuracy)} → ${percent(f.sentimentAccuracy)} |`);
    }
    return { throughput: rows, accuracy, reading, reader: { label: reader.label, sent: run.sent, invalid: run.invalid, failed: run.failed, costUsd: run.costUsd, accuracy: read } };
  }
  const judge = judgeFromEnv();
  if (!judge) return { throughput: rows, accuracy, reading };
  progress(`labelled set with the model judge (${judge.provider} ${judge.model})`);
  const run = await judgedResults(judge);
  const judged = figuresByBatch(run.results);
  console.log(`\nThe same with the model judge (${judge.provider}, ${judge.model}): ${run.sent} unsure answers sent, ${run.invalid} invalid replies and ${run.failed} failed calls (rules kept), $${run.costUsd.toFixed(4)}\n`);
  console.log('| batch | precision of cited (rules → judge) | recall of cited | sentiment accuracy |');
  console.log('|---|---|---|---|');
  for (const [batch, f] of Object.entries(judged)) {
    const r = accuracy[batch as keyof typeof accuracy];
    console.log(`| ${batch} | ${percent(r.precision)} → ${percent(f.precision)} | ${percent(r.recall)} → ${percent(f.recall)} | ${percent(r.sentimentAccuracy)} → ${percent(f.sentimentAccuracy)} |`);
  }
  return { throughput: rows, accuracy, reading, judge: { provider: judge.provider, model: judge.model, sent: run.sent, invalid: run.invalid, failed: run.failed, costUsd: run.costUsd, accuracy: judged } };
}

async function reportAnalysisPool() {
  progress('answer reading on the analysis pool');
  const rows = await benchAnalysisPool();
  console.log('\nAnswer reading on the analysis pool (worker threads) vs analyzeAnswer in the calling thread, same answers, same run\n');
  console.log('| corpus | in thread answers/s | pooled answers/s | ratio to in thread |');
  console.log('|---|---|---|---|');
  for (const r of rows) console.log(`| ${r.name} | ${r.inThreadAnswersPerSecond.toFixed(0)} | ${r.pooledAnswersPerSecond.toFixed(0)} | ${r.ratio.toFixed(2)} |`);
  return rows;
}

async function benchPage() {
  const product = await startProduct({ RUN_WORKER: 'false' });
  try {
    progress('report page: seeding');
    const session = await dashboardSession(product.baseUrl);
    for (let i = 0; i < 20; i++) {
      await product.admin('project', 'create', '--org', session.orgId, '--name', `Project ${i}`, '--url', `https://site${i}.example`);
    }
    const { projectId, auditId } = await seedAuditWith2000Rows(product, session.orgId);
    progress('report page: loading in Chromium');
    const f = await benchReportPage(product.baseUrl, session.cookie, projectId, auditId, 'Bench');
    const interactiveMs = f.reportReadyMs + f.reportSearchMs;
    console.log(`\nDashboard pages in headless Chromium (median of the loads after a warm-up; ${f.reportRows} rows, ${f.renderedRows} in the page at once)\n`);
    console.log('| page | usable ms | interactive ms | client JS (gzip) | ratio to the project list | target |');
    console.log('|---|---|---|---|---|---|');
    console.log(`| project list (21 projects) | ${f.projectListMs} | – | ${(f.projectListJsGzip / 1024).toFixed(0)} KiB | 1.00 | baseline |`);
    console.log(`| audit report, 2,000 rows | ${f.reportReadyMs} | ${interactiveMs} | ${(f.reportJsGzip / 1024).toFixed(0)} KiB | ${(f.reportReadyMs / f.projectListMs).toFixed(2)} | < 1.5 |`);
    progress('report page: Lighthouse, mobile and desktop');
    const reportUrl = `${product.baseUrl}/projects/${projectId}/audits/${auditId}`;
    const audits = (['mobile', 'desktop'] as const).map((formFactor) => lighthouse(reportUrl, session.cookie, formFactor));
    console.log(`\nLighthouse on the audit report, 2,000 rows (median of ${process.env.BENCH_LIGHTHOUSE_RUNS ?? 3} runs; mobile: 390 × 844, slow 4G, 4× CPU)\n`);
    console.log('| form factor | performance (runs) | FCP ms | LCP ms | TBT ms | CLS | target |');
    console.log('|---|---|---|---|---|---|---|');
    for (const l of audits) {
      const target = l.formFactor === 'mobile' ? 'performance ≥ 85, TBT < 300, CLS < 0.1' : '–';
      console.log(`| ${l.formFactor} | ${l.performance} (${l.runs.join(', ')}) | ${l.fcpMs} | ${l.lcpMs} | ${l.tbtMs} | ${l.cls} | ${target} |`);
    }
    return { ...f, interactiveMs, ratio: f.reportReadyMs / f.projectListMs, target: 1.5, lighthouse: audits };
  } finally {
    await product.dispose();
  }
}

async function benchApi() {
  const product = await startProduct({ GEO_AUDIT_BENCH: '1', RUN_WORKER: 'false' });
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
    console.log(`\nAPI throughput (${CONNECTIONS} connections, ${DURATION_S} s each, ${os.cpus().length} cores)\n`);
    console.log('| route | req/s | p50 ms | p99 ms | KiB/response | ratio to baseline | target |');
    console.log('|---|---|---|---|---|---|---|');
    for (const r of rows) {
      console.log(`| ${r.name} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${(r.bytes / 1024).toFixed(1)} | ${r.ratio.toFixed(2)} | ${'target' in r ? `≥ ${r.target}` : 'baseline'} |`);
    }
    return rows;
  } finally {
    await product.dispose();
  }
}

async function benchSources() {
  const product = await startProduct({ RUN_WORKER: 'false' });
  try {
    progress(`sources: seeding ${SOURCE_AUDITS} audits × 2,000 rows and their summaries`);
    const { org, key } = await seedOrg(product, 'expert', ['--rpm', '100000000', '--rpd', '1000000000']);
    for (let i = 0; i < 20; i++) {
      await product.admin('project', 'create', '--org', org.id, '--name', `Project ${i}`, '--url', `https://site${i}.example`);
    }
    const seeded = await seedSourcesProject(product, org.id);
    progress('sources: index plan vs summary table');
    const plans = await comparePlans(product.sql!, seeded.project as never, seeded.auditIds);
    const auth = { Authorization: `Bearer ${key}` };
    const base = `${product.baseUrl}/api/v1/projects`;
    const projects = await measure('GET /api/v1/projects (21 projects)', base, auth);
    const latest = await measure('GET /projects/:id/sources (latest audit)', `${base}/${seeded.project.id}/sources`, auth);
    const since = await measure(`GET /projects/:id/sources?since= (${SOURCE_AUDITS} audits)`, `${base}/${seeded.project.id}/sources?since=2000-01-01`, auth);
    const routes = [
      { ...projects, ratio: 1 },
      { ...latest, ratio: latest.rps / projects.rps, target: 0.3 },
      { ...since, ratio: since.rps / projects.rps },
    ];
    const write = [...seeded.writeMs].sort((a, b) => a - b);
    console.log(`\nSources (${SOURCE_AUDITS} audits × 2,000 rows; ${seeded.summaryRows} summary rows; writing one audit's summary: median ${write[write.length >> 1].toFixed(0)} ms)\n`);
    console.log('| plan | scope | runs | median ms | p99 ms |');
    console.log('|---|---|---|---|---|');
    for (const p of plans) console.log(`| ${p.plan} | ${p.scope} | ${p.runs} | ${p.medianMs} | ${p.p99Ms} |`);
    console.log(`\n| route | req/s | p50 ms | p99 ms | KiB/response | ratio to GET /projects | target |`);
    console.log('|---|---|---|---|---|---|---|');
    for (const r of routes) {
      console.log(`| ${r.name} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${(r.bytes / 1024).toFixed(1)} | ${r.ratio.toFixed(2)} | ${'target' in r ? `≥ ${r.target}` : 'baseline'} |`);
    }
    return { summaryRows: seeded.summaryRows, writeMs: seeded.writeMs, plans, routes };
  } finally {
    await product.dispose();
  }
}

async function benchFeed() {
  const product = await startProduct({ RUN_WORKER: 'false' });
  try {
    progress(`feed: seeding ${FEED_AUDITS} audits × 2,000 answers`);
    const { org, key } = await seedOrg(product, 'expert', ['--rpm', '100000000', '--rpd', '1000000000']);
    const { projectId, answers } = await seedFeedProject(product, org.id);
    const rows = [];
    for (const format of ['ndjson', 'csv'] as const) {
      progress(`feed: reading ${answers} records as ${format}`);
      const row = await readFeed(product, key, projectId, format);
      if (row.records !== answers) throw new Error(`feed ${format}: ${row.records} records, expected ${answers}`);
      rows.push(row);
    }
    console.log(`\nAnswers feed (${answers.toLocaleString('en')} answers; the whole feed in one request, streamed)\n`);
    console.log('| format | records | seconds | records/s | MB | server RSS before MiB | server RSS peak MiB |');
    console.log('|---|---|---|---|---|---|---|');
    for (const r of rows) console.log(`| ${r.format} | ${r.records} | ${r.seconds} | ${r.recordsPerSecond} | ${r.megabytes} | ${r.rssBeforeMiB} | ${r.rssPeakMiB} |`);
    return rows;
  } finally {
    await product.dispose();
  }
}

async function reportStorage() {
  const r = await benchStorage({ progress });
  console.log(`\nStorage per answer on PostgreSQL (${r.prompts} prompts × ${r.engines} engines against the fake providers; after VACUUM FULL)\n`);
  console.log('| answers | state | citations per answer | answer text B (on disk) | analysis B | audit_queries B/answer | citations B/answer | total B/answer |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const [state, f] of [['stored', r.stored], ['pruned by retention', r.pruned]] as const) {
    console.log(`| ${f.answers} | ${state} | ${(f.citations / f.answers).toFixed(2)} | ${f.textLength} (${f.textBytes}) | ${f.analysisBytes} | ${f.rowBytes} | ${f.citationBytes} | **${f.totalBytes}** |`);
  }
  return r;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
