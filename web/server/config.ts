// Every environment variable the product reads, parsed once with zod at start, for the server,
// the worker and the CLI alike (docs/operations/configuration.md, whose table is generated from
// settingsTable() by web/server/config-doc.ts and checked by config.test.ts). Nothing else in the
// product reads process.env: modules ask `config()` for typed values, and a few functions take
// an environment of their own (tests pass one) through `settingsOf(env)`, parsed by the same
// schema. A bad value stops the process at start with one line naming the variable and what it
// accepts (`loadConfigOrExit`), instead of becoming NaN at run time.
import fs from 'node:fs';
import os from 'node:os';
import { z } from 'zod';
import { ENGINE_NAMES, MODELS, type EngineName } from './models/catalogue';

/** Environment variables as the process (or a test) has them. */
export type RawEnv = Readonly<Record<string, string | undefined>>;

interface Setting<T> {
  /** parses the variable's text (never called for an unset or blank variable) */
  parse: z.ZodType<T, string>;
  /** what the variable accepts, in the words of the error line and the docs' table */
  accepts: string;
  /** the default as the docs show it; undefined: unset means off or "not configured" */
  shown?: string;
  value?: T;
  doc: string;
  group: Group;
  /** never echoed in an error line (keys, tokens, URLs with passwords) */
  secret?: boolean;
}

const GROUPS = ['Server', 'Database', 'Engines', 'Worker', 'Site checks', 'Alerts', 'Accounts and limits', 'Model reader and judge', 'Operations'] as const;
type Group = (typeof GROUPS)[number];

// ---------------------------------------------------------------- kinds of values
const integer = (min: number, max: number, unit = '') => ({
  accepts: `an integer from ${min} to ${max}${unit}`,
  parse: z
    .string()
    .regex(/^[+-]?\d+$/)
    .transform(Number)
    .pipe(z.number().int().min(min).max(max)),
});

const decimal = (min: number, max: number, unit = '') => ({
  accepts: `a number from ${min} to ${max}${unit}`,
  parse: z
    .string()
    .regex(/^\d+(\.\d+)?$/)
    .transform(Number)
    .pipe(z.number().min(min).max(max)),
});

const TRUE = ['true', '1', 'yes', 'on'];
const FALSE = ['false', '0', 'no', 'off'];
const boolean = {
  accepts: 'true or false (also 1/0, yes/no, on/off)',
  parse: z
    .string()
    .transform((s) => s.toLowerCase())
    .pipe(z.enum([...TRUE, ...FALSE]))
    .transform((s) => TRUE.includes(s)),
};

const httpUrl = {
  accepts: 'an http:// or https:// URL',
  parse: z.string().refine((s) => URL.canParse(s) && /^https?:$/.test(new URL(s).protocol)),
};

const oneOf = <const T extends readonly [string, ...string[]]>(values: T) => ({
  accepts: `one of ${values.join(', ')}`,
  parse: z.string().transform((s) => s.toLowerCase()).pipe(z.enum(values)),
});

const text = (min = 1, max = 1000) => ({
  accepts: min > 1 ? `a text of ${min} to ${max} characters` : `a text of at most ${max} characters`,
  parse: z.string().min(min).max(max),
});

/** TRUST_PROXY: how many proxies in front of us append to X-Forwarded-For. */
const proxyHops = {
  accepts: 'true (one proxy), false, or a number of proxy hops from 0 to 10',
  parse: z
    .string()
    .transform((s) => s.toLowerCase())
    .pipe(z.union([z.literal('true').transform(() => 1), z.literal('false').transform(() => 0), integer(0, 10).parse])),
};

/** A price row as PRICES_FILE gives it: every unit a number ≥ 0 (engines/prices.ts). */
const PriceRow = z.strictObject({
  inputPerMTok: z.number().min(0).optional(),
  cachedInputPerMTok: z.number().min(0).optional(),
  outputPerMTok: z.number().min(0).optional(),
  searchPerK: z.number().min(0).optional(),
});
export type PriceOverrides = Record<string, z.output<typeof PriceRow>>;
const pricesFile = {
  accepts: 'the path of a readable JSON file { "<model>": { inputPerMTok, cachedInputPerMTok, outputPerMTok, searchPerK } } with numbers ≥ 0',
  parse: z.string().transform((path, ctx): PriceOverrides => {
    try {
      return z.record(z.string(), PriceRow).parse(JSON.parse(fs.readFileSync(path, 'utf8')));
    } catch {
      ctx.addIssue({ code: 'custom', message: 'unreadable or invalid' });
      return z.NEVER;
    }
  }),
};

// ---------------------------------------------------------------- the settings
/** A variable of `kind`; the docs show its default as `shown`, else as the value written out. */
function setting<T, const O extends Omit<Setting<T>, 'parse' | 'accepts'>>(kind: { parse: z.ZodType<T, string>; accepts: string }, options: O): Setting<T> & O {
  const shown = options.shown ?? (options.value === undefined ? undefined : String(options.value));
  return { ...kind, ...options, ...(shown !== undefined && { shown }) };
}

const engineEnvName = (engine: EngineName) => engine.toUpperCase();
const modelVariable = (id: string, engine: EngineName): `MODEL_${string}` => `MODEL_${id.replace(/-/g, '_').toUpperCase()}_${engineEnvName(engine)}`;

/** MODEL_<ID>_<ENGINE>: one per catalogue id and engine (models/catalogue.ts). */
const modelSettings = () =>
  Object.fromEntries(
    MODELS.flatMap((model) =>
      ENGINE_NAMES.map((engine) => [
        modelVariable(model.id, engine),
        setting(text(1, 200), { group: 'Engines', doc: `the concrete model asked on ${engine} for \`${model.id}\` (default: ${model.engines[engine]})` }),
      ]),
    ),
  ) as Record<`MODEL_${string}`, Setting<string>>;

/** ENGINE_CONCURRENCY_<ENGINE>: calls in flight per provider account for the whole fleet. */
const concurrencySettings = () =>
  Object.fromEntries(
    ENGINE_NAMES.map((engine) => [
      `ENGINE_CONCURRENCY_${engineEnvName(engine)}`,
      setting(integer(1, 10_000), {
        group: 'Engines',
        doc: `calls in flight to ${engine} for the whole fleet of workers on the database (default: the engine's, see docs/operations/configuration.md#provider-traffic)`,
      }),
    ]),
  ) as Record<`ENGINE_CONCURRENCY_${Uppercase<EngineName>}`, Setting<number>>;

const providerKey = (name: string) =>
  setting(text(1, 1000), { group: 'Engines', secret: true, doc: `enables the ${name} engine (and its judge); with no provider key set, the simulated engine answers` });
const providerUrl = (name: string, note = '') =>
  setting(httpUrl, { group: 'Engines', doc: `overrides ${name}'s API base URL (proxies and tests), as in its official SDK${note}` });

// Built at the first use, not when the module loads.
const buildSettings = () => ({
  // Server
  PORT: setting(integer(0, 65535), { value: 3000, group: 'Server', doc: 'the port the server listens on (0: any free port)' }),
  HOST: setting(text(1, 255), { value: '0.0.0.0', group: 'Server', doc: 'the address the server listens on' }),
  PUBLIC_URL: setting(httpUrl, {
    group: 'Server',
    doc: "the dashboard's public origin: the CSRF origin check behind a proxy, invitation and password links, the cookie's Secure flag, links printed by the server and the CLI, and error bodies' doc_url; https also sends HSTS. Unset on a server listening beyond loopback, a warning is logged at start",
  }),
  HTTP_HEADERS_TIMEOUT_MS: setting(integer(100, 600_000, ' ms'), {
    value: 10_000,
    group: 'Server',
    doc: "how long a client may take to send a request's headers; past it 408 and the connection closes",
  }),
  HTTP_REQUEST_TIMEOUT_MS: setting(integer(100, 3_600_000, ' ms'), {
    value: 30_000,
    group: 'Server',
    doc: 'how long a client may take to send a whole request (at least the headers timeout)',
  }),
  TRUST_PROXY: setting(proxyHops, { value: 0, shown: 'false', group: 'Server', doc: 'client addresses, scheme and host are read from X-Forwarded-* headers set by this many proxies' }),
  RUN_WORKER: setting(boolean, {
    value: true,
    group: 'Server',
    doc: 'with DATABASE_URL, false leaves audits to separate `npm run worker` processes (the embedded database always runs the worker in the server)',
  }),
  // Database
  DATABASE_URL: setting(
    {
      accepts: 'a postgres:// or postgresql:// URL',
      parse: z.string().refine((s) => URL.canParse(s) && /^postgres(ql)?:$/.test(new URL(s).protocol)),
    },
    { group: 'Database', secret: true, doc: 'a real PostgreSQL server; unset, the embedded database (PGlite) in DATA_DIR is used' },
  ),
  DATA_DIR: setting(text(1, 4096), { value: '.data', shown: './.data', group: 'Database', doc: "the embedded database's directory (one process at a time)" }),
  DATABASE_STATEMENT_TIMEOUT_MS: setting(integer(0, 86_400_000, ' ms'), {
    value: 30_000,
    group: 'Database',
    doc: 'PostgreSQL only: the longest one statement may run (0: no limit; migrations are exempt)',
  }),
  DATABASE_CONNECT_TIMEOUT_MS: setting(integer(100, 600_000, ' ms'), {
    value: 5_000,
    group: 'Database',
    doc: 'PostgreSQL only: how long opening a connection may take before the request gets 503 service_unavailable (docs/operations/outages.md)',
  }),
  // Engines
  OPENAI_API_KEY: providerKey('OpenAI (ChatGPT)'),
  PERPLEXITY_API_KEY: providerKey('Perplexity'),
  GEMINI_API_KEY: providerKey('Gemini'),
  ANTHROPIC_API_KEY: providerKey('Anthropic (Claude)'),
  OPENAI_BASE_URL: providerUrl('OpenAI', ' (with /v1)'),
  PERPLEXITY_BASE_URL: providerUrl('Perplexity'),
  GEMINI_BASE_URL: providerUrl('Gemini'),
  ANTHROPIC_BASE_URL: providerUrl('Anthropic'),
  XAI_API_KEY: providerKey('Grok (xAI)'),
  MISTRAL_API_KEY: providerKey('Mistral'),
  XAI_BASE_URL: providerUrl('xAI', ' (with /v1)'),
  MISTRAL_BASE_URL: providerUrl('Mistral', ' (with /v1)'),
  SERPAPI_API_KEY: setting(text(1, 1000), {
    group: 'Engines',
    secret: true,
    doc: 'enables google_ai_overview, google_ai_mode and copilot, captured from the search pages through SerpApi (docs/operations/engines.md)',
  }),
  SERPAPI_BASE_URL: setting(httpUrl, { group: 'Engines', doc: "overrides SerpApi's base URL (proxies and tests)" }),
  DATAFORSEO_LOGIN: setting(text(1, 1000), { group: 'Engines', secret: true, doc: 'with DATAFORSEO_PASSWORD, enables google_ai_overview and google_ai_mode through DataForSEO' }),
  DATAFORSEO_PASSWORD: setting(text(1, 1000), { group: 'Engines', secret: true, doc: "DataForSEO's API password" }),
  DATAFORSEO_BASE_URL: setting(httpUrl, { group: 'Engines', doc: "overrides DataForSEO's base URL (proxies and tests)" }),
  SERP_PROVIDER: setting(oneOf(['serpapi', 'dataforseo']), {
    group: 'Engines',
    doc: "who captures Google's answers when both SerpApi and DataForSEO are configured (default: serpapi)",
  }),
  ...modelSettings(),
  ...concurrencySettings(),
  ENGINE_TIMEOUT_MS: setting(integer(1, 3_600_000, ' ms'), { value: 60_000, group: 'Engines', doc: 'one attempt of an engine call' }),
  ENGINE_ANSWER_BUDGET_MS: setting(integer(1, 86_400_000, ' ms'), {
    value: 600_000,
    group: 'Engines',
    doc: "how long one answer is retried through 429/5xx/network errors/timeouts (bounded by the audit's deadline); a row whose budget ran out is asked once more at the end of the audit",
  }),
  ENGINE_BACKOFF_BASE_MS: setting(integer(0, 3_600_000, ' ms'), { value: 500, group: 'Engines', doc: 'the first retry waits up to this long (exponential backoff with full jitter, honouring Retry-After)' }),
  ENGINE_BACKOFF_MAX_MS: setting(integer(0, 3_600_000, ' ms'), { value: 30_000, group: 'Engines', doc: 'the longest wait between two attempts' }),
  SIMULATED_LATENCY_MS: setting(integer(0, 600_000, ' ms'), { value: 300, group: 'Engines', doc: "the simulated engine's answer delay" }),
  // Worker
  AUDIT_DEADLINE_MINUTES: setting(decimal(0.01, 10_080, ' minutes'), { value: 120, group: 'Worker', doc: 'an audit still PENDING/RUNNING this long after launch is marked FAILED' }),
  WORKER_AUDITS: setting(integer(1, 100), { value: 2, group: 'Worker', doc: 'audits one worker runs at once' }),
  WORKER_CRAWLS: setting(integer(0, 100), { value: 1, group: 'Worker', doc: 'site checks one worker runs at once, on slots of their own (0: this worker does not crawl)' }),
  WORKER_LEASE_SECONDS: setting(integer(1, 3600, ' s'), {
    value: 30,
    group: 'Worker',
    doc: "a worker's lease on its job and on its provider call slots, renewed every third of it; a dead worker's work is resumed once it lapses",
  }),
  WORKER_POLL_MS: setting(integer(10, 600_000, ' ms'), { value: 500, group: 'Worker', doc: 'how often an idle worker looks for jobs (a launch also wakes it at once)' }),
  WORKER_HOUSEKEEPING_MS: setting(integer(100, 86_400_000, ' ms'), {
    value: 30_000,
    group: 'Worker',
    doc: 'how often a worker fails overdue audits, launches scheduled ones, re-checks week-old sites, prunes expired rows, applies RETENTION_DAYS and sends the weekly digest (once per ISO week)',
  }),
  ANALYSIS_THREADS: setting(integer(1, 64), {
    value: Math.min(2, os.availableParallelism()),
    shown: '2 (1 on a single core)',
    group: 'Worker',
    doc: 'worker threads reading answers, per process that runs audits; more readings wait their turn (docs/operations/security.md#brand-names-and-answer-reading)',
  }),
  ANALYSIS_TIMEOUT_MS: setting(integer(1, 600_000, ' ms'), {
    value: 5_000,
    group: 'Worker',
    doc: "the longest one answer's reading may take; past it its thread is terminated and the answer kept unread (reading_timeout)",
  }),
  WORKER_METRICS_PORT: setting(integer(0, 65535), {
    group: 'Worker',
    doc: '`npm run worker` only: serve /metrics on this port (on HOST), with the same protection as the server\'s (docs/operations/metrics.md); unset, a separate worker serves no metrics',
  }),
  // Site checks
  SNAPSHOT_DEADLINE_MS: setting(integer(1000, 3_600_000, ' ms'), { value: 90_000, group: 'Site checks', doc: "a site check's child process is killed past this wall time" }),
  SNAPSHOT_CPU_SECONDS: setting(integer(1, 3600, ' s'), { value: 30, group: 'Site checks', doc: '… or this CPU time' }),
  SNAPSHOT_HEAP_MB: setting(integer(16, 65_536, ' MB'), { value: 256, group: 'Site checks', doc: '… or this heap' }),
  CRAWL_ALLOW_PRIVATE: setting(boolean, {
    value: false,
    group: 'Site checks',
    doc: 'true lets the site crawler (and Gemini grounding redirects) reach private and loopback addresses (intranets, tests); cloud metadata addresses stay refused',
  }),
  // Alerts
  WEBHOOK_ALLOW_PRIVATE: setting(boolean, {
    value: false,
    group: 'Alerts',
    doc: 'true lets webhooks reach private and loopback addresses (receivers on an intranet, tests); cloud metadata addresses stay refused (docs/guide/alerts.md)',
  }),
  WEBHOOK_TIMEOUT_MS: setting(integer(100, 60_000, ' ms'), { value: 10_000, group: 'Alerts', doc: 'one delivery attempt, connection and response included; past it the attempt failed' }),
  WEBHOOK_RETRY_BASE_MS: setting(integer(1, 3_600_000, ' ms'), {
    value: 30_000,
    group: 'Alerts',
    doc: 'the first retry of a failed delivery waits half to all of this; each next one three times longer, up to 960 times it (8 hours): ten attempts over about a day. Tests shorten it',
  }),
  WEBHOOK_DISABLE_AFTER_HOURS: setting(decimal(0.001, 8760, ' hours'), { value: 72, group: 'Alerts', doc: 'an endpoint whose deliveries have failed this long, with no success, is disabled and its owners told in the dashboard' }),
  ALERT_DEGRADED_PERCENT: setting(integer(1, 100, ' %'), {
    value: 25,
    group: 'Alerts',
    doc: 'an audit whose failed, unread and not-shown rows reach this share of its rows sends measurement.degraded (once, until an audit of the project is healthy again)',
  }),
  WORKER_WEBHOOKS: setting(integer(0, 100), { value: 4, group: 'Alerts', doc: 'webhook deliveries one worker makes at once, on slots of their own (0: this worker delivers none)' }),
  // Accounts and limits
  ALLOW_SIGNUP: setting(boolean, { value: true, group: 'Accounts and limits', doc: "false closes dashboard sign-up (invitations and the first operator's sign-up still work)" }),
  SETUP_TOKEN: setting(text(20, 200), {
    group: 'Accounts and limits',
    secret: true,
    doc: "the first operator's one-time sign-up token, for automated installs (else one is generated and printed at start)",
  }),
  DASHBOARD_RPM_PER_IP: setting(integer(1, 10_000_000), {
    value: 1200,
    group: 'Accounts and limits',
    doc: 'requests a minute to the dashboard API (/api/app) per client address, before any session is looked at; past it, 429 rate_limited',
  }),
  DASHBOARD_RPM_PER_USER: setting(integer(1, 10_000_000), { value: 600, group: 'Accounts and limits', doc: '… and per signed-in user (all their sessions)' }),
  SCRYPT_CONCURRENCY: setting(integer(1, 64), { value: 4, group: 'Accounts and limits', doc: 'password hashes computed at once' }),
  SCRYPT_QUEUE: setting(integer(0, 10_000), { value: 32, group: 'Accounts and limits', doc: 'password hashes waiting; beyond, 429 server_busy' }),
  AUDIT_CACHE_MB: setting(integer(0, 65_536, ' MB'), { value: 64, group: 'Accounts and limits', doc: 'memory for serialised COMPLETED audit details (0: no cache)' }),
  // Model reader and judge
  ANALYSIS_READER: setting(oneOf(['auto', 'rules', 'model']), {
    value: 'auto',
    group: 'Model reader and judge',
    doc: 'who reads every answer (docs/guide/answer-reading.md#the-model-reader): `auto`, a model when ANALYSIS_MODEL_BASE_URL or an OpenAI, Anthropic or Gemini key is set, else the rules; `rules`; `model` (a start error without a key or base URL)',
  }),
  ANALYSIS_MODEL: setting(text(1, 200), {
    group: 'Model reader and judge',
    doc: "the reader's model id (default: the `geo-standard` model of the provider whose key is used; required with ANALYSIS_MODEL_BASE_URL)",
  }),
  ANALYSIS_MODEL_BASE_URL: setting(httpUrl, {
    group: 'Model reader and judge',
    doc: 'an OpenAI-compatible server (Ollama, vLLM; with /v1) the reader asks through Chat Completions, before any provider key',
  }),
  ANALYSIS_MODEL_API_KEY: setting(text(1, 1000), { group: 'Model reader and judge', secret: true, doc: 'the bearer key of ANALYSIS_MODEL_BASE_URL, when it asks for one' }),
  ANALYSIS_JUDGE: setting(oneOf(['openai', 'anthropic', 'gemini', 'off', 'none']), {
    group: 'Model reader and judge',
    doc: "when the rules read (no model reader), rows they are unsure of get this provider's verdict, with its *_API_KEY and *_BASE_URL; unset (or off), the rules alone decide (docs/operations/model-judge.md)",
  }),
  ANALYSIS_JUDGE_MODEL: setting(text(1, 200), { group: 'Model reader and judge', doc: "the judge's model id (default: the engine's `geo-standard` model)" }),
  JUDGE_TIMEOUT_MS: setting(integer(1, 600_000, ' ms'), { value: 30_000, group: 'Model reader and judge', doc: 'one reader or judge call (one attempt; past it the rules decide)' }),
  JUDGE_CONCURRENCY: setting(integer(1, 1000), { value: 4, group: 'Model reader and judge', doc: 'reader or judge calls in flight per worker process (each has its own)' }),
  // Operations
  LOG_LEVEL: setting(oneOf(['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent']), {
    value: 'info',
    group: 'Operations',
    doc: 'JSON lines on stderr (pino); debug adds one line per API request',
  }),
  METRICS_TOKEN: setting(text(16, 1000), {
    group: 'Operations',
    secret: true,
    doc: '/metrics asks for `Authorization: Bearer <token>`; unset, it answers loopback clients only (docs/operations/metrics.md)',
  }),
  RETENTION_DAYS: setting(integer(1, 36_500, ' days'), {
    group: 'Operations',
    doc: 'answer texts and citation excerpts of audits finished more than this many days ago are pruned; the figures stay (docs/operations/retention.md). Unset: kept forever',
  }),
  PRICES_FILE: setting(pricesFile, { group: 'Operations', doc: 'model prices replacing or adding rows of the built-in table, read and checked at start' }),
  GEO_AUDIT_BENCH: setting(boolean, {
    value: false,
    group: 'Operations',
    doc: '`npm run bench` only: enables the in-memory baseline route /api/bench/memory (never on a server others can reach)',
  }),
}) satisfies Record<string, Setting<unknown>>;

type Settings = ReturnType<typeof buildSettings>;
let table: Settings | undefined;
/** Every variable, with its kind, default and documentation. */
export const settingsTable = (): Settings => (table ??= buildSettings());
type Value<S> = S extends Setting<infer T> ? T : never;
/** The parsed configuration: a variable with no default is undefined when unset. */
export type Config = {
  [K in keyof Settings]: Settings[K] extends { value: unknown } ? Value<Settings[K]> : Value<Settings[K]> | undefined;
} & { [K: `MODEL_${string}`]: string | undefined };

export const CONFIG_GROUPS = GROUPS;

/** What went wrong with the environment, as one line naming every bad variable. */
export class ConfigError extends Error {
  constructor(readonly problems: { name: string; accepts: string; got?: string }[]) {
    super(
      'invalid configuration: ' +
        problems.map((p) => `${p.name}${p.got === undefined ? '' : `=${JSON.stringify(p.got)}`} must be ${p.accepts}`).join('; '),
    );
    this.name = 'ConfigError';
  }
}

/** The provider keys a model reader can use, in the order it picks them (judge/reader.ts). */
export const READER_KEYS = ['OPENAI_API_KEY', 'ANTHROPIC_API_KEY', 'GEMINI_API_KEY'] as const;

/** Parses `env` (blank variables count as unset); throws a ConfigError naming every bad variable. */
export function parseConfig(env: RawEnv): Config {
  const parsed: Record<string, unknown> = {};
  const problems: ConstructorParameters<typeof ConfigError>[0] = [];
  for (const [name, spec] of Object.entries(settingsTable()) as [string, Setting<unknown>][]) {
    const raw = env[name]?.trim();
    if (!raw) {
      parsed[name] = spec.value;
      continue;
    }
    const result = spec.parse.safeParse(raw);
    if (result.success) parsed[name] = result.data;
    else problems.push({ name, accepts: spec.accepts, got: spec.secret ? undefined : raw.slice(0, 100) });
  }
  // docs/guide/answer-reading.md#the-model-reader: a model reader needs something to ask.
  if (parsed.ANALYSIS_MODEL_BASE_URL && !parsed.ANALYSIS_MODEL) {
    problems.push({ name: 'ANALYSIS_MODEL', accepts: 'set with ANALYSIS_MODEL_BASE_URL (the model the OpenAI-compatible server serves)' });
  }
  if (parsed.ANALYSIS_READER === 'model' && !parsed.ANALYSIS_MODEL_BASE_URL && !READER_KEYS.some((name) => parsed[name])) {
    problems.push({
      name: 'ANALYSIS_READER',
      got: 'model',
      accepts: `auto or rules unless ANALYSIS_MODEL_BASE_URL (with ANALYSIS_MODEL) or one of ${READER_KEYS.join(', ')} is set`,
    });
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return parsed as Config;
}

// One configuration per process, shared by the custom server and the Next.js route bundles
// (which load their own copy of this module, hence globalThis).
const KEY = Symbol.for('geo-audit.config');
type Holder = { [KEY]?: Config };

/** The process's configuration, parsed at the first call (the entry points call it first). */
export function config(): Config {
  const holder = globalThis as Holder;
  // The one place that reads the process's environment.
  return (holder[KEY] ??= parseConfig(process.env));
}

const parsedEnvs = new WeakMap<RawEnv, Config>();

/** The configuration of `env` when a caller (a test, the bench) passes one, else the process's. */
export function settingsOf(env?: RawEnv): Config {
  if (!env) return config();
  let parsed = parsedEnvs.get(env);
  if (!parsed) parsedEnvs.set(env, (parsed = parseConfig(env)));
  return parsed;
}

/**
 * For the entry points (`npm start`, `npm run worker`, `npm run cli`): the configuration, or
 * one line on stderr naming what is wrong and exit code 78 (EX_CONFIG) before anything starts.
 */
export function loadConfigOrExit(): Config {
  try {
    return config();
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    process.stderr.write(`geo-audit: ${err.message}\n`);
    process.exit(78);
  }
}

/**
 * The environment of a child process that runs our code or Next.js's (the web build, a site
 * check): the process's own, with `extra` over it.
 */
export function childEnvironment(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return { ...process.env, ...extra };
}

/**
 * Next.js reads NEXT_TELEMETRY_DISABLED itself (a NEXT_* variable of its own, not one of our
 * settings): set in the server's own environment, no telemetry leaves it.
 */
export function disableNextTelemetry() {
  process.env.NEXT_TELEMETRY_DISABLED = '1';
}

/** The environment variable of MODEL_<ID>_<ENGINE> (models/catalogue.ts reads it). */
export { modelVariable };

/** Where people reach this server, for the links it prints: PUBLIC_URL, else this machine on `port`. */
export function publicBaseUrl(port: number): string {
  return config().PUBLIC_URL?.replace(/\/+$/, '') || `http://localhost:${port}`;
}
