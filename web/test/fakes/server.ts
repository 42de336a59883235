// The plumbing every fake provider shares: a node:http server on 127.0.0.1, request recording,
// auth checks, deterministic faults (5xx, hangs, 429 bursts) and latency. Each provider module
// supplies only its wire format: routes, auth headers, response and error bodies.
import http, { type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { seededRandom } from '@/server/engines/random';
import { simulatedAnswer } from '@/server/engines/simulated';

/** The key fakes accept unless told otherwise. */
export const FAKE_API_KEY = 'fake-provider-key';

/** What the fake engine answers: text lines, and the sources it cites (each attached to a line). */
export interface FakeAnswer {
  text: string;
  sources: string[];
  /** a search page that shows no AI answer for this prompt (SERP fakes); shown by default */
  shown?: boolean;
  /** SerpApi's Google search: the AI Overview needs its follow-up request with a page_token */
  lazyOverview?: boolean;
  /** the usage the provider reports, in its own fields (default: about four characters a token, nothing cached) */
  usage?: FakeUsage;
}

export interface FakeUsage {
  input: number;
  output: number;
  cached: number;
  reasoning: number;
}

export interface FakeFaults {
  /** Share of requests answered with a server error (500 or the provider's overloaded status). */
  errorRate?: number;
  /** Share of requests left unanswered until the client gives up. */
  timeoutRate?: number;
  /** Share of requests answered 429 (with `Retry-After: 0`: try again after your own backoff). */
  rateLimitRate?: number;
  /** Requests number `from` (1-based, counted after auth) to `from + count - 1` get a 429. */
  rateLimitBurst?: { from: number; count: number; retryAfterSeconds?: number };
  /** A request arriving while `max` others are in flight gets a 429, as a shared account's limit does. */
  concurrencyLimit?: { max: number; retryAfterSeconds?: number };
  /** Every request before this time (epoch ms) gets a 503: the provider is down. */
  downUntil?: number;
  /** Every answer is a 200 whose body is not the provider's JSON (a proxy's HTML page). */
  malformed?: boolean;
}

export interface FakeProviderOptions {
  /** Delay before each answer (default 0). */
  latencyMs?: number;
  /** What the engine answers to `prompt`; `request` is what was asked (e.g. SerpApi's `engine`). */
  answer?: (prompt: string, request: Record<string, unknown>) => FakeAnswer;
  faults?: FakeFaults;
  /** Seed of the pseudo-random fault draws (default 1). */
  seed?: number;
  /** The key the fake accepts (default FAKE_API_KEY). */
  apiKey?: string;
  /**
   * The reply to a model judge's request (structured output, docs/operations/model-judge.md), given its
   * input: an object is sent as the JSON the schema asks for, a string as the raw reply text
   * (to test invalid or hostile replies). Default: about the brand, NEUTRAL, no excerpt.
   */
  judge?: (input: string) => unknown;
}

export interface FakeProvider {
  /** Base URL as the provider's *_BASE_URL env var expects it. */
  url: string;
  /** Parsed JSON bodies of the answer requests that passed auth, in arrival order. */
  requests: Record<string, unknown>[];
  /** The URL paths of those requests, in the same order (Gemini names the model in its path). */
  paths: string[];
  /** Answer requests being handled now, and the most there ever were at once. */
  stats: { inFlight: number; maxInFlight: number; rateLimited: number };
  close(): Promise<void>;
}

export interface FakeResponse {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

export type FakeFailure = 'not_found' | 'rate_limited' | 'server_error' | 'overloaded';

/** One provider's side of the wire. */
export interface WireFormat {
  /** Path prefix the base URL includes (OpenAI's `/v1`), '' when the SDK adds it. */
  basePath: string;
  isAnswerRoute(method: string, path: string): boolean;
  /** What is recorded and rendered from: the JSON body, or (GET APIs) what the query string says. */
  requestOf?(query: URLSearchParams, body: Record<string, unknown>): Record<string, unknown>;
  /** The provider's refusal when credentials are missing or wrong, undefined when they are fine. */
  authenticate(headers: IncomingHttpHeaders, query: URLSearchParams, apiKey: string): FakeResponse | undefined;
  promptOf(body: Record<string, unknown>): string;
  render(body: Record<string, unknown>, answer: FakeAnswer, context: { origin: string; path: string }): unknown;
  failure(kind: FakeFailure, context: { method: string; path: string; retryAfterSeconds: number }): FakeResponse;
  /** A request for structured output (a model judge's) rather than an answer. */
  isJudgeRequest?(body: Record<string, unknown>): boolean;
  /** The provider's structured-output response carrying `reply` (JSON text), with its usage fields. */
  renderJudge?(body: Record<string, unknown>, reply: string, context: { path: string }): unknown;
  /** Routes besides the answer one (e.g. Gemini's grounding redirects); true when handled. */
  serveOther?(req: IncomingMessage, res: ServerResponse, url: URL): boolean;
}

const defaultAnswer = (prompt: string): FakeAnswer => {
  const { text, sources } = simulatedAnswer({ prompt, region: 'us', model: 'fake' });
  return { text, sources };
};

export async function startFakeProvider(wire: WireFormat, options: FakeProviderOptions = {}): Promise<FakeProvider> {
  const { latencyMs = 0, answer = defaultAnswer, faults = {}, seed = 1, apiKey = FAKE_API_KEY } = options;
  const judge = options.judge ?? (() => ({ aboutBrand: true, sentiment: 'NEUTRAL', excerpt: '' }));
  const random = seededRandom(seed);
  const requests: Record<string, unknown>[] = [];
  const paths: string[] = [];
  const stats = { inFlight: 0, maxInFlight: 0, rateLimited: 0 };

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const method = req.method ?? 'GET';
    if (wire.serveOther?.(req, res, url)) return;
    if (!wire.isAnswerRoute(method, url.pathname)) {
      return send(res, wire.failure('not_found', { method, path: url.pathname, retryAfterSeconds: 0 }));
    }
    const json = await readJson(req);
    const body = wire.requestOf?.(url.searchParams, json) ?? json;
    const refusal = wire.authenticate(req.headers, url.searchParams, apiKey);
    if (refusal) return send(res, refusal);
    requests.push(body);
    paths.push(url.pathname);
    stats.inFlight++;
    stats.maxInFlight = Math.max(stats.maxInFlight, stats.inFlight);
    try {
      await answerRequest(req, res, url, method, body);
    } finally {
      stats.inFlight--;
    }
  }

  async function answerRequest(req: IncomingMessage, res: ServerResponse, url: URL, method: string, body: Record<string, unknown>) {
    const limit = faults.concurrencyLimit;
    if (limit && stats.inFlight > limit.max) {
      stats.rateLimited++;
      return send(res, wire.failure('rate_limited', { method, path: url.pathname, retryAfterSeconds: limit.retryAfterSeconds ?? 1 }));
    }
    if (faults.downUntil && Date.now() < faults.downUntil) {
      return send(res, wire.failure('overloaded', { method, path: url.pathname, retryAfterSeconds: 0 }));
    }

    const number = requests.length;
    const burst = faults.rateLimitBurst;
    if (burst && number >= burst.from && number < burst.from + burst.count) {
      const retryAfterSeconds = burst.retryAfterSeconds ?? 1;
      return send(res, wire.failure('rate_limited', { method, path: url.pathname, retryAfterSeconds }));
    }
    const roll = random();
    const timeoutRate = faults.timeoutRate ?? 0;
    if (roll < timeoutRate) {
      // never answered (close() drops the connection); in flight until the client hangs up
      await new Promise((resolve) => res.on('close', resolve));
      return;
    }
    if (roll < timeoutRate + (faults.errorRate ?? 0)) {
      const kind = random() < 0.5 ? 'server_error' : 'overloaded';
      return send(res, wire.failure(kind, { method, path: url.pathname, retryAfterSeconds: 0 }));
    }
    if (roll < timeoutRate + (faults.errorRate ?? 0) + (faults.rateLimitRate ?? 0)) {
      stats.rateLimited++;
      return send(res, wire.failure('rate_limited', { method, path: url.pathname, retryAfterSeconds: 0 }));
    }

    if (latencyMs > 0) {
      const clientGone = new AbortController();
      res.on('close', () => clientGone.abort());
      try {
        await sleep(latencyMs, undefined, { signal: clientGone.signal });
      } catch {
        return;
      }
    }
    if (faults.malformed) {
      res.writeHead(200, { 'content-type': 'text/html' });
      return res.end('<html><body>502 Bad Gateway</body></html>');
    }
    const origin = `http://${req.headers.host}`;
    if (wire.renderJudge && wire.isJudgeRequest?.(body)) {
      const reply = judge(wire.promptOf(body));
      return send(res, { status: 200, body: wire.renderJudge(body, typeof reply === 'string' ? reply : JSON.stringify(reply), { path: url.pathname }) });
    }
    send(res, { status: 200, body: wire.render(body, answer(wire.promptOf(body), body), { origin, path: url.pathname }) });
  }

  const server = http.createServer((req, res) => {
    // A client that hangs up mid-request is no concern of the fake's.
    handle(req, res).catch(() => res.destroy());
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${wire.basePath}`,
    requests,
    paths,
    stats,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
  } catch {
    return {};
  }
}

function send(res: ServerResponse, { status, body, headers = {} }: FakeResponse): void {
  if (res.destroyed) return;
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

/**
 * The answer's lines, each source attached to one non-blank line in turn, as engines attach
 * a source to the claims taken from it. Joined with '\n' they give the answer back.
 */
export function citedLines(answer: FakeAnswer): { text: string; sources: number[] }[] {
  const lines = answer.text.split('\n').map((text) => ({ text, sources: [] as number[] }));
  const content = lines.filter((line) => line.text.trim() !== '');
  answer.sources.forEach((_, index) => content[index % content.length]?.sources.push(index));
  return lines;
}

/** A page title good enough for a fake: the site's name. */
export function titleOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
}

export function fakeId(prefix: string): string {
  return `${prefix}${Math.random().toString(36).slice(2, 12)}${Math.random().toString(36).slice(2, 12)}`;
}

/** The last user message's text in OpenAI/Anthropic-style `messages`. */
export function lastUserText(messages: unknown): string {
  const list = Array.isArray(messages) ? (messages as { role?: string; content?: unknown }[]) : [];
  const content = list.filter((message) => message.role === 'user').at(-1)?.content;
  if (typeof content === 'string') return content;
  return Array.isArray(content) ? content.map((part: { text?: string }) => part.text ?? '').join('') : '';
}
