// Pruning an audit's answers for retention (retention/retention.ts says what goes and what stays):
// the answers' text and quoted excerpts, and the audit's count of pruned answers, in one statement.
import type { Sql } from '@db/connection';

/**
 * Prunes at most `limit` answers stored before `before`, of finished audits, that no one else
 * holds (SKIP LOCKED); returns the audits touched and how many of their answers were pruned.
 * The audit's `revision` moves, so its cached detail and ETag change.
 */
export function pruneAnswerBatch(sql: Sql, before: Date, limit: number) {
  return sql<{ audit_id: string; n: number }[]>`
    WITH victims AS (
      -- Finished audits only (an audit's deadline ends it long before a day).
      SELECT q.id FROM audit_queries q
      WHERE q.response IS NOT NULL AND q.answered_at < ${before}
        AND EXISTS (SELECT 1 FROM audits a WHERE a.id = q.audit_id AND a.status IN ('COMPLETED', 'FAILED'))
      ORDER BY q.answered_at LIMIT ${limit}
      FOR UPDATE OF q SKIP LOCKED
    ), pruned AS (
      UPDATE audit_queries q SET response = NULL, analysis = (q.analysis - 'providerCitations') #- '{judge,verdict,excerpt}',
        brands = (SELECT coalesce(jsonb_agg(b || '{"excerpt": ""}' ORDER BY n), '[]') FROM jsonb_array_elements(q.brands) WITH ORDINALITY AS e(b, n)),
        rules_reading = jsonb_set(q.rules_reading, '{brands}', (SELECT coalesce(jsonb_agg(b || '{"excerpt": ""}' ORDER BY n), '[]')
          FROM jsonb_array_elements(q.rules_reading->'brands') WITH ORDINALITY AS e(b, n)))
      FROM victims v WHERE q.id = v.id
      RETURNING q.id, q.audit_id
    ), excerpts AS (
      UPDATE citations c SET excerpt = '' FROM pruned p WHERE c.query_id = p.id
    ), counted AS (
      SELECT audit_id, count(*)::int AS n FROM pruned GROUP BY audit_id
    )
    UPDATE audits a SET answers_pruned = a.answers_pruned + c.n, pruned_at = now(), revision = a.revision + 1
    FROM counted c WHERE a.id = c.audit_id
    RETURNING a.id AS audit_id, c.n`;
}
