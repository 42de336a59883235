// Mistral Conversations API: POST /v1/conversations with Bearer auth. With the `web_search`
// tool the outputs hold a `tool.execution` entry and a `message.output` entry whose content is
// a list of chunks: `text`, each followed by the `tool_reference` chunks of the pages it came
// from ({ tool, title, url, description }); `usage` counts tokens and connector calls.
// Errors carry a `message`.
import { citedLines, fakeId, startFakeProvider, titleOf, type FakeProvider, type FakeProviderOptions, type FakeResponse } from './server';

const mistralError = (status: number, message: string, headers?: Record<string, string>): FakeResponse => ({
  status,
  body: { object: 'error', message, type: status === 429 ? 'rate_limited' : 'api_error', param: null, code: String(status) },
  headers,
});

export function startFakeMistral(options?: FakeProviderOptions): Promise<FakeProvider> {
  return startFakeProvider(
    {
      basePath: '',
      isAnswerRoute: (method, path) => method === 'POST' && path === '/v1/conversations',
      authenticate: (headers, _query, apiKey) =>
        headers.authorization === `Bearer ${apiKey}` ? undefined : { status: 401, body: { message: 'Unauthorized', request_id: fakeId('') } },
      promptOf: (body) => (typeof body.inputs === 'string' ? body.inputs : JSON.stringify(body.inputs ?? '')),
      render(body, answer) {
        const searched = ((body.tools ?? []) as { type?: string }[]).some((tool) => tool.type === 'web_search');
        const content: unknown[] = [];
        const lines = citedLines(searched ? answer : { text: answer.text, sources: [] });
        lines.forEach((line, index) => {
          content.push({ type: 'text', text: line.text + (index < lines.length - 1 ? '\n' : '') });
          for (const source of line.sources) {
            const url = answer.sources[source];
            content.push({ type: 'tool_reference', tool: 'web_search', title: `${titleOf(url)} – guide`, url, description: null, favicon: null });
          }
        });
        const prompt = String(body.inputs ?? '');
        const promptTokens = answer.usage?.input ?? Math.ceil(prompt.length / 4);
        const completionTokens = answer.usage?.output ?? Math.ceil(answer.text.length / 4);
        const now = new Date().toISOString();
        return {
          object: 'conversation.response',
          conversation_id: fakeId('conv_'),
          outputs: [
            ...(searched ? [{ object: 'entry', type: 'tool.execution', name: 'web_search', id: fakeId('tool_'), created_at: now, completed_at: now }] : []),
            { object: 'entry', type: 'message.output', role: 'assistant', id: fakeId('msg_'), model: body.model, created_at: now, completed_at: now, content },
          ],
          usage: {
            prompt_tokens: promptTokens,
            completion_tokens: completionTokens,
            total_tokens: promptTokens + completionTokens,
            connector_tokens: searched ? 800 : null,
            connectors: searched ? { web_search: 1 } : null,
          },
        };
      },
      failure(kind, { retryAfterSeconds }) {
        switch (kind) {
          case 'not_found':
            return { status: 404, body: { detail: 'Not Found' } };
          case 'rate_limited':
            return mistralError(429, 'Requests rate limit exceeded', { 'retry-after': String(retryAfterSeconds) });
          case 'server_error':
            return mistralError(500, 'Internal server error');
          case 'overloaded':
            return mistralError(503, 'Service unavailable');
        }
      },
    },
    options,
  );
}
