import { describe, expect, it } from 'vitest';
import { escapeInline } from '../src/markdown';
import { commentMarker } from '../src/pull-request-comment';
import { defaultOutcome, query } from './fake-geo-api';
import { PROJECT_ID, pullRequestEvent, runAction, useFakeServers } from './harness';

const servers = useFakeServers();

const HOSTILE =
  '| cell | break <script>alert(1)</script> ![x](http://evil.example/pixel.png) [link](https://evil.example/phish) ' +
  '@everyone --> <img src=x onerror=alert(1)> visit www.evil.example or https://evil.example, see #1 and acme/site#2 ' +
  '<!-- geo-audit-action project=x -->\n# heading\n> quote `code` *bold* $x^2$';
const ACTIVE_MARKDOWN = ['<script', '<img', '<!--', '-->', '![x](', '](http', '@everyone', 'http://evil', 'https://evil', 'www.evil', '#1', 'site#2', '\n', '`code`', '*bold*', '$x^2$'];

async function commentFor(outcome = defaultOutcome(), name = 'Acme'): Promise<string> {
  servers.geo.addProject({ id: PROJECT_ID, name, nextOutcomes: [outcome] });
  servers.github.openPullRequest(7);
  const result = await runAction({ inputs: servers.inputs(), env: servers.env(), event: pullRequestEvent(7) });
  expect(result.exitCode).toBe(0);
  const comments = servers.github.comments.get(7)!;
  expect(comments).toHaveLength(1);
  expect(result.summary.trim()).toBe(comments[0].body.slice(commentMarker(PROJECT_ID).length + 1).trim());
  return comments[0].body;
}

describe('the report', () => {
  it('says first that simulated answers are demo data, and how to get real ones', async () => {
    const demo = await commentFor(defaultOutcome({ queries: [query('best CRM', 'simulated', true), query('CRM pricing', 'simulated', false)] }));
    const notice = demo.split('\n\n')[1];
    expect(notice).toMatch(/^> \[!WARNING\]\n> \*\*Demo data: these answers are simulated\.\*\*/);
    expect(demo.indexOf('Demo data')).toBeLessThan(demo.indexOf('**Citation rate'));
    expect(notice).toContain('`OPENAI_API_KEY`');
  });

  it("says where the brand stands among the tracked brands on each engine, over the unbranded prompts", async () => {
    const named = (names: string[]) => names.map((name, i) => ({ name, isProjectBrand: name === 'Acme', position: i + 1, listRank: null, sentiment: 'NEUTRAL' as const, excerpt: name }));
    const answer = (prompt: string, provider: string, names: string[], branded = false) =>
      Object.assign(query(prompt, provider, names.includes('Acme'), names.includes('Acme') ? 'Acme.' : undefined), { brands: named(names), branded });
    const body = await commentFor(
      defaultOutcome({
        trackedBrands: ['Acme', 'RivalSoft', 'Globex', 'Initech', 'Umbrella'],
        queries: [
          // OpenAI: RivalSoft 2, Globex 2, Acme 1: third. Perplexity: Acme 2, the others 1 at most: first.
          answer('best crm', 'openai', ['RivalSoft', 'Globex', 'Acme']),
          answer('cheap crm', 'openai', ['RivalSoft', 'Globex']),
          answer('best crm', 'perplexity', ['Acme', 'Globex']),
          answer('cheap crm', 'perplexity', ['Acme']),
          // A branded prompt naming Acme everywhere does not count.
          answer('acme review', 'openai', ['Acme'], true),
          answer('acme review', 'openai', ['Acme'], true),
        ],
      }),
    );
    expect(body).toContain(
      '**Among your competitors**, by answers to prompts that do not name the brand naming each: 3rd of 5 tracked brands on OpenAI · 1st of 5 tracked brands on Perplexity.',
    );
  });

  it('has no demo notice when real engines answered', async () => {
    expect(await commentFor(defaultOutcome({ queries: [query('best CRM', 'openai', true)] }))).not.toContain('Demo data');
  });

  it('renders hostile engine answers, prompts, suggestions and names as inert text', async () => {
    const project = servers.geo.addProject({ id: PROJECT_ID });
    project.suggestions.push({
      id: crypto.randomUUID(), type: 'content', priority: 'high', simulated: false, title: HOSTILE, detail: HOSTILE, evidence: [], status: 'open', created_at: new Date().toISOString(),
    });
    const body = await commentFor(
      defaultOutcome({
        queries: [query(HOSTILE, 'openai', true, HOSTILE, 0.99), query('plain prompt', 'perplexity', false)],
        failures: [{ prompt: HOSTILE, provider: 'perplexity', error: HOSTILE, code: 'engine_failed', response: null }],
      }),
      `Acme ${HOSTILE}`,
    );

    // Nothing can close or forge the marker: it is the only HTML comment syntax left.
    expect(body.match(/-->/g)).toHaveLength(1);
    expect(body.match(/<!--/g)).toHaveLength(1);
    expect(body.startsWith(commentMarker(PROJECT_ID))).toBe(true);
    const report = body.slice(commentMarker(PROJECT_ID).length);
    for (const active of ACTIVE_MARKDOWN.filter((text) => text !== '\n' && text !== '](http')) {
      expect(report, active).not.toContain(active);
    }
    expect(report).not.toMatch(/\]\(https?:\/\/evil/);
    expect(body).toContain('&lt;script&gt;alert\\(1\\)&lt;/script&gt;');
    expect(body).toContain('@\u200Beveryone');
    // Table cells stay in their column: every pipe of the answer is escaped (3 columns, 5 parts).
    const hostileRows = body.split('\n').filter((line) => line.startsWith('| ') && line.includes('alert'));
    expect(hostileRows).toHaveLength(2);
    for (const row of hostileRows) expect(row.split(/(?<!\\)\|/), row).toHaveLength(5);
  });

  it("leaves none of GitHub's autolinked references: GH-n, owner/repo#n, commit SHAs, prefixes such as JIRA-n", () => {
    const sha = 'a5c3785ed8d6a35868bc169f07e40e889087fd2e';
    const text = `fixed in GH-4 and gh-12, see acme/site#2, JIRA-123, commit ${sha}, short a5c3785e, jlord@${sha} and jlord/sheetsee.js@a5c3785 — GPT-4o costs 2026 dollars`;
    // What GitHub renders: the text with its backslash escapes undone.
    const rendered = escapeInline(text).replace(/\\(.)/g, '$1');
    expect(rendered).not.toMatch(/\bGH-\d/i);
    expect(rendered).not.toMatch(/\b[A-Z][A-Z0-9]*-\d/i);
    expect(rendered).not.toMatch(/[\w.-]+\/[\w.-]+#\d/);
    expect(rendered).not.toMatch(/(?<![0-9a-f])[0-9a-f]{7,40}(?![0-9a-f])/i);
    expect(rendered).not.toMatch(/@[0-9a-f]/i);
    // Only invisible marks were added: the reader sees the same words.
    expect(rendered.replaceAll('\u200B', '')).toBe(text);
    // An id stays whole, to be copied.
    expect(escapeInline('audit 5f0c2a9b-12ab-4cde-8f01-a5c3785ed8d6 failed')).toBe('audit 5f0c2a9b\\-12ab\\-4cde\\-8f01\\-a5c3785ed8d6 failed');
  });

  it('escapes the whole of a hostile text, and cuts it only between escapes', () => {
    const escaped = escapeInline(HOSTILE);
    for (const active of ACTIVE_MARKDOWN) expect(escaped, active).not.toContain(active);
    for (let limit = 1; limit < 80; limit++) {
      const cut = escapeInline('<@a> *b* & c', limit);
      expect(cut.length).toBeLessThanOrEqual(limit);
      expect(cut).not.toMatch(/&[a-z]*…|\\…/);
    }
  });

  it('stays under 65,536 characters with a clear truncation note when the prompt table is huge', async () => {
    const engines = ['openai', 'perplexity', 'gemini'];
    const queries = Array.from({ length: 3000 }, (_, i) => `prompt ${i}: ${'which crm should a growing startup choose for its sales team '.repeat(4)}`).flatMap(
      (prompt) => engines.map((engine, e) => query(prompt, engine, e !== 1, e === 0 ? `Acme is great for ${prompt}` : undefined)),
    );
    const failures = Array.from({ length: 40 }, (_, i) => ({ prompt: `failed prompt ${i}`, provider: 'gemini', error: 'x'.repeat(500), code: 'engine_failed' as const, response: null }));

    const body = await commentFor(defaultOutcome({ queries, failures, providerScores: { openai: 90, perplexity: 10, gemini: 80 } }));

    expect(body.length).toBeLessThanOrEqual(65_536);
    expect(body.length).toBeGreaterThan(60_000);
    expect(body).toMatch(/> \*\*Truncated\*\* to stay under GitHub's 65,536-character limit: \d+ of 3040 prompts shown\. \[The full report\]\(http/);
    expect(body.match(/<details>/g)?.length).toBe(body.match(/<\/details>/g)?.length);
    expect(body).toContain('20 more in the full report.');
    // Sections after the table are kept whole.
    expect(body).toContain('#### Top cited excerpts');
    expect(body).toContain('[Open the full report]');
  });

  it('folds long tables in <details> and leaves short ones open', async () => {
    const queries = Array.from({ length: 12 }, (_, i) => query(`prompt ${i}`, 'openai', i % 2 === 0));
    const folded = await commentFor(defaultOutcome({ queries }));
    expect(folded).toContain('<details><summary>Prompts × engines (12 prompts, ✓ = brand cited)</summary>\n\n| Prompt | OpenAI |');

    servers.github.comments.clear();
    servers.geo.projects.clear();
    const open = await commentFor();
    expect(open).toContain('#### Prompts × engines (✓ = brand cited)\n\n| Prompt | OpenAI | Perplexity |');
    expect(open).not.toContain('<details>');
  });

  it('groups engines by surface, with each surface\'s own rate, and says how often a search page showed an AI answer', async () => {
    const notShown = { ...query('crm pricing', 'google_ai_overview', false), shown: false, response: '', sources: [] };
    const queries = [
      query('best crm', 'google_ai_overview', true, 'Acme leads.'),
      query('best crm', 'openai', true, 'Acme is great.'),
      notShown,
      query('crm pricing', 'openai', false),
      query('crm for startups', 'google_ai_overview', false),
      query('crm for startups', 'openai', false),
    ];
    const body = await commentFor(defaultOutcome({ queries, providerScores: { google_ai_overview: 50, openai: 40 } }));
    const table = body.slice(body.indexOf('| Engine |')).split('\n\n')[0];
    const rows = table.split('\n').filter((line) => !line.startsWith('| :'));
    // The pooled rate says so; model APIs first, then search pages, each under its own rate.
    expect(rows.map((row) => row.split(' | ')[0].slice(2))).toEqual([
      'Engine', '**All engines** (both surfaces pooled)', '**Model APIs**', 'OpenAI', '**Search pages (AI answers people see)**', 'Google AI Overviews',
    ]);
    expect(rows[3]).toContain('1/3');
    // 1 of the 2 answers shown cites the brand; the third search showed none.
    expect(rows[5]).toContain('| 50 % (');
    expect(rows[5]).toContain('1/2 · shown 2/3');
    expect(body).toContain('1 search showed no AI answer: a finding, left out of every rate.');
    expect(body).toMatch(/\| crm pricing \| [^|]+ \| not shown \|/);
  });
});
