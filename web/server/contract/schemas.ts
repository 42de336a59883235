// The API contract (SPEC.md), as zod schemas: the single source for request validation,
// response types and the OpenAPI 3.1 document served at /api/v1/openapi.json.
import { z } from 'zod';

/** Named schemas, by direction: they become components of the OpenAPI document. */
export const requestSchemas = z.registry<{ id: string }>();
export const responseSchemas = z.registry<{ id: string }>();
const request = <T extends z.ZodType>(id: string, schema: T): T => (requestSchemas.add(schema, { id }), schema);
const named = <T extends z.ZodType>(id: string, schema: T): T => (responseSchemas.add(schema, { id }), schema);

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

export const LaunchAuditRequest = request(
  'LaunchAuditRequest',
  z.strictObject({
    keywords: z
      .array(cleanText(200))
      .max(50, 'at most 50 keywords')
      .optional()
      .describe('Context keywords for analysing the site. When absent, the site title is used.'),
    model: z.string().min(1).max(100).optional().describe('Model id of the catalogue (GET /models in the README); default: the service default.'),
    region: z
      .string()
      .regex(/^[A-Za-z]{2}$/, 'must be a two-letter country code such as "fr" or "us"')
      .transform((s) => s.toLowerCase())
      .optional()
      .describe('Language/region of the simulation, two-letter country code. Default "fr".'),
  }),
);

export const CreateKeywordsRequest = request(
  'CreateKeywordsRequest',
  z.strictObject({
    keywords: z.array(cleanText(200)).min(1, 'at least one keyword').max(100, 'at most 100 keywords per request'),
  }),
);

export const ListQuery = z.strictObject({
  limit: z.coerce.number().int().min(1).max(1000).optional(),
  starting_after: uuid.optional(),
});

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
    engines: z.array(z.string()).describe('engines asked; empty = every configured engine'),
    region: z.string(),
    project_snapshots: ProjectSnapshot.nullable().describe('latest site snapshot; null until the first check'),
  }),
);

const auditStatus = z.enum(['PENDING', 'RUNNING', 'COMPLETED', 'FAILED']);
const technicalDetails = z.object({ model: z.string(), region: z.string() });
const providerScores = z.record(z.string(), z.int().min(0).max(100)).describe('per-engine score 0-100, keyed by engine name');
const sentiment = z.enum(['POSITIVE', 'NEUTRAL', 'NEGATIVE']);

export const AuditListItem = named(
  'AuditListItem',
  z.object({
    id: uuid,
    score: z.int(),
    status: auditStatus,
    duration: z.int().describe('seconds'),
    created_at: timestamp,
    completed_at: timestamp.nullable(),
    technical_details: technicalDetails,
    provider_scores: providerScores,
    source: z.enum(['api', 'github_action', 'dashboard', 'schedule', 'cli']),
    is_automatic: z.boolean(),
  }),
);

export const Citation = named(
  'Citation',
  z.object({ id: uuid, excerpt: z.string(), confidence: z.number().min(0).max(1), sentiment }),
);

export const QueryRow = named(
  'QueryRow',
  z.object({
    id: uuid,
    prompt: z.string(),
    response: z.string(),
    provider: z.string().describe('engine name, lowercase: openai, perplexity, gemini, anthropic, simulated'),
    cited: z.boolean(),
    sources: z.array(z.string()),
    sentiment,
    citations: z.array(Citation),
  }),
);

export const Analytics = named(
  'Analytics',
  z.object({
    totalQueries: z.int(),
    citedQueries: z.int(),
    citationRate: z.int(),
    totalCitations: z.int(),
    avgConfidence: z.int(),
    confidenceDistribution: z.object({ high: z.int(), medium: z.int(), low: z.int() }),
    providerBreakdown: z.array(z.object({ provider: z.string(), cited: z.int(), total: z.int(), rate: z.int() })),
  }),
);

export const QueryFailure = named(
  'QueryFailure',
  z.object({ prompt: z.string(), provider: z.string(), error: z.string() }),
);

export const AuditDetail = named(
  'AuditDetail',
  z.object({
    id: uuid,
    score: z.int(),
    status: auditStatus,
    currentProgress: z.int().min(0).max(100),
    duration: z.int().describe('seconds'),
    technicalDetails,
    providerScores,
    source: z.string(),
    isAutomatic: z.boolean(),
    createdAt: timestamp,
    completedAt: timestamp.nullable(),
    project: z.object({ id: uuid, name: z.string(), url: z.string() }),
    analytics: Analytics,
    queries: z.array(QueryRow),
    failures: z.array(QueryFailure).describe('rows that still failed after retries; left out of queries and analytics'),
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
    priority: z.enum(['high', 'medium', 'low']),
    title: z.string(),
    detail: z.string(),
    evidence: z.array(z.unknown()),
    status: z.enum(['open', 'done', 'dismissed']),
    created_at: timestamp,
  }),
);

export const Keyword = named('Keyword', z.object({ id: uuid, keyword: z.string(), created_at: timestamp }));

export const ErrorBody = named(
  'Error',
  z.object({
    error: z.object({ code: z.string(), message: z.string(), param: z.string().optional(), detail: z.string().optional() }),
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
export type Keyword = z.output<typeof Keyword>;
