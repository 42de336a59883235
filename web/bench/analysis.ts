// Benchmark (b): answer reading throughput on one core, in MB/s of answer text, as a ratio
// to a single regex scan of the same text. The corpora are the labelled answer sets: the first
// (French and English engine-style answers, with their sources and provider citation spans) and
// the third (long Markdown answers in four languages: sections, ranked lists, tables); each
// answer is read with its own brand profile (and its prompt), as the worker does per row. The
// baseline scans each answer once with one case-insensitive, Unicode-aware, whole-word regex
// of that brand's names and its competitors' names: the least a citation detector must do.
// `reportReadingAccuracy` prints the third set's figures (docs/guide/answer-reading.md#accuracy).
import { performance } from 'node:perf_hooks';
import { analyzeAnswer, brandProfile, type AnswerInput, type BrandProfile } from '../server/analysis/analyze';
import { LABELLED_ANSWERS, LABELLED_BRANDS, type LabelledBrand } from '../test/data/labelled-answers';
import { v3FiguresByGroup, type V3Figures } from '../test/data/labelled-figures';
import { loadLabelledSet } from '../test/data/labelled-sets';

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
 * `markdown`: the third set's development answers, each as an engine wrote it (1–3 KB of
 * Markdown with headings, nested lists and tables), with its prompt.
 */
export type Corpus = 'short' | 'long' | 'markdown';

const namesRegex = (profile: BrandProfile) => {
  const names = [profile.name, ...profile.aliases, ...profile.competitors.map((c) => c.name)];
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${names.map(escape).join('|')})(?![\\p{L}\\p{N}])`, 'giu');
};

export function benchAnalysis(options: { corpus?: Corpus; rounds?: number; minMs?: number } = {}): AnalysisBenchResult {
  const shape = options.corpus ?? 'long';
  const rounds = options.rounds ?? 7;
  const minMs = options.minMs ?? 300;
  const profiles = new Map<LabelledBrand, BrandProfile>();
  const regexes = new Map<LabelledBrand, RegExp>();
  for (const [brand, input] of Object.entries(LABELLED_BRANDS) as [LabelledBrand, (typeof LABELLED_BRANDS)[LabelledBrand]][]) {
    const profile = brandProfile(input);
    profiles.set(brand, profile);
    regexes.set(brand, namesRegex(profile));
  }
  const corpus: { profile: BrandProfile; regex: RegExp; answer: AnswerInput }[] =
    shape === 'markdown'
      ? loadLabelledSet('answers-v3-dev').map((a) => {
          const profile = brandProfile(a.profile);
          return { profile, regex: namesRegex(profile), answer: { text: a.text, sources: a.sources, prompt: a.prompt, region: a.region } };
        })
      : shape === 'short'
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
      shape === 'markdown'
        ? `${corpus.length} Markdown engine answers (EN/FR/DE/ES, ~${Math.round((megabytes * 1e3) / corpus.length * 10) / 10} KB each)`
        : shape === 'short'
          ? `${corpus.length} short labelled answers (FR/EN, ~${Math.round((megabytes * 1e6) / corpus.length)} B each)`
          : `${corpus.length} long answers (FR/EN, ~${Math.round((megabytes * 1e3) / corpus.length)} KB each)`,
    answers: corpus.length,
    megabytes,
    analysisMBps,
    regexMBps,
    ratio,
    costInScans: 1 / ratio,
    reference: 'no target; analysis/performance.test.ts only guards linear cost on hostile text (docs/guide/answer-reading.md#cost)',
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

/** The third labelled set's figures (rules alone), per part, batch and language, as a Markdown table. */
export function reportReadingAccuracy(): [string, V3Figures][] {
  const rows = v3FiguresByGroup();
  const fixed = (value: number) => value.toFixed(2);
  console.log('\nAnswer reading on the third labelled set (rules alone; the held-out part was written apart from them after they were frozen)\n');
  console.log('| part | answers | precision of cited | recall of cited | sentiment | position (every brand) | sentiment (every brand) |');
  console.log('|---|---|---|---|---|---|---|');
  for (const [label, f] of rows) {
    console.log(`| ${label} | ${f.answers} | ${fixed(f.precision)} | ${fixed(f.recall)} | ${fixed(f.sentimentAccuracy)} | ${fixed(f.positionAccuracy)} | ${fixed(f.brandSentimentAccuracy)} |`);
  }
  return rows;
}
