// The audit report in GitHub Markdown: the same text goes to the pull-request comment and to
// the job summary. It fits `maxLength` (GitHub's comment limit by default): every section but
// the prompt table is bounded, and the table keeps the rows that fit, with a note saying so.
// Every figure comes with its 95 % interval, and every change with the server's verdict
// (significant or within noise) against the previous comparable audit (docs/guide/repeatable-measurements.md; docs/action.md#the-pull-request-comment).
import { leaderboardPlace, ordinal } from '@/server/analysis/analytics';
import { scoreInterval, type Interval } from '@/server/analysis/intervals';
import { SURFACES, surfaceOf } from '@/server/models/catalogue';
import type { AuditComparison, AuditDetail, AuditStatus, Flip, SiteComparison, SiteValue, SourceChange, Suggestion } from './geo-audit-client';
import { GITHUB_COMMENT_LIMIT, details, escapeInline, signed, table, tableRow } from './markdown';

type Change = AuditComparison['change'];
type SiteChange = SiteComparison['changes'][number];

export interface AuditReport {
  audit: AuditDetail;
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
const CHANGE_WORDS: Record<Change, string> = { up: 'significant rise', down: 'significant drop', none: 'within noise' };
const CHANGE_HEADLINES: Record<Change, string> = { up: '📈 **Significant rise**', down: '📉 **Significant drop**', none: '➖ **Within noise**' };
const TOP_EXCERPTS = 5;
const TOP_SUGGESTIONS = 5;
const LISTED_QUERY_FAILURES = 20;
// What changed since the previous audit: lines shown before the rest is collapsed; names listed.
const SHOWN_LINES = 5;
const LISTED_NAMES = 10;
// The server sends at most 20 flips and one change per site fact: bounds against any other.
const LISTED_FLIPS = 20;
const LISTED_SITE_CHANGES = 30;
const HARD_CUT_NOTE = "\n\n… (cut at GitHub's comment limit; see the full report)";

const ENGINE_NAMES: Record<string, string> = {
  openai: 'OpenAI',
  perplexity: 'Perplexity',
  gemini: 'Gemini',
  anthropic: 'Anthropic',
  grok: 'Grok',
  mistral: 'Mistral',
  google_ai_overview: 'Google AI Overviews',
  google_ai_mode: 'Google AI Mode',
  copilot: 'Microsoft Copilot',
  simulated: 'Simulated',
};
/** Model APIs and search pages are different measurements: each gets its own rows and figures. */
const SURFACE_NAMES: Record<string, string> = { model_api: 'Model APIs', search: 'Search pages (AI answers people see)' };

export function renderAuditReport(report: AuditReport, maxLength = GITHUB_COMMENT_LIMIT): string {
  const { audit, reportUrl } = report;
  const engines = enginesOf(audit);
  const before = [
    `### GEO audit · ${escapeInline(audit.project.name, 120)}`,
    blockedCrawlersWarning(audit.comparison),
    demoNotice(audit),
    headline(audit),
    ...report.failures.map((failure) => `❌ **${failure}**`),
    engineTable(audit, engines),
    leaderboardLine(audit, engines),
    siteChanges(audit.comparison),
    answerChanges(audit.comparison),
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

/** Simulated answers are demo data: said first, with how to get real ones (docs/guide/demo-mode.md). */
function demoNotice(audit: AuditDetail): string {
  if (!audit.simulated) return '';
  return (
    '> [!WARNING]\n' +
    '> **Demo data: these answers are simulated.** The geo-audit server has no AI provider key, so a built-in simulator made ' +
    'them up; they say nothing about how real engines cite the brand. To measure for real, set a provider key (`OPENAI_API_KEY`, ' +
    '`PERPLEXITY_API_KEY`, `GEMINI_API_KEY`, `ANTHROPIC_API_KEY`, `XAI_API_KEY`, `MISTRAL_API_KEY`, or `SERPAPI_API_KEY` for ' +
    'Google AI Overviews, AI Mode and Copilot) in the server\'s environment and restart it.'
  );
}

function headline(audit: AuditDetail): string {
  if (audit.status === 'FAILED') {
    return `❌ **The audit failed.**${audit.failures.length ? ` ${audit.failures.length} queries failed; see below.` : ''}`;
  }
  const { citationRate, citationRateInterval, citedQueries, totalQueries } = audit.analytics;
  const { model, region } = audit.technicalDetails;
  return [
    `**Citation rate ${citationRate} %** (${range(citationRateInterval, ' %')}, 95 %): ${citedQueries} of ${totalQueries} answers cite the brand · **Score ${audit.score}/100** (${range(audit.scoreInterval)}, 95 %)`,
    verdict(audit),
    `${audit.samples} ${audit.samples === 1 ? 'answer' : 'answers'} per prompt × engine · model ${escapeInline(model, 60)}, region ${escapeInline(region, 20)}, ${audit.duration} s. ` +
      'Ranges are 95 % intervals; a change is significant when its range excludes 0, else it is within the noise of the answers.',
  ].join('\n\n');
}

/** Whether the figures changed since the previous comparable audit, in the server's words. */
function verdict({ comparison, analytics, score }: AuditDetail): string {
  if (!comparison) {
    return (
      'No comparable previous audit, so no change to measure. Audits are compared only with an earlier completed audit of the same ' +
      'engines, model and region (and the same model versions, as the engines report them), and of the same deployment environment ' +
      'when one is given, over the prompts both asked: this is the first such audit of the project, or one of these changed since the last one.'
    );
  }
  const rate = `citation rate ${comparison.citationRate} % → ${analytics.citationRate} %, ${delta(comparison.citationRateDelta, comparison.citationRateDeltaInterval)}`;
  const scoreChange = `score ${comparison.score} → ${score}, ${delta(comparison.scoreDelta, comparison.scoreDeltaInterval)}: ${CHANGE_WORDS[comparison.scoreChange]}`;
  return `${CHANGE_HEADLINES[comparison.change]} since the previous comparable audit (${comparison.createdAt.slice(0, 10)}): ${rate}; ${scoreChange}.`;
}

/**
 * Overall, then per engine: the citation rate, its counts, its change (when comparable) and the
 * score, each with its interval. Engines are grouped by surface; when both are present each
 * surface has its own rate, and the overall row says it pools them. A search page's row says how
 * often it showed an AI answer: its rate counts the answers shown only.
 */
function engineTable(audit: AuditDetail, engines: string[]): string {
  const { comparison, analytics } = audit;
  const breakdown = new Map(analytics.providerBreakdown.map((row) => [row.provider.toLowerCase(), row]));
  const changes = new Map(comparison?.providers.map((row) => [row.provider.toLowerCase(), row]));
  const surfaces = analytics.surfaces ?? [];
  // The change column only when there is a comparable audit.
  const changeColumn = (cell: () => string) => (comparison ? [cell()] : []);
  const all = tableRow([
    surfaces.length > 1 ? '**All engines** (both surfaces pooled)' : '**All engines**',
    `**${analytics.citationRate} %** (${range(analytics.citationRateInterval, ' %')})`,
    `${analytics.citedQueries}/${analytics.totalQueries}`,
    ...(comparison ? [changeCell(comparison.citationRateDelta, comparison.citationRateDeltaInterval, comparison.change)] : []),
    `**${audit.score}** (${range(audit.scoreInterval)})`,
  ]);
  const engineRow = (engine: string) => {
    const row = breakdown.get(engine);
    const change = changes.get(engine);
    const engineScore = audit.providerScores[engine];
    const shown = row && row.surface === 'search' ? ` · shown ${row.shown}/${row.asked}` : '';
    return tableRow([
      engineName(engine),
      row ? `${row.rate} % (${range(row.interval, ' %')})` : '–',
      row ? `${row.cited}/${row.total}${shown}` : '–',
      ...changeColumn(() => (change ? changeCell(change.rateDelta, change.rateDeltaInterval, change.change) : '–')),
      engineScore === undefined || !row ? '–' : `${engineScore} (${range(roundedScoreInterval(engineScore, row.total))})`,
    ]);
  };
  const rows = surfaces.length > 1
    ? surfaces.flatMap((figures) => [
        tableRow([
          `**${SURFACE_NAMES[figures.surface] ?? figures.surface}**`,
          `**${figures.citationRate} %** (${range(figures.citationRateInterval, ' %')})`,
          `${figures.citedQueries}/${figures.totalQueries}`,
          ...changeColumn(() => ''),
          '',
        ]),
        ...engines.filter((engine) => surfaceOf(engine) === figures.surface).map(engineRow),
      ])
    : engines.map(engineRow);
  const header = ['Engine', 'Citation rate (95 %)', 'Cited answers', ...changeColumn(() => 'Change, points (95 %)'), 'Score (95 %)'];
  const notShown = analytics.notShown
    ? `\n\n${analytics.notShown} ${analytics.notShown === 1 ? 'search' : 'searches'} showed no AI answer: a finding, left out of every rate.`
    : '';
  return table(header, [':--', '--:', '--:', ...changeColumn(() => ':--'), '--:'], [all, ...rows]) + notShown;
}

/**
 * Where the brand stands among the tracked brands on each engine, by the answers naming each
 * ("3rd of 5 tracked brands on OpenAI"): over the prompts not naming the brand when there are
 * any (docs/guide/answer-reading.md#the-leaderboard), else over every prompt.
 */
function leaderboardLine(audit: AuditDetail, engines: string[]): string {
  const { analytics } = audit;
  // A server before the leaderboard sends no `unbranded`.
  if (audit.status !== 'COMPLETED' || !analytics.unbranded) return '';
  const unbranded = analytics.unbranded.totalQueries > 0;
  const scope = unbranded ? analytics.unbranded : analytics;
  const places = engines.flatMap((engine) => {
    const row = scope.providerBreakdown.find((entry) => entry.provider.toLowerCase() === engine);
    const place = row && row.total > 0 && row.brands.length > 1 ? leaderboardPlace(row.brands) : null;
    return place ? [`${ordinal(place.place)} of ${place.of} tracked brands on ${engineName(engine)}`] : [];
  });
  if (places.length === 0) return '';
  return `**Among your competitors**, by ${unbranded ? 'answers to prompts that do not name the brand' : 'answers'} naming each: ${places.join(' · ')}.`;
}

/**
 * AI crawlers this deploy's robots.txt blocks and the previous one allowed: said first, because
 * it explains a drop before it happens (docs/action.md#deploys-and-what-changed).
 */
function blockedCrawlersWarning(comparison: AuditDetail['comparison']): string {
  const blocked = deployChanges(comparison)?.site?.newlyBlockedCrawlers ?? [];
  if (blocked.length === 0) return '';
  const names = blocked.slice(0, LISTED_NAMES).map(({ crawler, engines }) => {
    const feeds = engines.slice(0, LISTED_NAMES).map(engineName).join(', ');
    return `${escapeInline(crawler, 60)}${feeds ? ` (feeds ${feeds})` : ''}`;
  });
  const more = blocked.length > names.length ? ` and ${blocked.length - names.length} more` : '';
  return (
    '> [!CAUTION]\n' +
    `> **This deploy blocks ${names.join(', ')}${more} in robots.txt**: expect the engines ${blocked.length === 1 ? 'it feeds' : 'they feed'} to cite the site less ` +
    'once they notice, before an audit can show it. If that was not meant, allow the crawler again in robots.txt.'
  );
}

/** The fields of a server with deploys (docs/api/rest.md); an older server's comparison has none. */
function deployChanges(comparison: AuditDetail['comparison']): AuditComparison | undefined {
  return comparison && Array.isArray(comparison.flips) ? comparison : undefined;
}

/** What changed on the site between the snapshots behind the two audits, in plain words. */
function siteChanges(comparison: AuditDetail['comparison']): string {
  const site = deployChanges(comparison)?.site;
  if (!site) return '';
  const heading = '#### What changed on the site';
  if (site.changes.length === 0) {
    return `${heading}\n\nNothing the audit checks changed since the previous comparable audit (home page title and meta description, structured data, llms.txt, sitemap, robots.txt rules for AI crawlers).`;
  }
  const lines = site.changes.slice(0, LISTED_SITE_CHANGES).map(siteChangeLine);
  if (site.changes.length > lines.length) lines.push(`- and ${site.changes.length - lines.length} more in the full report`);
  return `${heading}\n\n${foldedList(lines, 'more site changes')}`;
}

const SITE_FIELDS: Record<string, string> = {
  title: 'Home page title',
  metaDescription: 'Meta description',
  'structuredData.types': 'Structured data types',
  'structuredData.score': 'Structured data score',
  'meta.score': 'Meta tags score',
  pagesAnalysed: 'Pages analysed',
  'sitemap.urls': 'Sitemap URLs',
};

function siteChangeLine({ field, before, after }: SiteChange): string {
  if (field === 'llmsTxt') return `- llms.txt ${after ? 'added' : 'removed'}`;
  const crawler = /^robots\.(.+)$/.exec(field)?.[1];
  if (crawler) return `- robots.txt now ${after === 'blocked' ? '**blocks**' : 'allows'} ${escapeInline(crawler, 60)} (was ${before === null ? 'no rule' : escapeInline(String(before), 20)})`;
  const name = SITE_FIELDS[field] ?? escapeInline(field, 60);
  if (Array.isArray(before) && Array.isArray(after)) {
    const added = after.filter((value) => !before.includes(value));
    const removed = before.filter((value) => !after.includes(value));
    const parts = [added.length ? `added ${listed(added)}` : '', removed.length ? `removed ${listed(removed)}` : ''].filter(Boolean);
    if (parts.length > 0) return `- ${name}: ${parts.join('; ')}`;
  }
  return `- ${name}: ${siteValue(before)} → ${siteValue(after)}`;
}

function siteValue(value: SiteValue): string {
  if (value === null || value === '') return 'none';
  if (typeof value === 'boolean') return value ? 'present' : 'absent';
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.length ? listed(value) : 'none';
  return `“${escapeInline(value, 120)}”`;
}

/** Up to LISTED_NAMES values, escaped, then how many more. */
function listed(values: string[]): string {
  const shown = values.slice(0, LISTED_NAMES).map((value) => escapeInline(value, 60));
  return shown.join(', ') + (values.length > shown.length ? ` and ${values.length - shown.length} more` : '');
}

/**
 * Which prompts flipped on which engine (the significant ones first, then the rest as leads:
 * one prompt has few answers) and which sources were gained and lost, over the prompts both
 * audits asked (docs/action.md#deploys-and-what-changed).
 */
function answerChanges(comparison: AuditDetail['comparison']): string {
  const changes = deployChanges(comparison);
  if (!changes) return '';
  const { prompts, flipsTotal, sources } = changes;
  const flips = changes.flips.slice(0, LISTED_FLIPS);
  const parts: string[] = ['#### What changed in the answers'];
  if (prompts.added > 0 || prompts.removed > 0) {
    parts.push(`Compared on the ${prompts.common} prompts both audits asked; ${prompts.added} added, ${prompts.removed} removed (left out of every change).`);
  }
  const significant = flips.filter((flip) => flip.significant);
  const leads = flips.filter((flip) => !flip.significant);
  if (flips.length === 0) parts.push('No prompt changed its citation rate on any engine.');
  if (significant.length > 0) parts.push(`**Significant changes**\n\n${foldedList(significant.map(flipLine), 'more significant changes')}`);
  if (leads.length > 0) {
    const unlisted = Math.max(flipsTotal, changes.flips.length) - flips.length;
    const more = unlisted > 0 ? `\n\n${unlisted} more prompt × engine ${unlisted === 1 ? 'pair' : 'pairs'} changed: see the full report.` : '';
    const title = `Leads: ${leads.length} prompt × engine ${leads.length === 1 ? 'pair' : 'pairs'} changed within noise (few answers each, so expect swings)`;
    const list = leads.map(flipLine).join('\n') + more;
    parts.push(leads.length > SHOWN_LINES ? details(title, list) : `**${title}**\n\n${list}`);
  }
  const sourceLines = [sourceLine('Sources now cited', sources.gained, sources.gainedTotal), sourceLine('Sources no longer cited', sources.lost, sources.lostTotal)];
  if (sourceLines.some(Boolean)) parts.push(sourceLines.filter(Boolean).join('\n'));
  return parts.join('\n\n');
}

/** "- OpenAI · “best crm”: 1/3 → 3/3 answers cite the brand (+67 points (+10 to +90, 95 %)); pages now cited: …" */
function flipLine(flip: Flip): string {
  const { before, after } = flip;
  const gained = after.citations.filter((url) => !before.citations.includes(url));
  const lost = before.citations.filter((url) => !after.citations.includes(url));
  const pages = [gained.length ? `pages now cited: ${urls(gained)}` : '', lost.length ? `no longer: ${urls(lost)}` : ''].filter(Boolean);
  return (
    `- ${engineName(flip.provider)} · “${escapeInline(flip.prompt, 160)}”: ${before.cited}/${before.total} → ${after.cited}/${after.total} answers cite the brand, ` +
    `${delta(flip.change, flip.changeInterval)}${pages.length ? `; ${pages.join('; ')}` : ''}`
  );
}

function urls(values: string[]): string {
  return values.slice(0, 3).map((url) => escapeInline(url, 100)).join(', ') + (values.length > 3 ? ` and ${values.length - 3} more` : '');
}

/** "- Sources now cited: example.org (3 answers), … and 4 more" */
function sourceLine(label: string, domains: SourceChange[], total: number): string {
  if (domains.length === 0) return '';
  const shown = domains.slice(0, LISTED_NAMES).map((source) => `${escapeInline(source.domain, 100)} (${source.answers} ${source.answers === 1 ? 'answer' : 'answers'})`);
  const more = Math.max(total, domains.length) - shown.length;
  return `- ${label}: ${shown.join(', ')}${more > 0 ? ` and ${more} more` : ''}`;
}

/** The first SHOWN_LINES lines, then the rest collapsed (a lone extra line is just shown). */
function foldedList(lines: string[], moreLabel: string): string {
  if (lines.length <= SHOWN_LINES + 1) return lines.join('\n');
  return `${lines.slice(0, SHOWN_LINES).join('\n')}\n\n${details(`${lines.length - SHOWN_LINES} ${moreLabel}`, lines.slice(SHOWN_LINES).join('\n'))}`;
}

/** The prompts × engines table, cut to `budget` characters with a note when it does not fit. */
function promptSection(audit: AuditDetail, engines: string[], reportUrl: string, budget: number): string {
  const prompts = [...new Set([...audit.queries.map((query) => query.prompt), ...audit.failures.map((failure) => failure.prompt)])];
  if (prompts.length === 0) return '';
  const cells = new Map<string, Cell>();
  const cellOf = (prompt: string, provider: string) => {
    const key = cellKey(prompt, provider);
    const cell = cells.get(key) ?? { answers: [], failed: 0 };
    cells.set(key, cell);
    return cell;
  };
  for (const failure of audit.failures) cellOf(failure.prompt, failure.provider).failed += 1;
  for (const query of audit.queries) cellOf(query.prompt, query.provider).answers.push(query);
  const rows = prompts.map((prompt) =>
    tableRow([escapeInline(prompt, 160), ...engines.map((engine) => renderCell(cells.get(cellKey(prompt, engine))))]),
  );
  const legend = audit.samples > 1 ? '✓ every answer cites the brand, ◐ some, ✗ none; cited/answers' : '✓ = brand cited';
  const render = (shown: string[]) => {
    const note =
      shown.length < rows.length
        ? `> **Truncated** to stay under GitHub's ${GITHUB_COMMENT_LIMIT.toLocaleString('en-US')}-character limit: ${shown.length} of ${rows.length} prompts shown. [The full report](${linkTarget(reportUrl)}) has them all.\n\n`
        : '';
    const body = table(['Prompt', ...engines.map(engineName)], [':--', ...engines.map(() => ':-:')], shown);
    return rows.length > FOLD_TABLES_OVER_ROWS
      ? `${note}${details(`Prompts × engines (${rows.length} prompts, ${legend})`, body)}`
      : `${note}#### Prompts × engines (${legend})\n\n${body}`;
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
  const seen = new Set<string>();
  const citations = audit.queries
    .flatMap((query) => query.citations.map((citation) => ({ ...citation, provider: query.provider })))
    .sort((a, b) => b.confidence - a.confidence)
    // Repeat samples often say the same thing: each excerpt once per engine.
    .filter((citation) => !seen.has(cellKey(citation.excerpt, citation.provider)) && seen.add(cellKey(citation.excerpt, citation.provider)))
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
      // A simulated suggestion (read from made-up answers) has no priority: it is demo data.
      `${index + 1}. **${suggestion.priority ? escapeInline(suggestion.priority, 10) : 'demo data'}** · ${escapeInline(suggestion.title, 150)}: ${escapeInline(suggestion.detail, 300)}`,
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
  // Model APIs first, then search pages: never interleaved.
  return [...new Set(engines)].sort((a, b) => SURFACES.indexOf(surfaceOf(a)) - SURFACES.indexOf(surfaceOf(b)));
}

function engineName(engine: string): string {
  return ENGINE_NAMES[engine.toLowerCase()] ?? escapeInline(engine, 40);
}

const cellKey = (prompt: string, provider: string) => `${provider.toLowerCase()}\u0000${prompt}`;

interface Cell {
  answers: AuditDetail['queries'];
  failed: number;
}

/**
 * One answer: cited or not and its sentiment ("✓ positive"). Several (repeat samples): how many
 * cite the brand, and the most frequent sentiment among those that do ("◐ 2/3 positive").
 */
function renderCell(cell: Cell | undefined): string {
  if (!cell) return '–';
  const { failed } = cell;
  // A search whose page showed no AI answer is no answer: said, and left out of the counts.
  const answers = cell.answers.filter((answer) => answer.shown !== false);
  if (answers.length === 0 && failed === 0) return 'not shown';
  const failures = failed > 0 ? `⚠️ ${answers.length > 0 ? `${failed} ` : ''}failed` : '';
  if (answers.length === 0) return failures;
  const citing = answers.filter((answer) => answer.cited);
  const mark = citing.length === answers.length ? '✓' : citing.length === 0 ? '✗' : '◐';
  const counted = answers.length > 1 || failed > 0 ? ` ${citing.length}/${answers.length}` : '';
  const sentiment = mostFrequent((citing.length > 0 ? citing : answers).map((answer) => answer.sentiment.toLowerCase()));
  return [`${mark}${counted} ${escapeInline(sentiment, 20)}`, failures].filter(Boolean).join(' ');
}

function mostFrequent(values: string[]): string {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0][0];
}

/** "58–87", or "58–87 %" with a unit. */
function range({ low, high }: Interval, unit = ''): string {
  return `${low}–${high}${unit}`;
}

/** A change in points with its 95 % interval: "−8 points (−30 to +14, 95 %)". */
function delta(points: number, interval: Interval): string {
  return `${signed(points)} points (${signed(interval.low)} to ${signed(interval.high)}, 95 %)`;
}

function changeCell(points: number, interval: Interval, change: Change): string {
  return `${signed(points)} (${signed(interval.low)} to ${signed(interval.high)}): ${CHANGE_WORDS[change]}`;
}

/**
 * An engine's score is the server's rounded mean of its rows; its interval is the server's
 * (scoreInterval) widened to every mean that rounds to that score, so it holds the exact one.
 */
function roundedScoreInterval(score: number, rows: number): Interval {
  return { low: scoreInterval(Math.max(0, score - 0.5), rows).low, high: scoreInterval(Math.min(100, score + 0.5), rows).high };
}

/** A URL as a Markdown link target: no raw parentheses or spaces to end it early. */
function linkTarget(url: string): string {
  return url.replace(/[()\s]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
}
