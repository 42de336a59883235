// SerpApi: GET /search.json?engine=…&q=…&api_key=… (the key in the query string). As its
// documentation shows them: `engine=google` carries the page's AI Overview as `ai_overview`
// { text_blocks, references } — or only a `page_token` when Google lazy-loads it, fetched with
// `engine=google_ai_overview&page_token=…` — and no `ai_overview` when Google shows none;
// `engine=google_ai_mode` and `engine=bing_copilot` carry `text_blocks` and `references` at the
// top level (Copilot a `header` too), or an `error` text when nothing was shown. Blocks are
// paragraphs, headings, lists (items with `title`/`snippet`), tables; `reference_indexes` point
// at `references[].index`. Errors are `{ "error": "…" }`.
import { citedLines, fakeId, startFakeProvider, titleOf, type FakeAnswer, type FakeProvider, type FakeProviderOptions, type FakeResponse } from './server';

const serpApiError = (status: number, error: string, headers?: Record<string, string>): FakeResponse => ({ status, body: { error }, headers });

const token = (prompt: string) => Buffer.from(prompt, 'utf8').toString('base64url');
const untoken = (value: unknown) => (typeof value === 'string' ? Buffer.from(value, 'base64url').toString('utf8') : '');

/** The answer's lines as SerpApi blocks: `# ` headings, `- ` or `1. ` list items (`**title** snippet`), `|` table rows, else paragraphs. */
export function textBlocks(answer: FakeAnswer) {
  const blocks: Record<string, unknown>[] = [];
  let list: Record<string, unknown>[] | undefined;
  let table: string[][] | undefined;
  for (const line of citedLines(answer)) {
    const text = line.text.trim();
    const item = /^(?:-|\d+\.)\s+(.*)$/.exec(text);
    if (!item) list = undefined;
    if (!text.startsWith('|')) table = undefined;
    if (!text) continue;
    if (item) {
      const titled = /^\*\*(.+?)\*\*\s*(.*)$/.exec(item[1]);
      if (!list) blocks.push({ type: 'list', list: (list = []) });
      list.push({ ...(titled ? { title: titled[1], snippet: titled[2] } : { snippet: item[1] }), reference_indexes: line.sources });
    } else if (text.startsWith('|')) {
      const cells = text.replace(/^\||\|$/g, '').split('|').map((cell) => cell.trim());
      if (cells.every((cell) => /^-+$/.test(cell))) continue;
      if (!table) blocks.push({ type: 'table', table: (table = []), reference_indexes: line.sources });
      table.push(cells);
    } else if (text.startsWith('#')) {
      blocks.push({ type: 'heading', snippet: text.replace(/^#+\s*/, ''), reference_indexes: line.sources });
    } else {
      blocks.push({ type: 'paragraph', snippet: text, snippet_highlighted_words: [], reference_indexes: line.sources });
    }
  }
  return blocks;
}

export const references = (answer: FakeAnswer) =>
  answer.sources.map((link, index) => ({ title: `${titleOf(link)} – guide`, link, snippet: `An overview from ${titleOf(link)}.`, source: titleOf(link), index }));

export function startFakeSerpApi(options?: FakeProviderOptions): Promise<FakeProvider> {
  return startFakeProvider(
    {
      basePath: '',
      isAnswerRoute: (method, path) => method === 'GET' && (path === '/search.json' || path === '/search'),
      requestOf: (query) => Object.fromEntries([...query].filter(([key]) => key !== 'api_key')),
      authenticate: (_headers, query, apiKey) =>
        query.get('api_key') === apiKey ? undefined : serpApiError(401, 'Invalid API key. Your API key should be here: https://serpapi.com/manage-api-key'),
      promptOf: (body) => (typeof body.q === 'string' ? body.q : untoken(body.page_token)),
      render(body, answer) {
        const search_metadata = { id: fakeId(''), status: 'Success', created_at: new Date().toISOString(), total_time_taken: 1.2 };
        const engine = body.engine;
        const shown = answer.shown !== false;
        const answerBlock = { text_blocks: textBlocks(answer), references: references(answer) };
        if (engine === 'google') {
          const organic_results = answer.sources.map((link, i) => ({ position: i + 1, title: titleOf(link), link, snippet: '…' }));
          if (!shown) return { search_metadata, search_parameters: body, organic_results };
          const ai_overview = answer.lazyOverview ? { page_token: token(String(body.q)), serpapi_link: 'https://serpapi.com/search.json?engine=google_ai_overview' } : answerBlock;
          return { search_metadata, search_parameters: body, ai_overview, organic_results };
        }
        if (engine === 'google_ai_overview') {
          return { search_metadata, search_parameters: { engine }, ...(shown && { ai_overview: answerBlock }) };
        }
        if (!shown) return { search_metadata, search_parameters: body, error: `${engine === 'bing_copilot' ? 'Bing Copilot' : 'Google'} hasn't returned any results for this query.` };
        if (engine === 'bing_copilot') return { search_metadata, search_parameters: body, header: answer.text.split('\n')[0].replace(/^#+\s*/, ''), ...answerBlock };
        return { search_metadata, search_parameters: body, ...answerBlock };
      },
      failure(kind, { retryAfterSeconds }) {
        switch (kind) {
          case 'not_found':
            return serpApiError(404, 'The requested resource does not exist.');
          case 'rate_limited':
            return serpApiError(429, 'Your account has exceeded its hourly throughput limit.', { 'retry-after': String(retryAfterSeconds) });
          case 'server_error':
            return serpApiError(500, 'Something went wrong on our end.');
          case 'overloaded':
            return {
              status: 503,
              body: { search_metadata: { id: fakeId(''), status: 'Error' }, error: "We couldn't get valid results for this search. Please try again later." },
            };
        }
      },
    },
    options,
  );
}
