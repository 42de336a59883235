// DataForSEO SERP API: POST /v3/serp/google/organic/live/advanced and
// /v3/serp/google/ai_mode/live/advanced, Basic authentication, a JSON array of one task
// { keyword, location_code, language_code }. As documented: the servers answer 200 with the
// outcome in `status_code` (20000 ok; 40202 the per-minute rate limit; 40102 "No Search
// Results" on a task; 50000 an internal error) and HTTP 401/402/404/500 otherwise; the result's
// `items[]` hold an `ai_overview` item { markdown, items: [ai_overview_element { title, text,
// markdown, references }], references: [ai_overview_reference { source, domain, url, title, text }] }
// when Google showed one.
import { randomUUID } from 'node:crypto';
import { citedLines, startFakeProvider, titleOf, type FakeAnswer, type FakeProvider, type FakeProviderOptions, type FakeResponse } from './server';

const PATHS = ['/v3/serp/google/organic/live/advanced', '/v3/serp/google/ai_mode/live/advanced'];

function envelope(statusCode: number, statusMessage: string, tasks: unknown[] = [], httpStatus = 200): FakeResponse {
  return {
    status: httpStatus,
    body: { version: '0.1.20260101', status_code: statusCode, status_message: statusMessage, time: '0.5 sec.', cost: 0, tasks_count: tasks.length, tasks_error: 0, tasks },
  };
}

const reference = (url: string) => ({ type: 'ai_overview_reference', source: titleOf(url), domain: titleOf(url), url, title: `${titleOf(url)} – guide`, text: '…' });

function overviewItem(answer: FakeAnswer) {
  const elements = citedLines(answer)
    .filter((line) => line.text.trim())
    .map((line, position) => ({
      type: 'ai_overview_element',
      position: 'left',
      title: null,
      text: line.text.replace(/\*\*/g, ''),
      markdown: line.text,
      references: line.sources.map((source) => reference(answer.sources[source])),
    }));
  return { type: 'ai_overview', rank_group: 1, rank_absolute: 1, position: 'left', asynchronous_ai_overview: false, items: elements, references: answer.sources.map(reference) };
}

export function startFakeDataForSeo(options?: FakeProviderOptions): Promise<FakeProvider> {
  const expected = (apiKey: string) => `Basic ${Buffer.from(`fake-login:${apiKey}`).toString('base64')}`;
  return startFakeProvider(
    {
      basePath: '',
      isAnswerRoute: (method, path) => method === 'POST' && PATHS.includes(path),
      // The task array, recorded as its one task.
      requestOf: (_query, body) => (Array.isArray(body) ? (body[0] as Record<string, unknown>) : body),
      authenticate: (headers, _query, apiKey) =>
        headers.authorization === expected(apiKey)
          ? undefined
          : envelope(40100, 'You are not authorized to access this resource. See your login details here: https://app.dataforseo.com/api-access', [], 401),
      promptOf: (body) => String(body.keyword ?? ''),
      render(body, answer, { path }) {
        const aiMode = path.includes('ai_mode');
        if (aiMode && answer.shown === false) {
          return envelope(20000, 'Ok.', [{ id: randomUUID(), status_code: 40102, status_message: 'No Search Results.', cost: 0.004, result: null }]).body;
        }
        const items: unknown[] = answer.shown === false ? [] : [overviewItem(answer)];
        if (!aiMode) items.push(...answer.sources.map((url, i) => ({ type: 'organic', rank_group: i + 1, url, title: titleOf(url) })));
        const result = [{ keyword: body.keyword, type: aiMode ? 'ai_mode' : 'organic', location_code: body.location_code, language_code: body.language_code, items_count: items.length, items }];
        return envelope(20000, 'Ok.', [{ id: randomUUID(), status_code: 20000, status_message: 'Ok.', cost: aiMode ? 0.004 : 0.0026, result_count: 1, data: body, result }]).body;
      },
      failure(kind) {
        switch (kind) {
          case 'not_found':
            return { status: 404, body: { status_code: 40400, status_message: 'Not Found.' } };
          case 'rate_limited':
            return envelope(40202, 'Rate-limit per minute exceeded. Please contact support.');
          case 'server_error':
            return { status: 500, body: { status_code: 50000, status_message: 'Internal Server Error.' } };
          case 'overloaded':
            return envelope(50000, 'Internal Error.');
        }
      },
    },
    options,
  );
}

/** The login the fake expects beside its key (the key is the password). */
export const FAKE_DATAFORSEO_LOGIN = 'fake-login';
