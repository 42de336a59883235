// The audit worker: claims audit jobs from the queue, runs them (audits/run.ts) under the job's
// lease renewed by a heartbeat, runs site checks (`snapshot` jobs) on slots of their own, so
// that crawls never hold audits back, and keeps the housekeeping going: audits past their
// deadline or whose job died are marked FAILED, scheduled projects get their automatic audits,
// week-old snapshots are re-checked. A job that throws is retried with backoff by the queue,
// until it is out of attempts and dead (queue/queue.ts).
//
// It runs inside `npm start` by default (the embedded database allows one process) and as
// any number of separate `npm run worker` processes against a real PostgreSQL.
//
// While the database does not answer (docs/operations/outages.md) the worker pauses: it claims
// nothing, a running job stops starting rows and waits, then gives its job back without counting
// the attempt; its rows stay pending, so the audit resumes where it stopped once the database is back.
import crypto from 'node:crypto';
import os from 'node:os';
import { isDatabaseUnavailable, reportUnavailable, untilAvailable } from '@db/availability';
import type { Sql } from '@db/connection';
import { pruneIdempotencyKeys } from '../audits/launch';
import { createEngineCaller, type EngineCaller } from '../engines/call';
import { pruneRateLimitBuckets } from '../ratelimit/ratelimit';
import { log } from '../log';
import { claim, complete, extendLease, fail, forgiveAttempt, release, type Job, type JobKind } from '../queue/queue';
import { launchScheduledAudits } from './schedule';
import { failAudit, failStuckAudits } from '../audits/lifecycle';
import { runAudit } from '../audits/run';
import { enqueueStaleSnapshots, pruneSnapshots, refreshSnapshot } from '../snapshots/store';
import { pruneLoginFailures } from '../accounts/throttle';
import { runRetention } from '../retention/retention';
import { generateSuggestions } from '../suggestions/generate';
import { listenForJobs, onJobsQueued } from '../queue/wake';
import { config } from '../config';
import { attemptDelivery, pruneDeliveries } from '../webhooks/deliver';
import { sendWeeklyDigests } from '../webhooks/digest';

export interface WorkerOptions {
  /** audits run at once by this worker (env WORKER_AUDITS, default 2) */
  audits?: number;
  /** site checks run at once by this worker, on slots of their own (env WORKER_CRAWLS, default 1) */
  crawls?: number;
  /** webhook deliveries made at once by this worker, on slots of their own (env WORKER_WEBHOOKS, default 4) */
  webhooks?: number;
  /** lease length; another worker may take over an audit whose lease lapsed (default 30 s) */
  leaseSeconds?: number;
  /** fallback when no announcement arrives (env WORKER_POLL_MS, default 500) */
  pollMs?: number;
  caller?: EngineCaller;
  /** LISTEN for jobs queued by other processes (default: on PostgreSQL, i.e. when DATABASE_URL is set) */
  listen?: boolean;
}

export interface Worker {
  id: string;
  stop(): Promise<void>;
}

export function startWorker(sql: Sql, options: WorkerOptions = {}): Worker {
  const id = `${os.hostname()}:${process.pid}:${crypto.randomBytes(3).toString('hex')}`;
  const settings = config();
  const slots: Record<JobKind, number> = {
    audit: options.audits ?? settings.WORKER_AUDITS,
    snapshot: options.crawls ?? settings.WORKER_CRAWLS,
    webhook: options.webhooks ?? settings.WORKER_WEBHOOKS,
  };
  const leaseSeconds = options.leaseSeconds ?? settings.WORKER_LEASE_SECONDS;
  const pollMs = options.pollMs ?? settings.WORKER_POLL_MS;
  // The caller's budgets per provider are shared with every other worker (docs/operations/provider-traffic.md).
  const caller = options.caller ?? createEngineCaller({ sql, holder: id, leaseSeconds });
  const stopping = new AbortController();
  const running: Record<JobKind, Set<Promise<void>>> = { audit: new Set(), snapshot: new Set(), webhook: new Set() };
  const activeAudits = new Set<string>();
  let wake: (() => void) | null = null;
  // Set by every nudge, so that one arriving while the loop is busy claiming is not lost.
  let nudged = false;
  const nudge = () => {
    nudged = true;
    wake?.();
  };

  const runJob = (job: Job) => (job.kind === 'snapshot' ? runSnapshotJob(job) : job.kind === 'webhook' ? runWebhookJob(job) : runAuditJob(job));

  /** Resolves once the database answers again (false: the worker is stopping meanwhile). */
  const databaseBack = (err: unknown) => {
    reportUnavailable(sql, err);
    return untilAvailable(stopping.signal).then(() => true, () => false);
  };

  /** A job that threw: the queue backs it off, or marks it dead when out of attempts. */
  const failed = async (job: Job, err: unknown) => {
    // The database went away under it: not the job's fault. Given back once it is back, attempt uncounted.
    if (isDatabaseUnavailable(err)) {
      log.warn('job paused: the database does not answer', { kind: job.kind, jobId: job.id });
      if (await databaseBack(err)) await release(sql, job.id, id).catch(() => {});
      return;
    }
    const state = await fail(sql, job.id, id, String((err as Error)?.message ?? err)).catch(() => null);
    log.error(state === 'dead' ? 'job failed on its last attempt: dead' : 'job failed; it will be retried', { kind: job.kind, jobId: job.id, attempts: job.attempts, error: err });
    if (state === 'dead' && job.kind === 'audit') {
      await failAudit(sql, String(job.payload.auditId), 'The audit could not be run: its worker failed on it too many times.').catch(() => {});
    }
  };

  const runSnapshotJob = async (job: Job) => {
    const projectId = String(job.payload.projectId);
    // A crawl may outlast the job's lease (SNAPSHOT_DEADLINE_MS): kept, or another worker
    // would crawl the same site again.
    const heartbeat = setInterval(() => void extendLease(sql, job.id, id, leaseSeconds).catch(() => {}), (leaseSeconds * 1000) / 3);
    try {
      if (await refreshSnapshot(sql, projectId, stopping.signal)) await generateSuggestions(sql, projectId);
      // Interrupted by shutdown: given back for the next worker, not dropped.
      if (stopping.signal.aborted) return await release(sql, job.id, id);
      await complete(sql, job.id);
    } catch (err) {
      await failed(job, err);
    } finally {
      clearInterval(heartbeat);
    }
  };

  // One attempt per claim; a failed attempt gives the job back with the delivery's own backoff
  // (webhooks/deliver.ts), so the queue's attempts only count workers that died during one.
  const runWebhookJob = async (job: Job) => {
    try {
      const retryIn = await attemptDelivery(sql, String(job.payload.deliveryId), stopping.signal);
      if (retryIn === null) await complete(sql, job.id);
      else await release(sql, job.id, id, retryIn);
    } catch (err) {
      await failed(job, err);
    }
  };

  const runAuditJob = async (job: Job) => {
    const auditId = String(job.payload.auditId);
    // This worker claimed the job again while running it (a stall let the job's lease lapse
    // before the heartbeat renewed it): one run is enough. The claim renewed the lease for the
    // first, and gave the attempt it counted back.
    if (activeAudits.has(auditId)) {
      await forgiveAttempt(sql, job.id, id).catch(() => {});
      log.warn('audit job claimed again while running here; ignored', { auditId });
      return;
    }
    activeAudits.add(auditId);
    try {
      await runAuditJobOnce(job, auditId);
    } finally {
      activeAudits.delete(auditId);
    }
  };

  const runAuditJobOnce = async (job: Job, auditId: string) => {
    const lost = new AbortController();
    const signal = AbortSignal.any([stopping.signal, lost.signal]);
    // The job's lease is the audit's: if it is lost (the audit was cancelled, or the lease
    // lapsed and another worker took over), this run stops starting rows.
    const heartbeat = setInterval(async () => {
      try {
        if (!(await extendLease(sql, job.id, id, leaseSeconds))) lost.abort();
      } catch (err) {
        log.warn('heartbeat failed', { auditId, error: err });
      }
    }, (leaseSeconds * 1000) / 3);
    try {
      const outcome = await runAudit({ sql, workerId: id, caller, signal }, auditId);
      if (outcome === 'interrupted') await release(sql, job.id, id);
      else await complete(sql, job.id);
    } catch (err) {
      await failed(job, err);
    } finally {
      clearInterval(heartbeat);
    }
  };

  /** Claims a job for a free slot, audits first; false when no slot is free or no job is ready. */
  const claimOne = async (): Promise<boolean> => {
    const kinds = (['audit', 'snapshot', 'webhook'] as const).filter((kind) => running[kind].size < slots[kind]);
    if (kinds.length === 0) return false;
    const job = await claim(sql, id, [...kinds], leaseSeconds).catch(async (err) => {
      if (!isDatabaseUnavailable(err)) log.error('claiming a job failed', { error: err });
      else if (await databaseBack(err)) log.info('worker resumed: the database answers again', { workerId: id });
      return null;
    });
    if (!job) return false;
    const set = running[job.kind];
    const p = runJob(job).finally(() => {
      set.delete(p);
      nudge();
    });
    set.add(p);
    return true;
  };

  const loop = async () => {
    while (!stopping.signal.aborted) {
      nudged = false;
      if (await claimOne()) continue;
      // A job announced, a slot freed or stop() called while we looked: do not sleep on it.
      if (nudged || stopping.signal.aborted) continue;
      let timer: NodeJS.Timeout | undefined;
      await new Promise<void>((resolve) => {
        wake = resolve;
        timer = setTimeout(resolve, pollMs);
      });
      clearTimeout(timer);
      wake = null;
    }
  };

  const housekeeping = async () => {
    try {
      await failStuckAudits(sql);
      await launchScheduledAudits(sql);
      await enqueueStaleSnapshots(sql);
      await pruneRateLimitBuckets(sql);
      await pruneIdempotencyKeys(sql);
      await pruneLoginFailures(sql);
      await pruneSnapshots(sql);
      await runRetention(sql);
      await pruneDeliveries(sql);
      await sendWeeklyDigests(sql);
    } catch (err) {
      if (isDatabaseUnavailable(err)) reportUnavailable(sql, err);
      else log.error('housekeeping failed', { error: err });
    }
  };
  const housekeepingTimer = setInterval(housekeeping, settings.WORKER_HOUSEKEEPING_MS);
  void housekeeping();
  // Launches in this process wake the loop directly; other processes' through NOTIFY.
  const unregister = onJobsQueued(nudge);
  const listening = (options.listen ?? !!settings.DATABASE_URL)
    ? listenForJobs(sql, nudge).catch((err) => {
        log.warn('cannot LISTEN for queued jobs; polling only', { error: err });
        return null;
      })
    : Promise.resolve(null);
  const looping = loop();
  log.info('worker started', { workerId: id, audits: slots.audit, crawls: slots.snapshot, webhooks: slots.webhook });

  return {
    id,
    async stop() {
      stopping.abort();
      clearInterval(housekeepingTimer);
      unregister();
      nudge();
      await looping;
      await Promise.allSettled([...running.audit, ...running.snapshot, ...running.webhook]);
      await (await listening)?.().catch(() => {});
      if (!options.caller) await caller.close();
    },
  };
}
