// Anthropic Messages API: POST /v1/messages with the key in `x-api-key` or, as SDK 1.x sends it,
// `Authorization: Bearer`, and an `anthropic-version` header. With the web_search server tool,
// content holds a server_tool_use block, its web_search_tool_result (the pages found), then text
// blocks, the cited ones carrying web_search_result_location citations.
// Errors: { type: 'error', error: { type, message }, request_id }; overloaded is 529.
import { randomBytes } from 'node:crypto';
import { citedLines, fakeId, lastUserText, startFakeProvider, titleOf, type FakeProvider, type FakeProviderOptions, type FakeResponse } from './server';

function anthropicError(status: number, type: string, message: string, headers?: Record<string, string>): FakeResponse {
  const requestId = fakeId('req_');
  return { status, body: { type: 'error', error: { type, message }, request_id: requestId }, headers: { 'request-id': requestId, ...headers } };
}

/** A Messages API `message` around `content`, usage in the field order the API sends. */
function message(body: Record<string, unknown>, content: unknown[], stopReason: string, usage: { input_tokens: number; output_tokens: number; cache_read_input_tokens: number; server_tool_use: unknown }) {
  return {
    id: fakeId('msg_'),
    type: 'message',
    role: 'assistant',
    model: body.model,
    content,
    stop_reason: stopReason,
    stop_sequence: null,
    container: null,
    usage: {
      input_tokens: usage.input_tokens,
      output_tokens: usage.output_tokens,
      cache_creation_input_tokens: 0,
      cache_read_input_tokens: usage.cache_read_input_tokens,
      server_tool_use: usage.server_tool_use,
      service_tier: 'standard',
    },
  };
}

/** Opaque, like the encrypted fields the API returns for multi-turn use. */
const opaque = () => randomBytes(24).toString('base64');

export function startFakeAnthropic(options?: FakeProviderOptions): Promise<FakeProvider> {
  return startFakeProvider(
    {
      basePath: '',
      isAnswerRoute: (method, path) => method === 'POST' && path === '/v1/messages',
      authenticate(headers, _query, apiKey) {
        if (headers['x-api-key'] !== apiKey && headers.authorization !== `Bearer ${apiKey}`) {
          return anthropicError(401, 'authentication_error', 'invalid x-api-key');
        }
        if (!headers['anthropic-version']) {
          return anthropicError(400, 'invalid_request_error', 'anthropic-version: header is required');
        }
        return undefined;
      },
      promptOf: (body) => lastUserText(body.messages),
      render(body, answer) {
        const tools = (body.tools ?? []) as { type?: string }[];
        const searched = tools.some((tool) => tool.type?.startsWith('web_search_'));
        const prompt = lastUserText(body.messages);
        const content: unknown[] = [];
        if (searched) {
          const toolUseId = fakeId('srvtoolu_');
          content.push(
            { type: 'server_tool_use', id: toolUseId, name: 'web_search', input: { query: prompt }, caller: { type: 'direct' } },
            {
              type: 'web_search_tool_result',
              tool_use_id: toolUseId,
              caller: { type: 'direct' },
              content: answer.sources.map((url) => ({
                type: 'web_search_result',
                url,
                title: titleOf(url),
                encrypted_content: opaque(),
                page_age: 'May 12, 2025',
              })),
            },
          );
        }
        const lines = citedLines(searched ? answer : { text: answer.text, sources: [] });
        lines.forEach((line, index) => {
          const text = index < lines.length - 1 ? `${line.text}\n` : line.text;
          const citations = line.sources.map((source) => ({
            type: 'web_search_result_location',
            url: answer.sources[source],
            title: titleOf(answer.sources[source]),
            encrypted_index: opaque(),
            cited_text: `${line.text.replace(/[*#]/g, '').trim()} (from ${titleOf(answer.sources[source])})`.slice(0, 150),
          }));
          content.push({ type: 'text', text, citations: citations.length > 0 ? citations : null });
        });
        // Messages API: input_tokens counts what was not read from the cache.
        const inputTokens = answer.usage ? answer.usage.input - answer.usage.cached : Math.ceil(prompt.length / 4);
        return message(body, content, 'end_turn', {
          input_tokens: inputTokens,
          output_tokens: answer.usage?.output ?? Math.ceil(answer.text.length / 4),
          cache_read_input_tokens: answer.usage?.cached ?? 0,
          server_tool_use: { web_search_requests: searched ? 1 : 0 },
        });
      },
      // Structured output by tool use: a forced tool whose input_schema is the verdict's; the
      // reply is that tool_use block's input (stop_reason tool_use). A reply that is not JSON
      // comes back as a text block, as a model that ignored the tool would answer.
      isJudgeRequest: (body) => (body.tool_choice as { type?: string } | undefined)?.type === 'tool',
      renderJudge(body, reply) {
        const tool = (body.tool_choice as { name: string }).name;
        let input: unknown;
        try {
          input = JSON.parse(reply);
        } catch {
          input = undefined;
        }
        const content =
          input !== undefined && typeof input === 'object' && input !== null
            ? [{ type: 'tool_use', id: fakeId('toolu_'), name: tool, input, caller: { type: 'direct' } }]
            : [{ type: 'text', text: reply, citations: null }];
        return message(body, content, content[0].type === 'tool_use' ? 'tool_use' : 'end_turn', {
          input_tokens: Math.ceil(JSON.stringify(body.messages ?? '').length / 4) + Math.ceil(String(body.system ?? '').length / 4),
          output_tokens: Math.ceil(reply.length / 4),
          cache_read_input_tokens: 0,
          server_tool_use: null,
        });
      },
      failure(kind, { retryAfterSeconds }) {
        switch (kind) {
          case 'not_found':
            return anthropicError(404, 'not_found_error', 'Not found');
          case 'rate_limited':
            return anthropicError(
              429,
              'rate_limit_error',
              'This request would exceed the rate limit for your organization of 50 requests per minute. For details, refer to: https://docs.claude.com/en/api/rate-limits.',
              { 'retry-after': String(retryAfterSeconds), 'anthropic-ratelimit-requests-remaining': '0' },
            );
          case 'server_error':
            return anthropicError(500, 'api_error', 'Internal server error');
          case 'overloaded':
            return anthropicError(529, 'overloaded_error', 'Overloaded');
        }
      },
    },
    options,
  );
}
