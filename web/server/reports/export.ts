// Raw audit data for reporting tools: JSON (the audit detail exactly as /api/v1 serves it) or
// CSV (one line per answer: prompt × engine × sample, with the model version the provider
// reported and the surface it came from, model APIs first, then search pages; searches whose
// page showed no AI answer as `not_shown`; failed ones included with their error; the first
// column marks simulated answers), as a download.
import type { Sql } from '@db/connection';
import { auditDetail } from '../audits/read';
import { toCsv } from '../csv/csv';
import { SURFACES, surfaceOf } from '../models/catalogue';

export type ExportFormat = 'csv' | 'json';

interface DetailForExport {
  id: string;
  createdAt: string;
  project: { name: string };
  queries: {
    prompt: string;
    provider: string;
    surface: string;
    shown: boolean;
    simulated: boolean;
    sample: number;
    modelVersion: string | null;
    cited: boolean;
    sentiment: string;
    sources: string[];
    response: string;
    citations: { excerpt: string; confidence: number }[];
  }[];
  failures: { prompt: string; provider: string; error: string; response: string | null }[];
}

// The first column says whether a line is a measurement or demo data (docs/guide/demo-mode.md): a
// spreadsheet shows it before anything else, and it survives sorting and filtering.
// `surface` comes last so that the columns before it keep their places for existing readers.
const CSV_HEADER = ['data', 'prompt', 'provider', 'sample', 'model_version', 'status', 'cited', 'sentiment', 'citations', 'max_confidence', 'excerpts', 'sources', 'response', 'error', 'surface'];

export async function exportAudit(sql: Sql, orgId: string, projectId: string, auditId: string, format: ExportFormat) {
  const { json } = await auditDetail(sql, orgId, projectId, auditId);
  const detail = JSON.parse(json) as DetailForExport;
  const filename = `geo-audit-${slug(detail.project.name)}-${detail.createdAt.slice(0, 10)}-${detail.id.slice(0, 8)}.${format}`;
  if (format === 'json') return { filename, contentType: 'application/json; charset=utf-8', body: json };
  return { filename, contentType: 'text/csv; charset=utf-8', body: auditCsv(detail) };
}

export function auditCsv(detail: Pick<DetailForExport, 'queries' | 'failures'>): string {
  // Grouped by surface: rates of model APIs and of search pages are different measurements.
  const bySurface = SURFACES.flatMap((surface) => detail.queries.filter((q) => surfaceOf(q.provider) === surface));
  const answered = bySurface.map((q) => [
    q.simulated ? 'simulated' : 'measured',
    q.prompt,
    q.provider,
    q.sample,
    q.modelVersion,
    q.shown ? 'answered' : 'not_shown',
    q.shown ? q.cited : null,
    q.shown ? q.sentiment : null,
    q.citations.length,
    q.citations.length ? Math.max(...q.citations.map((c) => c.confidence)) : null,
    q.citations.map((c) => c.excerpt).join('\n'),
    q.sources.join('\n'),
    q.response,
    null,
    q.surface,
  ]);
  // An unread row keeps its answer (docs/operations/security.md#brand-names-and-answer-reading).
  const failed = detail.failures.map((f) => [
    f.provider === 'simulated' ? 'simulated' : 'measured',
    f.prompt,
    f.provider,
    null,
    null,
    f.response === null ? 'failed' : 'unread',
    null,
    null,
    null,
    null,
    null,
    null,
    f.response,
    f.error,
    surfaceOf(f.provider),
  ]);
  return toCsv([CSV_HEADER, ...answered, ...failed]);
}

function slug(name: string): string {
  return name.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 40) || 'project';
}
