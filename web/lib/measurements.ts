// How the dashboard says how sure a figure is (docs/guide/dashboard.md, docs/guide/repeatable-measurements.md), in one place so that every page words it the same way:
// - an estimate with its 95 % interval reads "75%, likely between 58 and 87%";
// - a change since the previous comparable audit is "within noise" or a "significant rise /
//   drop", with the change and its own interval;
// - audits are compared only on the same basis; when they are not, the reasons are named;
// - the samples of one prompt × engine are shown together ("cited in 2 of 3");
// - the samples setting says what an audit will ask and how precise it will be.
//
// `expectedIntervalWidth` is the server's own pure function (the same formula as the intervals
// the API serves): that module imports nothing, so it bundles into the browser as is
// (measurements.test.ts keeps it that way).
import { expectedIntervalWidth } from '@/server/analysis/intervals';
import { engineLabel, formatShortDateTime } from './format';
import { regionName } from './regions';
import type { AuditDetail, Interval, QueryRow, Sentiment } from './types';

export type { Interval };
export type Change = 'up' | 'down' | 'none';
export type AuditBasis = NonNullable<AuditDetail['basis']>;
export type AuditComparison = NonNullable<AuditDetail['comparison']>;

/**
 * What each headline figure means: the one (i) definition every page shows beside it (the
 * report, the overview, the charts), so that the figures read as parts of one picture.
 */
export const DEFINITIONS = {
  namedIn:
    'Named in (the citation rate): the share of answers that name your brand or cite one of your pages. Engines answer differently each time: the range is where it would land 95 times out of 100 if asked again.',
  score:
    'Visibility score, 0 to 100: how much of the answers is about you. An answer that does not name you scores 0; one that does scores more the earlier and the more it talks about you. The score is the average over all answers, so it is lower than the share of answers naming you.',
  shareOfVoice:
    'Share of voice: of all the times an answer names your brand or a competitor, the part that names you. It compares you with your competitors; it is not the share of answers naming you.',
  passages: 'Passages about you: the sentences of the answers that name your brand or carry one of your pages, counted one by one.',
  readingConfidence:
    'How sure the reading is: for each passage, how surely it is about your brand (an exact name counts more than a short form or a page link); the average over all passages.',
} as const;

/** What "likely" means, for the (i) next to every range. */
export const INTERVAL_EXPLANATION =
  'AI engines answer differently each time they are asked. This is the 95% range: asked again, the figure would land in it 95 times out of 100. More answers per prompt make it narrower.';

/** "58–87%" (the range as a compact label). */
export function rangeText(interval: Interval, unit = '%'): string {
  return `${interval.low}–${interval.high}${unit}`;
}

/** "likely between 58 and 87%" (the range in words, under an estimate). */
export function likelyText(interval: Interval, unit = '%'): string {
  return `likely between ${interval.low} and ${interval.high}${unit}`;
}

/** "75%, likely between 58 and 87% (95% range)": an estimate in one sentence (summaries, labels). */
export function estimateText(value: number, interval: Interval, unit = '%'): string {
  return `${value}${unit}, ${likelyText(interval, unit)} (95% range)`;
}

/** "+5", "−3", "±0": a signed number of points, with a real minus sign. */
export function signed(value: number): string {
  return value > 0 ? `+${value}` : value < 0 ? `−${Math.abs(value)}` : '±0';
}

/** "−12 points (95% range −25 to +1)". */
export function changeText(delta: number, interval: Interval): string {
  return `${signed(delta)} ${Math.abs(delta) === 1 ? 'point' : 'points'} (95% range ${signed(interval.low)} to ${signed(interval.high)})`;
}

/** The verdict on a change: significant when its 95 % range excludes 0 (the server decides). */
export function changeVerdict(change: Change): { label: string; tone: 'success' | 'danger' | 'neutral' } {
  if (change === 'up') return { label: 'Significant rise', tone: 'success' };
  if (change === 'down') return { label: 'Significant drop', tone: 'danger' };
  return { label: 'Within noise', tone: 'neutral' };
}

// ---------------------------------------------------------------- comparison with the previous audit

/** The previous COMPLETED audit as the report's context gives it. */
export interface PreviousAudit {
  id: string;
  completedAt: string;
  basis: AuditBasis | null;
  deployment?: AuditDetail['deployment'];
}

export type ComparisonState =
  | {
      kind: 'compared';
      comparison: AuditComparison;
      /** the latest audit before this one, when it is not the compared one, and why */
      skipped: { previous: PreviousAudit; reasons: string[] } | null;
    }
  | { kind: 'first' }
  | { kind: 'not-comparable'; previous: PreviousAudit; reasons: string[] };

/**
 * Whether and with what this COMPLETED audit is compared; when it is not, why (in words a
 * marketer can act on).
 */
export function comparisonState(audit: Pick<AuditDetail, 'basis' | 'comparison'> & { deployment?: AuditDetail['deployment'] }, previous: PreviousAudit | null): ComparisonState {
  // Same basis, yet not compared: another deployment environment, or the previous audit finished after this one did.
  const why = (p: PreviousAudit) => {
    const environment = audit.deployment?.environment;
    const reasons = basisDifferences(audit.basis, p.basis);
    if (environment && p.deployment?.environment !== environment) reasons.push(`it was not an audit of the ${environment} environment`);
    return reasons.length ? reasons : ['it had not finished when this audit did'];
  };
  if (audit.comparison) {
    const skipped = previous && previous.id !== audit.comparison.auditId ? { previous, reasons: why(previous) } : null;
    return { kind: 'compared', comparison: audit.comparison, skipped };
  }
  if (!previous) return { kind: 'first' };
  return { kind: 'not-comparable', previous, reasons: why(previous) };
}

const list = (items: string[]) => (items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);

/**
 * What differs between two audits' bases, as short clauses ("the region changed"). The prompts
 * are not part of it: a comparison covers the prompts both audits asked.
 */
export function basisDifferences(current: AuditBasis | null, previous: AuditBasis | null): string[] {
  if (!current) return ['this audit does not record what produced it'];
  if (!previous) return ['the previous audit does not record what produced it (it ran before repeat samples)'];
  const reasons: string[] = [];
  const added = current.engines.filter((e) => !previous.engines.includes(e)).map(engineLabel);
  const removed = previous.engines.filter((e) => !current.engines.includes(e)).map(engineLabel);
  if (added.length || removed.length) {
    const parts = [added.length ? `${list(added)} added` : '', removed.length ? `${list(removed)} removed` : ''].filter(Boolean);
    reasons.push(`the engines changed (${parts.join(', ')})`);
  }
  if (current.region !== previous.region) reasons.push(`the region changed (${regionName(previous.region)} → ${regionName(current.region)})`);
  if (current.model !== previous.model) reasons.push(`the model changed (${previous.model} → ${current.model})`);
  for (const engine of current.engines.filter((e) => previous.engines.includes(e))) {
    const now = (current.modelVersions[engine] ?? []).join(', ');
    const before = (previous.modelVersions[engine] ?? []).join(', ');
    if (now !== before) reasons.push(`${engineLabel(engine)} answered with another model version (${before || 'unknown'} → ${now || 'unknown'})`);
  }
  return reasons;
}

/** One sentence for the report: what this audit is compared with, or why it is not. */
export function comparisonSentence(state: ComparisonState): string {
  switch (state.kind) {
    case 'compared': {
      const { common, added, removed } = state.comparison.prompts;
      const promptsChanged = added + removed > 0 ? ` (${[added ? `${added} added` : '', removed ? `${removed} removed` : ''].filter(Boolean).join(', ')}, left out)` : '';
      const base = `Compared with the audit of ${formatShortDateTime(state.comparison.createdAt)}: same engines, model and region, over the ${common === 1 ? 'prompt' : `${common} prompts`} both asked${promptsChanged}.`;
      return state.skipped
        ? `${base} Not the audit of ${formatShortDateTime(state.skipped.previous.completedAt)} in between: ${list(state.skipped.reasons)}.`
        : base;
    }
    case 'first':
      return 'First completed audit of this project: the next one will say whether a change is real or within noise.';
    case 'not-comparable':
      return `No comparable previous audit: since the audit of ${formatShortDateTime(state.previous.completedAt)}, ${list(state.reasons)}. Figures from other engines, model or region move for reasons that are not your site's, so they are not compared.`;
  }
}

// ---------------------------------------------------------------- samples

/** What an audit with these settings asks, and how precise its citation rate will be. */
export function auditPlan(activePrompts: number, engines: number, samples: number) {
  const calls = activePrompts * engines * samples;
  return {
    calls,
    /** expected width (points) of the citation rate's 95 % range, at its widest (a rate of 50 %) */
    width: expectedIntervalWidth(calls),
    /** the same for one engine's rate */
    engineWidth: expectedIntervalWidth(activePrompts * samples),
  };
}

/** The samples of one prompt × engine, shown together in the answers table. */
export interface AnswerGroup {
  key: string;
  prompt: string;
  provider: string;
  /** by sample */
  rows: QueryRow[];
  /** answers citing the brand */
  cited: number;
  /** answers the search page showed (every one of a model API) */
  shown: number;
  /** the answers' sentiment when they agree, else null (mixed) */
  sentiment: Sentiment | null;
  /** distinct sources over the samples */
  sources: string[];
}

/** Groups answers by prompt × engine, in the order they first appear, samples in order. */
export function groupAnswers(rows: readonly QueryRow[]): AnswerGroup[] {
  const groups = new Map<string, QueryRow[]>();
  for (const row of rows) {
    const key = `${row.provider}\u0000${row.prompt}`;
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return [...groups].map(([key, answers]) => {
    if (answers.length > 1) answers.sort((a, b) => a.sample - b.sample);
    const first = answers[0];
    return {
      key,
      prompt: first.prompt,
      provider: first.provider,
      rows: answers,
      cited: answers.reduce((n, r) => n + (r.cited ? 1 : 0), 0),
      shown: answers.reduce((n, r) => n + (r.shown === false ? 0 : 1), 0),
      sentiment: answers.every((r) => r.sentiment === first.sentiment) ? first.sentiment : null,
      sources: answers.length === 1 ? first.sources : [...new Set(answers.flatMap((r) => r.sources))],
    };
  });
}

/** "Cited", "Not cited", or "Cited in 2 of 3" for a group of samples; searches whose page showed no AI answer are not answers. */
export function citedText(group: Pick<AnswerGroup, 'cited' | 'rows'> & { shown?: number }): string {
  const n = group.shown ?? group.rows.length;
  if (n === 0) return 'No AI answer shown';
  if (group.rows.length === 1) return group.cited ? 'Cited' : 'Not cited';
  return `Cited in ${group.cited} of ${n}${n < group.rows.length ? ` shown (of ${group.rows.length})` : ''}`;
}

/** "Answer 2 of 3". */
export const sampleLabel = (row: Pick<QueryRow, 'sample'>, of: number) => `Answer ${row.sample + 1} of ${of}`;

/** "3 answers per prompt and engine". */
export const samplesText = (samples: number) => (samples === 1 ? '1 answer per prompt and engine' : `${samples} answers per prompt and engine`);

// ---------------------------------------------------------------- the report's sentence

const names = (items: string[]) => (items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);

/**
 * The report's one sentence (docs/guide/dashboard.md): how often the brand is named, with its
 * range, and how the competitors compare, counted the same way (answers naming each):
 * "You are named in 57% of answers (likely 43–71%); each competitor is named more often."
 */
export function reportSentence(rate: number, interval: Interval, voice: readonly { name: string; isBrand: boolean; answers: number }[]): string {
  const head = `You are named in ${rate}% of answers (likely ${interval.low}–${interval.high}%)`;
  const brand = voice.find((v) => v.isBrand)?.answers ?? 0;
  const rivals = voice.filter((v) => !v.isBrand);
  if (rivals.length === 0) return `${head}.`;
  const more = rivals.filter((r) => r.answers > brand).map((r) => r.name);
  if (more.length === rivals.length) return `${head}; ${rivals.length === 1 ? `${rivals[0].name} is` : 'each competitor is'} named more often.`;
  if (more.length === 0) {
    return rivals.some((r) => r.answers === brand) ? `${head}; no competitor is named more often.` : `${head}, more often than any competitor.`;
  }
  return `${head}; ${names(more)} ${more.length === 1 ? 'is' : 'are'} named more often.`;
}

/**
 * The accuracy each reader version measured on answers written apart from it, never read while
 * it was built (docs/guide/answer-reading.md#accuracy, the independent held-out part).
 */
const READER_ACCURACY: Record<string, string> = {
  'rules@11':
    'on 224 held-out answers written apart from the rules (English, French, German, Spanish; four in seven of them hard: homonyms, exclusions, verdicts by figures, quoted reviews, irony), every answer naming your brand was found and 97% of those counted did name it; the sentiment toward your brand was right 83% of the time (92% on typical answers, 77% on the hard ones), toward every tracked brand 78%',
  'rules@10':
    'on 112 held-out answers written apart from the rules (English, French, German, Spanish; four in seven of them hard: homonyms, exclusions, verdicts by figures, quoted reviews, sarcasm), every answer naming your brand was found and 93% of those counted did name it; the sentiment toward your brand was right 75% of the time (79% on typical answers, 72% on the hard ones), toward every tracked brand 80%',
  'rules@9':
    'on 112 held-out answers written apart from the rules (English, French, German, Spanish; four in seven of them hard: homonyms, exclusions, verdicts by figures, quoted reviews), 99% of the answers naming your brand were found and 91% of those counted did name it; the sentiment toward your brand was right 75% of the time (94% on typical answers, 61% on the hard ones), toward every tracked brand 60%',
  'rules@8':
    'on 112 held-out answers written apart from the rules (English, French, German, Spanish; four in seven of them hard: homonyms, exclusions, verdicts by figures, quoted reviews), every answer naming your brand was found and 92% of those counted did name it; the sentiment toward your brand was right 65% of the time (88% on typical answers, 48% on the hard ones), toward every tracked brand 62%',
  'rules@7':
    'on 112 held-out answers written apart from the rules (English, French, German, Spanish; four in seven of them hard: homonyms, exclusions, balanced reviews, verdicts by figures), 99% of the answers naming your brand were found and 97% of those counted did name it; the sentiment toward your brand was right 75% of the time (94% on typical answers, 61% on the hard ones), toward every tracked brand 66%',
  'rules@6':
    'on 112 held-out answers written apart from the rules (English, French, German, Spanish; four in seven of them hard), every answer naming your brand was found and 95% of those counted did name it; the sentiment toward your brand was right 82% of the time (90% on typical answers, 77% on the hard ones), toward every tracked brand 76%',
  'rules@5':
    'on 96 held-out answers written apart from the rules (English, French, German, Spanish; two thirds of them hard: homonyms, exclusions, balanced reviews), 99% of the answers naming your brand were found and 90% of those counted did name it; the sentiment toward your brand was right 73% of the time (81% on typical answers, 69% on the hard ones), toward every tracked brand 62%',
  'rules@4':
    'on 120 held-out answers written apart from the rules (English, French, German, Spanish; half of them hard: homonyms, exclusions, balanced reviews), 99% of the answers naming your brand were found and 90% of those counted did name it; the sentiment toward your brand was right 79% of the time (95% on typical answers, 63% on the hard ones), toward every tracked brand 74%',
  'rules@3':
    'on 142 held-out answers written apart from the rules, 96% of the answers naming a brand were found and 92% of those counted did name it; the sentiment toward your brand was right 82% of the time, toward every tracked brand 78%',
};

/**
 * Who read an audit's answers and how accurate that reader measured: the "How the answers were
 * read" text. `rows` are the audit's rows; those a model judge decided are said apart.
 */
export function readerSentence(
  rows: readonly Pick<QueryRow, 'reader' | 'judge'>[],
  agreement?: { modelReadQueries: number; readerAgreement: number | null },
): string {
  const counts = new Map<string, number>();
  for (const row of rows) if (row.reader) counts.set(row.reader, (counts.get(row.reader) ?? 0) + 1);
  if (counts.size === 0) return 'No answer was read.';
  const readers = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  const who = (reader: string) => (reader.startsWith('model:') ? `the model ${reader.slice('model:'.length).replace(/@[^@]*$/, '')} (${reader})` : `the rules (${reader})`);
  const read =
    readers.length === 1
      ? `Read by ${who(readers[0][0])}`
      : `Read by ${readers.map(([reader, n]) => `${who(reader)} for ${n} ${n === 1 ? 'answer' : 'answers'}`).join(', ')}`;
  const accuracy = readers.map(([reader]) =>
    READER_ACCURACY[reader]
      ? `${reader}: ${READER_ACCURACY[reader]}`
      : reader.startsWith('model:')
        ? `${reader}: not measured here (a model's accuracy is measured with its key, as the answer-reading guide says)`
        : `${reader}: not yet measured on answers written apart from these rules`,
  );
  const judged = rows.filter((row) => row.judge?.verdict).length;
  const judge = judged > 0 ? ` A model judge decided ${judged} of the answers the rules were unsure of.` : '';
  // docs/guide/answer-reading.md#the-model-reader: how often the rules' own reading matched the model's.
  const agreed =
    agreement && agreement.readerAgreement !== null
      ? ` On the ${agreement.modelReadQueries === 1 ? 'answer' : `${agreement.modelReadQueries} answers`} the model read, the rules agreed with it on whether you were named and on the sentiment for ${agreement.readerAgreement}%.`
      : '';
  return `${read}. Measured accuracy, ${accuracy.join('; ')}.${judge}${agreed}`;
}
