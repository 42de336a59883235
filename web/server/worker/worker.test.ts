// The worker against a real (embedded) database, with an engine caller the test controls:
// what no HTTP-level test can arrange deterministically.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type Database } from '@db/connection';
import { closeAnalysisPool } from '../analysis/pool';
import { launchAudit } from '../audits/launch';
import { auditDetail } from '../audits/read';
import { parseCommand, runCommand } from '../cli/commands';
import { concurrencyLimits, type EngineCaller } from '../engines/call';
import type { EngineAnswer } from '../engines/types';
import { log } from '../log';
import { jobKey } from '../queue/queue';
import { announceJobs } from '../queue/wake';
import { startWorker, type Worker } from './worker';

const admin = (db: Database, ...argv: string[]) => runCommand(db.sql, parseCommand(argv)) as Promise<any>;

async function until<T>(what: string, fn: () => Promise<T | null | undefined | false>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await fn();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(20);
  }
}

/** A caller whose answers come from `answer`, at once or when the test opens the gate; a stopping worker's calls end. */
function scriptedCaller(answer: (prompt: string) => { text: string; sources?: string[]; gated?: boolean }) {
  const asked: string[] = [];
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  const caller: EngineCaller = {
    limits: concurrencyLimits(),
    async ask(engine, query): Promise<EngineAnswer> {
      asked.push(query.prompt);
      const { text, sources = [], gated } = answer(query.prompt);
      if (gated) {
        await new Promise<void>((resolve, reject) => {
          void gate.then(resolve);
          query.signal?.addEventListener('abort', () => reject(new Error('stopped')));
        });
      }
      return { text, sources, citations: [] };
    },
    close: async () => {},
  };
  return { caller, asked, open };
}

/** A caller whose answers wait until the test opens the gate. */
const gatedCaller = () =>
  scriptedCaller((prompt) => ({ text: `About "${prompt}": teams often pick Acme, or Globex.`, sources: ['https://acme.example/'], gated: true }));

describe('the worker', () => {
  let dir: string;
  let db: Database;
  beforeAll(async () => {
    // Only the simulated engine is configured: no provider key in this process.
    for (const name of ['OPENAI', 'PERPLEXITY', 'GEMINI', 'ANTHROPIC', 'XAI', 'MISTRAL', 'SERPAPI']) vi.stubEnv(`${name}_API_KEY`, '');
    vi.stubEnv('DATAFORSEO_LOGIN', '');
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ga-worker-'));
    db = await openDatabase({ dataDir: path.join(dir, 'data') });
  });
  afterAll(async () => {
    await db?.close();
    fs.rmSync(dir, { recursive: true, force: true });
    vi.unstubAllEnvs();
  });

  it('never runs one audit twice at once, even when it claims its job again after the job lease lapsed', async () => {
    const org = await admin(db, 'org', 'create', '--name', 'Org', '--plan', 'expert');
    const project = await admin(db, 'project', 'create', '--org', org.id, '--name', 'Acme', '--url', 'https://acme.example', '--brand', 'Acme');
    const prompts = ['first question', 'second question', 'third question'];
    await admin(db, 'prompt', 'create', '--project', project.id, ...prompts);
    await db.sql`DELETE FROM jobs`; // the site check queued with the project: not this test's concern
    const { caller, asked, open } = gatedCaller();
    const warn = vi.spyOn(log, 'warn');
    let worker: Worker | undefined;
    try {
      worker = startWorker(db.sql, { caller, pollMs: 60_000, leaseSeconds: 30, listen: false });
      const { auditId } = await launchAudit(db.sql, { orgId: org.id, projectId: project.id, source: 'api' });
      await until('every row to be asked', async () => asked.length === prompts.length);

      // The job's lease lapses while the run goes on (a stall longer than the lease), and the
      // same worker, woken by a new job, claims it again.
      await db.sql`UPDATE jobs SET locked_until = now() - interval '1 second' WHERE job_key = ${jobKey.audit(auditId)}`;
      announceJobs(db.sql, 'audit');
      await until('the job to be claimed again, and that claim dropped (or a second run)', async () =>
        asked.length > prompts.length ||
        warn.mock.calls.some(([msg, fields]) => msg === 'audit job claimed again while running here; ignored' && fields?.auditId === auditId),
      );
      // The second claim is not an attempt: it is given back.
      const [job] = await db.sql`SELECT attempts FROM jobs WHERE job_key = ${jobKey.audit(auditId)}`;
      expect(job.attempts).toBe(1);
      expect(asked).toHaveLength(prompts.length);

      open();
      const audit = await until('the audit to complete', async () => {
        const [a] = await db.sql`SELECT status, current_progress FROM audits WHERE id = ${auditId}`;
        return a.status === 'COMPLETED' ? a : null;
      });
      expect(audit.current_progress).toBe(100);
      expect(asked.sort()).toEqual([...prompts].sort());
      const rows = await db.sql`SELECT state, attempts FROM audit_queries WHERE audit_id = ${auditId}`;
      expect(rows.map((r) => [r.state, r.attempts])).toEqual(prompts.map(() => ['answered', 1]));
      await until('the job to be done with', async () => (await db.sql`SELECT 1 FROM jobs WHERE job_key = ${jobKey.audit(auditId)}`).length === 0);
    } finally {
      open();
      await worker?.stop();
    }
  });

  it('keeps an answer whose reading runs out of time unread, with its reason and its text, and never reads it again', async () => {
    // A limit no reading of a long answer meets (answers are read up to their first 100,000
    // characters, which takes tens of milliseconds at least); the second worker reads with the default.
    await closeAnalysisPool({ timeoutMs: 1 });
    const org = await admin(db, 'org', 'create', '--name', 'Org', '--plan', 'expert');
    const project = await admin(db, 'project', 'create', '--org', org.id, '--name', 'Acme', '--url', 'https://acme.example', '--brand', 'Acme', '--competitors', 'Globex');
    await admin(db, 'prompt', 'create', '--project', project.id, 'long answer', 'short answer');
    await db.sql`DELETE FROM jobs`;
    // About 2 MB that names both on every line.
    const long = 'Acme est fiable, mais Globex est moins chère.\n'.repeat(45_000);
    const first = scriptedCaller((prompt) => (prompt === 'long answer' ? { text: long } : { text: 'Acme is good.', gated: true }));
    let worker: Worker | undefined;
    try {
      worker = startWorker(db.sql, { caller: first.caller, pollMs: 60_000, listen: false });
      const { auditId } = await launchAudit(db.sql, { orgId: org.id, projectId: project.id, source: 'api' });
      const unread = await until('the long answer to be stored unread', async () => {
        const [row] = await db.sql`SELECT * FROM audit_queries WHERE audit_id = ${auditId} AND prompt = 'long answer' AND state <> 'pending'`;
        return row;
      }, 90_000);
      expect(unread).toMatchObject({ state: 'failed', error_code: 'reading_timeout', response: long, cited: false, error: 'The answer could not be read within 1 ms.' });
      expect(Number(unread.cost_usd)).toBeGreaterThanOrEqual(0);

      // Stopped with the short answer still pending, as a restart would leave it.
      await worker.stop();
      worker = undefined;
      await closeAnalysisPool(); // the default limit from here on
      const second = scriptedCaller(() => ({ text: 'Acme is good.' }));
      worker = startWorker(db.sql, { caller: second.caller, pollMs: 50, listen: false });
      await until('the audit to complete', async () => (await db.sql`SELECT 1 FROM audits WHERE id = ${auditId} AND status = 'COMPLETED'`).length > 0, 90_000);
      expect(second.asked).toEqual(['short answer']);

      const detail = JSON.parse((await auditDetail(db.sql, org.id, project.id, auditId)).json);
      expect(detail.queries.map((q: any) => q.prompt)).toEqual(['short answer']);
      expect(detail.failures).toEqual([
        { prompt: 'long answer', provider: 'simulated', code: 'reading_timeout', error: 'The answer could not be read within 1 ms.', response: long },
      ]);
      expect(detail.analytics).toMatchObject({ totalQueries: 1, citedQueries: 1, unreadQueries: 1 });
    } finally {
      first.open();
      await worker?.stop();
      await closeAnalysisPool();
    }
  }, 240_000); // reading threads take seconds to start on a busy machine
});
