// Perplexity Sonar: POST /chat/completions (OpenAI-compatible) with Bearer auth. The answer
// carries [n] markers pointing into the top-level `citations` URL list; `search_results`
// describes the same pages (title, url, date, snippet).
import { randomUUID } from 'node:crypto';
import { citedLines, lastUserText, startFakeProvider, titleOf, type FakeProvider, type FakeProviderOptions, type FakeResponse } from './server';

function perplexityError(status: number, message: string, type: string, headers?: Record<string, string>): FakeResponse {
  return { status, body: { error: { message, type, code: status } }, headers };
}

export function startFakePerplexity(options?: FakeProviderOptions): Promise<FakeProvider> {
  return startFakeProvider(
    {
      basePath: '',
      isAnswerRoute: (method, path) => method === 'POST' && path === '/chat/completions',
      authenticate: (headers, _query, apiKey) =>
        headers.authorization === `Bearer ${apiKey}`
          ? undefined
          : perplexityError(401, 'Invalid API key provided. Check your Authorization header.', 'invalid_api_key'),
      promptOf: (body) => lastUserText(body.messages),
      render(body, answer) {
        const content = citedLines(answer)
          .map((line) => line.text + line.sources.map((source) => `[${source + 1}]`).join(''))
          .join('\n');
        const promptTokens = answer.usage?.input ?? Math.ceil(lastUserText(body.messages).length / 4);
        const completionTokens = answer.usage?.output ?? Math.ceil(content.length / 4);
        return {
          id: randomUUID(),
          model: body.model,
          created: Math.floor(Date.now() / 1000),
          usage: {
            prompt_tokens: promptTokens,
            completion_tokens: completionTokens,
            total_tokens: promptTokens + completionTokens,
            ...(answer.usage?.reasoning && { reasoning_tokens: answer.usage.reasoning }),
            search_context_size: 'low',
          },
          citations: answer.sources,
          search_results: answer.sources.map((url) => ({
            title: titleOf(url),
            url,
            date: '2025-05-12',
            last_updated: '2025-06-02',
            snippet: `An overview from ${titleOf(url)}.`,
            source: 'web',
          })),
          object: 'chat.completion',
          choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content } }],
        };
      },
      failure(kind, { path, retryAfterSeconds }) {
        switch (kind) {
          case 'not_found':
            return perplexityError(404, `Not found: ${path}`, 'not_found');
          case 'rate_limited':
            return perplexityError(429, 'Rate limit exceeded. Please retry later.', 'rate_limit_exceeded', {
              'retry-after': String(retryAfterSeconds),
            });
          case 'server_error':
            return perplexityError(500, 'Internal server error', 'internal_server_error');
          case 'overloaded':
            return perplexityError(503, 'Service temporarily unavailable', 'service_unavailable');
        }
      },
    },
    options,
  );
}
