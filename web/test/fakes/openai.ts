// OpenAI Responses API: POST /v1/responses with Bearer auth. With the `web_search` tool, the
// output holds a `web_search_call` (its `action.sources` only when `include` asks for them)
// and a message whose output_text carries inline markdown links annotated as `url_citation`.
import { citedLines, fakeId, lastUserText, startFakeProvider, titleOf, type FakeProvider, type FakeProviderOptions, type FakeAnswer, type FakeResponse, type FakeUsage } from './server';

function openAIError(status: number, message: string, type: string, code: string | null, headers?: Record<string, string>): FakeResponse {
  return { status, body: { error: { message, type, param: null, code } }, headers: { 'x-request-id': fakeId('req_'), ...headers } };
}

/** OpenAI tags the links it cites with utm_source=openai. */
function tracked(url: string): string {
  const parsed = new URL(url);
  parsed.searchParams.set('utm_source', 'openai');
  return parsed.href;
}

export function startFakeOpenAI(options?: FakeProviderOptions): Promise<FakeProvider> {
  return startFakeProvider(
    {
      basePath: '/v1',
      isAnswerRoute: (method, path) => method === 'POST' && path === '/v1/responses',
      authenticate(headers, _query, apiKey) {
        const authorization = headers.authorization;
        if (authorization === `Bearer ${apiKey}`) return undefined;
        if (!authorization) {
          return openAIError(
            401,
            "You didn't provide an API key. You need to provide your API key in an Authorization header using Bearer auth (i.e. Authorization: Bearer YOUR_KEY).",
            'invalid_request_error',
            null,
          );
        }
        return openAIError(
          401,
          `Incorrect API key provided: ${authorization.replace(/^Bearer /, '').slice(0, 6)}****. You can find your API key at https://platform.openai.com/account/api-keys.`,
          'invalid_request_error',
          'invalid_api_key',
        );
      },
      promptOf: (body) => (typeof body.input === 'string' ? body.input : lastUserText(body.input)),
      render(body, answer) {
        const tools = (body.tools ?? []) as { type?: string }[];
        const searched = tools.some((tool) => tool.type === 'web_search' || tool.type === 'web_search_2025_08_26');
        const withSources = ((body.include ?? []) as string[]).includes('web_search_call.action.sources');
        const prompt = typeof body.input === 'string' ? body.input : lastUserText(body.input);

        const { text, annotations } = annotatedText(searched ? answer : { text: answer.text, sources: [] }, (source) => {
          const url = tracked(answer.sources[source]);
          const title = titleOf(url);
          return { url, title, link: `([${title}](${url}))` };
        });

        const output: unknown[] = [];
        if (searched) {
          output.push({
            type: 'web_search_call',
            id: fakeId('ws_'),
            status: 'completed',
            action: {
              type: 'search',
              query: prompt,
              ...(withSources && { sources: answer.sources.map((url) => ({ type: 'url', url })) }),
            },
          });
        }
        output.push({
          type: 'message',
          id: fakeId('msg_'),
          status: 'completed',
          role: 'assistant',
          content: [{ type: 'output_text', text, annotations, logprobs: [] }],
        });
        return responseObject(body, output, tools, {
          input: answer.usage?.input ?? Math.ceil(prompt.length / 4),
          output: answer.usage?.output ?? Math.ceil(text.length / 4),
          cached: answer.usage?.cached ?? 0,
          reasoning: answer.usage?.reasoning ?? 0,
        });
      },
      // Structured output: `text.format` of type json_schema; the reply is the output_text.
      isJudgeRequest: (body) => (body.text as { format?: { type?: string } } | undefined)?.format?.type === 'json_schema',
      renderJudge(body, reply) {
        const output = [{ type: 'message', id: fakeId('msg_'), status: 'completed', role: 'assistant', content: [{ type: 'output_text', text: reply, annotations: [], logprobs: [] }] }];
        const input = Math.ceil(JSON.stringify(body.input ?? '').length / 4) + Math.ceil(String(body.instructions ?? '').length / 4);
        return { ...responseObject(body, output, [], { input, output: Math.ceil(reply.length / 4), cached: 0, reasoning: 0 }), text: body.text };
      },
      failure(kind, { method, path, retryAfterSeconds }) {
        switch (kind) {
          case 'not_found':
            return openAIError(404, `Invalid URL (${method} ${path})`, 'invalid_request_error', null);
          case 'rate_limited':
            return openAIError(
              429,
              `Rate limit reached for requests per min (RPM): Limit 500, Used 500, Requested 1. Please try again in ${retryAfterSeconds}s. Visit https://platform.openai.com/account/rate-limits to learn more.`,
              'requests',
              'rate_limit_exceeded',
              {
                'retry-after': String(retryAfterSeconds),
                'x-ratelimit-limit-requests': '500',
                'x-ratelimit-remaining-requests': '0',
                'x-ratelimit-reset-requests': `${retryAfterSeconds}s`,
              },
            );
          case 'server_error':
            return openAIError(500, 'The server had an error while processing your request. Sorry about that!', 'server_error', null);
          case 'overloaded':
            return openAIError(503, 'The server is overloaded or not ready yet.', 'server_error', null);
        }
      },
    },
    options,
  );
}

/**
 * The answer's lines with an inline link after each cited one, and the `url_citation`
 * annotation spanning each link (Responses APIs: OpenAI's, xAI's).
 */
export function annotatedText(answer: FakeAnswer, linkOf: (source: number) => { url: string; title: string; link: string }) {
  let text = '';
  const annotations: unknown[] = [];
  citedLines(answer).forEach((line, index) => {
    if (index > 0) text += '\n';
    text += line.text;
    for (const source of line.sources) {
      const { url, title, link } = linkOf(source);
      text += ' ';
      annotations.push({ type: 'url_citation', start_index: text.length, end_index: text.length + link.length, url, title });
      text += link;
    }
  });
  return { text, annotations };
}

/** A Responses API `response` object around `output`, with the usage block the API documents. */
export function responseObject(body: Record<string, any>, output: unknown[], tools: unknown, usage: FakeUsage) {
  return {
    id: fakeId('resp_'),
    object: 'response',
    created_at: Math.floor(Date.now() / 1000),
    status: 'completed',
    error: null,
    incomplete_details: null,
    instructions: body.instructions ?? null,
    max_output_tokens: body.max_output_tokens ?? null,
    model: body.model,
    output,
    parallel_tool_calls: true,
    previous_response_id: null,
    store: body.store ?? true,
    temperature: 1,
    tool_choice: 'auto',
    tools,
    top_p: 1,
    truncation: 'disabled',
    usage: {
      input_tokens: usage.input,
      input_tokens_details: { cached_tokens: usage.cached },
      output_tokens: usage.output,
      output_tokens_details: { reasoning_tokens: usage.reasoning },
      total_tokens: usage.input + usage.output,
    },
    metadata: {},
  };
}
