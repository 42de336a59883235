// The audit report in GitHub Markdown: the same text goes to the pull-request comment and to
// the job summary. It fits `maxLength` (GitHub's comment limit by default): every section but
// the prompt table is bounded, and the table keeps the rows that fit, with a note saying so.
import type { AuditDetail, AuditListItem, AuditStatus, Suggestion } from './geo-audit-client';
import { GITHUB_COMMENT_LIMIT, details, escapeInline, signed, table, tableRow } from './markdown';

export interface AuditReport {
  audit: AuditDetail;
  /** the project's previous completed audit: the baseline of every delta */
  previous: AuditListItem | undefined;
  suggestions: Suggestion[];
  reportUrl: string;
  /** why the job fails (thresholds), already phrased */
  failures: string[];
}

export interface UnfinishedAudit {
  projectId: string;
  auditId: string;
  reportUrl: string;
  status: AuditStatus | undefined;
  progress: number | undefined;
  /** what happened, e.g. "still running after 30 minutes" */
  situation: string;
}

const FOLD_TABLES_OVER_ROWS = 10;
const TOP_EXCERPTS = 5;
const TOP_SUGGESTIONS = 5;
const LISTED_QUERY_FAILURES = 20;
const HARD_CUT_NOTE = "\n\n… (cut at GitHub's comment limit; see the full report)";

const ENGINE_NAMES: Record<string, string> = {
  openai: 'OpenAI',
  perplexity: 'Perplexity',
  gemini: 'Gemini',
  anthropic: 'Anthropic',
  simulated: 'Simulated',
};

export function renderAuditReport(report: AuditReport, maxLength = GITHUB_COMMENT_LIMIT): string {
  const { audit, reportUrl } = report;
  const engines = enginesOf(audit);
  const before = [
    `### GEO audit · ${escapeInline(audit.project.name, 120)}`,
    headline(report),
    ...report.failures.map((failure) => `❌ **${failure}**`),
    scoreTable(report, engines),
  ];
  const after = [
    topExcerpts(audit),
    topSuggestions(report.suggestions),
    queryFailures(audit),
    footer(audit, reportUrl),
  ];
  const assemble = (promptSection: string) => [...before, promptSection, ...after].filter(Boolean).join('\n\n');
  const budget = maxLength - assemble('').length - 2;
  const text = assemble(promptSection(audit, engines, reportUrl, budget));
  // Only reachable with absurd inputs (hundreds of engines): the limit is a hard one.
  return text.length <= maxLength ? text : text.slice(0, maxLength - HARD_CUT_NOTE.length) + HARD_CUT_NOTE;
}

export function renderUnfinishedReport(audit: UnfinishedAudit): string {
  const state = audit.status
    ? `Last status: ${audit.status}${audit.progress === undefined ? '' : ` (${audit.progress}%)`}.`
    : '';
  return [
    `### GEO audit · project ${escapeInline(audit.projectId, 120)}`,
    `⏳ Audit ${escapeInline(audit.auditId)} ${audit.situation}. ${state}`.trim(),
    `[Open the report](${linkTarget(audit.reportUrl)})`,
  ].join('\n\n');
}

export function renderErrorReport(message: string): string {
  return `### GEO audit\n\n❌ ${escapeInline(message, 2000)}`;
}

function headline({ audit, previous }: AuditReport): string {
  if (audit.status === 'FAILED') {
    return `❌ **The audit failed.**${audit.failures.length ? ` ${audit.failures.length} queries failed; see below.` : ''}`;
  }
  const { citationRate, citedQueries, totalQueries } = audit.analytics;
  const delta = previous ? ` (${signed(audit.score - previous.score)} vs previous)` : '';
  const baseline = previous
    ? `Deltas compare with the previous completed audit, of ${previous.created_at.slice(0, 10)} (score ${previous.score}).`
    : 'First completed audit of the project: no deltas yet.';
  const { model, region } = audit.technicalDetails;
  return [
    `**Score ${audit.score}/100**${delta} · **Citation rate ${citationRate}%** (${citedQueries} of ${totalQueries} answers cite the brand)`,
    `${baseline} Model ${escapeInline(model, 60)}, region ${escapeInline(region, 20)}, ${audit.duration} s.`,
  ].join('\n');
}

function scoreTable({ audit, previous }: AuditReport, engines: string[]): string {
  const delta = (current: number | undefined, before: number | undefined) =>
    current === undefined || before === undefined ? '–' : signed(current - before);
  const breakdown = new Map(audit.analytics.providerBreakdown.map((row) => [row.provider.toLowerCase(), row]));
  const cited = (row: { cited: number; total: number; rate: number } | undefined) =>
    row ? `${row.cited}/${row.total} · ${row.rate}%` : '–';
  const { citedQueries, totalQueries, citationRate } = audit.analytics;
  const rows = [
    tableRow(['**All engines**', `**${audit.score}**`, delta(audit.score, previous?.score), cited({ cited: citedQueries, total: totalQueries, rate: citationRate })]),
    ...engines.map((engine) =>
      tableRow([
        engineName(engine),
        String(audit.providerScores[engine] ?? '–'),
        delta(audit.providerScores[engine], previous?.provider_scores[engine]),
        cited(breakdown.get(engine)),
      ]),
    ),
  ];
  return table(['Engine', 'Score', 'vs previous', 'Cited answers'], [':--', '--:', '--:', '--:'], rows);
}

/** The prompts × engines table, cut to `budget` characters with a note when it does not fit. */
function promptSection(audit: AuditDetail, engines: string[], reportUrl: string, budget: number): string {
  const prompts = [...new Set([...audit.queries.map((query) => query.prompt), ...audit.failures.map((failure) => failure.prompt)])];
  if (prompts.length === 0) return '';
  const cells = new Map<string, string>();
  for (const failure of audit.failures) cells.set(cellKey(failure.prompt, failure.provider), '⚠️ failed');
  for (const query of audit.queries) {
    cells.set(cellKey(query.prompt, query.provider), `${query.cited ? '✓' : '✗'} ${escapeInline(query.sentiment.toLowerCase(), 20)}`);
  }
  const rows = prompts.map((prompt) =>
    tableRow([escapeInline(prompt, 160), ...engines.map((engine) => cells.get(cellKey(prompt, engine)) ?? '–')]),
  );
  const render = (shown: string[]) => {
    const note =
      shown.length < rows.length
        ? `> **Truncated** to stay under GitHub's ${GITHUB_COMMENT_LIMIT.toLocaleString('en-US')}-character limit: ${shown.length} of ${rows.length} prompts shown. [The full report](${linkTarget(reportUrl)}) has them all.\n\n`
        : '';
    const body = table(['Prompt', ...engines.map(engineName)], [':--', ...engines.map(() => ':-:')], shown);
    return rows.length > FOLD_TABLES_OVER_ROWS
      ? `${note}${details(`Prompts × engines (${rows.length} prompts, ✓ = brand cited)`, body)}`
      : `${note}#### Prompts × engines (✓ = brand cited)\n\n${body}`;
  };
  let shown = rows;
  if (render(shown).length > budget) {
    // Grow from nothing: each row costs its length plus a newline.
    let used = render([]).length;
    shown = [];
    for (const row of rows) {
      if (used + row.length + 1 > budget) break;
      used += row.length + 1;
      shown.push(row);
    }
  }
  return render(shown);
}

function topExcerpts(audit: AuditDetail): string {
  const citations = audit.queries
    .flatMap((query) => query.citations.map((citation) => ({ ...citation, provider: query.provider })))
    .sort((a, b) => b.confidence - a.confidence)
    .slice(0, TOP_EXCERPTS);
  if (citations.length === 0) return '';
  const items = citations.map(
    (citation, index) =>
      `${index + 1}. “${escapeInline(citation.excerpt, 300)}” — ${engineName(citation.provider)}, confidence ${Math.round(citation.confidence * 100)}%, ${escapeInline(citation.sentiment.toLowerCase(), 20)}`,
  );
  return `#### Top cited excerpts\n\n${items.join('\n')}`;
}

function topSuggestions(suggestions: Suggestion[]): string {
  const open = suggestions.filter((suggestion) => suggestion.status === 'open').slice(0, TOP_SUGGESTIONS);
  if (open.length === 0) return '';
  const items = open.map(
    (suggestion, index) =>
      `${index + 1}. **${escapeInline(suggestion.priority, 10)}** · ${escapeInline(suggestion.title, 150)}: ${escapeInline(suggestion.detail, 300)}`,
  );
  return `#### Top suggestions\n\n${items.join('\n')}`;
}

function queryFailures(audit: AuditDetail): string {
  if (audit.failures.length === 0) return '';
  const rows = audit.failures
    .slice(0, LISTED_QUERY_FAILURES)
    .map((failure) => tableRow([escapeInline(failure.prompt, 120), engineName(failure.provider), escapeInline(failure.error, 200)]));
  const more = audit.failures.length > rows.length ? `\n\n${audit.failures.length - rows.length} more in the full report.` : '';
  const body = table(['Prompt', 'Engine', 'Error'], [':--', ':--', ':--'], rows) + more;
  return details(`⚠️ ${audit.failures.length} queries failed`, body);
}

function footer(audit: AuditDetail, reportUrl: string): string {
  return `[Open the full report](${linkTarget(reportUrl)}) · audit ${escapeInline(audit.id, 60)} · ${audit.status.toLowerCase()}`;
}

/** Engines in the order of the audit's scores, then any that only appear in rows. */
function enginesOf(audit: AuditDetail): string[] {
  const engines = [
    ...Object.keys(audit.providerScores),
    ...audit.analytics.providerBreakdown.map((row) => row.provider),
    ...audit.queries.map((query) => query.provider),
    ...audit.failures.map((failure) => failure.provider),
  ].map((engine) => engine.toLowerCase());
  return [...new Set(engines)];
}

function engineName(engine: string): string {
  return ENGINE_NAMES[engine.toLowerCase()] ?? escapeInline(engine, 40);
}

const cellKey = (prompt: string, provider: string) => `${provider.toLowerCase()}\u0000${prompt}`;

/** A URL as a Markdown link target: no raw parentheses or spaces to end it early. */
function linkTarget(url: string): string {
  return url.replace(/[()\s]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
}
