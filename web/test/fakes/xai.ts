// xAI Responses API: POST /v1/responses with Bearer auth, the OpenAI Responses shape. With the
// `web_search` tool: `web_search_call` output items, a message whose text carries inline
// citations as Markdown links `[[1]](url)` annotated `url_citation`, `citations` (every URL
// the agent consulted) beside `output`, and the billed calls in
// `usage.server_side_tool_usage_details.web_search_calls`. Errors are `{ code, error }`.
import { annotatedText, responseObject } from './openai';
import { fakeId, lastUserText, startFakeProvider, type FakeProvider, type FakeProviderOptions, type FakeResponse } from './server';

const xaiError = (status: number, code: string, error: string, headers?: Record<string, string>): FakeResponse => ({ status, body: { code, error }, headers });

export function startFakeXai(options?: FakeProviderOptions): Promise<FakeProvider> {
  return startFakeProvider(
    {
      basePath: '/v1',
      isAnswerRoute: (method, path) => method === 'POST' && path === '/v1/responses',
      authenticate: (headers, _query, apiKey) =>
        headers.authorization === `Bearer ${apiKey}`
          ? undefined
          : xaiError(400, 'Client specified an invalid argument', 'Incorrect API key provided: xa***. You can obtain an API key from https://console.x.ai.'),
      promptOf: (body) => (typeof body.input === 'string' ? body.input : lastUserText(body.input)),
      render(body, answer) {
        const searched = ((body.tools ?? []) as { type?: string }[]).some((tool) => tool.type === 'web_search');
        const { text, annotations } = annotatedText(searched ? answer : { text: answer.text, sources: [] }, (source) => {
          const url = answer.sources[source];
          return { url, title: String(source + 1), link: `[[${source + 1}]](${url})` };
        });
        const prompt = typeof body.input === 'string' ? body.input : lastUserText(body.input);
        const output = [
          ...(searched ? [{ type: 'web_search_call', id: fakeId('ws_'), status: 'completed', action: { type: 'search', query: prompt } }] : []),
          { type: 'message', id: fakeId('msg_'), status: 'completed', role: 'assistant', content: [{ type: 'output_text', text, annotations, logprobs: [] }] },
        ];
        const response = responseObject(body, output, body.tools ?? [], {
          input: answer.usage?.input ?? Math.ceil(prompt.length / 4),
          output: answer.usage?.output ?? Math.ceil(text.length / 4),
          cached: answer.usage?.cached ?? 0,
          reasoning: answer.usage?.reasoning ?? 0,
        });
        return {
          ...response,
          citations: searched ? answer.sources : [],
          usage: { ...response.usage, num_server_side_tools_used: searched ? 1 : 0, server_side_tool_usage_details: { web_search_calls: searched ? 1 : 0 } },
        };
      },
      failure(kind, { retryAfterSeconds }) {
        switch (kind) {
          case 'not_found':
            return xaiError(404, 'Some requested entity was not found', 'The requested resource was not found.');
          case 'rate_limited':
            return xaiError(429, 'Too many requests', 'Your team has reached its requests per minute limit.', { 'retry-after': String(retryAfterSeconds) });
          case 'server_error':
            return xaiError(500, 'Internal error', 'The service encountered an internal error.');
          case 'overloaded':
            return xaiError(503, 'Service unavailable', 'The service is currently unavailable.');
        }
      },
    },
    options,
  );
}
