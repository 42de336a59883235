// The queue's rules, on the real (embedded) database: attempts capped per kind, backoff, the
// last error kept, the dead state and the operator's commands, one live job per key, fair
// claiming across organisations.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '@db/connection';
import { parseCommand, runCommand } from '../cli/commands';
import { DomainError } from '../errors';
import { claim, enqueue, fail, jobKey, release } from './queue';

const admin = (db: Database, ...argv: string[]) => runCommand(db.sql, parseCommand(argv)) as Promise<any>;

describe('the job queue', () => {
  let dir: string;
  let db: Database;
  let orgs: string[];
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ga-queue-'));
    // Its own embedded database: the test empties the queue, which others share on a server.
    db = await openDatabase({ databaseUrl: '', dataDir: path.join(dir, 'data') });
    orgs = [];
    for (const name of ['Flooder', 'Quiet']) orgs.push((await admin(db, 'org', 'create', '--name', name, '--plan', 'expert')).id);
  });
  afterAll(async () => {
    await db?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await db.sql`DELETE FROM jobs`;
  });

  const due = (jobId: string) => db.sql`UPDATE jobs SET run_at = now() WHERE id = ${jobId}`;

  it('keeps one live job per key: a second site check of the same project is not queued', async () => {
    const first = await enqueue(db.sql, 'snapshot', jobKey.snapshot('p1'), orgs[0], { projectId: 'p1' });
    const second = await enqueue(db.sql, 'snapshot', jobKey.snapshot('p1'), orgs[0], { projectId: 'p1' });
    expect(second).toBe(first);
    expect((await db.sql`SELECT count(*)::int AS n FROM jobs`)[0].n).toBe(1);
  });

  it('backs a failed job off, keeps its last error, and makes it dead after max_attempts; the CLI lists, retries and drops it', async () => {
    const [{ max_attempts: maxAttempts }] = await db.sql`SELECT max_attempts FROM job_kinds WHERE kind = 'snapshot'`;
    const jobId = await enqueue(db.sql, 'snapshot', jobKey.snapshot('p2'), orgs[0], { projectId: 'p2' });
    for (let attempt = 1; attempt <= maxAttempts; attempt++) {
      const job = await claim(db.sql, 'w1', ['snapshot'], 30);
      expect(job).toMatchObject({ id: jobId, attempts: attempt });
      const state = await fail(db.sql, jobId, 'w1', `boom ${attempt}`);
      expect(state).toBe(attempt < maxAttempts ? 'ready' : 'dead');
      const [row] = await db.sql`SELECT run_at > now() AS backed_off, run_at <= now() + interval '2 hours' AS bounded, last_error FROM jobs WHERE id = ${jobId}`;
      expect(row.last_error).toBe(`boom ${attempt}`);
      if (attempt < maxAttempts) {
        expect(row.bounded).toBe(true);
        await due(jobId);
      }
    }
    expect(await claim(db.sql, 'w1', ['snapshot'], 30)).toBeNull();

    const dead = await admin(db, 'job', 'list', '--dead');
    expect(dead).toEqual([expect.objectContaining({ id: jobId, state: 'dead', attempts: maxAttempts, last_error: `boom ${maxAttempts}` })]);
    const retried = await admin(db, 'job', 'retry', '--id', jobId);
    expect(retried).toMatchObject({ id: jobId, state: 'ready', attempts: 0 });
    expect(await admin(db, 'job', 'list', '--dead')).toEqual([]);
    await expect(admin(db, 'job', 'retry', '--id', jobId)).rejects.toMatchObject({ code: 'job_not_dead', status: 409 });
    expect(await claim(db.sql, 'w1', ['snapshot'], 30)).toMatchObject({ id: jobId, attempts: 1 });

    await admin(db, 'job', 'drop', '--id', jobId);
    await expect(admin(db, 'job', 'drop', '--id', jobId)).rejects.toBeInstanceOf(DomainError);
    expect(await admin(db, 'job', 'list')).toEqual([]);
  });

  it('makes a job dead when its worker died on the last attempt, instead of handing it to the next one', async () => {
    const [{ max_attempts: maxAttempts }] = await db.sql`SELECT max_attempts FROM job_kinds WHERE kind = 'snapshot'`;
    const jobId = await enqueue(db.sql, 'snapshot', jobKey.snapshot('p3'), orgs[0], { projectId: 'p3' });
    for (let attempt = 1; attempt <= maxAttempts; attempt++) {
      expect(await claim(db.sql, `w${attempt}`, ['snapshot'], 30)).toMatchObject({ id: jobId });
      await db.sql`UPDATE jobs SET locked_until = now() - interval '1 second' WHERE id = ${jobId}`; // the worker was killed
    }
    expect(await claim(db.sql, 'next', ['snapshot'], 30)).toBeNull();
    const [job] = await db.sql`SELECT state, last_error FROM jobs WHERE id = ${jobId}`;
    expect(job.state).toBe('dead');
    expect(job.last_error).toMatch(/stopped or was killed/);
  });

  it('does not count a job given back by a stopping worker as an attempt', async () => {
    const jobId = await enqueue(db.sql, 'audit', jobKey.audit('a1'), orgs[0], { auditId: 'a1' });
    await claim(db.sql, 'w1', ['audit'], 30);
    await release(db.sql, jobId, 'w1');
    expect(await claim(db.sql, 'w2', ['audit'], 30)).toMatchObject({ id: jobId, attempts: 1 });
  });

  it('claims fairly: the organisation with fewer jobs running goes first, whatever the queue order', async () => {
    for (let i = 0; i < 50; i++) await enqueue(db.sql, 'audit', jobKey.audit(`flood-${i}`), orgs[0], { auditId: `flood-${i}` });
    await enqueue(db.sql, 'audit', jobKey.audit('quiet'), orgs[1], { auditId: 'quiet' });
    const first = await claim(db.sql, 'w1', ['audit'], 30);
    expect(first?.job_key).toMatch(/^audit:flood-/); // the oldest job: nobody runs anything yet
    const second = await claim(db.sql, 'w2', ['audit'], 30);
    expect(second?.job_key).toBe('audit:quiet'); // the flooder already runs one
    const third = await claim(db.sql, 'w3', ['audit'], 30);
    expect(third?.job_key).toMatch(/^audit:flood-/);
  });

  it('claims only the kinds asked for: a worker whose crawl slots are full still takes audits', async () => {
    await enqueue(db.sql, 'snapshot', jobKey.snapshot('p4'), orgs[0], { projectId: 'p4' });
    await enqueue(db.sql, 'audit', jobKey.audit('a2'), orgs[1], { auditId: 'a2' });
    expect(await claim(db.sql, 'w1', ['audit'], 30)).toMatchObject({ kind: 'audit' });
    expect(await claim(db.sql, 'w1', ['audit'], 30)).toBeNull();
    expect(await claim(db.sql, 'w1', ['snapshot'], 30)).toMatchObject({ kind: 'snapshot' });
  });
});
