// Benchmark (b): citation analysis throughput on one core, in MB/s of answer text, as a ratio
// to a single regex scan of the same text. The corpus is the labelled answer set (French and
// English engine-style answers about five brands, with their sources and provider citation
// spans); each answer is analysed with its own brand profile, as the worker does per row. The
// baseline scans each answer once with one case-insensitive, Unicode-aware, whole-word regex
// of that brand's names and its competitors' names: the least a citation detector must do.
import { performance } from 'node:perf_hooks';
import { analyzeAnswer, brandProfile, type BrandProfile } from '../server/analysis/analyze';
import { LABELLED_ANSWERS, LABELLED_BRANDS, type LabelledBrand } from '../test/data/labelled-answers';

export interface AnalysisBenchResult {
  name: string;
  answers: number;
  /** corpus size in MB (UTF-8) per round */
  megabytes: number;
  analysisMBps: number;
  regexMBps: number;
  /** analysisMBps / regexMBps: 1 would be as fast as the single scan */
  ratio: number;
  /** the inverse: what one analysis costs, in single regex scans */
  costInScans: number;
  /** no target is set for this figure; what the analysis room aims at */
  reference: string;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * `short`: each labelled answer alone (a few hundred bytes: per-call costs weigh most).
 * `long`: per brand, its answers joined into one answer of a few KB, the length of a real
 * engine answer with web search (as analysis/performance.test.ts builds it).
 */
export type Corpus = 'short' | 'long';

export function benchAnalysis(options: { corpus?: Corpus; rounds?: number; minMs?: number } = {}): AnalysisBenchResult {
  const shape = options.corpus ?? 'long';
  const rounds = options.rounds ?? 7;
  const minMs = options.minMs ?? 300;
  const profiles = new Map<LabelledBrand, BrandProfile>();
  const regexes = new Map<LabelledBrand, RegExp>();
  for (const [brand, input] of Object.entries(LABELLED_BRANDS) as [LabelledBrand, (typeof LABELLED_BRANDS)[LabelledBrand]][]) {
    const profile = brandProfile(input);
    profiles.set(brand, profile);
    const names = [profile.name, ...profile.aliases, ...profile.competitors.map((c) => c.name)];
    regexes.set(brand, new RegExp(`(?<![\\p{L}\\p{N}])(?:${names.map(escape).join('|')})(?![\\p{L}\\p{N}])`, 'giu'));
  }
  const corpus =
    shape === 'short'
      ? LABELLED_ANSWERS.map((a) => ({
          profile: profiles.get(a.brand)!,
          regex: regexes.get(a.brand)!,
          answer: { text: a.text, sources: a.sources, citations: a.citations },
        }))
      : [...profiles.keys()].map((brand) => {
          const answers = LABELLED_ANSWERS.filter((a) => a.brand === brand);
          return {
            profile: profiles.get(brand)!,
            regex: regexes.get(brand)!,
            answer: { text: answers.map((a) => a.text).join('\n\n'), sources: [...new Set(answers.flatMap((a) => a.sources))] },
          };
        });
  const megabytes = corpus.reduce((sum, c) => sum + Buffer.byteLength(c.answer.text, 'utf8'), 0) / 1e6;

  let sink = 0;
  const analyse = () => {
    for (const c of corpus) sink += analyzeAnswer(c.profile, c.answer).citations.length;
  };
  const scan = () => {
    for (const c of corpus) {
      c.regex.lastIndex = 0;
      while (c.regex.exec(c.answer.text)) sink++;
    }
  };
  const analysisMBps = megabytes / medianSecondsPerPass(analyse, rounds, minMs);
  const regexMBps = megabytes / medianSecondsPerPass(scan, rounds, minMs);
  if (sink === 0) throw new Error('the corpus names nobody: the benchmark measures nothing');
  const ratio = analysisMBps / regexMBps;
  return {
    name:
      shape === 'short'
        ? `${corpus.length} short labelled answers (FR/EN, ~${Math.round((megabytes * 1e6) / corpus.length)} B each)`
        : `${corpus.length} long answers (FR/EN, ~${Math.round((megabytes * 1e3) / corpus.length)} KB each)`,
    answers: corpus.length,
    megabytes,
    analysisMBps,
    regexMBps,
    ratio,
    costInScans: 1 / ratio,
    reference: 'the first rules cost 13–33 scans; the context rules cost more (docs/benchmarks.md); analysis/performance.test.ts only guards linear cost on hostile text',
  };
}

/** Median seconds per pass over `rounds` rounds, each long enough (≥ minMs) to time, after a warm-up. */
function medianSecondsPerPass(pass: () => void, rounds: number, minMs: number): number {
  let passes = 1;
  for (;;) {
    const start = performance.now();
    for (let i = 0; i < passes; i++) pass();
    if (performance.now() - start >= minMs / 4) break;
    passes *= 2;
  }
  passes *= 4;
  const samples: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const start = performance.now();
    for (let i = 0; i < passes; i++) pass();
    samples.push((performance.now() - start) / 1000 / passes);
  }
  return samples.sort((a, b) => a - b)[rounds >> 1];
}
