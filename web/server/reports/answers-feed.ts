// The answers feed (docs/guide/alerts.md#the-answers-feed): every answer of a project's COMPLETED
// audits, one record per prompt × engine × sample, for incremental loads into BI tools. Ordered by
// the audit's completion time, then the audit and the row's place in it, so that `since` plus
// `starting_after` (the last record's id) resume exactly where a load stopped.
//
// A stream (NDJSON or CSV) reads its rows in batches of BATCH by that same key, audit by audit
// through the (audit_id, ordinal) index, each batch a few short queries: memory stays bounded
// whatever the project's size, and the embedded database's one connection is never held for
// the length of a download (a server-side cursor would hold it).
import type { Sql } from '@db/connection';
import { UNREAD_REASONS, type AnswerRecord } from '../contract/schemas';
import { toCsv } from '../csv/csv';
import { DomainError, invalidInput } from '../errors';

export const ANSWERS_SCHEMA_VERSION = 'answers/1';
/** Rows read per query while streaming. */
export const BATCH = 1000;

export interface FeedFilter {
  since?: string;
  starting_after?: string;
}

interface FeedRow {
  id: string;
  audit_id: string;
  completed_at: Date;
  completed_key: string;
  ordinal: number;
  provider: string;
  surface: AnswerRecord['surface'];
  region: string;
  model: string;
  model_version: string | null;
  prompt: string;
  sample: number;
  state: string;
  error_code: string | null;
  cited: boolean;
  sentiment: string | null;
  branded: boolean;
  brands: { name: string; isProjectBrand: boolean; position: number }[];
  sources: string[];
  corrected: boolean;
  simulated: boolean;
}

/**
 * Where a record stands in the feed; the time as PostgreSQL's text, to the microsecond: a JS Date
 * would round it to the millisecond (and so would the driver for a parameter it sees as a
 * timestamp, hence the ::text before the cast).
 */
type Position = { completed_key: string; audit_id: string; ordinal: number };

/** not_found outside the organisation. */
async function assertFeedProject(sql: Sql, orgId: string, projectId: string) {
  const [project] = await sql`SELECT 1 FROM projects WHERE id = ${projectId} AND org_id = ${orgId}`;
  if (!project) throw new DomainError('not_found', 'Project not found.');
}

async function cursorPosition(sql: Sql, projectId: string, id: string | undefined): Promise<Position | null> {
  if (!id) return null;
  const [position] = await sql<Position[]>`
    SELECT a.completed_at::text AS completed_key, q.audit_id, q.ordinal FROM audit_queries q JOIN audits a ON a.id = q.audit_id
    WHERE q.id = ${id} AND a.project_id = ${projectId} AND a.status = 'COMPLETED'`;
  if (!position) throw invalidInput('invalid_request', 'starting_after does not name an answer of this feed.', 'starting_after');
  return position;
}

interface FeedAudit {
  id: string;
  completed_at: Date;
  completed_key: string;
  region: string;
  model: string;
}

/** The first COMPLETED audit after `after` (strictly), in feed order. */
async function nextAudit(sql: Sql, projectId: string, since: string | undefined, after: Pick<Position, 'completed_key' | 'audit_id'> | null) {
  const [audit] = await sql<FeedAudit[]>`
    SELECT id, completed_at, completed_at::text AS completed_key, region, model FROM audits
    WHERE project_id = ${projectId} AND status = 'COMPLETED'
      ${since ? sql`AND completed_at >= ${since}::timestamptz` : sql``}
      ${after ? sql`AND (completed_at, id) > (${after.completed_key}::text::timestamptz, ${after.audit_id}::uuid)` : sql``}
    ORDER BY completed_at, id LIMIT 1`;
  return audit ?? null;
}

/**
 * Up to `limit` records after `after`, in feed order. Read audit by audit through the
 * (audit_id, ordinal) index: each query is a short index range, whatever the project's size.
 */
async function readBatch(sql: Sql, projectId: string, since: string | undefined, after: Position | null, limit: number): Promise<FeedRow[]> {
  const rows: FeedRow[] = [];
  let audit: FeedAudit | null = after
    ? ((await sql<FeedAudit[]>`SELECT id, completed_at, completed_at::text AS completed_key, region, model FROM audits WHERE id = ${after.audit_id}`)[0] ?? null)
    : await nextAudit(sql, projectId, since, null);
  let ordinal = after?.ordinal ?? -1;
  while (audit && rows.length < limit) {
    const wanted = limit - rows.length;
    const found = await sql<Omit<FeedRow, 'audit_id' | 'completed_at' | 'completed_key' | 'region' | 'model'>[]>`
      SELECT id, ordinal, provider, surface, model_version, prompt, sample, state, error_code, cited, sentiment,
             branded, answer_brands(brands, cited, sentiment) AS brands, sources, corrected_at IS NOT NULL AS corrected, simulated
      FROM audit_queries WHERE audit_id = ${audit.id} AND ordinal > ${ordinal} AND state <> 'pending'
      ORDER BY ordinal LIMIT ${wanted}`;
    for (const row of found) rows.push({ ...row, audit_id: audit.id, completed_at: audit.completed_at, completed_key: audit.completed_key, region: audit.region, model: audit.model });
    if (found.length === wanted) break;
    audit = await nextAudit(sql, projectId, since, { completed_key: audit.completed_key, audit_id: audit.id });
    ordinal = -1;
  }
  return rows;
}

function statusOf(row: FeedRow): AnswerRecord['status'] {
  if (row.state === 'failed') return (UNREAD_REASONS as readonly string[]).includes(row.error_code ?? '') ? 'unread' : 'failed';
  return row.state as 'answered' | 'not_shown';
}

/** The row as its figures read it: the brands' entries after any correction (answer_brands), by position. */
function record(row: FeedRow): AnswerRecord {
  const brands = row.brands;
  return {
    id: row.id,
    audit_id: row.audit_id,
    audit_date: row.completed_at.toISOString(),
    engine: row.provider.toLowerCase(),
    surface: row.surface,
    region: row.region,
    model: row.model,
    model_version: row.model_version,
    prompt: row.prompt,
    sample: row.sample + 1,
    status: statusOf(row),
    branded: row.branded,
    cited: row.cited,
    sentiment: row.state === 'answered' ? row.sentiment : null,
    position: brands.find((b) => b.isProjectBrand)?.position ?? null,
    brands: brands.map((b) => b.name),
    sources: row.sources,
    corrected: row.corrected,
    simulated: row.simulated,
    schema_version: ANSWERS_SCHEMA_VERSION,
  };
}

/** One page: `limit` records after `starting_after`, and whether more follow. */
export async function answersPage(sql: Sql, orgId: string, projectId: string, filter: FeedFilter, limit: number) {
  await assertFeedProject(sql, orgId, projectId);
  const rows = await readBatch(sql, projectId, filter.since, await cursorPosition(sql, projectId, filter.starting_after), limit + 1);
  return { records: rows.slice(0, limit).map(record), hasMore: rows.length > limit };
}

export const CSV_COLUMNS: (keyof AnswerRecord)[] = [
  'schema_version', 'id', 'audit_id', 'audit_date', 'engine', 'surface', 'region', 'model', 'model_version', 'prompt', 'sample', 'status',
  'branded', 'cited', 'sentiment', 'position', 'brands', 'sources', 'corrected', 'simulated',
];

const ndjsonLines = (records: AnswerRecord[]) => records.map((r) => `${JSON.stringify(r)}\n`).join('');
const csvLines = (records: AnswerRecord[]) =>
  toCsv(records.map((r) => CSV_COLUMNS.map((column) => (Array.isArray(r[column]) ? (r[column] as string[]).join(' | ') : (r[column] as string | number | boolean | null)))));

/**
 * Every record after `starting_after` as a stream of NDJSON lines or CSV (with its header and a
 * byte-order mark): batches are read as the client takes them (pull), so a slow reader holds
 * one batch at most. Checks the project and the cursor before the first byte, so that their
 * errors are ordinary error responses.
 */
export async function answersStream(sql: Sql, orgId: string, projectId: string, filter: FeedFilter, format: 'ndjson' | 'csv'): Promise<ReadableStream<Uint8Array>> {
  await assertFeedProject(sql, orgId, projectId);
  let after = await cursorPosition(sql, projectId, filter.starting_after);
  const encoder = new TextEncoder();
  let started = false;
  let done = false;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (!started) {
          started = true;
          if (format === 'csv') controller.enqueue(encoder.encode(`\uFEFF${toCsv([CSV_COLUMNS])}`));
        }
        if (done) return controller.close();
        const rows = await readBatch(sql, projectId, filter.since, after, BATCH);
        if (rows.length < BATCH) done = true;
        if (rows.length === 0) return controller.close();
        const last = rows[rows.length - 1];
        after = { completed_key: last.completed_key, audit_id: last.audit_id, ordinal: last.ordinal };
        const records = rows.map(record);
        controller.enqueue(encoder.encode(format === 'csv' ? csvLines(records) : ndjsonLines(records)));
      },
    },
    { highWaterMark: 0 },
  );
}
