import type { EngineName, Surface } from '../models/catalogue';

export type { EngineName, Surface };

/** Environment variables as the registry and the caller read them (config.ts hands them over). */
export type EngineEnv = Readonly<Record<string, string | undefined>>;

/** The brand an audit is about; only the simulated engine reads it, to invent plausible answers. */
export interface EngineSubject {
  brand: string;
  domain?: string;
  competitors: string[];
}

export interface EngineQuery {
  prompt: string;
  /** Country-like region code as projects store it, e.g. 'fr', 'us', 'de'. */
  region: string;
  /** Concrete provider model id (see models/catalogue.ts `concreteModel`). */
  model: string;
  subject?: EngineSubject;
  /**
   * Names this one answer (audit, prompt, sample): the simulated engine seeds its draw with it,
   * so that every sample is a fresh draw that a test can pin. Real engines ignore it.
   */
  answerKey?: string;
  signal?: AbortSignal;
}

/**
 * One provider citation marker, kept raw for citation excerpts. `startIndex`/`endIndex` are
 * character offsets into `EngineAnswer.text` of the span the provider tied to the source:
 * OpenAI the inline citation link, Gemini the supported segment, Anthropic the text block
 * carrying the citation, Perplexity the `[n]` marker. `citedText` is the provider's own text
 * for it: the quoted source passage (Anthropic) or the supported answer segment (Gemini).
 */
export interface EngineCitation {
  url: string;
  title?: string;
  startIndex?: number;
  endIndex?: number;
  citedText?: string;
}

export interface EngineAnswer {
  /**
   * false when the search page showed no AI answer for the query (no AI Overview, no Copilot
   * answer): a finding, stored as a row that is not shown, with no text and no sources
   * (docs/guide/surfaces.md#not-shown). Absent means shown.
   */
  shown?: boolean;
  /** The answer as Markdown: paragraphs, lists, headings and tables kept. */
  text: string;
  /** Source URLs, deduplicated, in order of first appearance in the provider's response. */
  sources: string[];
  citations: EngineCitation[];
  /** The concrete model the provider reported answering with (e.g. a dated snapshot of the alias asked). */
  modelVersion?: string;
  /** What the provider reported this call used (docs/operations/spend.md); absent when it reported nothing. */
  usage?: EngineUsage;
}

/**
 * One call's usage, from the provider's own usage fields. `inputTokens` includes the cached ones
 * and `outputTokens` the reasoning ones, as every provider counts them; `searches` are the web
 * searches the provider bills (OpenAI web_search calls, Anthropic web_search_requests, a
 * Perplexity request, a Gemini grounded prompt, a SERP API request).
 */
export interface EngineUsage {
  inputTokens: number;
  outputTokens: number;
  cachedTokens: number;
  reasoningTokens: number;
  searches: number;
}

export interface Engine {
  name: EngineName;
  surface: Surface;
  ask(query: EngineQuery): Promise<EngineAnswer>;
}

export interface EngineErrorDetails {
  status?: number;
  retryable: boolean;
  retryAfterMs?: number;
  cause?: unknown;
  /** what the provider itself said: for the server log only (it may quote a masked key, a host) */
  detail?: string;
}

/** Every failure of `Engine.ask`, classified so that callers know whether retrying can help. */
export class EngineError extends Error {
  readonly provider: EngineName;
  readonly status?: number;
  readonly retryable: boolean;
  readonly retryAfterMs?: number;
  /** what the provider itself said: for the server log only, never for tenants */
  readonly detail?: string;

  /** `message` is shown to tenants (the audit's `failures`): our own words, never the provider's. */
  constructor(provider: EngineName, message: string, details: EngineErrorDetails) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.name = 'EngineError';
    this.provider = provider;
    this.status = details.status;
    this.retryable = details.retryable;
    this.retryAfterMs = details.retryAfterMs;
    this.detail = details.detail;
  }
}
