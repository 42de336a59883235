'use client';
// Reviewing an answer (docs/guide/reviewing-answers.md): in the answer dialog of a report, an owner
// marks the row "not about us" / "about us" or sets its sentiment, optionally making a project
// rule of it; members see whether and how a row was corrected. And, in the project settings,
// the rules suggested from the answers seen.
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'next/navigation';
import { useState } from 'react';
import { api } from '@/lib/api-client';
import { keys, useAuditDetail, useOrg, useWrite } from '@/lib/queries';
import { formatUsd } from '@/lib/format';
import type { QueryRow, RuleSuggestions, Sentiment } from '@/lib/types';
import { Badge, Button, WriteError } from './ui';

const SENTIMENTS: Sentiment[] = ['POSITIVE', 'NEUTRAL', 'NEGATIVE'];
const sentimentWord = (s: Sentiment) => s.charAt(0) + s.slice(1).toLowerCase();

type RuleKind = 'excluded_phrase' | 'short_form';

export function AnswerReview({ row }: { row: QueryRow }) {
  const { projectId, auditId } = useParams<{ projectId: string; auditId: string }>();
  const org = useOrg();
  const audit = useAuditDetail(projectId, auditId, !!projectId && !!auditId);
  const [rule, setRule] = useState<{ kind: RuleKind; phrase: string } | null>(null);
  const correction = useWrite(
    (body: { cited?: boolean; sentiment?: Sentiment; rule?: { kind: RuleKind; phrase: string } }) =>
      api(`/projects/${projectId}/audits/${auditId}/rows/${row.id}/correction`, { method: 'POST', body }),
    // A rule changes the project's rules too.
    (body) => [keys.audit(projectId, auditId), ...(body.rule ? [keys.project(projectId)] : [])],
  );
  const { isPending: pending, error } = correction;
  if (!projectId || !auditId) return null;
  // The dialog holds the row as it was opened: read the current one (after a correction).
  const current = audit.data?.queries.find((q) => q.id === row.id) ?? row;
  const isOwner = org.data?.role === 'owner';
  const completed = audit.data?.status === 'COMPLETED';

  function correct(change: { cited?: boolean; sentiment?: Sentiment }) {
    const phrase = rule?.phrase.trim();
    correction.mutate({ ...change, ...(rule && phrase ? { rule: { kind: rule.kind, phrase } } : {}) }, { onSuccess: () => setRule(null) });
  }

  return (
    <section aria-label="Review" data-testid="answer-review">
      <h3 style={{ marginBottom: 8 }}>Review</h3>
      <p className="row small" style={{ gap: 6 }}>
        {current.cited ? <Badge tone="success">About us</Badge> : <Badge>Not about us</Badge>}
        <Badge>{sentimentWord(current.sentiment)}</Badge>
        {current.unknownToEngine && <Badge tone="warning">The engine says it does not know you</Badge>}
        {current.corrected && (
          <span className="faint" data-testid="correction-note">
            Corrected {new Date(current.corrected.at).toLocaleString()}; the analysis said {current.corrected.original.cited ? 'cited' : 'not cited'},{' '}
            {sentimentWord(current.corrected.original.sentiment)}.
          </span>
        )}
      </p>
      {current.judge && (
        <p className="small faint" data-testid="judge-note">
          {current.judge.verdict
            ? `Decided by the model judge (${current.judge.model}${current.judge.cached ? ', cached verdict' : `, ${formatUsd(current.judge.costUsd)}`}); the rules said ${current.judge.rules.cited ? 'cited' : 'not cited'}, ${sentimentWord(current.judge.rules.sentiment)}.`
            : `The model judge (${current.judge.model}) gave no valid verdict; the rules decided.`}
        </p>
      )}
      {isOwner && completed && (
        <div className="stack" style={{ gap: 8 }}>
          <div className="row" style={{ gap: 6, flexWrap: 'wrap' }}>
            {current.cited ? (
              <Button size="sm" loading={pending} onClick={() => correct({ cited: false })}>
                Not about us
              </Button>
            ) : (
              <Button size="sm" loading={pending} onClick={() => correct({ cited: true })}>
                About us
              </Button>
            )}
            {current.cited &&
              SENTIMENTS.filter((s) => s !== current.sentiment).map((s) => (
                <Button key={s} size="sm" variant="ghost" loading={pending} onClick={() => correct({ sentiment: s })}>
                  Sentiment: {sentimentWord(s)}
                </Button>
              ))}
          </div>
          <label className="row small" style={{ gap: 6 }}>
            <input
              type="checkbox"
              checked={!!rule}
              onChange={(e) => setRule(e.target.checked ? { kind: current.cited ? 'excluded_phrase' : 'short_form', phrase: '' } : null)}
            />
            Also make a project rule for later audits
          </label>
          {rule && (
            <div className="row" style={{ gap: 6 }}>
              <select className="select" aria-label="Rule kind" value={rule.kind} onChange={(e) => setRule({ ...rule, kind: e.target.value as RuleKind })}>
                <option value="excluded_phrase">Excluded phrase (never us)</option>
                <option value="short_form">Short form (always us)</option>
              </select>
              <input
                className="input"
                aria-label="Rule phrase"
                placeholder={rule.kind === 'excluded_phrase' ? 'Safe Harbor' : 'Northgate'}
                value={rule.phrase}
                onChange={(e) => setRule({ ...rule, phrase: e.target.value })}
              />
            </div>
          )}
          <WriteError error={error} />
        </div>
      )}
    </section>
  );
}

/** Beside the citation rate: answers where the engine does not know the brand, and corrected answers, counted apart. */
export function ReviewFigures({ analytics }: { analytics: { unknownToEngineQueries: number; correctedQueries: number } }) {
  if (!analytics.unknownToEngineQueries && !analytics.correctedQueries) return null;
  return (
    <div className="kpi-hint" data-testid="review-figures">
      {analytics.unknownToEngineQueries > 0 && (
        <span>
          {analytics.unknownToEngineQueries} {analytics.unknownToEngineQueries === 1 ? 'answer says' : 'answers say'} the engine does not know you
        </span>
      )}
      {analytics.unknownToEngineQueries > 0 && analytics.correctedQueries > 0 && ' · '}
      {analytics.correctedQueries > 0 && <span>{analytics.correctedQueries} corrected by review</span>}
    </div>
  );
}

/** Rules suggested from the project's latest answers; a click adds one to the form (saved with it). */
export function RuleSuggestions({ projectId, current, onAdd }: {
  projectId?: string;
  current: string[];
  onAdd: (field: 'excluded_phrases' | 'short_forms', phrase: string) => void;
}) {
  const suggestions = useQuery({
    queryKey: ['project', projectId ?? '', 'rule-suggestions'],
    queryFn: () => api<RuleSuggestions>(`/projects/${projectId}/rule-suggestions`),
    enabled: !!projectId,
  });
  const known = new Set(current.map((phrase) => phrase.toLowerCase()));
  const offers = [
    ...(suggestions.data?.excluded_phrases ?? []).map((s) => ({ ...s, field: 'excluded_phrases' as const, label: 'exclude' })),
    ...(suggestions.data?.short_forms ?? []).map((s) => ({ ...s, field: 'short_forms' as const, label: 'short form' })),
  ].filter((s) => !known.has(s.phrase.toLowerCase()));
  if (offers.length === 0) return null;
  return (
    <div className="row small" style={{ gap: 6, flexWrap: 'wrap', marginTop: 6 }} data-testid="rule-suggestions">
      <span className="faint">Seen in your answers:</span>
      {offers.map((s) => (
        <Button key={`${s.field}:${s.phrase}`} size="sm" variant="ghost" onClick={() => onAdd(s.field, s.phrase)}>
          {s.label} “{s.phrase}” ({s.answers})
        </Button>
      ))}
    </div>
  );
}
