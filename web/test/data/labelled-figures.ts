// Figures of the rules on the labelled set (labelled-answers.json), by batch: what
// labelled-answers.test.ts asserts and logs and what `npm run bench` reports
// (docs/guide/answer-reading.md#accuracy). Rules alone: no judge, no project rules beyond each brand's profile; with
// ANALYSIS_JUDGE set, `npm run bench` also measures the rules with the model judge (`judgedResults`).
import { analyzeAnswer, brandProfile, type AnswerAnalysis, type BrandProfile } from '@/server/analysis/analyze';
import { askJudge, type Judge } from '@/server/judge/judge';
import { applyReading, askReader, type ModelReader } from '@/server/judge/reader';
import { applyVerdict } from '@/server/judge/verdict';
import { LABELLED_ANSWERS, LABELLED_BRANDS, type LabelledAnswer, type LabelledBrand } from './labelled-answers';
import type { LabelledAnswerV3 } from './answers-v3-types';
import { loadLabelledSet } from './labelled-sets';

export interface LabelledResult {
  answer: LabelledAnswer;
  analysis: AnswerAnalysis;
}

export interface LabelledFigures {
  answers: number;
  french: number;
  labelledCited: number;
  precision: number;
  recall: number;
  sentimentAccuracy: number;
  citedSentimentAccuracy: number;
}

export type Batch =
  | 'all'
  | 'development'
  | 'first held-out (read since)'
  | 'second held-out (read since)'
  | 'held-out';

function labelledProfiles(): Map<LabelledBrand, BrandProfile> {
  const profiles = new Map<LabelledBrand, BrandProfile>();
  for (const [brand, input] of Object.entries(LABELLED_BRANDS)) profiles.set(brand as LabelledBrand, brandProfile(input));
  return profiles;
}

export function labelledResults(): LabelledResult[] {
  const profiles = labelledProfiles();
  return LABELLED_ANSWERS.map((answer) => ({ answer, analysis: analyzeAnswer(profiles.get(answer.brand)!, answer) }));
}

export interface JudgedRun {
  results: LabelledResult[];
  /** answers sent to the model: those the rules were unsure of (judge), or every one (reader) */
  sent: number;
  /** replies that were no valid verdict, and calls that failed: the rules' result kept */
  invalid: number;
  failed: number;
  costUsd: number;
}

/** The rules with the model judge, as the worker runs them (docs/operations/model-judge.md), without cache or budget. */
export function judgedResults(judge: Judge): Promise<JudgedRun> {
  return modelRun(
    (result) => result.analysis.unsure.length > 0,
    async (result, profile) => {
      const { verdict, costUsd } = await askJudge(judge, profile, result.answer.text, result.analysis, new AbortController().signal);
      return { analysis: verdict && applyVerdict(result.analysis, verdict, result.answer.text), costUsd };
    },
  );
}

/** Every answer read by the model reader over the rules (docs/guide/answer-reading.md#the-model-reader), without cache or budget. */
export function readResults(reader: ModelReader): Promise<JudgedRun> {
  return modelRun(
    () => true,
    async (result, profile) => {
      const { text } = result.answer;
      const { reading, costUsd } = await askReader(reader, profile, { text }, new AbortController().signal);
      return { analysis: reading && applyReading(profile, result.analysis, reading, text).analysis, costUsd };
    },
  );
}

/** The labelled set with a model asked about the answers `send` picks; a rejected reply or a failed call keeps the rules' result. */
async function modelRun(
  send: (result: LabelledResult) => boolean,
  ask: (result: LabelledResult, profile: BrandProfile) => Promise<{ analysis: AnswerAnalysis | null; costUsd: number }>,
): Promise<JudgedRun> {
  const profiles = labelledProfiles();
  const run: JudgedRun = { results: [], sent: 0, invalid: 0, failed: 0, costUsd: 0 };
  run.results = await Promise.all(
    labelledResults().map(async (result) => {
      if (!send(result)) return result;
      run.sent += 1;
      try {
        const { analysis, costUsd } = await ask(result, profiles.get(result.answer.brand)!);
        run.costUsd += costUsd;
        if (!analysis) run.invalid += 1;
        return analysis ? { ...result, analysis } : result;
      } catch {
        run.failed += 1;
        return result;
      }
    }),
  );
  return run;
}

export function inBatch(batch: Batch, { answer }: LabelledResult): boolean {
  if (batch === 'held-out') return answer.heldOut === true;
  if (batch === 'first held-out (read since)') return answer.firstHeldOut === true;
  if (batch === 'second held-out (read since)') return answer.secondHeldOut === true;
  // Everything the rules were fixed on: the first batch and the two held-out batches read since.
  if (batch === 'development') return !answer.heldOut;
  return true;
}

export function figures(set: readonly LabelledResult[]): LabelledFigures {
  const ratio = (part: number, whole: number) => (whole > 0 ? part / whole : 1);
  const count = (keep: (result: LabelledResult) => boolean) => set.filter(keep).length;
  const truePositives = count(({ answer, analysis }) => answer.cited && analysis.cited);
  const sentimentRight = ({ answer, analysis }: LabelledResult) => answer.sentiment === analysis.sentiment;
  return {
    answers: set.length,
    french: count(({ answer }) => answer.language === 'fr'),
    labelledCited: count(({ answer }) => answer.cited),
    precision: ratio(truePositives, count(({ analysis }) => analysis.cited)),
    recall: ratio(truePositives, count(({ answer }) => answer.cited)),
    sentimentAccuracy: ratio(count(sentimentRight), set.length),
    citedSentimentAccuracy: ratio(count((result) => result.answer.cited && sentimentRight(result)), count(({ answer }) => answer.cited)),
  };
}

export function figuresByBatch(results: readonly LabelledResult[] = labelledResults()): Record<Batch, LabelledFigures> {
  const batches: Batch[] = ['all', 'development', 'first held-out (read since)', 'second held-out (read since)', 'held-out'];
  return Object.fromEntries(batches.map((batch) => [batch, figures(results.filter((result) => inBatch(batch, result)))])) as Record<Batch, LabelledFigures>;
}

// The third set: engine-shaped Markdown answers in English, French, German and Spanish, each
// labelled for the project brand and every competitor it names (answers-v3-types.ts). Its
// development part is every batch the rules were built reading (answers-v3-dev.json, and the
// batches that were held out from earlier rules and read since: answers-v3-heldout.json,
// answers-v3-frozen.json and answers-v4- to answers-v10-heldout.json, each held out from the rules
// of its time and read since); the held-out part (answers-v11- and answers-v12-heldout.json, two
// sets by two engineers) was written apart from the code while the current rules (rules@11) were
// built, read once they were frozen, and is never
// tuned on.
export interface V3Result {
  answer: LabelledAnswerV3;
  analysis: AnswerAnalysis;
  part: 'development' | 'held-out';
}

export interface V3Figures {
  answers: number;
  precision: number;
  recall: number;
  sentimentAccuracy: number;
  /** Labelled brand entries (project brand and competitors) found with the same position. */
  positionAccuracy: number;
  /** Labelled brand entries found with the same sentiment. */
  brandSentimentAccuracy: number;
  /** Brand entries the reader gave that the labels do not have. */
  extraBrands: number;
}

export function v3Results(): V3Result[] {
  const read = (answer: LabelledAnswerV3, part: V3Result['part']): V3Result => ({
    answer,
    part,
    analysis: analyzeAnswer(brandProfile(answer.profile), answer),
  });
  const load = (names: string[]) => names.flatMap((name) => loadLabelledSet(name));
  return [
    ...load([
      'answers-v3-dev',
      'answers-v3-heldout',
      'answers-v3-frozen',
      'answers-v4-heldout',
      'answers-v5-heldout',
      'answers-v6-heldout',
      'answers-v7-heldout',
      'answers-v8-heldout',
      'answers-v9-heldout',
      'answers-v10-heldout',
    ]).map((a) => read(a, 'development')),
    ...load(['answers-v11-heldout', 'answers-v12-heldout']).map((a) => read(a, 'held-out')),
  ];
}

export function v3Figures(set: readonly V3Result[]): V3Figures {
  const ratio = (part: number, whole: number) => (whole > 0 ? part / whole : 1);
  const truePositives = set.filter(({ answer, analysis }) => answer.cited && analysis.cited).length;
  let labelled = 0;
  let samePosition = 0;
  let sameSentiment = 0;
  let extra = 0;
  for (const { answer, analysis } of set) {
    const found = new Map(analysis.brands.map((entry) => [entry.name, entry]));
    for (const entry of answer.brands) {
      labelled += 1;
      const read = found.get(entry.name);
      if (read?.position === entry.position) samePosition += 1;
      if ((read?.sentiment ?? 'NEUTRAL') === entry.sentiment && read) sameSentiment += 1;
    }
    const names = new Set(answer.brands.map((entry) => entry.name));
    extra += analysis.brands.filter((entry) => !names.has(entry.name)).length;
  }
  return {
    answers: set.length,
    precision: ratio(truePositives, set.filter(({ analysis }) => analysis.cited).length),
    recall: ratio(truePositives, set.filter(({ answer }) => answer.cited).length),
    sentimentAccuracy: ratio(set.filter(({ answer, analysis }) => answer.sentiment === analysis.sentiment).length, set.length),
    positionAccuracy: ratio(samePosition, labelled),
    brandSentimentAccuracy: ratio(sameSentiment, labelled),
    extraBrands: extra,
  };
}

/** Figures per part, then per part × batch and part × language (rows with no answer left out). */
export function v3FiguresByGroup(results: readonly V3Result[] = v3Results()): [string, V3Figures][] {
  const rows: [string, V3Figures][] = [];
  for (const part of ['development', 'held-out'] as const) {
    const inPart = results.filter((r) => r.part === part);
    if (inPart.length === 0) continue;
    rows.push([part, v3Figures(inPart)]);
    for (const batch of ['typical', 'hard', 'multilingual'] as const) {
      const group = inPart.filter((r) => r.answer.batch === batch);
      if (group.length > 0) rows.push([`${part} · ${batch}`, v3Figures(group)]);
    }
    for (const language of ['en', 'fr', 'de', 'es'] as const) {
      const group = inPart.filter((r) => r.answer.language === language);
      if (group.length > 0) rows.push([`${part} · ${language}`, v3Figures(group)]);
    }
  }
  return rows;
}
