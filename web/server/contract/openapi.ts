// The OpenAPI 3.1 document of /api/v1, generated from the zod schemas that validate
// requests and describe responses (schemas.ts), so the two cannot drift apart.
import { z } from 'zod';
import { MAX_BODY_BYTES, PROMPT_SETS } from './schemas';
import { ENGINE_NAMES } from '../models/catalogue';
import { SOURCE_KINDS } from '../sources/kinds';
import { requestSchemas, responseSchemas } from './schemas';

const ref = (id: string) => ({ $ref: `#/components/schemas/${id}` });
const uri = (id: string) => `#/components/schemas/${id}`;

const rateHeaders = {
  'X-RateLimit-Limit': { $ref: '#/components/headers/RateLimitLimit' },
  'X-RateLimit-Remaining': { $ref: '#/components/headers/RateLimitRemaining' },
  'X-RateLimit-Reset': { $ref: '#/components/headers/RateLimitReset' },
  'Request-Id': { $ref: '#/components/headers/RequestId' },
};

const json = (schema: object, description: string, headers: object = rateHeaders) => ({
  description,
  headers,
  content: { 'application/json': { schema } },
});
const envelope = (data: object, paged = false) => ({
  type: 'object',
  required: ['data'],
  properties: { data, ...(paged ? { has_more: { type: 'boolean', description: 'present when `limit` was given' } } : {}) },
});
const error = (description: string) => json(ref('Error'), description);
const errors = (...codes: number[]) => {
  const text: Record<number, string> = {
    400: 'Bad request: malformed JSON, a wrong type or value (`param` names the field).',
    401: 'Missing, malformed, unknown or revoked API key.',
    403: 'The plan has no API access, or the key lacks the `write` scope; on a launch, `owner_only` when a key made by a member asks more samples than the project\'s setting or another model than the default (`param` names it).',
    404: 'Not found in the caller\'s organisation.',
    413: `Request body larger than ${MAX_BODY_BYTES} bytes.`,
    429: 'Rate limit reached; see `Retry-After`.',
    500: 'Internal error. Audit launch: message `Failed to start audit`, `code` quota_exhausted, budget_exhausted (the estimated cost does not fit in the monthly budget; `detail` says what was spent and what is left) or model_not_allowed.',
  };
  return {
    ...Object.fromEntries(codes.map((c) => [String(c), error(text[c])])),
    // Any operation: the database does not answer (docs/operations/outages.md); no rate-limit headers then.
    '503': json(ref('Error'), '`service_unavailable`: the database does not answer; retry after `Retry-After` seconds.', {
      'Retry-After': { $ref: '#/components/headers/RetryAfter' },
      'Request-Id': { $ref: '#/components/headers/RequestId' },
    }),
  };
};
const listParams = [
  { name: 'limit', in: 'query', required: false, schema: { type: 'integer', minimum: 1, maximum: 1000 }, description: 'Page size. Without it the list is complete.' },
  { name: 'starting_after', in: 'query', required: false, schema: { type: 'string', format: 'uuid' }, description: 'Id of the last item of the previous page.' },
];
const projectId = { name: 'id', in: 'path', required: true, schema: { type: 'string' }, description: 'Project id' };
const auditId = { name: 'auditId', in: 'path', required: true, schema: { type: 'string' }, description: 'Audit id' };
const readErrors = errors(400, 401, 403, 404, 429, 500);
const writeErrors = errors(400, 401, 403, 404, 413, 429, 500);
const webhookId = { name: 'id', in: 'path', required: true, schema: { type: 'string', format: 'uuid' }, description: 'Webhook id' };
const engineParam = { name: 'engine', in: 'query', required: false, schema: { type: 'string', enum: ENGINE_NAMES }, description: 'Only the answers of this engine.' };
const sinceParam = { name: 'since', in: 'query', required: false, schema: { type: 'string' }, description: 'ISO 8601 date or date-time: every COMPLETED audit completed since then.' };
const sourceParams = [
  { name: 'audit_id', in: 'query', required: false, schema: { type: 'string', format: 'uuid' }, description: "One audit of the project (404 otherwise). Without audit_id and since: the project's latest COMPLETED audit. Not with since." },
  sinceParam,
  engineParam,
  { name: 'kind', in: 'query', required: false, schema: { type: 'string', enum: SOURCE_KINDS }, description: 'Only domains (sources) or third-party pages (gaps) of this kind.' },
  { ...listParams[0] },
  { name: 'starting_after', in: 'query', required: false, schema: { type: 'string' }, description: 'Key of the last item of the previous page: its `domain` (sources) or `id` (gaps).' },
];

export function openApiDocument(): Record<string, unknown> {
  const responses = z.toJSONSchema(responseSchemas, { target: 'draft-2020-12', uri }).schemas;
  const requests = z.toJSONSchema(requestSchemas, { target: 'draft-2020-12', io: 'input', uri }).schemas;
  const schemas = Object.fromEntries(
    Object.entries({ ...responses, ...requests }).map(([id, s]) => [id, stripDialect(s as Record<string, unknown>)]),
  );
  return {
    openapi: '3.1.0',
    info: {
      title: 'geo-audit API',
      version: '1.0.0',
      description:
        'Projects, GEO audits, sources and citation gaps, suggestions, keywords and webhooks. Every response is JSON; successes are wrapped in `{ "data": … }`, ' +
        'errors are `{ "error": { "code", "message", "param"?, "detail"?, "doc_url" } }` (`code`: one of the error table, docs/api/errors.md). Every response carries X-RateLimit-Limit, ' +
        'X-RateLimit-Remaining and X-RateLimit-Reset (Unix time in seconds when capacity returns) and a Request-Id, except a 503 while the database does not answer.',
      license: { name: 'MIT', identifier: 'MIT' },
    },
    // Relative to the host that serves this document (every install has its own).
    servers: [{ url: '/api/v1', description: 'this server' }],
    security: [{ bearer: [] }],
    paths: {
      '/projects': {
        get: {
          operationId: 'listProjects',
          summary: 'List the organisation\'s projects',
          parameters: listParams,
          responses: { '200': json(envelope({ type: 'array', items: ref('ProjectListItem') }, true), 'Projects, oldest first'), ...readErrors },
        },
      },
      '/projects/{id}': {
        get: {
          operationId: 'getProject',
          summary: 'Project with its latest site snapshot',
          parameters: [projectId],
          responses: { '200': json(envelope(ref('ProjectDetail')), 'The project'), ...readErrors },
        },
      },
      '/projects/{id}/audits': {
        get: {
          operationId: 'listAudits',
          summary: 'List the project\'s audits, newest first (follow a launched audit here)',
          parameters: [projectId, ...listParams],
          responses: { '200': json(envelope({ type: 'array', items: ref('AuditListItem') }, true), 'Audits'), ...readErrors },
        },
        post: {
          operationId: 'launchAudit',
          summary: 'Launch a GEO audit (scope `write`)',
          parameters: [
            projectId,
            { name: 'Idempotency-Key', in: 'header', required: false, schema: { type: 'string', maxLength: 255 }, description: 'A retried request with the same key returns the first response for 24 h.' },
          ],
          requestBody: { required: false, content: { 'application/json': { schema: ref('LaunchAuditRequest') } } },
          responses: {
            '200': json(envelope(ref('LaunchEstimate')), 'With `dry_run: true`: what the audit would ask and cost; nothing created, no quota used'),
            '201': json(envelope(ref('LaunchAuditResponse')), 'Audit created, or the audit already in progress (`jobId: null`, `reused: true`)'),
            ...errors(400, 401, 403, 404, 413, 429, 500),
          },
        },
      },
      '/projects/{id}/audits/{auditId}': {
        get: {
          operationId: 'getAudit',
          summary: 'Full audit with analytics and query rows',
          description:
            'A COMPLETED audit is sent with `Cache-Control: private, max-age=300` and a strong `ETag`: a client may keep it 5 minutes, then revalidate with ' +
            '`If-None-Match` (304 when unchanged). A reviewer\'s correction, or the retention setting pruning its answers, changes the ETag; a client that ' +
            'caches sees it within 5 minutes (docs/api/caching.md). Other statuses: `no-store`, no ETag.',
          parameters: [
            projectId,
            auditId,
            { name: 'If-None-Match', in: 'header', required: false, schema: { type: 'string' }, description: 'The ETag of a copy the client holds (COMPLETED audits).' },
          ],
          responses: {
            '200': json(envelope(ref('AuditDetail')), 'The audit', { ...rateHeaders, 'Cache-Control': { $ref: '#/components/headers/CacheControl' }, ETag: { $ref: '#/components/headers/ETag' } }),
            '304': {
              description: 'COMPLETED and unchanged since the ETag given in If-None-Match: no body; the same headers as a 200 (Content-Type included)',
              headers: { ...rateHeaders, 'Cache-Control': { $ref: '#/components/headers/CacheControl' }, ETag: { $ref: '#/components/headers/ETag' } },
            },
            ...readErrors,
          },
        },
      },
      '/projects/{id}/suggestions': {
        get: {
          operationId: 'listSuggestions',
          summary: 'Ranked optimisation recommendations',
          parameters: [projectId],
          responses: { '200': json(envelope({ type: 'array', items: ref('Suggestion') }), 'Suggestions, open ones first'), ...readErrors },
        },
      },
      '/projects/{id}/sources': {
        get: {
          operationId: 'listSources',
          summary: 'Domains and pages the engines cite, most cited first',
          parameters: [projectId, ...sourceParams],
          responses: { '200': json(envelope({ type: 'array', items: ref('Source') }, true), 'Sources'), ...readErrors },
        },
      },
      '/projects/{id}/citation-gaps': {
        get: {
          operationId: 'listCitationGaps',
          summary: 'Prompts × engines where a competitor is named or cited and the brand is not, most frequent first',
          parameters: [projectId, ...sourceParams],
          responses: { '200': json(envelope({ type: 'array', items: ref('CitationGap') }, true), 'Citation gaps'), ...readErrors },
        },
      },
      '/projects/{id}/share-of-voice': {
        get: {
          operationId: 'listShareOfVoice',
          summary: 'Per COMPLETED audit and engine: share of voice (naming count) and the share of cited pages that are the brand\'s own',
          parameters: [
            projectId,
            sinceParam,
            engineParam,
            {
              name: 'prompts',
              in: 'query',
              required: false,
              schema: { type: 'string', enum: PROMPT_SETS, default: 'unbranded' },
              description: 'The prompts `answers` and `voice` cover: `unbranded` (default: prompts that do not name the brand, which names itself in nearly every answer to them) or `all`.',
            },
          ],
          responses: { '200': json(envelope({ type: 'array', items: ref('ShareOfVoice') }), 'Oldest audit first; engine "all" sums the engines'), ...readErrors },
        },
      },
      '/projects/{id}/answers': {
        get: {
          operationId: 'listAnswers',
          summary: 'The answers feed: one record per prompt × engine × sample of the COMPLETED audits, for BI tools',
          description:
            'Ordered by audit completion, then audit and row. `since` and `starting_after` (the last record\'s id) make incremental loads. ' +
            'JSON answers a page (`limit`, default 100) with `has_more`; `Accept: application/x-ndjson` (or `format=ndjson`) streams every record ' +
            'as NDJSON, `Accept: text/csv` (or `format=csv`) as CSV, with bounded memory on the server (docs/guide/alerts.md#the-answers-feed).',
          parameters: [
            projectId,
            { name: 'since', in: 'query', required: false, schema: { type: 'string' }, description: 'ISO 8601 date or date-time: answers of audits completed since then.' },
            { name: 'starting_after', in: 'query', required: false, schema: { type: 'string', format: 'uuid' }, description: 'Id of the last record already loaded.' },
            { ...listParams[0], description: 'Page size of a JSON page (default 100).' },
            { name: 'format', in: 'query', required: false, schema: { type: 'string', enum: ['json', 'ndjson', 'csv'] }, description: 'Instead of the Accept header.' },
          ],
          responses: {
            '200': {
              description: 'A JSON page, or every record as NDJSON or CSV',
              headers: rateHeaders,
              content: {
                'application/json': { schema: envelope({ type: 'array', items: ref('AnswerRecord') }, true) },
                'application/x-ndjson': { schema: ref('AnswerRecord') },
                'text/csv': { schema: { type: 'string' } },
              },
            },
            ...readErrors,
          },
        },
      },
      '/projects/{id}/keywords': {
        get: {
          operationId: 'listKeywords',
          summary: 'List the project\'s keywords',
          parameters: [projectId],
          responses: { '200': json(envelope({ type: 'array', items: ref('Keyword') }), 'Keywords'), ...readErrors },
        },
        post: {
          operationId: 'createKeywords',
          summary: 'Create keywords (scope `write`); idempotent, deduplicated case-insensitively',
          parameters: [projectId],
          requestBody: { required: true, content: { 'application/json': { schema: ref('CreateKeywordsRequest') } } },
          responses: {
            '200': json(envelope({ type: 'array', items: ref('Keyword') }), 'All keywords existed already'),
            '201': json(envelope({ type: 'array', items: ref('Keyword') }), 'Keywords created; the records of every keyword asked'),
            ...errors(400, 401, 403, 404, 413, 429, 500),
          },
        },
      },
      '/webhooks': {
        get: {
          operationId: 'listWebhooks',
          summary: "List the organisation's webhooks (scope `write`: a webhook URL can be a secret)",
          responses: { '200': json(envelope({ type: 'array', items: ref('Webhook') }), 'Webhooks, oldest first; never their secret'), ...writeErrors },
        },
        post: {
          operationId: 'createWebhook',
          summary: 'Create a webhook (scope `write`); the response carries its signing secret, shown this once',
          description: 'Deliveries follow Standard Webhooks (webhook-id, webhook-timestamp, webhook-signature); docs/guide/alerts.md shows how to verify them. At most 20 webhooks per organisation (403 `webhook_limit_reached`).',
          requestBody: { required: true, content: { 'application/json': { schema: ref('CreateWebhookRequest') } } },
          responses: { '201': json(envelope(ref('Webhook')), 'The webhook, with `secret`'), ...writeErrors },
        },
      },
      '/webhooks/{id}': {
        get: {
          operationId: 'getWebhook',
          summary: 'One webhook (scope `write`)',
          parameters: [webhookId],
          responses: { '200': json(envelope(ref('Webhook')), 'The webhook'), ...writeErrors },
        },
        patch: {
          operationId: 'updateWebhook',
          summary: 'Change a webhook: URL, events, projects, or enable it again (scope `write`)',
          parameters: [webhookId],
          requestBody: { required: true, content: { 'application/json': { schema: ref('UpdateWebhookRequest') } } },
          responses: { '200': json(envelope(ref('Webhook')), 'The webhook as changed'), ...writeErrors },
        },
        delete: {
          operationId: 'deleteWebhook',
          summary: 'Delete a webhook and its delivery log (scope `write`)',
          parameters: [webhookId],
          responses: { '200': json(envelope(ref('Webhook')), 'The webhook deleted'), ...writeErrors },
        },
      },
      '/webhooks/{id}/deliveries': {
        get: {
          operationId: 'listWebhookDeliveries',
          summary: "The webhook's delivery log, newest first (the last 100, kept 30 days; scope `write`)",
          parameters: [webhookId],
          responses: { '200': json(envelope({ type: 'array', items: ref('WebhookDelivery') }), 'Deliveries'), ...writeErrors },
        },
      },
      '/webhooks/{id}/test': {
        post: {
          operationId: 'sendWebhookTestEvent',
          summary: 'Queue a `webhook.test` event to this endpoint (scope `write`)',
          parameters: [webhookId],
          responses: { '202': json(envelope({ type: 'object', required: ['delivery_id'], properties: { delivery_id: { type: 'string' } } }), 'Queued; follow it in the delivery log'), ...writeErrors },
        },
      },
      '/openapi.json': {
        get: {
          operationId: 'getOpenApiDocument',
          summary: 'This document',
          security: [],
          responses: { '200': json({ type: 'object' }, 'OpenAPI 3.1 document'), ...errors(429) },
        },
      },
    },
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'API key `svc_live_…`' } },
      headers: {
        RateLimitLimit: { schema: { type: 'integer' }, description: 'Requests allowed in the window described (minute, or day once that one refuses).' },
        RateLimitRemaining: { schema: { type: 'integer' }, description: 'Requests left in that window.' },
        RateLimitReset: { schema: { type: 'integer' }, description: 'Unix time (seconds) when the oldest counted request leaves the window.' },
        RequestId: { schema: { type: 'string' }, description: 'Identifies the request in the server logs.' },
        RetryAfter: { schema: { type: 'integer' }, description: 'Seconds to wait before retrying.' },
        CacheControl: { schema: { type: 'string' }, description: '`private, max-age=300` for a COMPLETED audit, `no-store` otherwise.' },
        ETag: { schema: { type: 'string' }, description: 'Strong validator of a COMPLETED audit detail; changes when a correction or a pruning changes it.' },
      },
      schemas,
    },
  };
}

/** Components are embedded in a 3.1 document whose dialect is 2020-12 already. */
function stripDialect(schema: Record<string, unknown>) {
  const { $schema: _dialect, ...rest } = schema;
  return rest;
}
