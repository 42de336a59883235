// Project rules suggested from the answers seen (docs/guide/reviewing-answers.md): the dashboard
// offers them in the project settings, a person decides.
//
// - Excluded phrases: capitalised phrases of two or three words that contain one of the
//   brand's names ("Safe Harbor", "Black Friday"), in answers not citing the brand (the rules
//   or a reviewer found the name in another sense there), most frequent first.
// - Short forms: a capitalised word of a multi-word brand name written alone ("Northgate"
//   without "Payroll Services") in answers that name a competitor, most frequent first.
// Bounded: at most MAX_ANSWERS answers, each read up to MAX_TEXT characters.
import type { z } from 'zod';
import type { Sql } from '@db/connection';
import type { RuleSuggestions as RuleSuggestionsReply } from '../contract/replies';
import { nameKey } from '../analysis/matcher';
import { findProject } from '../projects/projects';

const MAX_ANSWERS = 500;
const MAX_TEXT = 20_000;
const MAX_SUGGESTIONS = 5;
const CAPITALISED_RUN = /\p{Lu}[\p{L}\p{N}'’-]*(?:[ \u00a0]\p{Lu}[\p{L}\p{N}'’-]*){1,2}/gu;
const CAPITALISED_WORD = /\p{Lu}[\p{L}\p{N}'’-]*/gu;

export interface SeenAnswer {
  text: string;
  cited: boolean;
  namesCompetitor: boolean;
}

export type RuleSuggestions = z.output<typeof RuleSuggestionsReply>;

export function suggestRules(brandNames: readonly string[], known: readonly string[], answers: readonly SeenAnswer[]): RuleSuggestions {
  const nameWords = new Set(brandNames.flatMap((name) => nameKey(name).split(' ')));
  const fullNames = brandNames.map(nameKey);
  const knownKeys = new Set([...known, ...brandNames].map(nameKey));
  const excluded = new Map<string, { phrase: string; answers: Set<number> }>();
  const short = new Map<string, { phrase: string; answers: Set<number> }>();
  const multiWordNames = brandNames.filter((name) => name.trim().includes(' '));
  answers.slice(0, MAX_ANSWERS).forEach((answer, index) => {
    const text = answer.text.slice(0, MAX_TEXT);
    if (!answer.cited) {
      for (const m of text.matchAll(CAPITALISED_RUN)) {
        const key = nameKey(m[0]);
        if (knownKeys.has(key)) continue;
        if (!key.split(' ').some((word) => nameWords.has(word))) continue;
        if (fullNames.includes(key)) continue;
        count(excluded, key, m[0], index);
      }
    }
    if (answer.namesCompetitor && multiWordNames.length > 0) {
      const folded = nameKey(text);
      for (const m of text.matchAll(CAPITALISED_WORD)) {
        const key = nameKey(m[0]);
        if (knownKeys.has(key) || !nameWords.has(key) || key.length < 4) continue;
        const alone = multiWordNames.some((name) => nameKey(name).split(' ')[0] === key && !folded.includes(nameKey(name)));
        if (alone) count(short, key, m[0], index);
      }
    }
  });
  return { excluded_phrases: top(excluded), short_forms: top(short) };
}

function count(counts: Map<string, { phrase: string; answers: Set<number> }>, key: string, phrase: string, answer: number) {
  const entry = counts.get(key) ?? { phrase, answers: new Set<number>() };
  entry.answers.add(answer);
  counts.set(key, entry);
}

function top(counts: Map<string, { phrase: string; answers: Set<number> }>) {
  return [...counts.values()]
    .map(({ phrase, answers }) => ({ phrase, answers: answers.size }))
    .sort((a, b) => b.answers - a.answers || a.phrase.localeCompare(b.phrase))
    .slice(0, MAX_SUGGESTIONS);
}

/** Suggestions from the project's latest answers (its last three audits). */
export async function projectRuleSuggestions(sql: Sql, orgId: string, projectId: string): Promise<RuleSuggestions> {
  const project = await findProject(sql, orgId, projectId);
  const rows = await sql<{ response: string; cited: boolean; competitors: number }[]>`
    SELECT left(q.response, ${MAX_TEXT}) AS response, q.cited,
           coalesce(jsonb_array_length(q.analysis->'competitors'), 0) AS competitors
    FROM audit_queries q
    WHERE q.state = 'answered' AND q.audit_id IN (
      SELECT id FROM audits WHERE project_id = ${project.id} AND org_id = ${orgId} AND status = 'COMPLETED'
      ORDER BY created_at DESC LIMIT 3)
    LIMIT ${MAX_ANSWERS}`;
  return suggestRules(
    [project.brand_name, ...project.aliases],
    [...project.excluded_phrases, ...project.short_forms],
    rows.map((r) => ({ text: r.response ?? '', cited: r.cited, namesCompetitor: r.competitors > 0 })),
  );
}
