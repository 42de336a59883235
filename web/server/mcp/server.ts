// The MCP server (Model Context Protocol) through which an AI assistant runs the whole loop on a
// project: `list_projects` to find it, `create_prompts` and `import_prompts` (the prompt tool
// operations docs/api/rest.md names) backed by the same prompt service as the
// dashboard, `launch_audit` and `get_audit` to measure and read the result. Streamable HTTP at
// /api/mcp, stateless (a server per request: nothing to keep between calls), JSON responses.
// The caller is an API key checked by the /api/v1 guard before we get here; tools that change
// something also need its `write` scope, the others `read` (docs/api/mcp.md).
// One JSON-RPC message per request (no batches), and every reply bounded by size, whatever the
// request or the data holds (docs/operations/security.md#third-review-decisions).
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import type { Sql } from '@db/connection';
import { listChanges } from '../audits/changes';
import { auditDetail, listAudits } from '../audits/read';
import { launchAudit } from '../audits/launch';
import type { Principal } from '../auth/api-key';
import { cut, prefixWithin } from '../bounded';
import { LaunchAuditRequest, SourcesQuery } from '../contract/schemas';
import { configuredEngines } from '../engines/registry';
import { DomainError, invalidInput } from '../errors';
import { leaderboardPlace, ordinal, type BrandStanding } from '../analysis/analytics';
import { createPrompts, importPrompts } from '../prompts/prompts';
import { AnswerCount, ChangeDays, MAX_IMPORT_BYTES, MAX_IMPORT_PROMPTS, MAX_TOOL_ITEMS, PromptImport, PromptInput, ToolId, ToolPageSize } from '../contract/requests';
import { listProjectSummaries } from '../projects/summaries';
import { listCitationGaps, listSources } from '../sources/read';

/** An import's text fits, with room for the JSON around it. */
export const MAX_REQUEST_BYTES = MAX_IMPORT_BYTES;
/** No reply is larger, whatever the request (1 MiB at most) or the data. */
export const MAX_REPLY_BYTES = 256 * 1024;
/** What a tool's lists (prompts, answers, sources) may take of a reply, as JSON; escaping may double it. */
const LIST_BYTES = 96 * 1024;
/** Array elements and object members in one call's arguments: create_prompts' 1,000 prompts of 3 fields fit. */
const MAX_ARGUMENT_ELEMENTS = 5000;
const SERVER_INFO = { name: 'geo-audit', version: '1.0.0' };

const projectId = ToolId.describe('Project id (a UUID); list_projects gives them.');
/** get_audit's answers: at most MAX_TOOL_ITEMS, each prompt cut to PROMPT_CHARS characters and response to ANSWER_CHARS. */
const ANSWER_CHARS = 1000;
const PROMPT_CHARS = 300;
const MAX_FAILURES = 20;
/** How a reply says its data is the simulated engine's (docs/guide/demo-mode.md). */
const DEMO = 'Demo data (simulated answers, not a measurement)';
const demoServer = () => configuredEngines().every((e) => e.name === 'simulated');

export function createMcpServer(sql: Sql, principal: Principal): McpServer {
  const server = new McpServer(SERVER_INFO, {
    maxToolInputElements: MAX_ARGUMENT_ELEMENTS,
    instructions:
      'geo-audit measures how often AI answer engines cite a brand. Audits ask the engines the active prompts of a project: ' +
      'use list_projects to find the project, then create_prompts (a few prompts) or import_prompts (a pasted list or CSV) to add prompts.',
  });
  const orgId = principal.orgId;
  /** A tool that changes something: refused (as a tool error) to a key without `write`. */
  const writing = <T>(work: () => Promise<T>) => () => {
    if (!principal.rights.has('write')) {
      throw new DomainError('insufficient_scope', 'This tool changes the project: it needs an API key with the write scope (Expert plan).');
    }
    return work();
  };

  server.registerTool(
    'list_projects',
    {
      title: 'List projects',
      description: 'The projects of your organisation: id, name, site URL, brand and number of active prompts.',
      inputSchema: {},
      annotations: { readOnlyHint: true },
    },
    () =>
      run(async () => {
        const projects = await listProjectSummaries(sql, orgId);
        return projects.map((p) => ({ id: p.id, name: p.name, url: p.url, brand: p.brand_name, active_prompts: p.active_prompts, simulated: p.simulated }));
      }, (projects) => `${projects.length} project(s).${projects.some((p) => p.simulated) ? ` ${DEMO} for the projects marked simulated.` : ''}`),
  );

  server.registerTool(
    'create_prompts',
    {
      title: 'Create prompts',
      description:
        'Adds prompts (questions people ask AI engines, e.g. "best CRM for a small agency") to a project. ' +
        'Prompts the project already has (same text, any case) are returned as existing, not duplicated. ' +
        'The plan caps active prompts per project.',
      inputSchema: {
        project_id: projectId,
        prompts: z
          .array(PromptInput)
          .min(1)
          .max(MAX_IMPORT_PROMPTS)
          .describe('Each: text (the question, as a person would ask it), optional tag (a group such as "pricing"), optional active (asked by audits; default true).'),
      },
    },
    ({ project_id, prompts }) =>
      run(writing(async () => {
        const result = await createPrompts(sql, { orgId, projectId: project_id, prompts });
        const created = prefixWithin(result.created.map(describePrompt), LIST_BYTES / 2);
        const existing = prefixWithin(result.existing.map(describePrompt), LIST_BYTES / 2);
        return {
          createdCount: result.created.length,
          existingCount: result.existing.length,
          created,
          existing,
          ...(created.length + existing.length < result.created.length + result.existing.length && { listsCut: true }),
        };
      }), (r) => `Created ${r.createdCount} prompt(s); ${r.existingCount} already existed.${r.listsCut ? ' The lists show the first of them.' : ''}`),
  );

  server.registerTool(
    'import_prompts',
    {
      title: 'Import prompts',
      description:
        'Imports many prompts at once, from pasted lines (one prompt per line; list bullets are dropped) or CSV text ' +
        '(a header row with a "prompt" column and optional "tag" and "active" columns, or columns text, tag, active). ' +
        `Reports what became of each line: created, existing, duplicate or invalid (with the reason). At most ${MAX_IMPORT_PROMPTS} prompts. ` +
        'Set dry_run to preview without creating anything.',
      inputSchema: {
        project_id: projectId,
        content: PromptImport.shape.content.describe('The lines or the CSV text (at most 1 MiB and 5,000 lines).'),
        format: PromptImport.shape.format.describe('"lines" (default) or "csv".'),
        tag: PromptImport.shape.tag.describe('Tag (at most 100 characters) for prompts that have none in the content.'),
        dry_run: PromptImport.shape.dryRun.describe('Preview only.'),
      },
    },
    ({ project_id, content, format, tag, dry_run }) =>
      run(
        writing(() => importPrompts(sql, { orgId, projectId: project_id, content, format, tag, dryRun: dry_run })),
        (r) =>
          `${r.committed ? 'Imported' : 'Preview'}: ${r.committed ? r.counts.created : r.counts.new} new, ${r.counts.existing} existing, ` +
          `${r.counts.duplicate} duplicate, ${r.counts.invalid} invalid.${r.blocked ? ` Would be refused: ${r.blocked}` : ''}`,
      ),
  );

  server.registerTool(
    'list_changes',
    {
      title: 'List significant changes',
      description:
        'The significant changes of visibility in the recent audits ("what changed this week?"): per audit, the citation rate, ' +
        'its change since the previous comparable audit with the 95 % range of that change, and the engines whose change is significant. ' +
        'Changes within the noise of the measurement are left out.',
      inputSchema: {
        project_id: projectId.optional().describe('Only this project (default: every project of the organisation).'),
        days: ChangeDays.optional().describe('How far back (default 7 days).'),
      },
      annotations: { readOnlyHint: true },
    },
    ({ project_id, days }) =>
      run(async () => {
        return listChanges(sql, orgId, { days: days ?? 7, projectId: project_id });
      }, (changes) => (changes.length === 0 ? 'No significant change in that period.' : `${changes.length} significant change(s), newest first.`)),
  );

  server.registerTool(
    'launch_audit',
    {
      title: 'Launch an audit',
      description:
        "Asks the AI engines every active prompt of the project (samples times each) and measures how often they cite the brand. " +
        'One audit runs at a time per project: when one is in progress, its id is returned (reused: true). ' +
        'Follow it with get_audit until its status is COMPLETED or FAILED. Each audit uses one unit of the monthly quota.',
      inputSchema: {
        project_id: projectId,
        model: LaunchAuditRequest.shape.model,
        region: LaunchAuditRequest.shape.region,
        samples: LaunchAuditRequest.shape.samples,
        keywords: LaunchAuditRequest.shape.keywords,
        engines: LaunchAuditRequest.shape.engines,
        deployment: LaunchAuditRequest.shape.deployment,
      },
    },
    ({ project_id, ...input }) =>
      run(
        writing(() => launchAudit(sql, { ...input, orgId, projectId: project_id, source: 'mcp', role: principal.role })),
        (r) =>
          (demoServer() ? `${DEMO}: this server has no AI provider key. ` : '') +
          (r.reused ? `An audit was already in progress: ${r.auditId}.` : `Audit ${r.auditId} launched.`),
      ),
  );

  server.registerTool(
    'get_audit',
    {
      title: 'Read an audit',
      description:
        'Status, progress and results of an audit (the latest of the project when audit_id is left out): score and citation rate ' +
        'with their 95 % intervals, per-engine rates, the leaderboard of the brand and its competitors (analytics.brands, and over ' +
        'prompts that do not name the brand in analytics.unbranded), the comparison with the previous comparable audit (significant change or ' +
        `within noise), failures, and on request the answers (at most ${MAX_TOOL_ITEMS}, each cut to ${ANSWER_CHARS} characters).`,
      inputSchema: {
        project_id: projectId,
        audit_id: ToolId.optional().describe('Audit id; default: the latest audit of the project.'),
        answers: AnswerCount.describe(`How many answers to include (0–${MAX_TOOL_ITEMS}), in report order.`),
      },
      annotations: { readOnlyHint: true },
    },
    ({ project_id, audit_id, answers }) =>
      run(async () => {
        const id = audit_id ?? (await listAudits(sql, orgId, project_id, { limit: 1 }))[0]?.id;
        if (!id) throw new DomainError('not_found', 'The project has no audit yet: launch one with launch_audit.');
        const { queries, failures, ...audit } = JSON.parse((await auditDetail(sql, orgId, project_id, id)).json);
        const shown = prefixWithin(
          (queries as { prompt: string; response: string }[]).slice(0, answers).map((q) => ({ ...q, prompt: cut(q.prompt, PROMPT_CHARS), response: cut(q.response, ANSWER_CHARS) })),
          LIST_BYTES,
        );
        return {
          ...audit,
          failureCount: failures.length,
          // An unread row's answer is cut like the others.
          failures: (failures as { prompt: string; response: string | null }[])
            .slice(0, MAX_FAILURES)
            .map((f) => ({ ...f, prompt: cut(f.prompt, PROMPT_CHARS), response: f.response === null ? null : cut(f.response, ANSWER_CHARS) })),
          answers: shown,
          ...(shown.length < Math.min(answers, queries.length) && { answersCut: `Only ${shown.length} answers fit in one reply.` }),
        };
      }, (a) =>
        (a.simulated ? `${DEMO}: this audit's answers are made up by the simulator. ` : '') +
        (a.status === 'COMPLETED'
          ? `Audit ${a.id}: score ${a.score} (${a.scoreInterval.low}–${a.scoreInterval.high}), citation rate ${a.analytics.citationRate} % ` +
            `(${a.analytics.citationRateInterval.low}–${a.analytics.citationRateInterval.high} %, 95 %)` +
            (a.comparison
              ? `; ${a.comparison.citationRateDelta >= 0 ? '+' : ''}${a.comparison.citationRateDelta} points since the previous audit, ` +
                (a.comparison.significant ? `a significant ${a.comparison.change === 'up' ? 'rise' : 'drop'}` : 'within noise')
              : '; no comparable previous audit') + '.' + standing(a.analytics)
          : `Audit ${a.id}: ${a.status}, ${a.currentProgress} % done.`)),
  );
  const sourceFilters = {
    project_id: projectId,
    ...SourcesQuery.shape,
    audit_id: SourcesQuery.shape.audit_id.describe('Audit id; default: the latest COMPLETED audit of the project.'),
    since: SourcesQuery.shape.since.describe('ISO date: every COMPLETED audit since then, instead of one audit.'),
    limit: ToolPageSize.describe(`How many items (1–${MAX_TOOL_ITEMS}); starting_after pages on.`),
  };
  server.registerTool(
    'get_sources',
    {
      title: 'Read the sources engines cite',
      description:
        'The registrable domains the engines cite in their answers, most cited first: kind (own, competitor, review, marketplace, forum, ' +
        'news, encyclopedia, video, social, blog, other), answers citing it, share of all cited pages, engines, whether the brand and ' +
        'each competitor are named there, and the most cited pages.',
      inputSchema: sourceFilters,
      annotations: { readOnlyHint: true },
    },
    ({ project_id, ...filters }) =>
      run(async () => paged(await listSources(sql, orgId, project_id, filters)), (r) =>
        (r.data.some((s) => s.engines.some((e) => e.engine === 'simulated')) ? `${DEMO}: sources invented by the simulator. ` : '') +
        `${r.data.length} domain(s)${r.has_more ? ', more with starting_after' : ''}: ` +
        r.data.slice(0, 5).map((s) => `${s.domain} (${s.kind}, ${s.answers} answers)`).join(', ') + '.'),
  );
  server.registerTool(
    'get_citation_gaps',
    {
      title: 'Read the citation gaps',
      description:
        'Prompts × engines where a competitor is named or cited and the brand is not, most frequent first, with the third-party ' +
        'pages the engines relied on there and the answers (query ids of get_audit) as evidence. Act on them: get listed on those pages.',
      inputSchema: sourceFilters,
      annotations: { readOnlyHint: true },
    },
    ({ project_id, ...filters }) =>
      run(async () => paged(await listCitationGaps(sql, orgId, project_id, filters)), (r) =>
        (r.data.some((g) => g.engine === 'simulated') ? `${DEMO}: gaps read from simulated answers. ` : '') +
        `${r.data.length} gap(s)${r.has_more ? ', more with starting_after' : ''}.`),
  );
  return server;
}

/** A page of a list as the REST API shapes it, cut to what fits in a reply (starting_after goes on from its last item). */
function paged<T>({ data, hasMore }: { data: T[]; hasMore?: boolean }) {
  const shown = prefixWithin(data, LIST_BYTES);
  return { data: shown, has_more: (hasMore ?? false) || shown.length < data.length };
}

function describePrompt(p: { id: string; text: string; tag: string | null; active: boolean }) {
  return { id: p.id, text: cut(p.text, PROMPT_CHARS), tag: p.tag, active: p.active };
}

/** A tool's result: a one-line summary and the JSON, or the service's refusal as a tool error the assistant can read. */
async function run<T>(work: () => Promise<T>, summary: (result: T) => string): Promise<CallToolResult> {
  try {
    const result = await work();
    return { content: [{ type: 'text', text: `${summary(result)}\n${JSON.stringify(result)}` }] };
  } catch (err) {
    if (err instanceof DomainError) return { isError: true, content: [{ type: 'text', text: `${err.code}: ${err.message}` }] };
    throw err;
  }
}

/**
 * Serves one Streamable HTTP request, `message` being its JSON body (read within MAX_REQUEST_BYTES),
 * with a fresh server bound to the caller.
 */
export async function handleMcpRequest(sql: Sql, principal: Principal, request: Request, message: unknown): Promise<Response> {
  checkMessage(message);
  const server = createMcpServer(sql, principal);
  const transport = new WebStandardStreamableHTTPServerTransport({
    sessionIdGenerator: undefined,
    enableJsonResponse: true,
    maxRequestBodySize: MAX_REQUEST_BYTES,
  });
  await server.connect(transport);
  try {
    return await boundedReply(await transport.handleRequest(request, { parsedBody: message }), message);
  } finally {
    await server.close();
  }
}

/**
 * One message per request: MCP's 2025-06-18 revision removed JSON-RPC batches, and a batch
 * would get a hundred calls for one request of the rate limit. And nothing a reply echoes (the
 * id, a method or tool name) is longer than a name can be.
 */
function checkMessage(message: unknown) {
  if (Array.isArray(message)) {
    throw new DomainError('batch_not_supported', 'Send one JSON-RPC message per request: MCP removed batches in its 2025-06-18 revision.');
  }
  if (typeof message !== 'object' || message === null) return; // not a JSON-RPC message: the transport says so
  const { id, method, params } = message as { id?: unknown; method?: unknown; params?: unknown };
  const tooLong = (value: unknown, max: number) => typeof value === 'string' && value.length > max;
  if (tooLong(id, 200)) throw invalidInput('invalid_request', 'A JSON-RPC id is at most 200 characters long.', 'id');
  if (tooLong(method, 100)) throw invalidInput('invalid_request', 'No MCP method has a name that long.', 'method');
  if (typeof params === 'object' && params !== null && tooLong((params as { name?: unknown }).name, 100)) {
    throw invalidInput('invalid_request', 'No tool has a name that long.', 'params.name');
  }
}

/**
 * The transport's reply, or a JSON-RPC error when it is larger than MAX_REPLY_BYTES: the tools
 * keep theirs well below by design, but a refusal may quote what was sent (an unknown key).
 */
async function boundedReply(response: Response, message: unknown): Promise<Response> {
  if (!response.body) return response;
  const text = await response.text();
  const init = { status: response.status, headers: response.headers };
  if (Buffer.byteLength(text) <= MAX_REPLY_BYTES) return new Response(text, init);
  const id = (message as { id?: unknown }).id ?? null;
  const error = { code: -32600, message: `The reply would be larger than ${MAX_REPLY_BYTES / 1024} KiB: send shorter values, or ask for fewer items.` };
  return new Response(JSON.stringify({ jsonrpc: '2.0', id, error }), init);
}

/**
 * The leaderboard in one sentence (docs/guide/answer-reading.md#the-leaderboard): over the prompts
 * that do not name the brand when there are any, every tracked brand with the share of answers naming it.
 */
function standing(analytics: { unbranded: { totalQueries: number; brands: BrandStanding[] }; brands: BrandStanding[] }): string {
  const unbranded = analytics.unbranded.totalQueries > 0;
  const brands = unbranded ? analytics.unbranded.brands : analytics.brands;
  const place = brands.length > 1 ? leaderboardPlace(brands) : null;
  if (!place) return '';
  const rates = [...brands].sort((a, b) => b.mentions - a.mentions).map((b) => `${b.name} ${b.rate} %`).join(', ');
  return ` ${unbranded ? 'Over prompts that do not name the brand, it' : 'It'} is ${ordinal(place.place)} of ${place.of} tracked brands by answers naming each: ${rates}.`;
}
