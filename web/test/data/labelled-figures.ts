// Figures of the rules on the labelled set (labelled-answers.ts), by batch: what
// labelled-answers.test.ts asserts and logs and what `npm run bench` reports (README "How an
// audit measures"). Rules alone: no judge, no project rules beyond each brand's profile.
import { analyzeAnswer, brandProfile, type AnswerAnalysis, type BrandProfile } from '@/server/analysis/analyze';
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

export function labelledResults(): LabelledResult[] {
  const profiles = new Map<LabelledBrand, BrandProfile>();
  for (const [brand, input] of Object.entries(LABELLED_BRANDS)) profiles.set(brand as LabelledBrand, brandProfile(input));
  return LABELLED_ANSWERS.map((answer) => ({ answer, analysis: analyzeAnswer(profiles.get(answer.brand)!, answer) }));
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
