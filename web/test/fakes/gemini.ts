// Gemini API: POST /v1beta/models/{model}:generateContent with `x-goog-api-key` (or `?key=`).
// With the googleSearch tool, the candidate's groundingMetadata lists groundingChunks (web.uri is
// a grounding redirect, web.title the site) and groundingSupports whose segments count UTF-8 bytes.
// Errors are google.rpc.Status: { error: { code, message, status, details } }.
import { randomUUID } from 'node:crypto';
import { citedLines, startFakeProvider, titleOf, type FakeProvider, type FakeProviderOptions, type FakeResponse } from './server';

const ANSWER_ROUTE = /^\/v1beta\/models\/([^/:]+):generateContent$/;
const REDIRECT_PREFIX = '/grounding-api-redirect/';

function googleError(code: number, status: string, message: string, details?: unknown[]): FakeResponse {
  return { status: code, body: { error: { code, message, status, ...(details && { details }) } } };
}

function promptOf(body: Record<string, unknown>): string {
  const contents = (body.contents ?? []) as { role?: string; parts?: { text?: string }[] }[];
  const last = contents.filter((content) => (content.role ?? 'user') === 'user').at(-1);
  return (last?.parts ?? []).map((part) => part.text ?? '').join('');
}

export function startFakeGemini(options?: FakeProviderOptions): Promise<FakeProvider> {
  return startFakeProvider(
    {
      basePath: '',
      isAnswerRoute: (method, path) => method === 'POST' && ANSWER_ROUTE.test(path),
      authenticate(headers, query, apiKey) {
        const key = headers['x-goog-api-key'] ?? query.get('key');
        if (key === apiKey) return undefined;
        if (!key) {
          return googleError(
            403,
            'PERMISSION_DENIED',
            "Method doesn't allow unregistered callers (callers without established identity). Please use API Key or other form of API consumer identity to call this API.",
          );
        }
        return googleError(400, 'INVALID_ARGUMENT', 'API key not valid. Please pass a valid API key.', [
          {
            '@type': 'type.googleapis.com/google.rpc.ErrorInfo',
            reason: 'API_KEY_INVALID',
            domain: 'googleapis.com',
            metadata: { service: 'generativelanguage.googleapis.com' },
          },
        ]);
      },
      promptOf,
      render(body, answer, { origin, path }) {
        const model = ANSWER_ROUTE.exec(path)?.[1] ?? 'gemini';
        const tools = (body.tools ?? []) as { googleSearch?: unknown; google_search?: unknown }[];
        const grounded = tools.some((tool) => tool.googleSearch !== undefined || tool.google_search !== undefined);
        const candidate: Record<string, unknown> = {
          content: { parts: [{ text: answer.text }], role: 'model' },
          finishReason: 'STOP',
          index: 0,
        };
        if (grounded) {
          const supports: unknown[] = [];
          let byteOffset = 0;
          for (const line of citedLines(answer)) {
            const length = Buffer.byteLength(line.text, 'utf8');
            if (line.sources.length > 0) {
              supports.push({
                // Protobuf JSON leaves zero values out, startIndex 0 included.
                segment: { ...(byteOffset > 0 && { startIndex: byteOffset }), endIndex: byteOffset + length, text: line.text },
                groundingChunkIndices: line.sources,
              });
            }
            byteOffset += length + 1;
          }
          candidate.groundingMetadata = {
            webSearchQueries: [promptOf(body)],
            searchEntryPoint: { renderedContent: '<style>.container{}</style><div class="container">Google Search</div>' },
            groundingChunks: answer.sources.map((url) => ({
              web: { uri: `${origin}${REDIRECT_PREFIX}${Buffer.from(url).toString('base64url')}`, title: titleOf(url) },
            })),
            groundingSupports: supports,
          };
        }
        const promptTokens = answer.usage?.input ?? Math.ceil(promptOf(body).length / 4);
        // Thoughts are counted apart from the candidates' tokens.
        const thoughtsTokens = answer.usage?.reasoning ?? 0;
        const candidatesTokens = (answer.usage?.output ?? Math.ceil(answer.text.length / 4)) - thoughtsTokens;
        return {
          candidates: [candidate],
          usageMetadata: {
            promptTokenCount: promptTokens,
            candidatesTokenCount: candidatesTokens,
            ...(answer.usage?.cached && { cachedContentTokenCount: answer.usage.cached }),
            ...(thoughtsTokens > 0 && { thoughtsTokenCount: thoughtsTokens }),
            totalTokenCount: promptTokens + candidatesTokens + thoughtsTokens,
          },
          modelVersion: model,
          responseId: randomUUID().replace(/-/g, '').slice(0, 22),
        };
      },
      // Structured output: generationConfig.responseMimeType application/json (with a
      // responseSchema); the reply is the candidate's text.
      isJudgeRequest: (body) => (body.generationConfig as { responseMimeType?: string } | undefined)?.responseMimeType === 'application/json',
      renderJudge(body, reply, { path }) {
        const promptTokens = Math.ceil(JSON.stringify(body.contents ?? '').length / 4) + Math.ceil(JSON.stringify(body.systemInstruction ?? '').length / 4);
        const candidatesTokens = Math.ceil(reply.length / 4);
        return {
          candidates: [{ content: { parts: [{ text: reply }], role: 'model' }, finishReason: 'STOP', index: 0 }],
          usageMetadata: { promptTokenCount: promptTokens, candidatesTokenCount: candidatesTokens, totalTokenCount: promptTokens + candidatesTokens },
          modelVersion: ANSWER_ROUTE.exec(path)?.[1] ?? 'gemini',
          responseId: randomUUID().replace(/-/g, '').slice(0, 22),
        };
      },
      failure(kind, { path, retryAfterSeconds }) {
        switch (kind) {
          case 'not_found':
            return googleError(404, 'NOT_FOUND', `Requested entity was not found: ${path}`);
          case 'rate_limited':
            // Google says when to retry in a RetryInfo detail, not in a Retry-After header.
            return googleError(429, 'RESOURCE_EXHAUSTED', 'You exceeded your current quota, please check your plan and billing details.', [
              {
                '@type': 'type.googleapis.com/google.rpc.QuotaFailure',
                violations: [
                  {
                    quotaMetric: 'generativelanguage.googleapis.com/generate_content_free_tier_requests',
                    quotaId: 'GenerateRequestsPerMinutePerProjectPerModel-FreeTier',
                  },
                ],
              },
              { '@type': 'type.googleapis.com/google.rpc.RetryInfo', retryDelay: `${retryAfterSeconds}s` },
            ]);
          case 'server_error':
            return googleError(500, 'INTERNAL', 'An internal error has occurred. Please retry or report in https://developers.generativeai.google/guide/troubleshooting');
          case 'overloaded':
            return googleError(503, 'UNAVAILABLE', 'The model is overloaded. Please try again later.');
        }
      },
      serveOther(req, res, url) {
        if (req.method !== 'GET' || !url.pathname.startsWith(REDIRECT_PREFIX)) return false;
        const target = Buffer.from(url.pathname.slice(REDIRECT_PREFIX.length), 'base64url').toString('utf8');
        res.writeHead(302, { location: target }).end();
        return true;
      },
    },
    options,
  );
}
