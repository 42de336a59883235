// Benchmark (b'): what reading answers on the analysis pool (analysis/pool.ts) costs against
// analyzeAnswer in the calling thread, measured in the same run on the same answers. The corpus
// is the labelled answers of 8 brands one by one (a few hundred bytes each): the per-answer cost
// of crossing to a thread (cloning the answer and its analysis) weighs most there, so this is
// the pool's worst case; 8 brands are the readings of a few audits at once, whose profiles a
// thread keeps (more would measure profile rebuilds, which an audit of one project does not
// make). Rows: one thread (the overhead per answer) and the default pool size (the throughput
// when readings overlap; on a machine whose cores are busy it cannot exceed one thread's).
import { performance } from 'node:perf_hooks';
import { analyzeAnswer, brandProfile } from '../server/analysis/analyze';
import { AnalysisPool } from '../server/analysis/pool';
import { LABELLED_ANSWERS, LABELLED_BRANDS } from '../test/data/labelled-answers';

export interface PoolBenchResult {
  name: string;
  threads: number;
  answers: number;
  inThreadAnswersPerSecond: number;
  pooledAnswersPerSecond: number;
  /** pooled / in thread: 1 would cost nothing; above 1, the threads read in parallel */
  ratio: number;
}

export async function benchAnalysisPool(options: { rounds?: number } = {}): Promise<PoolBenchResult[]> {
  const rounds = options.rounds ?? 9;
  const brands = [...new Set(LABELLED_ANSWERS.map((a) => a.brand))].slice(0, 8);
  const corpus = LABELLED_ANSWERS.filter((a) => brands.includes(a.brand)).map((a) => ({
    input: LABELLED_BRANDS[a.brand],
    answer: { text: a.text, sources: a.sources, citations: a.citations },
  }));
  const profiles = new Map(corpus.map((c) => [c.input, brandProfile(c.input)]));
  const inThread = async () => {
    for (const c of corpus) analyzeAnswer(profiles.get(c.input)!, c.answer);
  };
  const results: PoolBenchResult[] = [];
  for (const threads of [1, new AnalysisPool().threads]) {
    const pool = new AnalysisPool({ threads, timeoutMs: 60_000 });
    try {
      const pooled = async () => void (await Promise.all(corpus.map((c) => pool.read(c.input, c.answer))));
      const [inThreadSeconds, pooledSeconds] = await interleavedMedians(rounds, [inThread, pooled]);
      results.push({
        name: `${corpus.length} short labelled answers of ${brands.length} brands, pool of ${threads} thread${threads === 1 ? '' : 's'}`,
        threads,
        answers: corpus.length,
        inThreadAnswersPerSecond: corpus.length / inThreadSeconds,
        pooledAnswersPerSecond: corpus.length / pooledSeconds,
        ratio: inThreadSeconds / pooledSeconds,
      });
    } finally {
      await pool.close();
    }
  }
  return results;
}

/**
 * Median seconds of each pass over `rounds` rounds, after one warm-up round (threads started,
 * profiles built); the passes alternate within a round, so that the other work of a shared
 * machine weighs on both alike.
 */
async function interleavedMedians(rounds: number, passes: (() => Promise<void>)[]): Promise<number[]> {
  for (const pass of passes) await pass();
  const samples = passes.map((): number[] => []);
  for (let round = 0; round < rounds; round++) {
    for (const [i, pass] of passes.entries()) {
      const start = performance.now();
      await pass();
      samples[i].push((performance.now() - start) / 1000);
    }
  }
  return samples.map((list) => list.sort((a, b) => a - b)[rounds >> 1]);
}
