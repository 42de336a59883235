// Raw audit data for reporting tools and spreadsheets (docs/guide/exports.md): JSON (the audit
// detail exactly as /api/v1 serves it) or CSV, as a download. Three CSV tables:
// - `answers`: one line per answer (prompt × engine × sample), model APIs first, then search
//   pages (a search whose page showed no AI answer is `not_shown`, an answer kept unread is
//   `unread`), failed ones included with their error, and the surface each came from last;
// - `prompts`: one line per prompt × engine, the answers, how many cite the brand, the rate and
//   its 95 % range, as the report shows them;
// - `brands`: the leaderboard, one line per tracked brand × engine (all engines first) × prompts
//   (every prompt, then the unbranded ones), as the report's Competitors view shows it.
// Both open right in a spreadsheet: UTF-8 with a byte-order mark, samples counted from 1,
// percentages as the dashboard writes them ("80%"), excerpts and answers as one line of plain
// text, yes/no for booleans. The first column marks simulated answers (demo data), the second
// says which version of the column set the file follows, so that a sheet built on it can tell.
import type { Sql } from '@db/connection';
import { rateInterval } from '../analysis/intervals';
import { auditDetail } from '../audits/read';
import type { BrandStanding } from '../analysis/analytics';
import { csvFile, type CsvCell } from '../csv/csv';
import { ENGINE_LABELS, SURFACES, surfaceOf, type EngineName } from '../models/catalogue';
import { plainText } from './plain-text';
import { EXPORT_TABLES } from '../contract/requests';

export type ExportFormat = 'csv' | 'json';
export type ExportTable = (typeof EXPORT_TABLES)[number];

/** The version of each CSV column set; a change of columns is a new version (docs/guide/exports.md). */
export const CSV_SCHEMA_VERSION: Record<ExportTable, string> = { answers: 'answers/3', prompts: 'prompts/1', brands: 'brands/1' };

interface Sentimented {
  cited: boolean;
  sentiment: string;
}

interface DetailForExport {
  id: string;
  createdAt: string;
  technicalDetails: { model: string; region: string };
  project: { name: string };
  queries: (Sentimented & {
    id: string;
    prompt: string;
    provider: string;
    surface: string;
    shown: boolean;
    simulated: boolean;
    sample: number;
    modelVersion: string | null;
    sources: string[];
    response: string;
    corrected: { at: string; original: Sentimented } | null;
    citations: { excerpt: string; confidence: number }[];
    brands: { isProjectBrand: boolean; position: number }[];
    branded: boolean;
    reader: string | null;
  })[];
  analytics: {
    brands: BrandStanding[];
    providerBreakdown: { provider: string; brands: BrandStanding[] }[];
    unbranded: { brands: BrandStanding[]; providerBreakdown: { provider: string; brands: BrandStanding[] }[] };
  };
  failures: { prompt: string; provider: string; error: string; response: string | null }[];
}

const ANSWERS_HEADER = [
  'data', 'schema_version', 'audit_id', 'audit_date', 'region', 'model', 'prompt', 'engine', 'sample', 'model_version', 'status',
  'cited', 'sentiment', 'corrected', 'original_cited', 'original_sentiment', 'competitors_named', 'position', 'passages', 'confidence', 'excerpts',
  'sources', 'answer', 'error', 'surface', 'branded', 'reader',
];
const BRANDS_HEADER = [
  'data', 'schema_version', 'audit_id', 'audit_date', 'region', 'model', 'prompts', 'engine', 'brand', 'you', 'named_in', 'answers', 'rate', 'range',
  'avg_position', 'positive', 'neutral', 'negative',
];
const PROMPTS_HEADER = ['data', 'schema_version', 'audit_id', 'audit_date', 'region', 'model', 'prompt', 'engine', 'answers', 'cited', 'rate', 'range'];

export async function exportAudit(sql: Sql, orgId: string, projectId: string, auditId: string, format: ExportFormat, table: ExportTable = 'answers') {
  const { json } = await auditDetail(sql, orgId, projectId, auditId);
  const detail = JSON.parse(json) as DetailForExport;
  const base = `geo-audit-${slug(detail.project.name)}-${detail.createdAt.slice(0, 10)}-${detail.id.slice(0, 8)}`;
  if (format === 'json') return { filename: `${base}.json`, contentType: 'application/json; charset=utf-8', body: json };
  const body = table === 'prompts' ? promptsCsv(detail) : table === 'brands' ? brandsCsv(detail) : answersCsv(detail, await competitorsNamed(sql, detail.id));
  return { filename: `${base}${table === 'answers' ? '' : `-${table}`}.csv`, contentType: 'text/csv; charset=utf-8', body };
}

/** Per answer, the competitors it names (the analysis' reading), by query row id. */
async function competitorsNamed(sql: Sql, auditId: string): Promise<Map<string, string[]>> {
  const rows = await sql<{ id: string; names: string[] }[]>`
    SELECT id, coalesce(jsonb_path_query_array(analysis, '$.competitors[*].name'), '[]'::jsonb) AS names
    FROM audit_queries WHERE audit_id = ${auditId} AND state = 'answered'`;
  return new Map(rows.map((r) => [r.id, r.names]));
}

/** A line of `header`, from its values by column name (a column not given is empty). */
const line = (header: readonly string[], values: Record<string, CsvCell>) => header.map((column) => values[column] ?? null);

/** The columns every line of every table starts with. */
function lead(detail: DetailForExport, table: ExportTable, provider: string, prompt: string, simulated = provider === 'simulated'): Record<string, CsvCell> {
  return {
    ...auditColumns(detail, table, simulated),
    prompt,
    engine: engineName(provider),
  };
}

function auditColumns(detail: DetailForExport, table: ExportTable, simulated: boolean): Record<string, CsvCell> {
  return {
    data: simulated ? 'simulated' : 'measured',
    schema_version: CSV_SCHEMA_VERSION[table],
    audit_id: detail.id,
    audit_date: auditDate(detail.createdAt),
    region: detail.technicalDetails.region.toUpperCase(),
    model: detail.technicalDetails.model,
  };
}

export function answersCsv(detail: DetailForExport, competitors: Map<string, string[]> = new Map()): string {
  // Grouped by surface: rates of model APIs and of search pages are different measurements.
  const bySurface = SURFACES.flatMap((surface) => detail.queries.filter((q) => surfaceOf(q.provider) === surface));
  const answered = bySurface.map((q) =>
    line(ANSWERS_HEADER, {
      ...lead(detail, 'answers', q.provider, q.prompt, q.simulated),
      sample: q.sample + 1,
      model_version: q.modelVersion,
      status: q.shown ? 'answered' : 'not_shown',
      cited: q.shown ? yesNo(q.cited) : null,
      sentiment: q.shown ? sentimentWord(q.sentiment) : null,
      corrected: yesNo(!!q.corrected),
      original_cited: q.corrected ? yesNo(q.corrected.original.cited) : null,
      original_sentiment: q.corrected ? sentimentWord(q.corrected.original.sentiment) : null,
      competitors_named: (competitors.get(q.id) ?? []).join(', '),
      position: q.brands.find((brand) => brand.isProjectBrand)?.position ?? null,
      passages: q.citations.length,
      confidence: q.citations.length ? percent(Math.max(...q.citations.map((c) => c.confidence))) : null,
      excerpts: q.citations.map((c) => plainText(c.excerpt, 1000)).join(' | '),
      sources: q.sources.join(' | '),
      answer: plainText(q.response),
      surface: q.surface,
      branded: yesNo(q.branded),
      reader: q.reader,
    }),
  );
  // An unread row keeps its answer (docs/operations/security.md#brand-names-and-answer-reading).
  const failed = detail.failures.map((f) =>
    line(ANSWERS_HEADER, {
      ...lead(detail, 'answers', f.provider, f.prompt),
      status: f.response === null ? 'failed' : 'unread',
      answer: f.response === null ? null : plainText(f.response),
      error: f.error,
      surface: surfaceOf(f.provider),
    }),
  );
  return csvFile([ANSWERS_HEADER, ...answered, ...failed]);
}

export function promptsCsv(detail: DetailForExport): string {
  const groups = new Map<string, { prompt: string; provider: string; simulated: boolean; answers: number; cited: number }>();
  for (const q of detail.queries.filter((query) => query.shown)) {
    const key = `${q.provider}\u0000${q.prompt}`;
    const group = groups.get(key) ?? { prompt: q.prompt, provider: q.provider, simulated: q.simulated, answers: 0, cited: 0 };
    group.answers += 1;
    group.cited += q.cited ? 1 : 0;
    groups.set(key, group);
  }
  const lines = [...groups.values()].map((g) => {
    const range = rateInterval(g.cited, g.answers);
    return line(PROMPTS_HEADER, {
      ...lead(detail, 'prompts', g.provider, g.prompt, g.simulated),
      answers: g.answers,
      cited: g.cited,
      rate: `${Math.round((100 * g.cited) / g.answers)}%`,
      range: `${range.low}–${range.high}%`,
    });
  });
  return csvFile([PROMPTS_HEADER, ...lines]);
}

/** The leaderboard as the Competitors view shows it: every prompt, then the unbranded ones; all engines, then each. */
export function brandsCsv(detail: DetailForExport): string {
  // Demo data when any answer is (the leaderboard pools them).
  const simulated = detail.queries.some((q) => q.simulated);
  const scopes = [
    { prompts: 'all', figures: detail.analytics },
    { prompts: 'unbranded', figures: detail.analytics.unbranded },
  ];
  const lines = scopes.flatMap(({ prompts, figures }) =>
    [{ engine: 'All engines', brands: figures.brands }, ...figures.providerBreakdown.map((p) => ({ engine: engineName(p.provider.toLowerCase()), brands: p.brands }))].flatMap(
      ({ engine, brands }) =>
        brands.map((brand) =>
          line(BRANDS_HEADER, {
            ...auditColumns(detail, 'brands', simulated),
            prompts,
            engine,
            brand: brand.name,
            you: yesNo(brand.isProjectBrand),
            named_in: brand.mentions,
            answers: brand.total,
            rate: `${brand.rate}%`,
            range: `${brand.rateInterval.low}–${brand.rateInterval.high}%`,
            avg_position: brand.avgPosition,
            positive: brand.sentiment.positive,
            neutral: brand.sentiment.neutral,
            negative: brand.sentiment.negative,
          }),
        ),
    ),
  );
  return csvFile([BRANDS_HEADER, ...lines]);
}

const engineName = (provider: string) => ENGINE_LABELS[provider as EngineName] ?? provider;
const yesNo = (value: boolean) => (value ? 'yes' : 'no');
const sentimentWord = (s: string) => s.charAt(0) + s.slice(1).toLowerCase();
const percent = (fraction: number) => `${Math.round(fraction * 100)}%`;
/** "2026-11-25 21:57" (UTC): a date-time every spreadsheet reads as one. */
const auditDate = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)}`;

function slug(name: string): string {
  return name.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 40) || 'project';
}
