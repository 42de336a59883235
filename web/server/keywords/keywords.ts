// Keywords: a project's context keywords (they are not prompts). Creating is idempotent and
// deduplicated case-insensitively; it returns the resulting records, old or new.
import type { Sql, TxSql } from '@db/connection';
import type { Keyword } from '../contract/schemas';
import { DomainError } from '../errors';
import { isUuid } from '../ids';
import { findProject } from '../projects/projects';

const columns = (sql: Sql) => sql`id, keyword, created_at`;

export async function listKeywords(sql: Sql, orgId: string, projectId: string) {
  const project = await findProject(sql, orgId, projectId);
  return sql<Keyword[]>`SELECT ${columns(sql)} FROM keywords WHERE project_id = ${project.id} ORDER BY created_at, lower(keyword)`;
}

/** The first `limit` of a project's keywords, in the order they were saved: an audit's context keywords. */
export async function contextKeywords(sql: Sql | TxSql, projectId: string, limit: number): Promise<string[]> {
  const rows = await sql<{ keyword: string }[]>`
    SELECT keyword FROM keywords WHERE project_id = ${projectId} ORDER BY created_at, lower(keyword) LIMIT ${limit}`;
  return rows.map((row) => row.keyword);
}

export async function createKeywords(sql: Sql, orgId: string, projectId: string, keywords: string[]) {
  const project = await findProject(sql, orgId, projectId);
  const unique = new Map<string, string>();
  for (const k of keywords) if (!unique.has(k.toLowerCase())) unique.set(k.toLowerCase(), k);
  const inserted = await sql`
    INSERT INTO keywords ${sql([...unique.values()].map((keyword) => ({ project_id: project.id, keyword })))}
    ON CONFLICT (project_id, lower(keyword)) DO NOTHING
    RETURNING id`;
  const records = await sql<Keyword[]>`
    SELECT ${columns(sql)} FROM keywords WHERE project_id = ${project.id} AND lower(keyword) IN ${sql([...unique.keys()])}`;
  // In the order they were asked for.
  const order = [...unique.keys()];
  records.sort((a, b) => order.indexOf(a.keyword.toLowerCase()) - order.indexOf(b.keyword.toLowerCase()));
  return { created: inserted.length, records };
}

export async function deleteKeyword(sql: Sql, orgId: string, projectId: string, keywordId: string): Promise<void> {
  const project = await findProject(sql, orgId, projectId);
  const rows = isUuid(keywordId) ? await sql`DELETE FROM keywords WHERE id = ${keywordId} AND project_id = ${project.id}` : { count: 0 };
  if (rows.count === 0) throw new DomainError('not_found', 'Keyword not found.');
}
