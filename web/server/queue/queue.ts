// The job queue: rows of `jobs`, claimed with FOR UPDATE SKIP LOCKED so that any number of
// workers share it without double work. Its rules live in SQL beside the migrations
// (db/migrations/005_queue.sql): attempts capped per kind, exponential backoff with jitter, the
// last error kept, a dead state for the operator, one live job per `job_key`, and fair claiming
// (the organisation with the fewest jobs running goes first). A job is only a pointer ("run
// audit X"); what has been done lives on the audit's own rows, so a job that is re-run after
// its lease lapsed resumes instead of starting over. Enqueueing takes the caller's
// transaction: a launch and its job commit or vanish together.
//
// Why not pg-boss: version 10 (the last for Node 20) has a fixed job expiry and no
// heartbeat, cannot enqueue inside our transaction through this driver without a wrapper,
// and brings a schema of its own.
import type { Sql, TxSql } from '@db/connection';
import { DomainError } from '../errors';

export type JobKind = 'audit' | 'snapshot' | 'webhook';

export interface Job {
  id: string;
  kind: JobKind;
  job_key: string;
  payload: Record<string, unknown>;
  attempts: number;
}

/** What a job is about: at most one live job per key. */
export const jobKey = {
  audit: (auditId: string) => `audit:${auditId}`,
  snapshot: (projectId: string) => `snapshot:${projectId}`,
  webhook: (deliveryId: string) => `webhook:${deliveryId}`,
};

/** Queues a job unless one with the same key is queued already; the job's id either way. */
export async function enqueue(tx: Sql | TxSql, kind: JobKind, key: string, orgId: string, payload: Record<string, unknown>): Promise<string> {
  const [job] = await tx`SELECT job_enqueue(${kind}, ${key}, ${orgId}, ${tx.json(payload as never)}) AS id`;
  return job.id;
}

/** Claims a ready job of `kinds` for `leaseSeconds` (counting an attempt); null when there is none. */
export async function claim(sql: Sql, workerId: string, kinds: JobKind[], leaseSeconds: number): Promise<Job | null> {
  const [job] = await sql<Job[]>`SELECT * FROM job_claim(${workerId}, ${kinds}, ${leaseSeconds})`;
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

/** Drops the job `key`, whatever its state (its subject is gone or finished). */
export async function dropJob(sql: Sql | TxSql, key: string): Promise<void> {
  await sql`DELETE FROM jobs WHERE job_key = ${key}`;
}

/** Whether a job `key` is waiting or running (not dead). */
export async function jobPending(sql: Sql, key: string): Promise<boolean> {
  const [row] = await sql`SELECT 1 FROM jobs WHERE job_key = ${key} AND state = 'ready'`;
  return !!row;
}

/** A failed attempt: backed off, or dead when out of attempts. The job's new state (null: not ours any more). */
export async function fail(sql: Sql, jobId: string, workerId: string, error: string): Promise<'ready' | 'dead' | null> {
  const [row] = await sql`SELECT job_fail(${jobId}, ${workerId}, ${error}) AS state`;
  return row.state;
}

/** Takes back the attempt a claim counted, the job staying claimed (a second claim of a job already running here). */
export async function forgiveAttempt(sql: Sql, jobId: string, workerId: string): Promise<void> {
  await sql`UPDATE jobs SET attempts = greatest(attempts - 1, 0) WHERE id = ${jobId} AND locked_by = ${workerId}`;
}

/** Gives a job back without counting the attempt (the worker is stopping): another takes it after `delaySeconds`. */
export async function release(sql: Sql, jobId: string, workerId: string, delaySeconds = 0): Promise<void> {
  await sql`SELECT job_release(${jobId}, ${workerId}, ${delaySeconds})`;
}

// ---------------------------------------------------------------- the operator's view (admin CLI)

export interface JobListing {
  id: string;
  kind: string;
  job_key: string;
  org_id: string | null;
  state: string;
  attempts: number;
  max_attempts: number;
  run_at: Date;
  locked_by: string | null;
  last_error: string | null;
  failed_at: Date | null;
  created_at: Date;
}

export async function listJobs(sql: Sql, filter: { dead?: boolean; kind?: string; id?: string; limit?: number }): Promise<JobListing[]> {
  const limit = Math.min(Math.max(filter.limit ?? 50, 1), 1000);
  return sql<JobListing[]>`
    SELECT j.id, j.kind, j.job_key, j.org_id, j.state, j.attempts, k.max_attempts, j.run_at, j.locked_by,
           j.last_error, j.failed_at, j.created_at
    FROM jobs j JOIN job_kinds k USING (kind)
    WHERE true ${filter.dead ? sql`AND j.state = 'dead'` : sql``} ${filter.kind ? sql`AND j.kind = ${filter.kind}` : sql``}
      ${filter.id ? sql`AND j.id = ${filter.id}` : sql``}
    ORDER BY j.created_at LIMIT ${limit}`;
}

/** A dead job gets a fresh set of attempts, due now. */
export async function retryDeadJob(sql: Sql, jobId: string): Promise<JobListing> {
  const [job] = await sql`
    UPDATE jobs SET state = 'ready', attempts = 0, run_at = now(), locked_by = NULL, locked_until = NULL
    WHERE id = ${jobId} AND state = 'dead' RETURNING id`;
  if (!job) await assertDead(sql, jobId);
  const [listed] = await listJobs(sql, { id: jobId });
  return listed;
}

/** Removes a job (dead or not) for good. */
export async function dropJobById(sql: Sql, jobId: string): Promise<void> {
  const rows = await sql`DELETE FROM jobs WHERE id = ${jobId}`;
  if (rows.count === 0) throw new DomainError('not_found', 'No job with this id.');
}

async function assertDead(sql: Sql, jobId: string): Promise<never> {
  const [job] = await sql`SELECT state FROM jobs WHERE id = ${jobId}`;
  if (!job) throw new DomainError('not_found', 'No job with this id.');
  throw new DomainError('job_not_dead', `The job is ${job.state === 'ready' ? 'waiting or running' : job.state}, not dead: only dead jobs are retried.`);
}
