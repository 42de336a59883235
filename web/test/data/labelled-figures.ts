// Figures of the rules on the labelled set (labelled-answers.ts), by batch: what
// labelled-answers.test.ts asserts and logs and what `npm run bench` reports (docs/guide/how-an-audit-measures.md). Rules alone: no judge, no project rules beyond each brand's profile; with
// ANALYSIS_JUDGE set, `npm run bench` also measures the rules with the model judge (`judgedResults`).
import { analyzeAnswer, brandProfile, type AnswerAnalysis, type BrandProfile } from '@/server/analysis/analyze';
import { askJudge, type Judge } from '@/server/judge/judge';
import { applyVerdict } from '@/server/judge/verdict';
import { LABELLED_ANSWERS, LABELLED_BRANDS, type LabelledAnswer, type LabelledBrand } from './labelled-answers';

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
  /** answers the rules were unsure of, sent to the judge */
  sent: number;
  /** replies that were no valid verdict, and calls that failed: the rules' result kept */
  invalid: number;
  failed: number;
  costUsd: number;
}

/** The rules with the model judge, as the worker runs them (docs/operations/model-judge.md), without cache or budget. */
export async function judgedResults(judge: Judge): Promise<JudgedRun> {
  const profiles = labelledProfiles();
  const run: JudgedRun = { results: [], sent: 0, invalid: 0, failed: 0, costUsd: 0 };
  run.results = await Promise.all(
    labelledResults().map(async (result) => {
      if (result.analysis.unsure.length === 0) return result;
      run.sent += 1;
      try {
        const profile = profiles.get(result.answer.brand)!;
        const { verdict, costUsd } = await askJudge(judge, profile, result.answer.text, result.analysis, new AbortController().signal);
        run.costUsd += costUsd;
        const applied = verdict && applyVerdict(result.analysis, verdict, result.answer.text);
        if (!applied) run.invalid += 1;
        return applied ? { ...result, analysis: applied } : result;
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
