// The audit worker: claims audit jobs from the queue, runs them (run-audit.ts) with a lease
// on the audit renewed by a heartbeat, runs site checks (`snapshot` jobs), and keeps the
// housekeeping going: audits past their deadline are marked FAILED, scheduled projects get
// their automatic audits, week-old snapshots are re-checked.
//
// It runs inside `npm start` by default (the embedded database allows one process) and as
// any number of separate `npm run worker` processes against a real PostgreSQL.
import crypto from 'node:crypto';
import os from 'node:os';
import type { Sql } from '@db/connection';
import { pruneIdempotencyKeys } from '../audits/launch';
import { createEngineCaller, type EngineCaller } from '../engines/call';
import { pruneRateLimitBuckets } from '../ratelimit/ratelimit';
import { log } from '../log';
import { claim, complete, extendLease, release } from '../queue/queue';
import { launchScheduledAudits } from './schedule';
import { failOverdueAudits, releaseAuditLease, renewAuditLease } from '../audits/lifecycle';
import { runAudit } from './run-audit';
import { enqueueStaleSnapshots, refreshSnapshot } from '../snapshots/store';
import { generateSuggestions } from '../suggestions/generate';
import { listenForJobs, onJobsQueued } from '../queue/wake';

export interface WorkerOptions {
  /** audits run at once by this worker (env WORKER_AUDITS, default 2) */
  audits?: number;
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

const HOUSEKEEPING_MS = Number(process.env.WORKER_HOUSEKEEPING_MS ?? 30_000);

export function startWorker(sql: Sql, options: WorkerOptions = {}): Worker {
  const id = `${os.hostname()}:${process.pid}:${crypto.randomBytes(3).toString('hex')}`;
  const slots = options.audits ?? Number(process.env.WORKER_AUDITS ?? 2);
  const leaseSeconds = options.leaseSeconds ?? Number(process.env.WORKER_LEASE_SECONDS ?? 30);
  const pollMs = options.pollMs ?? Number(process.env.WORKER_POLL_MS ?? 500);
  // The caller's budgets per provider are shared with every other worker (README "Provider traffic").
  const caller = options.caller ?? createEngineCaller({ sql, holder: id, leaseSeconds });
  const stopping = new AbortController();
  const running = new Set<Promise<void>>();
  const activeAudits = new Set<string>();
  let wake: (() => void) | null = null;
  // Set by every nudge, so that one arriving while the loop is busy claiming is not lost.
  let nudged = false;
  const nudge = () => {
    nudged = true;
    wake?.();
  };

  const runJob = (job: { id: string; kind: string; payload: Record<string, unknown> }) =>
    job.kind === 'snapshot' ? runSnapshotJob(job) : runAuditJob(job);

  const runSnapshotJob = async (job: { id: string; payload: Record<string, unknown> }) => {
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
      log.error('site check job failed; it will be retried', { projectId, error: err });
      await release(sql, job.id, id, 60).catch(() => {});
    } finally {
      clearInterval(heartbeat);
    }
  };

  const runAuditJob = async (job: { id: string; payload: Record<string, unknown> }) => {
    const auditId = String(job.payload.auditId);
    // This worker claimed the job again while running it (a stall let the job's lease lapse
    // before the heartbeat renewed it; the audit's lease is ours, so takeAudit would let a
    // second run in): one run is enough. The claim renewed the job's lease for the first.
    if (activeAudits.has(auditId)) {
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

  const runAuditJobOnce = async (job: { id: string }, auditId: string) => {
    const lost = new AbortController();
    const signal = AbortSignal.any([stopping.signal, lost.signal]);
    // The heartbeat keeps both leases alive; if either is lost (the audit was cancelled or
    // taken over), this run stops starting rows.
    const heartbeat = setInterval(async () => {
      try {
        const [audit, jobKept] = await Promise.all([
          renewAuditLease(sql, auditId, id, leaseSeconds),
          extendLease(sql, job.id, id, leaseSeconds),
        ]);
        if (!audit || !jobKept) lost.abort();
      } catch (err) {
        log.warn('heartbeat failed', { auditId, error: err });
      }
    }, (leaseSeconds * 1000) / 3);
    try {
      const outcome = await runAudit({ sql, workerId: id, caller, leaseSeconds, signal }, auditId);
      if (outcome === 'finished' || outcome === 'gone') await complete(sql, job.id);
      else if (outcome === 'busy') await release(sql, job.id, id, leaseSeconds);
      else {
        await releaseAuditLease(sql, auditId, id);
        await release(sql, job.id, id);
      }
    } catch (err) {
      log.error('audit run failed; it will be retried', { auditId, error: err });
      await releaseAuditLease(sql, auditId, id).catch(() => {});
      await release(sql, job.id, id, 5).catch(() => {});
    } finally {
      clearInterval(heartbeat);
    }
  };

  const loop = async () => {
    while (!stopping.signal.aborted) {
      nudged = false;
      if (running.size < slots) {
        const job = await claim(sql, id, ['audit', 'snapshot'], leaseSeconds).catch((err) => {
          log.error('claiming a job failed', { error: err });
          return null;
        });
        if (job) {
          const p = runJob(job).finally(() => {
            running.delete(p);
            nudge();
          });
          running.add(p);
          continue;
        }
      }
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
      await failOverdueAudits(sql);
      await launchScheduledAudits(sql);
      await enqueueStaleSnapshots(sql);
      await pruneRateLimitBuckets(sql);
      await pruneIdempotencyKeys(sql);
    } catch (err) {
      log.error('housekeeping failed', { error: err });
    }
  };
  const housekeepingTimer = setInterval(housekeeping, HOUSEKEEPING_MS);
  void housekeeping();
  // Launches in this process wake the loop directly; other processes' through NOTIFY.
  const unregister = onJobsQueued(nudge);
  const listening = (options.listen ?? !!process.env.DATABASE_URL)
    ? listenForJobs(sql, nudge).catch((err) => {
        log.warn('cannot LISTEN for queued jobs; polling only', { error: err });
        return null;
      })
    : Promise.resolve(null);
  const looping = loop();
  log.info('worker started', { workerId: id, audits: slots });

  return {
    id,
    async stop() {
      stopping.abort();
      clearInterval(housekeepingTimer);
      unregister();
      nudge();
      await looping;
      await Promise.allSettled(running);
      await (await listening)?.().catch(() => {});
      if (!options.caller) await caller.close();
    },
  };
}
