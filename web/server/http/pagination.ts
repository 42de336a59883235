// Lists are complete by default (docs/api/rest.md#errors-limits-and-headers); `limit` + `starting_after` (an id from the previous
// page) page through them, and then the body carries `has_more` beside `data`.
import type { Sql } from '@db/connection';
import type { ApiResult } from './endpoint';
import { invalidInput } from '../errors';
import type { Page } from '../projects/projects';

/** The list functions fetch limit + 1 rows so that we can tell whether more follow. */
export function pageResult(rows: readonly unknown[], page: Page): ApiResult {
  if (!page.limit) return { data: rows };
  return { data: rows.slice(0, page.limit), hasMore: rows.length > page.limit };
}

/** An unknown cursor is a client error, not an empty page. */
export async function assertCursor(sql: Sql, table: 'projects' | 'audits', orgId: string, page: Page) {
  if (!page.starting_after) return;
  const [row] = await sql`SELECT 1 FROM ${sql(table)} WHERE id = ${page.starting_after} AND org_id = ${orgId}`;
  if (!row) throw invalidInput('invalid_request', 'starting_after does not name an item of this list.', 'starting_after');
}
