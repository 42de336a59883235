// An OpenAI-compatible server as Ollama and vLLM serve one: POST /v1/chat/completions with Bearer
// auth. A request with `response_format: { type: 'json_schema' }` gets the structured reply as
// the message's content (the model reader's, docs/guide/answer-reading.md#the-model-reader);
// errors in OpenAI's `{ error: { message, type, code } }` shape, as vLLM sends them.
import { randomUUID } from 'node:crypto';
import { lastUserText, startFakeProvider, type FakeProvider, type FakeProviderOptions, type FakeResponse } from './server';

function compatibleError(status: number, message: string, type: string, headers?: Record<string, string>): FakeResponse {
  return { status, body: { error: { message, type, param: null, code: null } }, headers };
}

function completion(body: Record<string, unknown>, content: string) {
  const promptTokens = Math.ceil(JSON.stringify(body.messages ?? '').length / 4);
  const completionTokens = Math.ceil(content.length / 4);
  return {
    id: `chatcmpl-${randomUUID()}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model: body.model,
    choices: [{ index: 0, finish_reason: 'stop', logprobs: null, message: { role: 'assistant', content } }],
    usage: { prompt_tokens: promptTokens, completion_tokens: completionTokens, total_tokens: promptTokens + completionTokens },
  };
}

export function startFakeOpenAICompatible(options?: FakeProviderOptions): Promise<FakeProvider> {
  return startFakeProvider(
    {
      basePath: '/v1',
      isAnswerRoute: (method, path) => method === 'POST' && path === '/v1/chat/completions',
      authenticate: (headers, _query, apiKey) =>
        headers.authorization === `Bearer ${apiKey}` ? undefined : compatibleError(401, 'Invalid API key', 'authentication_error'),
      promptOf: (body) => lastUserText(body.messages),
      render: (body, answer) => completion(body, answer.text),
      isJudgeRequest: (body) => (body.response_format as { type?: string } | undefined)?.type === 'json_schema',
      renderJudge: (body, reply) => completion(body, reply),
      failure(kind, { path, retryAfterSeconds }) {
        switch (kind) {
          case 'not_found':
            return compatibleError(404, `Not found: ${path}`, 'NotFoundError');
          case 'rate_limited':
            return compatibleError(429, 'Too many requests', 'RateLimitError', { 'retry-after': String(retryAfterSeconds) });
          case 'server_error':
            return compatibleError(500, 'Internal server error', 'InternalServerError');
          case 'overloaded':
            return compatibleError(503, 'Service unavailable', 'ServiceUnavailableError');
        }
      },
    },
    options,
  );
}
