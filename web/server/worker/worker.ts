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
import { failOverdueAudits } from './deadline';
import { releaseLease, renewLease, runAudit } from './run-audit';
import { enqueueStaleSnapshots, refreshSnapshot } from '../snapshots/store';
import { generateSuggestions } from '../suggestions/generate';

export interface WorkerOptions {
  /** audits run at once by this worker (env WORKER_AUDITS, default 2) */
  audits?: number;
  /** lease length; another worker may take over an audit whose lease lapsed (default 30 s) */
  leaseSeconds?: number;
  pollMs?: number;
  caller?: EngineCaller;
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
  const caller = options.caller ?? createEngineCaller();
  const stopping = new AbortController();
  const running = new Set<Promise<void>>();
  let wake: (() => void) | null = null;

  const runJob = (job: { id: string; kind: string; payload: Record<string, unknown> }) =>
    job.kind === 'snapshot' ? runSnapshotJob(job) : runAuditJob(job);

  const runSnapshotJob = async (job: { id: string; payload: Record<string, unknown> }) => {
    const projectId = String(job.payload.projectId);
    try {
      if (await refreshSnapshot(sql, projectId, stopping.signal)) await generateSuggestions(sql, projectId);
      await complete(sql, job.id);
    } catch (err) {
      log.error('site check job failed; it will be retried', { projectId, error: err });
      await release(sql, job.id, id, 60).catch(() => {});
    }
  };

  const runAuditJob = async (job: { id: string; payload: Record<string, unknown> }) => {
    const auditId = String(job.payload.auditId);
    const lost = new AbortController();
    const signal = AbortSignal.any([stopping.signal, lost.signal]);
    // The heartbeat keeps both leases alive; if either is lost (the audit was cancelled or
    // taken over), this run stops starting rows.
    const heartbeat = setInterval(async () => {
      try {
        const [audit, jobKept] = await Promise.all([
          renewLease(sql, auditId, id, leaseSeconds),
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
        await releaseLease(sql, auditId, id);
        await release(sql, job.id, id);
      }
    } catch (err) {
      log.error('audit run failed; it will be retried', { auditId, error: err });
      await releaseLease(sql, auditId, id).catch(() => {});
      await release(sql, job.id, id, 5).catch(() => {});
    } finally {
      clearInterval(heartbeat);
    }
  };

  const loop = async () => {
    while (!stopping.signal.aborted) {
      if (running.size < slots) {
        const job = await claim(sql, id, ['audit', 'snapshot'], leaseSeconds).catch((err) => {
          log.error('claiming a job failed', { error: err });
          return null;
        });
        if (job) {
          const p = runJob(job).finally(() => {
            running.delete(p);
            wake?.();
          });
          running.add(p);
          continue;
        }
      }
      await new Promise<void>((resolve) => {
        wake = resolve;
        setTimeout(resolve, pollMs);
      });
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
  const looping = loop();
  log.info('worker started', { workerId: id, audits: slots });

  return {
    id,
    async stop() {
      stopping.abort();
      clearInterval(housekeepingTimer);
      wake?.();
      await looping;
      await Promise.allSettled(running);
    },
  };
}
