// The job queue: rows of `jobs`, claimed with FOR UPDATE SKIP LOCKED so that any number of
// workers share it without double work. A job is only a pointer ("run audit X"); what has
// been done lives on the audit's own rows, so a job that is re-run after its lease lapsed
// resumes instead of starting over. Enqueueing takes the caller's transaction: a launch and
// its job commit or vanish together.
//
// Why not pg-boss: version 10 (the last for Node 20) has a fixed job expiry and no
// heartbeat, cannot enqueue inside our transaction through this driver without a wrapper,
// and brings a schema of its own; what we need is the ~50 lines below.
import type { Sql, TxSql } from '@db/connection';

export interface Job {
  id: string;
  kind: string;
  payload: Record<string, unknown>;
  attempts: number;
}

export async function enqueue(tx: Sql | TxSql, kind: string, payload: Record<string, unknown>, runAt?: Date): Promise<string> {
  const [job] = await tx`
    INSERT INTO jobs (kind, payload, run_at) VALUES (${kind}, ${tx.json(payload as never)}, ${runAt ?? tx`now()`})
    RETURNING id`;
  return job.id;
}

/** Claims the oldest ready job of `kinds` for `leaseSeconds`; null when there is none. */
export async function claim(sql: Sql, workerId: string, kinds: string[], leaseSeconds: number): Promise<Job | null> {
  const [job] = await sql<Job[]>`
    UPDATE jobs SET locked_by = ${workerId}, locked_until = now() + make_interval(secs => ${leaseSeconds}),
                    attempts = attempts + 1
    WHERE id = (
      SELECT id FROM jobs
      WHERE kind IN ${sql(kinds)} AND run_at <= now() AND (locked_until IS NULL OR locked_until < now())
      ORDER BY run_at, created_at
      LIMIT 1
      FOR UPDATE SKIP LOCKED)
    RETURNING id, kind, payload, attempts`;
  return job ?? null;
}

/** Keeps a claimed job ours; false if the lease was lost (another worker may have it). */
export async function extendLease(sql: Sql, jobId: string, workerId: string, leaseSeconds: number): Promise<boolean> {
  const rows = await sql`
    UPDATE jobs SET locked_until = now() + make_interval(secs => ${leaseSeconds})
    WHERE id = ${jobId} AND locked_by = ${workerId}`;
  return rows.count === 1;
}

export async function complete(sql: Sql, jobId: string): Promise<void> {
  await sql`DELETE FROM jobs WHERE id = ${jobId}`;
}

/** Gives a job back (e.g. on shutdown) so that another worker can take it at once. */
export async function release(sql: Sql, jobId: string, workerId: string, delaySeconds = 0): Promise<void> {
  await sql`
    UPDATE jobs SET locked_by = NULL, locked_until = NULL, run_at = now() + make_interval(secs => ${delaySeconds})
    WHERE id = ${jobId} AND locked_by = ${workerId}`;
}
