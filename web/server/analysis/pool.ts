// Answer reading off the server's event loop (docs/operations/security.md#brand-names-and-answer-reading).
// Answers are hostile text and the patterns read over them come from tenants: however linear
// the analysis is meant to be, a reading that runs long must stall neither the API nor the
// dashboard nor any other tenant's audit. So `analyzeAnswer` runs in a pool of worker threads
// (read-worker.ts):
// - at most ANALYSIS_THREADS readings at once (default: 2, or 1 on a single core); the others
//   wait their turn in order;
// - each reading has ANALYSIS_TIMEOUT_MS (default 5,000) from the moment its thread takes it;
//   past that, the thread is terminated (V8 stops even a regex mid-match) and replaced, and the
//   reading fails with `reading_timeout`; a thread that dies (out of memory: each has a heap of
//   HEAP_MB) or an analysis that throws fails it with `reading_failed`. The worker stores such a
//   row as unread, with that reason (audits/reading.ts);
// - profiles cross as their plain input (compiled patterns cannot be cloned), sent once per
//   thread and built there, then named by a key.
// Idle threads do not keep the process alive; `closeAnalysisPool` ends them at shutdown.
import crypto from 'node:crypto';
import { Worker } from 'node:worker_threads';
import { config } from '../config';
import type { UnreadReason } from '../contract/schemas';
import { log } from '../log';
import type { AnswerAnalysis, AnswerInput, BrandProfileInput } from './analyze';
import type { ReadingReply, ReadingTask } from './read-worker';

const ENTRY = new URL('./read-worker.ts', import.meta.url).href;
// A worker thread does not get the parent's `--import tsx` before its entry is loaded (Node 20),
// and vitest's own loader does not reach it: its first statement registers tsx, whatever runs it.
const BOOT = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}).then((tsx) => (tsx.register(), import(${JSON.stringify(ENTRY)})))`;
/** Heap of each reading thread: a reading that needs more fails alone (`reading_failed`). */
const HEAP_MB = 512;
/** Profile keys remembered as sent, per thread; beyond, a thread may be sent a profile it has. */
const MAX_KEYS = 64;


/** A reading that did not finish: the answer is kept unread, with this reason. */
export class UnreadAnswer extends Error {
  constructor(
    readonly reason: UnreadReason,
    message: string,
  ) {
    super(message);
  }
}

export interface PoolOptions {
  /** readings at once (env ANALYSIS_THREADS, default min(2, cores)) */
  threads?: number;
  /** time limit of one reading (env ANALYSIS_TIMEOUT_MS, default 5,000) */
  timeoutMs?: number;
}

interface Task {
  id: number;
  key: string;
  profile: BrandProfileInput;
  answer: AnswerInput;
  /** this reading's time limit (the pool's unless the caller gives one) */
  timeoutMs: number;
  resolve: (analysis: AnswerAnalysis) => void;
  reject: (err: Error) => void;
}

interface Thread {
  worker: Worker;
  ready: boolean;
  task: Task | null;
  timer?: NodeJS.Timeout;
  /** keys of the profiles sent to this thread */
  profiles: Set<string>;
}

export class AnalysisPool {
  readonly threads: number;
  readonly timeoutMs: number;
  private readonly running = new Set<Thread>();
  private readonly queue: Task[] = [];
  private readonly keys = new WeakMap<BrandProfileInput, string>();
  private nextId = 1;
  private closed = false;

  constructor(options: PoolOptions = {}) {
    this.threads = options.threads ?? config().ANALYSIS_THREADS;
    this.timeoutMs = options.timeoutMs ?? config().ANALYSIS_TIMEOUT_MS;
  }

  /**
   * `analyzeAnswer(brandProfile(profile), answer)` on a thread of the pool. Rejects with an
   * UnreadAnswer when the reading ran out of time or failed. `profile` is read once per object:
   * pass the same object for every answer of an audit, and do not change it.
   */
  read(profile: BrandProfileInput, answer: AnswerInput, timeoutMs = this.timeoutMs): Promise<AnswerAnalysis> {
    if (this.closed) return Promise.reject(new Error('The analysis pool is closed.'));
    return new Promise((resolve, reject) => {
      this.queue.push({ id: this.nextId++, key: this.keyOf(profile), profile, answer, timeoutMs, resolve, reject });
      this.dispatch();
    });
  }

  /** Ends every thread; readings waiting or under way are rejected. */
  async close(): Promise<void> {
    this.closed = true;
    const closed = new Error('The analysis pool is closed.');
    for (const task of this.queue.splice(0)) task.reject(closed);
    await Promise.all([...this.running].map((thread) => this.retire(thread, closed)));
  }

  private keyOf(profile: BrandProfileInput): string {
    let key = this.keys.get(profile);
    if (!key) {
      key = crypto.createHash('sha256').update(JSON.stringify(profile)).digest('base64url');
      this.keys.set(profile, key);
    }
    return key;
  }

  private dispatch() {
    while (this.queue.length > 0 && !this.closed) {
      const idle = [...this.running].find((thread) => thread.ready && !thread.task);
      if (!idle) {
        const starting = [...this.running].some((thread) => !thread.ready);
        if (!starting && this.running.size < this.threads) this.spawn();
        return;
      }
      this.start(idle, this.queue.shift()!);
    }
  }

  private spawn() {
    const worker = new Worker(BOOT, { eval: true, resourceLimits: { maxOldGenerationSizeMb: HEAP_MB } });
    const thread: Thread = { worker, ready: false, task: null, profiles: new Set() };
    this.running.add(thread);
    worker.on('message', (reply: ReadingReply) => this.onReply(thread, reply));
    worker.on('error', (err) => void this.retire(thread, err));
    worker.on('exit', (code) => void this.retire(thread, new Error(`The reading thread exited (code ${code}).`)));
  }

  private start(thread: Thread, task: Task) {
    thread.task = task;
    thread.worker.ref();
    thread.timer = setTimeout(() => {
      const limit = task.timeoutMs < 1000 ? `${task.timeoutMs} ms` : `${Math.round(task.timeoutMs / 100) / 10} s`;
      void this.retire(thread, new UnreadAnswer('reading_timeout', `The answer could not be read within ${limit}.`));
    }, task.timeoutMs);
    this.send(thread, task, !thread.profiles.has(task.key));
  }

  private send(thread: Thread, task: Task, withProfile: boolean) {
    if (withProfile) {
      if (thread.profiles.size >= MAX_KEYS) thread.profiles.clear();
      thread.profiles.add(task.key);
    }
    const message: ReadingTask = { id: task.id, key: task.key, profile: withProfile ? task.profile : undefined, answer: task.answer };
    try {
      thread.worker.postMessage(message);
    } catch (err) {
      this.finish(thread);
      task.reject(new UnreadAnswer('reading_failed', 'The answer could not be sent for reading.'));
      log.warn('an answer could not be sent for reading', { error: err });
      this.dispatch();
    }
  }

  private onReply(thread: Thread, reply: ReadingReply) {
    if ('ready' in reply) {
      thread.ready = true;
      this.dispatch();
      if (!thread.task) thread.worker.unref();
      return;
    }
    const task = thread.task;
    if (!task || task.id !== reply.id) return; // a reply that outlived its time limit
    if ('needProfile' in reply) return this.send(thread, task, true);
    this.finish(thread);
    if ('analysis' in reply) task.resolve(reply.analysis);
    else {
      log.warn('an answer could not be read', { error: reply.error });
      task.reject(new UnreadAnswer('reading_failed', 'The answer could not be read.'));
    }
    this.dispatch();
  }

  /** The thread is free again. */
  private finish(thread: Thread) {
    clearTimeout(thread.timer);
    thread.task = null;
    thread.worker.unref();
  }

  /**
   * Takes a thread out of the pool and terminates it; its reading, if any, is rejected with
   * `failure` (an UnreadAnswer as it is, anything else as `reading_failed`).
   */
  private async retire(thread: Thread, failure: Error) {
    if (!this.running.delete(thread)) return;
    clearTimeout(thread.timer);
    const task = thread.task;
    thread.task = null;
    if (task) {
      if (!(failure instanceof UnreadAnswer) && !this.closed) log.error('a reading thread failed', { error: failure });
      task.reject(failure instanceof UnreadAnswer || this.closed ? failure : new UnreadAnswer('reading_failed', 'The answer could not be read.'));
    } else if (!thread.ready && !this.closed) {
      // It could not even start (an installation problem): the readings waiting fail now, or
      // every one of them would start another thread that fails the same way.
      log.error('a reading thread could not start', { error: failure });
      for (const waiting of this.queue.splice(0)) waiting.reject(new UnreadAnswer('reading_failed', 'The answer could not be read.'));
    }
    await thread.worker.terminate();
    this.dispatch();
  }
}

let shared: AnalysisPool | null = null;

/** Reads an answer on the process's pool, started at the first reading (see AnalysisPool.read). */
export function readAnswer(profile: BrandProfileInput, answer: AnswerInput): Promise<AnswerAnalysis> {
  shared ??= new AnalysisPool();
  return shared.read(profile, answer);
}

/**
 * Ends the process's pool (shutdown); a later reading starts a new one, with `next` instead of
 * the configuration's ANALYSIS_THREADS and ANALYSIS_TIMEOUT_MS when given.
 */
export async function closeAnalysisPool(next?: PoolOptions): Promise<void> {
  const pool = shared;
  shared = next ? new AnalysisPool(next) : null;
  await pool?.close();
}
