// The analysis pool: readings on worker threads, bounded in time, off the caller's event loop.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LABELLED_ANSWERS, LABELLED_BRANDS } from '../../test/data/labelled-answers';
import { analyzeAnswer, brandProfile, type BrandProfileInput } from './analyze';
import { AnalysisPool, UnreadAnswer } from './pool';

const ROOT = path.resolve(import.meta.dirname, '..', '..', '..');
const emeraude: BrandProfileInput = LABELLED_BRANDS.emeraude;
/** A long answer (2.2 MB): its reading takes many seconds here, far more than the 1 s limit below. */
const LONG = 'Crédit Émeraude est fiable, mais Kova est moins chère. '.repeat(40_000);

/** The pool of the reading tests (threads take seconds to start on a busy machine: shared). */
let shared: AnalysisPool;
beforeAll(() => {
  shared = new AnalysisPool({ threads: 2, timeoutMs: 10_000 });
});
afterAll(() => shared.close());
/** A pool of a test's own, closed after it. */
let pool: AnalysisPool | undefined;
afterEach(async () => {
  await pool?.close();
  pool = undefined;
});

async function unreadReason(reading: Promise<unknown>): Promise<string> {
  const err = await reading.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(UnreadAnswer);
  return (err as UnreadAnswer).reason;
}

describe('the analysis pool', () => {
  it('reads answers as analyzeAnswer does in the calling thread', async () => {
    const sample = LABELLED_ANSWERS.filter((a) => a.brand === 'emeraude' || a.brand === 'northgate');
    const profiles = new Map(sample.map((a) => [a.brand, brandProfile(LABELLED_BRANDS[a.brand])]));
    const read = await Promise.all(sample.map((a) => shared.read(LABELLED_BRANDS[a.brand], { text: a.text, sources: a.sources, citations: a.citations })));
    expect(read).toEqual(sample.map((a) => analyzeAnswer(profiles.get(a.brand)!, { text: a.text, sources: a.sources, citations: a.citations })));
  });

  it('keeps reading right with more profiles than a thread keeps', async () => {
    const inputs = Array.from({ length: 9 }, (_, i): BrandProfileInput => ({ brandName: `Brand${i}`, url: `https://brand${i}.example`, competitors: ['Globex'] }));
    const answer = { text: 'Brand3 and Brand8 are fine; Globex is dearer.', sources: ['https://brand8.example/pricing'] };
    const expected = inputs.map((input) => analyzeAnswer(brandProfile(input), answer));
    for (let round = 0; round < 2; round++) {
      for (const [i, input] of inputs.entries()) expect(await shared.read(input, answer)).toEqual(expected[i]);
    }
  });

  // Answers are read up to their first 100,000 characters, so no reading of the product's own takes
  // seconds: the limit is defence in depth. A limit of 1 ms stands for a reading that runs away.
  it('stops a reading past its time limit and reads the next answer on a fresh thread', async () => {
    pool = new AnalysisPool({ threads: 1, timeoutMs: 10_000 });
    expect(await unreadReason(pool.read(emeraude, { text: LONG, sources: [] }, 1))).toBe('reading_timeout');
    const short = { text: 'Crédit Émeraude est une banque fiable.', sources: [] };
    expect(await pool.read(emeraude, short)).toEqual(analyzeAnswer(brandProfile(emeraude), short));
  });

  it('leaves the event loop free while it reads', async () => {
    const reader = (pool = new AnalysisPool({ threads: 1, timeoutMs: 60_000 }));
    let ticks = 0;
    const ticker = setInterval(() => (ticks += 1), 5);
    const readingsStarted = performance.now();
    try {
      await Promise.all(Array.from({ length: 8 }, () => reader.read(emeraude, { text: LONG, sources: [] })));
    } finally {
      clearInterval(ticker);
    }
    const elapsed = performance.now() - readingsStarted;
    // Had they run on this loop, it could have ticked only between two readings (8 times); a
    // quarter of the ticks its time allows is plenty of margin for a busy machine.
    expect(ticks).toBeGreaterThan(elapsed / 5 / 4);
  });

  it('fails a reading whose analysis throws, and goes on', async () => {
    expect(await unreadReason(shared.read({ brandName: ' ', url: 'https://x.example' }, { text: 'x', sources: [] }))).toBe('reading_failed');
    expect((await shared.read(emeraude, { text: 'Crédit Émeraude.', sources: [] })).cited).toBe(true);
  });

  it('rejects the readings waiting or under way when it closes, and any later one', async () => {
    pool = new AnalysisPool({ threads: 1, timeoutMs: 10_000 });
    await pool.read(emeraude, { text: 'Crédit Émeraude', sources: [] }); // its thread started: the next reading is under way at once
    const readings = Promise.allSettled([pool.read(emeraude, { text: LONG, sources: [] }), pool.read(emeraude, { text: 'Crédit Émeraude', sources: [] })]);
    await pool.close();
    for (const outcome of await readings) expect(outcome).toMatchObject({ status: 'rejected', reason: { message: 'The analysis pool is closed.' } });
    await expect(pool.read(emeraude, { text: 'x', sources: [] })).rejects.toThrow('closed');
  });

  it('works under `node --import tsx` as the product runs, and never keeps the process alive when idle', () => {
    const script = `
      import { readAnswer } from './web/server/analysis/pool.ts';
      const analysis = await readAnswer({ brandName: 'Acme', url: 'https://acme.example' }, { text: 'Acme is great.', sources: [] });
      console.log(JSON.stringify({ cited: analysis.cited, sentiment: analysis.sentiment }));`;
    const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: ROOT, encoding: 'utf8', timeout: 60_000 });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual({ cited: true, sentiment: 'POSITIVE' });
  });
});
