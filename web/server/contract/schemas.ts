// The API contract (docs/api/rest.md), as zod schemas: the single source for request validation,
// response types and the OpenAPI 3.1 document served at /api/v1/openapi.json.
import { z } from 'zod';
import { EMAIL_PATTERN } from '../accounts/email';
import { ERROR_CODES, type ErrorCode } from '../errors';
import { ENGINE_NAMES, SURFACES } from '../models/catalogue';
import { SOURCE_KINDS } from '../sources/kinds';
import { EVENT_TYPES } from '../webhooks/event-types';

/** The largest request body the API reads (docs/api/rest.md#errors-limits-and-headers: 413 beyond). */
export const MAX_BODY_BYTES = 64 * 1024;

/** Named schemas, by direction: they become components of the OpenAPI document. */
export const requestSchemas = z.registry<{ id: string }>();
export const responseSchemas = z.registry<{ id: string }>();
const request = <T extends z.ZodType>(id: string, schema: T): T => (requestSchemas.add(schema, { id }), schema);
const named = <T extends z.ZodType>(id: string, schema: T): T => (responseSchemas.add(schema, { id }), schema);

/** The most answers per prompt × engine any audit asks (plans cap it lower). */
export const MAX_SAMPLES = 10;

const timestamp = z.iso.datetime().describe('ISO 8601 UTC timestamp');
const uuid = z.uuid();

// ---------------------------------------------------------------- requests
/** Text a person typed: trimmed, non-empty, no control characters. */
export const cleanText = (max: number) =>
  z
    .string()
    .trim()
    .min(1, 'must not be empty')
    .max(max, `must be at most ${max} characters`)
    .refine((s) => !/[\u0000-\u001f\u007f]/.test(s), 'must not contain control characters');

/** An e-mail address as people type it: trimmed, checked for its shape. */
export const emailAddress = z
  .string()
  .trim()
  .max(254, 'must be at most 254 characters')
  .regex(EMAIL_PATTERN, 'must be an e-mail address such as you@example.com');

/** What a launch says about the deploy it follows (docs/guide/deploys.md); every field optional. */
export const DeploymentInput = z
  .strictObject({
    sha: z
      .string()
      .regex(/^[0-9a-fA-F]{4,64}$/, 'must be 4 to 64 hexadecimal characters (a commit SHA)')
      .optional()
      .describe('the commit deployed, 4–64 hexadecimal characters'),
    ref: cleanText(255).optional().describe('the branch or tag deployed, e.g. "refs/heads/main" or "main" (1–255 characters)'),
    environment: cleanText(100)
      .optional()
      .describe('where it was deployed, e.g. "production" or "preview" (1–100 characters); the comparison is then made with the latest audit of the same environment'),
    url: z
      .string()
      .max(2048, 'must be at most 2048 characters')
      .refine((s) => URL.canParse(s) && /^https?:$/.test(new URL(s).protocol), 'must be an http(s) URL')
      .optional()
      .describe('the deployment\'s URL, http(s), at most 2048 characters'),
  })
  .describe('the deploy this audit follows: an empty object is no deployment');

export const LaunchAuditRequest = request(
  'LaunchAuditRequest',
  z.strictObject({
    keywords: z
      .array(cleanText(200))
      .max(50, 'at most 50 keywords')
      .optional()
      .describe('Context keywords for analysing the site. When absent, the site title is used.'),
    model: z.string().min(1).max(100).optional().describe('Model id of the catalogue (docs/api/rest.md#models); default: the service default. A key made by a member may ask only the default (403 `owner_only`).'),
    region: z
      .string()
      .regex(/^[A-Za-z]{2}$/, 'must be a two-letter country code such as "fr" or "us"')
      .transform((s) => s.toLowerCase())
      .optional()
      .describe('Language/region of the simulation, two-letter country code. Default: the project\'s region (itself "fr" unless set when the project was made).'),
    samples: z
      .int()
      .min(1)
      .max(MAX_SAMPLES)
      .optional()
      .describe(
        'Answers asked per prompt × engine (1–10); default: the project\'s setting. The plan caps it (free 1, pro 3, expert 10): more is a 400 `too_many_samples`. A key made by a member may not ask more than the project\'s setting (403 `owner_only`). One audit costs one unit of quota whatever its samples.',
      ),
    engines: z
      .array(z.enum(ENGINE_NAMES))
      .min(1, 'at least one engine')
      .max(ENGINE_NAMES.length)
      .optional()
      .describe(
        "Engines to ask, instead of the project's (default: the project's, else every engine the server has keys for). An engine the server has no key for is a 400 `no_engines`. Search pages (`google_ai_overview`, `google_ai_mode`, `copilot`) and model APIs are different surfaces (QueryRow.surface).",
      ),
    deployment: DeploymentInput.optional().describe(
      'The deploy this audit follows (docs/guide/deploys.md). A launch with a deployment checks the site again first (the site just changed), and is compared with the latest COMPLETED audit of the same `environment`.',
    ),
    dry_run: z
      .boolean()
      .optional()
      .describe('true: check the launch and answer 200 with the calls it would make and its estimated cost (LaunchEstimate); nothing is created and no quota is used'),
  }),
);

export const CreateKeywordsRequest = request(
  'CreateKeywordsRequest',
  z.strictObject({
    keywords: z.array(cleanText(200)).min(1, 'at least one keyword').max(100, 'at most 100 keywords per request'),
  }),
);

const webhookUrl = z
  .string()
  .trim()
  .max(2000, 'must be at most 2000 characters')
  .refine((s) => URL.canParse(s) && /^https?:$/.test(new URL(s).protocol), 'must be an http(s) URL')
  .describe('Where deliveries are POSTed. Its host chooses the format: hooks.slack.com (Slack), discord.com/api/webhooks (Discord), *.logic.azure.com or *.powerplatform.com (a Teams Workflows URL), else the signed JSON event (docs/guide/alerts.md#destinations).');
const webhookEvents = z.array(z.enum(EVENT_TYPES)).min(1, 'at least one event').max(EVENT_TYPES.length).describe('The events sent to this endpoint (docs/guide/alerts.md#events).');
const webhookProjects = z
  .array(uuid)
  .max(100)
  .describe("Only these projects' events; empty or absent: every project of the organisation (and the organisation's own events, such as budget.threshold).");

export const CreateWebhookRequest = request('CreateWebhookRequest', z.strictObject({ url: webhookUrl, events: webhookEvents, project_ids: webhookProjects.optional() }));

export const UpdateWebhookRequest = request(
  'UpdateWebhookRequest',
  z.strictObject({
    url: webhookUrl.optional(),
    events: webhookEvents.optional(),
    project_ids: webhookProjects.optional(),
    enabled: z.boolean().optional().describe('false pauses deliveries; true enables an endpoint again (after the server disabled it, for one)'),
  }),
);

export const ListQuery = z.strictObject({
  limit: z.coerce.number().int().min(1).max(1000).optional(),
  starting_after: uuid.optional(),
});

/** The answers feed (docs/guide/alerts.md#the-answers-feed): incremental loads for BI tools. */
export const AnswersQuery = z.strictObject({
  since: z.union([z.iso.datetime({ offset: true }), z.iso.date()], 'must be an ISO 8601 date or date-time').optional(),
  limit: z.coerce.number().int().min(1).max(1000).optional(),
  starting_after: uuid.optional(),
  format: z.enum(['json', 'ndjson', 'csv']).optional(),
});

/** Filters of the source reads (docs/guide/sources-and-gaps.md). */
export const SourcesQuery = z.strictObject({
  audit_id: uuid.optional(),
  since: z.union([z.iso.datetime({ offset: true }), z.iso.date()], 'must be an ISO 8601 date or date-time').optional(),
  engine: z.enum(ENGINE_NAMES).optional(),
  kind: z.enum(SOURCE_KINDS).optional(),
  limit: z.coerce.number().int().min(1).max(1000).optional(),
  starting_after: z.string().min(1).max(300).optional(),
});
export type SourcesQuery = z.output<typeof SourcesQuery>;
/** Which prompts a share of voice covers (docs/guide/answer-reading.md#echoes-and-branded-prompts). */
export const PROMPT_SETS = ['unbranded', 'all'] as const;
export const ShareOfVoiceQuery = SourcesQuery.pick({ since: true, engine: true }).extend({ prompts: z.enum(PROMPT_SETS).default('unbranded') });
export type ShareOfVoiceQuery = z.output<typeof ShareOfVoiceQuery>;

// ---------------------------------------------------------------- responses
export const ProjectListItem = named(
  'ProjectListItem',
  z.object({
    id: uuid,
    name: z.string(),
    url: z.string(),
    status: z.string().describe('READY'),
    created_at: timestamp,
  }),
);

export const ProjectSnapshot = named(
  'ProjectSnapshot',
  z.object({
    last_checked_at: timestamp,
    pages: z.int(),
    structured_data_score: z.number(),
    meta_quality_score: z.number(),
    llms_txt: z.boolean().describe('whether /llms.txt exists'),
  }),
);

export const ProjectDetail = named(
  'ProjectDetail',
  z.object({
    id: uuid,
    name: z.string(),
    url: z.string(),
    status: z.string(),
    created_at: timestamp,
    brand_name: z.string(),
    aliases: z.array(z.string()),
    competitors: z.array(z.string()),
    competitor_domains: z.array(z.string()).describe("competitors' registrable domains"),
    source_kinds: z.record(z.string(), z.string()).describe('the project\'s kinds of third-party domains, over the built-in rule table'),
    excluded_phrases: z.array(z.string()).describe('phrases that are never the brand ("Safe Harbor"), applied to later audits'),
    short_forms: z.array(z.string()).describe('short forms that are the brand wherever they appear ("Northgate"), applied to later audits'),
    engines: z.array(z.string()).describe('engines asked; empty = every configured engine'),
    region: z.string(),
    samples: z.int().min(1).max(10).describe('answers per prompt × engine of its audits by default'),
    project_snapshots: ProjectSnapshot.nullable().describe('latest site snapshot; null until the first check'),
  }),
);

export const auditStatus = z.enum(['PENDING', 'RUNNING', 'COMPLETED', 'FAILED']);
export type AuditStatus = z.output<typeof auditStatus>;
const simulated = z
  .boolean()
  .describe(
    'true when answers of this audit come from the simulated engine (the server has no provider key): demo data, not a measurement of any real engine (docs/guide/demo-mode.md)',
  );
const technicalDetails = z.object({ model: z.string(), region: z.string() });
export const providerScores = z.record(z.string(), z.int().min(0).max(100)).describe('per-engine score 0-100, keyed by engine name');
const sentiment = z.enum(['POSITIVE', 'NEUTRAL', 'NEGATIVE']);
const surface = z
  .enum(SURFACES)
  .describe("model_api: a model's API with web search (openai, perplexity, gemini, anthropic, grok, mistral); search: the AI answer a search page shows people, captured through a SERP API (google_ai_overview, google_ai_mode, copilot). Different measurements: rates are never pooled across them unsaid.");

export const Interval = named(
  'Interval',
  z
    .object({ low: z.int().min(0).max(100), high: z.int().min(0).max(100) })
    .describe('95 % interval in percent, rounded outwards (docs/guide/repeatable-measurements.md)'),
);
const DeltaInterval = named(
  'DeltaInterval',
  z
    .object({ low: z.int().min(-100).max(100), high: z.int().min(-100).max(100) })
    .describe('95 % interval of a change, in points (Newcombe), rounded outwards; significant when it excludes 0'),
);
const change = z.enum(['up', 'down', 'none']).describe('direction of a change significant at 95 %, two-sided; none: within noise');

export const Deployment = named(
  'Deployment',
  z
    .object({
      sha: z.string().nullable(),
      ref: z.string().nullable(),
      environment: z.string().nullable(),
      url: z.string().nullable(),
    })
    .describe('the deploy an audit followed, as its launch gave it (docs/guide/deploys.md)'),
);

export const AuditListItem = named(
  'AuditListItem',
  z.object({
    id: uuid,
    score: z.int(),
    citation_rate: z.int().min(0).max(100).describe('round(100 × citing answers / answers); 0 until COMPLETED'),
    citation_rate_interval: Interval.describe('95 % interval of the citation rate; 0–100 until COMPLETED'),
    samples: z.int().min(1).max(10).describe('answers asked per prompt × engine'),
    status: auditStatus,
    duration: z.int().describe('seconds'),
    created_at: timestamp,
    completed_at: timestamp.nullable(),
    technical_details: technicalDetails,
    provider_scores: providerScores,
    source: z.enum(['api', 'github_action', 'dashboard', 'schedule', 'cli', 'mcp']),
    is_automatic: z.boolean(),
    cost_usd: z.number().min(0).describe('what the answers stored so far cost, in USD (docs/operations/spend.md)'),
    simulated,
    deployment: Deployment.nullable().describe('null: the launch named no deployment (scheduled audits never do)'),
  }),
);

const UsageTotals = z.object({
  inputTokens: z.int().min(0),
  outputTokens: z.int().min(0),
  searches: z.int().min(0).describe('web searches the providers bill'),
  costUsd: z.number().min(0).describe('USD, priced when each answer was stored'),
});

export const AuditUsage = named(
  'AuditUsage',
  UsageTotals.extend({
    byProvider: z.record(z.string(), UsageTotals).describe('the same per engine'),
  }).describe('provider usage of the answers stored so far (docs/operations/spend.md)'),
);

export const Citation = named(
  'Citation',
  z.object({
    id: uuid,
    excerpt: z.string().describe('empty once pruned by the retention setting (the audit detail\'s `retention`)'),
    confidence: z.number().min(0).max(1),
    sentiment,
  }),
);

export const QueryBrand = named(
  'QueryBrand',
  z.object({
    name: z.string().describe("the tracked brand's display name (the project's brand or a competitor)"),
    isProjectBrand: z.boolean(),
    position: z.int().min(1).describe('1-based rank of its first mention among the tracked brands the answer names (docs/guide/answer-reading.md#position-and-list-rank)'),
    listRank: z.int().min(0).nullable().describe('its number when the answer ranks brands (a list item, a numbered heading, a rank column); null otherwise'),
    sentiment,
    excerpt: z.string().describe('the sentence that weighs most toward that sentiment; empty once pruned by the retention setting'),
  }),
);

export const BrandStanding = named(
  'BrandStanding',
  z.object({
    name: z.string(),
    isProjectBrand: z.boolean().describe('true on exactly one entry: the project\'s brand'),
    mentions: z.int().min(0).describe('answers naming the brand'),
    total: z.int().min(0).describe('answers in scope (shown)'),
    rate: z.int().describe('round(100 × mentions / total), in citationRate\'s units'),
    rateInterval: Interval,
    avgPosition: z.number().min(1).nullable().describe('mean position over the answers naming it, two decimals; null when none does'),
    sentiment: z.object({ positive: z.int(), neutral: z.int(), negative: z.int() }).describe('the answers naming it, by their sentiment toward it'),
  }).describe('one line of the leaderboard (docs/guide/answer-reading.md#the-leaderboard)'),
);

export const QueryRow = named(
  'QueryRow',
  z.object({
    id: uuid,
    prompt: z.string(),
    response: z.string().describe('the full answer; empty once pruned by the retention setting (the audit detail\'s `retention`)'),
    provider: z.string().describe(`engine name, lowercase: ${ENGINE_NAMES.join(', ')}`),
    surface,
    shown: z
      .boolean()
      .describe(
        'false when the search page showed no AI answer for the prompt (no AI Overview, no Copilot answer): a finding, not a failure; the row has no response or sources and is left out of totalQueries and every rate (counted in analytics.notShown)',
      ),
    simulated: z.boolean().describe('made up by the simulated engine (demo mode), not asked of the engine named'),
    sample: z.int().min(0).max(9).describe('which answer of this prompt × engine, 0-based'),
    modelVersion: z.string().nullable().describe('the concrete model the provider reported'),
    cited: z.boolean().describe('as corrected by a reviewer when `corrected` is set, else as analysed'),
    unknownToEngine: z
      .boolean()
      .describe('the engine named the brand only to say it knows nothing about it (not a citation; docs/guide/how-an-audit-measures.md)'),
    sources: z.array(z.string()),
    sentiment: sentiment.describe('as corrected by a reviewer when `corrected` is set, else as analysed'),
    corrected: z
      .object({
        at: timestamp,
        original: z.object({ cited: z.boolean(), sentiment }).describe("the analysis' own values, before the correction"),
      })
      .nullable()
      .describe('set when a reviewer corrected this row (docs/guide/reviewing-answers.md); null otherwise'),
    citations: z.array(Citation).describe('empty when a reviewer marked the row "not about us"'),
    brands: z
      .array(QueryBrand)
      .describe(
        "every tracked brand the answer names, by position; the project brand's entry follows `cited` and `sentiment` as corrected (no entry when not cited, the others' positions closing up); empty when the row was not read",
      ),
    reader: z
      .string()
      .nullable()
      .describe('who read the answer: "rules@<version>" (the rules), or "model:<model>@<version>" when the model reader did (docs/guide/answer-reading.md#the-model-reader); null when it was not read (a search page that showed no answer)'),
    branded: z.boolean().describe("the prompt names the brand or an alias (or its override says so): left out of analytics.unbranded"),
    unsure: z
      .array(z.enum(['weak_mention', 'set_aside', 'no_knowledge_mixed', 'unsupported_name', 'mixed_sentiment', 'opinion_unscored']))
      .describe('why the rules were unsure of this row (docs/operations/model-judge.md); empty when they were sure'),
    judge: z
      .object({
        provider: z.enum(['openai', 'anthropic', 'gemini']),
        model: z.string().describe('the model asked (ANALYSIS_JUDGE_MODEL)'),
        verdict: z
          .object({ aboutBrand: z.boolean(), sentiment, excerpt: z.string() })
          .nullable()
          .describe("the model's verdict, which set `cited` and `sentiment`; null when its reply was invalid and the rules decided"),
        costUsd: z.number().min(0).describe('what asking cost, in USD, added to the month\'s spend under `judge`; 0 when the verdict came from the cache'),
        cached: z.boolean().describe('the verdict of an identical earlier answer, read from the cache'),
        rules: z.object({ cited: z.boolean(), sentiment }).describe("the rules' own values, before the verdict"),
      })
      .nullable()
      .describe('set when the optional model judge was asked about this row (docs/operations/model-judge.md); null otherwise'),
    usage: z
      .object({
        inputTokens: z.int().min(0).describe('cached ones included'),
        outputTokens: z.int().min(0).describe('reasoning ones included'),
        cachedTokens: z.int().min(0),
        reasoningTokens: z.int().min(0),
        searches: z.int().min(0).describe('web searches the provider bills for this call'),
        costUsd: z.number().min(0).describe('USD, priced when the answer was stored (docs/operations/spend.md)'),
      })
      .nullable()
      .describe('what the provider reported this answer used; null when it reported nothing'),
  }),
);

const sourceKind = z.enum(SOURCE_KINDS).describe('own, competitor, or the kind of a third-party domain (docs/guide/sources-and-gaps.md)');
const share = z.number().min(0).max(1).describe('fraction of all pages cited in scope, 0–1, four decimals');

export const TopSource = named(
  'TopSource',
  z.object({ domain: z.string(), kind: sourceKind, answers: z.int(), share, brandNamed: z.int().describe('answers citing it that name the brand') }),
);

export const Analytics = named(
  'Analytics',
  z.object({
    totalQueries: z.int().describe("answers: rows answered, not counting searches whose page showed no AI answer (notShown)"),
    citedQueries: z.int(),
    citationRate: z.int().describe('over every answer shown, all engines pooled: when they span both surfaces, read `surfaces` for each'),
    citationRateInterval: Interval,
    surfaces: z
      .array(
        z.object({
          surface,
          totalQueries: z.int(),
          citedQueries: z.int(),
          citationRate: z.int(),
          citationRateInterval: Interval,
          notShown: z.int(),
        }),
      )
      .describe('the same figures per surface (model_api first), one entry per surface the audit asked'),
    totalCitations: z.int(),
    avgConfidence: z.int(),
    confidenceDistribution: z.object({ high: z.int(), medium: z.int(), low: z.int() }),
    unknownToEngineQueries: z.int().describe('answers where the engine said it knows nothing about the brand (counted apart, not cited)'),
    notShown: z.int().describe('searches whose page showed no AI answer (rows with shown: false); not in totalQueries nor any rate'),
    correctedQueries: z.int().describe('answers a reviewer corrected; the figures use the corrected values'),
    unreadQueries: z.int().describe('answers kept but not read (failures with code reading_timeout or reading_failed); not in totalQueries nor in any rate'),
    providerBreakdown: z
      .array(
        z.object({
          provider: z.string(),
          surface,
          cited: z.int(),
          total: z.int().describe('answers shown (every answer of a model API)'),
          rate: z.int().describe('round(100 × cited / total): over the answers shown only'),
          interval: Interval,
          unknownToEngine: z.int(),
          asked: z.int().describe('rows asked of the engine: total + the searches whose page showed no AI answer'),
          shown: z.int().describe('answers the page showed (= total)'),
          shownRate: z.int().describe('round(100 × shown / asked): how often the page shows an AI answer (100 for a model API)'),
          shownInterval: Interval.describe('95 % interval of shownRate (Wilson, as every rate)'),
          brands: z.array(BrandStanding).describe("the leaderboard over this engine's answers"),
        }),
      )
      .describe('per engine, grouped by surface (model_api first), then by name'),
    brands: z
      .array(BrandStanding)
      .describe('the leaderboard over every answer of the audit: one entry per tracked brand, named or not, the project\'s first'),
    modelReadQueries: z.int().describe('answers the model reader read (QueryRow.reader "model:…"); docs/guide/answer-reading.md#the-model-reader'),
    readerAgreement: z
      .int()
      .min(0)
      .max(100)
      .nullable()
      .describe("round(100 × the model-read answers where the rules' own reading agrees with the model's on both cited and sentiment / modelReadQueries); null when the model read none"),
    unbranded: z
      .object({
        totalQueries: z.int(),
        citedQueries: z.int(),
        citationRate: z.int(),
        citationRateInterval: Interval,
        brands: z.array(BrandStanding),
        providerBreakdown: z
          .array(z.object({ provider: z.string(), surface, cited: z.int(), total: z.int(), rate: z.int(), interval: Interval, brands: z.array(BrandStanding) }))
          .describe('the same per engine'),
      })
      .describe('the same figures over the answers to unbranded prompts only (QueryRow.branded false)'),
    topSources: z.array(TopSource).max(10).describe('the ten domains cited by most answers'),
  }),
);

/**
 * Why an answer was kept unread (docs/operations/security.md#brand-names-and-answer-reading):
 * its reading ran past ANALYSIS_TIMEOUT_MS, or failed (the reading thread ran out of memory).
 */
export const UNREAD_REASONS = ['reading_timeout', 'reading_failed'] as const;
export type UnreadReason = (typeof UNREAD_REASONS)[number];

export const QueryFailure = named(
  'QueryFailure',
  z.object({
    prompt: z.string(),
    provider: z.string(),
    error: z.string().describe('what happened, in words for people'),
    code: z
      .enum(['engine_failed', 'budget_exhausted', 'not_stored', ...UNREAD_REASONS])
      .describe(
        'engine_failed: the engine refused or kept failing; budget_exhausted: not asked, the monthly budget was reached (docs/operations/spend.md); ' +
          'not_stored: the answer could not be stored; reading_timeout, reading_failed: the engine answered but the answer could not be read ' +
          '(an unread row: its answer is in `response`, and it is left out of every figure)',
      ),
    response: z.string().nullable().describe("an unread row's answer, as the engine gave it; null for the other failures"),
  }),
);

export const AuditBasis = named(
  'AuditBasis',
  z
    .object({
      promptSetFingerprint: z.string().describe('SHA-256 of the prompt texts asked'),
      engines: z.array(z.string()),
      region: z.string(),
      model: z.string(),
      modelVersions: z.record(z.string(), z.array(z.string())).describe('per engine, the concrete versions its answers reported'),
    })
    .describe('what produced the figures; only audits with the same basis are compared'),
);

/** The most flips and source changes a comparison lists (it gives the totals too). */
export const MAX_FLIPS = 20;
export const MAX_SOURCE_CHANGES = 10;

const FlipSide = z.object({
  cited: z.int().min(0),
  total: z.int().min(0),
  rate: z.int().min(0).max(100),
  citations: z.array(z.string()).max(5).describe("distinct URLs of the brand's site cited in those answers (at most 5)"),
});

const SourceDomainChange = z.object({
  domain: z.string(),
  pages: z.array(z.string()).max(5).describe('pages of the domain cited (at most 5)'),
  answers: z.int().min(1).describe('answers citing the domain'),
});

const SiteFact = z.union([z.string(), z.number(), z.boolean(), z.array(z.string()), z.null()]);

export const AuditComparison = named(
  'AuditComparison',
  z
    .object({
      auditId: uuid.describe('the previous COMPLETED audit with the same basis (and the same deployment environment when this audit has one)'),
      createdAt: timestamp,
      score: z.int().describe("the previous audit's score"),
      citationRate: z.int().describe("the previous audit's citation rate"),
      scoreDelta: z.int(),
      scoreDeltaInterval: DeltaInterval,
      scoreChange: change,
      citationRateDelta: z.int().describe('points'),
      citationRateDeltaInterval: DeltaInterval,
      significant: z.boolean().describe('the citation-rate change is significant at 95 %, two-sided'),
      change,
      providers: z.array(
        z.object({
          provider: z.string(),
          rate: z.int(),
          previousRate: z.int(),
          rateDelta: z.int(),
          rateDeltaInterval: DeltaInterval,
          significant: z.boolean(),
          change,
        }),
      ),
      deployment: Deployment.nullable().describe("the previous audit's deployment"),
      prompts: z
        .object({
          common: z.int().min(0).describe('distinct prompt texts asked in both audits: the only ones every figure here covers'),
          added: z.int().min(0).describe('asked now and not before (left out of the comparison)'),
          removed: z.int().min(0).describe('asked before and not now (left out of the comparison)'),
        })
        .describe('the prompt sets of the two audits; a change of prompts does not move the delta'),
      flips: z
        .array(
          z.object({
            prompt: z.string(),
            provider: z.string().describe('upper-case, as providers[].provider'),
            before: FlipSide,
            after: FlipSide,
            change: z.int().describe('points, after − before, rounded once'),
            changeInterval: DeltaInterval,
            significant: z.boolean(),
          }),
        )
        .describe(`prompt × engine pairs whose citation rate changed: significant first, then by size of change (at most ${MAX_FLIPS})`),
      flipsTotal: z.int().min(0).describe('every prompt × engine pair whose citation rate changed'),
      sources: z
        .object({
          gained: z.array(SourceDomainChange).describe(`domains cited now and in none of the previous answers, most answers first (at most ${MAX_SOURCE_CHANGES})`),
          lost: z.array(SourceDomainChange).describe(`domains cited before and in none of the answers now (at most ${MAX_SOURCE_CHANGES})`),
          gainedTotal: z.int().min(0),
          lostTotal: z.int().min(0),
        })
        .describe('cited domains that appeared or vanished, over the common prompts'),
      brands: z
        .array(
          z.object({
            name: z.string(),
            isProjectBrand: z.boolean(),
            rank: z.int().min(1).nullable().describe('by rate among the tracked brands, 1 = most visible; null: not tracked now'),
            previousRank: z.int().min(1).nullable(),
            rate: z.int().min(0).max(100),
            previousRate: z.int().min(0).max(100),
            rateDelta: z.int().describe('points'),
          }),
        )
        .describe("each tracked brand's rank and visibility, from both audits' analytics.brands"),
      site: z
        .object({
          changes: z
            .array(
              z.object({
                field: z
                  .string()
                  .describe('"title", "metaDescription", "structuredData.types", "structuredData.score", "meta.score", "pagesAnalysed", "llmsTxt", "sitemap.urls" or "robots.<Crawler>"'),
                before: SiteFact,
                after: SiteFact,
              }),
            )
            .describe('facts of the site checks behind the two audits that differ'),
          newlyBlockedCrawlers: z
            .array(z.object({ crawler: z.string(), engines: z.array(z.string()).describe('upper-case engines the crawler feeds') }))
            .describe('AI crawlers robots.txt allowed before and blocks now: a coming drop on those engines'),
        })
        .nullable()
        .describe('null when either audit has no site check behind it'),
    })
    .describe('against the previous COMPLETED audit of the same basis (docs/guide/repeatable-measurements.md)'),
);

export const AuditDetail = named(
  'AuditDetail',
  z.object({
    id: uuid,
    score: z.int(),
    scoreInterval: Interval.describe('95 % interval of the score; 0–100 until COMPLETED'),
    samples: z.int().min(1).max(10),
    status: auditStatus,
    currentProgress: z.int().min(0).max(100),
    duration: z.int().describe('seconds'),
    technicalDetails,
    providerScores,
    source: z.string(),
    isAutomatic: z.boolean(),
    simulated,
    createdAt: timestamp,
    completedAt: timestamp.nullable(),
    project: z.object({ id: uuid, name: z.string(), url: z.string() }),
    analytics: Analytics,
    queries: z.array(QueryRow),
    failures: z.array(QueryFailure).describe('rows that still failed after retries; left out of queries and analytics'),
    basis: AuditBasis.nullable().describe('null until COMPLETED'),
    deployment: Deployment.nullable().describe('null: the launch named no deployment'),
    comparison: AuditComparison.nullable().describe('null when no earlier COMPLETED audit has the same basis'),
    usage: AuditUsage,
    retention: z
      .object({
        prunedAt: timestamp.describe('when answers of this audit were last pruned'),
        answersPruned: z.int().min(1).describe('answers whose text and citation excerpts were removed'),
      })
      .nullable()
      .describe(
        'set once the server\'s retention setting (RETENTION_DAYS) removed answer texts and citation excerpts of this audit; its figures (score, analytics, sources, spend) stay. null: nothing pruned',
      ),
    reread: z
      .object({ at: timestamp.describe('when the stored answers were last read again'), reader: z.string().describe('the reader that read them: "rules@<version>" or "model:<model>@<version>"') })
      .nullable()
      .describe('set once an operator read the stored answers again (`audit reread`, docs/guide/answer-reading.md); null: read once, as asked'),
  }),
);

// Not a component of the API document: only the launch estimate's `budget` (an extension) is in /api/v1.
export const BudgetStatus = z.object({
  month: z.string().describe('calendar month, UTC (YYYY-MM)'),
  currency: z.literal('USD'),
  capUsd: z.number().min(0).nullable().describe("the cap that applies: the lower of the operator's and the owner's; null: no cap"),
  operatorCapUsd: z.number().min(0).nullable(),
  ownerCapUsd: z.number().min(0).nullable(),
  spentUsd: z.number().min(0).describe("what the organisation's answers cost this month"),
  reservedUsd: z.number().min(0).describe('set aside by audits in progress beyond what they have spent'),
  leftUsd: z.number().min(0).nullable().describe('cap − spent − reserved; null: no cap'),
});

const CostRange = z.object({ low: z.number().min(0), high: z.number().min(0) }).describe('USD');

export const LaunchEstimate = named(
  'LaunchEstimate',
  z.object({
    dryRun: z.literal(true),
    calls: z.int().min(1).describe('answers the audit would ask: active prompts × engines × samples'),
    samples: z.int().min(1).max(10),
    model: z.string(),
    currency: z.literal('USD'),
    estimatedCostUsd: CostRange.describe('the sum over engines and the model reader (docs/operations/spend.md: how it is estimated)'),
    byProvider: z.record(
      z.string(),
      z.object({
        calls: z.int().min(1),
        model: z.string().describe('the concrete model the engine would be asked'),
        estimatedCostUsd: CostRange,
        basis: z.enum(['history', 'default']).describe("history: this project's past answers of that engine and model; default: documented typical usage"),
        answersSeen: z.int().min(0),
      }),
    ),
    reader: z
      .object({
        calls: z.int().min(1).describe('one model reading per answer'),
        model: z.string().describe('the reader, "model:<model>@<version>"'),
        estimatedCostUsd: CostRange,
      })
      .nullable()
      .describe('the model reader\'s calls, counted in estimatedCostUsd; null when the rules read (docs/guide/answer-reading.md#the-model-reader)'),
    budget: BudgetStatus.extend({
      fits: z.boolean().describe("whether the estimate's high end fits in what is left; a launch that does not fit fails with budget_exhausted"),
    }),
  }),
);

export const LaunchAuditResponse = named(
  'LaunchAuditResponse',
  z.object({
    auditId: uuid,
    jobId: uuid.nullable(),
    reused: z.boolean().optional().describe('true when an audit already in progress was returned'),
  }),
);

export const Suggestion = named(
  'Suggestion',
  z.object({
    id: uuid,
    type: z.string(),
    priority: z.enum(['high', 'medium', 'low']).nullable().describe('null on a simulated suggestion: demo data has no priority'),
    simulated: z.boolean().describe('read from the simulated engine\'s made-up answers (docs/guide/demo-mode.md): demo data, not advice'),
    title: z.string(),
    detail: z.string(),
    evidence: z.array(z.unknown()),
    status: z.enum(['open', 'done', 'dismissed']),
    created_at: timestamp,
  }),
);

export const Source = named(
  'Source',
  z.object({
    domain: z.string().describe('registrable domain (Public Suffix List)'),
    kind: sourceKind,
    answers: z.int().describe('answers citing a page of the domain'),
    citations: z.int().describe('pages of the domain cited, counted once per answer'),
    share,
    engines: z.array(z.object({ engine: z.string(), answers: z.int() })),
    brand_named: z.int().describe('answers citing the domain that name the brand'),
    competitors: z.array(z.object({ name: z.string(), answers: z.int() })).describe('per competitor, answers citing the domain that name it'),
    pages: z
      .array(
        z.object({
          url: z.string(),
          answers: z.int(),
          brand_named: z.int().describe('answers citing the page that name the brand'),
          competitors: z.array(z.object({ name: z.string(), answers: z.int() })),
        }),
      )
      .describe('the 20 pages cited by most answers'),
    page_count: z.int().describe('distinct pages of the domain cited'),
  }),
);

export const CitationGap = named(
  'CitationGap',
  z.object({
    id: z.string().describe('stable for a prompt × engine; the cursor of this list'),
    prompt: z.string(),
    engine: z.string(),
    answers: z.int().describe('answers to the prompt on this engine'),
    gap_answers: z.int().describe('of which a competitor is named or cited and the brand is not'),
    competitors: z.array(z.object({ name: z.string(), named: z.int(), cited: z.int() })),
    pages: z.array(z.object({ url: z.string(), domain: z.string(), kind: sourceKind, answers: z.int() })).describe('third-party pages the gap answers cite (at most 10)'),
    evidence: z.array(z.object({ query_id: uuid, audit_id: uuid })).describe('the gap answers (query rows of the audit detail), at most 20'),
  }),
);

export const ShareOfVoice = named(
  'ShareOfVoice',
  z.object({
    audit_id: uuid,
    completed_at: timestamp,
    engine: z.string().describe('an engine, or "all"'),
    prompts: z.enum(PROMPT_SETS).describe('the prompts `answers` and `voice` cover: "unbranded" (prompts that do not name the brand, the default) or "all"'),
    answers: z.int().describe('answers to the prompts covered'),
    citations: z.int().describe('pages cited, over the answers to every prompt'),
    own_citations: z.int().describe("pages of the brand's own domains cited, over the answers to every prompt"),
    own_share: share,
    voice: z
      .array(z.object({ name: z.string(), brand: z.boolean(), answers: z.int(), share: z.number().min(0).max(1) }))
      .describe('brand and competitors: answers to the prompts covered naming each, and that count over the sum for all of them (naming count)'),
  }),
);

export const Keyword = named('Keyword', z.object({ id: uuid, keyword: z.string(), created_at: timestamp }));

export const Webhook = named(
  'Webhook',
  z.object({
    id: uuid,
    url: z.string(),
    destination: z.enum(['slack', 'discord', 'teams', 'generic']).describe("the format chosen by the URL's host"),
    events: z.array(z.enum(EVENT_TYPES)),
    project_ids: z.array(uuid),
    enabled: z.boolean(),
    disabled_reason: z.string().nullable().describe('set when the server disabled the endpoint (its deliveries failed for days)'),
    failing_since: timestamp.nullable().describe('the first failed attempt since the last success'),
    created_at: timestamp,
    updated_at: timestamp,
    secret: z.string().optional().describe('`whsec_…`, in the creation response only: the key that signs every delivery (Standard Webhooks)'),
  }),
);

export const WebhookDelivery = named(
  'WebhookDelivery',
  z.object({
    id: z.string().describe('the webhook-id header: the same on every attempt'),
    event_type: z.string(),
    status: z.enum(['pending', 'delivered', 'failed']).describe('pending: waiting for its next attempt; failed: out of attempts, or its endpoint disabled'),
    attempts: z.int(),
    response_status: z.int().nullable(),
    latency_ms: z.int().nullable(),
    last_error: z.string().nullable(),
    next_attempt_at: timestamp.nullable(),
    last_attempt_at: timestamp.nullable(),
    created_at: timestamp,
  }),
);

export const AnswerRecord = named(
  'AnswerRecord',
  z.object({
    id: uuid.describe('the answer (its row); `starting_after` takes it'),
    audit_id: uuid,
    audit_date: timestamp.describe("when the answer's audit completed"),
    engine: z.string(),
    surface: z.enum(SURFACES),
    region: z.string(),
    model: z.string().describe('the catalogue model id'),
    model_version: z.string().nullable().describe('the concrete model the provider reported'),
    prompt: z.string(),
    sample: z.int().describe('1-based: the n-th answer to this prompt on this engine in the audit'),
    status: z.enum(['answered', 'not_shown', 'unread', 'failed']),
    branded: z.boolean().describe("the prompt names the brand itself"),
    cited: z.boolean(),
    sentiment: z.string().nullable(),
    position: z.int().nullable().describe("the brand's rank among the tracked brands the answer names (1: first); null when not named"),
    brands: z.array(z.string()).describe('tracked brands named, in order of first mention'),
    sources: z.array(z.string()),
    corrected: z.boolean().describe('a reviewer corrected cited or sentiment'),
    simulated: z.boolean().describe('demo data of the simulated engine'),
    schema_version: z.string().describe('the version of this record\'s fields (answers/1)'),
  }),
);

export const ErrorBody = named(
  'Error',
  z.object({
    error: z.object({
      code: z.enum(Object.keys(ERROR_CODES) as [ErrorCode, ...ErrorCode[]]).describe('the machine-readable reason: the one table of codes, each with one HTTP status'),
      message: z.string().describe('for people; may change'),
      param: z.string().optional().describe('the offending field'),
      detail: z.string().optional().describe('explains a fixed message (audit launch failures)'),
      doc_url: z.url().describe("the code's anchor on the server's /docs/api page"),
    }),
  }),
);

export type LaunchAuditInput = z.infer<typeof LaunchAuditRequest>;

// The response shapes as clients receive them (timestamps are strings): the dashboard's
// pages import these types, never their own copies.
export type ProjectListItem = z.output<typeof ProjectListItem>;
export type AuditListItem = z.output<typeof AuditListItem>;
export type AuditDetail = z.output<typeof AuditDetail>;
export type QueryRow = z.output<typeof QueryRow>;
export type Citation = z.output<typeof Citation>;
export type Suggestion = z.output<typeof Suggestion>;
export type AuditComparison = z.output<typeof AuditComparison>;
export type Interval = z.output<typeof Interval>;
export type Keyword = z.output<typeof Keyword>;
export type Webhook = z.output<typeof Webhook>;
export type AnswerRecord = z.output<typeof AnswerRecord>;
export type WebhookDelivery = z.output<typeof WebhookDelivery>;
export type Source = z.output<typeof Source>;
export type CitationGap = z.output<typeof CitationGap>;
export type ShareOfVoice = z.output<typeof ShareOfVoice>;
export type TopSource = z.output<typeof TopSource>;
